// Scene tree actions on the real document, undo and selection services: each is one undo step with a success message.
import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NotificationService, SceneNodeData } from '../../sdk/index.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import { SelectionServiceImpl } from '../../core/services/scene/selection-service.js';
import { UndoServiceImpl } from '../../core/services/scene/undo-service.js';
import { TreeActions } from '../../plugins/scene-tree/tree-actions.js';
import { locales } from '../../plugins/scene-tree/locales.js';

function setup() {
  const document = new SceneDocumentServiceImpl();
  const undo = new UndoServiceImpl(document);
  const selection = new SelectionServiceImpl(document);
  const messages: string[] = [];
  const notifications = { success: (m: string) => messages.push(`success:${m}`), warning: (m: string) => messages.push(`warning:${m}`), error: (m: string) => messages.push(`error:${m}`) } as unknown as NotificationService;
  const t = (key: string, values: Record<string, string | number> = {}) => (locales.en as Record<string, string>)[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));
  const actions = new TreeActions({ document, undo, selection, notifications, t, isContainer: () => true });
  const node = (id: string, parent = SCENE_ROOT_ID): SceneNodeData => ({ id, type: 'TransformNode', parent, name: id, props: { visible: true }, children: [] });
  undo.execute([document.insertPatch([node('a')], { parent: SCENE_ROOT_ID, index: 0 }), document.insertPatch([node('b')], { parent: SCENE_ROOT_ID, index: 1 })]);
  undo.execute([document.insertPatch([node('a1', 'a')], { parent: 'a', index: 0 })]);
  undo.clear();
  return { document, undo, selection, actions, messages };
}

describe('scene tree actions', () => {
  it('clone copies the subtree with new ids next to the original, selects it, one undo step', () => {
    const { document, undo, selection, actions, messages } = setup();
    selection.set(['a']);
    actions.clone();
    const children = document.root.children;
    expect(children.length).toBe(3);
    const clone = document.get(children[1])!;
    expect(clone.name).toBe('a');
    expect(clone.children.length).toBe(1);
    expect(clone.children[0]).not.toBe('a1');
    expect(selection.selected).toEqual([clone.id]);
    expect(messages).toEqual(['success:Cloned 1 node(s)']);
    undo.undo();
    expect(document.root.children).toEqual(['a', 'b']);
  });

  it('copy and paste into the selected container; delete removes subtrees; move up/down', () => {
    const { document, selection, actions, messages } = setup();
    selection.set(['a1']);
    actions.copy();
    selection.set(['b']);
    actions.paste();
    expect(document.get('b')!.children.length).toBe(1);
    expect(document.get(document.get('b')!.children[0])!.name).toBe('a1');
    selection.set(['a', 'a1']);
    actions.delete();
    expect(document.get('a')).toBeUndefined();
    expect(document.get('a1')).toBeUndefined();
    selection.set(['b']);
    expect(actions.moveBy(-1)).toBe(false);
    expect(messages).toEqual(['success:Copied 1 node(s)', 'success:Pasted 1 node(s)', 'success:Deleted 1 node(s)']);
  });

  it('renames trimmed, refuses empty names, toggles visibility', () => {
    const { document, actions, messages } = setup();
    actions.rename('a', '  Alpha  ');
    expect(document.get('a')!.name).toBe('Alpha');
    actions.rename('a', '   ');
    expect(document.get('a')!.name).toBe('Alpha');
    actions.toggleVisible('b');
    expect(document.get('b')!.props.visible).toBe(false);
    expect(messages).toEqual(['success:Renamed to Alpha', 'warning:A name cannot be empty']);
  });
});
