// @vitest-environment happy-dom
// The scene tree panel with 100,000 nodes: only the rows in view are in the DOM; clicks select (Ctrl toggles, Shift ranges).
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, within } from '@testing-library/react';
import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { CommandService, NotificationService } from '../../sdk/index.js';
import type { SceneDocumentData, SceneNodeData } from '../../sdk/index.js';
import { SceneDocumentServiceImpl } from '../../core/services/scene/scene-document-service.js';
import { SelectionServiceImpl } from '../../core/services/scene/selection-service.js';
import { UndoServiceImpl } from '../../core/services/scene/undo-service.js';
import { createSceneTreePanel } from '../../plugins/scene-tree/scene-tree-panel.js';
import { TreeActions } from '../../plugins/scene-tree/tree-actions.js';

function bigDocument(count: number): SceneDocumentData {
  const nodes: Record<string, SceneNodeData> = {};
  const children: string[] = [];
  for (let i = 0; i < count; i++) {
    children.push(`n${i}`);
    nodes[`n${i}`] = { id: `n${i}`, type: 'TransformNode', parent: SCENE_ROOT_ID, name: `Node ${i}`, props: {}, children: [] };
  }
  nodes[SCENE_ROOT_ID] = { id: SCENE_ROOT_ID, type: 'Scene', parent: null, name: 'Scene', props: {}, children };
  return { format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] };
}

describe('scene tree panel', () => {
  it('renders only visible rows of 100,000 nodes and selects with click, Ctrl and Shift', () => {
    const document = new SceneDocumentServiceImpl(bigDocument(100_000));
    const undo = new UndoServiceImpl(document);
    const selection = new SelectionServiceImpl(document);
    const t = (key: string) => key;
    const actions = new TreeActions({ document, undo, selection, notifications: undefined, t, isContainer: () => true });
    const Panel = createSceneTreePanel({ document, selection, commands: undefined, i18n: undefined, actions, nodeTypes: () => [], t });
    const view = render(<Panel panelId="sceneTree" visible />);
    const rows = view.container.querySelectorAll('[role=treeitem]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(200);
    fireEvent.click(view.getByTestId('scene-tree-row-n2'));
    expect(selection.selected).toEqual(['n2']);
    fireEvent.click(view.getByTestId('scene-tree-row-n5'), { shiftKey: true });
    expect(selection.selected).toEqual(['n2', 'n3', 'n4', 'n5']);
    fireEvent.click(view.getByTestId('scene-tree-row-n3'), { ctrlKey: true });
    expect(selection.selected).not.toContain('n3');
    act(() => {
      fireEvent.change(view.getByTestId('scene-tree-search'), { target: { value: 'Node 99999' } });
    });
    expect(view.container.querySelectorAll('[role=treeitem]').length).toBe(2);
  });

  it('a row renames on double-click, hides with its eye, expands with its twisty and opens the menu (handlers of the latest render)', () => {
    const data = bigDocument(3);
    const document = new SceneDocumentServiceImpl({ ...data, nodes: {
      ...data.nodes,
      n0: { ...data.nodes.n0, children: ['c0'] },
      c0: { id: 'c0', type: 'TransformNode', parent: 'n0', name: 'Child', props: {}, children: [] },
    } });
    const undo = new UndoServiceImpl(document);
    const selection = new SelectionServiceImpl(document);
    const t = (key: string) => key;
    const actions = new TreeActions({ document, undo, selection, notifications: undefined, t, isContainer: () => true });
    const Panel = createSceneTreePanel({ document, selection, commands: undefined, i18n: undefined, actions, nodeTypes: () => [], t });
    const view = within(render(<Panel panelId="sceneTree" visible />).container);
    fireEvent.doubleClick(view.getByTestId('scene-tree-row-n1'));
    const input = view.getByTestId('scene-tree-rename') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Renamed' } });
    act(() => input.blur());
    expect(document.get('n1')!.name).toBe('Renamed');
    expect(view.queryByTestId('scene-tree-rename')).toBeNull();
    fireEvent.click(view.getByTestId('scene-tree-eye-n2'));
    expect(document.get('n2')!.props.visible).toBe(false);
    expect(view.getByTestId('scene-tree-row-n2').className).toContain('is-hidden');
    expect(view.queryByTestId('scene-tree-row-c0')).toBeNull();
    fireEvent.click(view.getByTestId('scene-tree-row-n0').querySelector('.kf-tree-twisty')!);
    expect(view.getByTestId('scene-tree-row-c0')).toBeTruthy();
    fireEvent.contextMenu(view.getByTestId('scene-tree-row-c0'));
    expect(selection.selected).toEqual(['c0']);
    expect(view.getByTestId('scene-tree-menu')).toBeTruthy();
  });

  it('creating from the row menu runs the create command once and adds no message of its own (the command says "Created")', () => {
    const document = new SceneDocumentServiceImpl(bigDocument(2));
    const undo = new UndoServiceImpl(document);
    const selection = new SelectionServiceImpl(document);
    const t = (key: string) => key;
    const messages: string[] = [];
    const notifications = { success: (m: string) => messages.push(m), warning: (m: string) => messages.push(m) } as unknown as NotificationService;
    const executed: { id: string; args: unknown }[] = [];
    const commands = { execute: async (id: string, args: unknown) => void executed.push({ id, args }) } as unknown as CommandService;
    const actions = new TreeActions({ document, undo, selection, notifications, t, isContainer: () => true });
    const box = { id: 'Box', titles: { en: 'Box', 'zh-CN': 'Box', 'zh-TW': 'Box' }, creatable: true, descriptors: [] };
    const Panel = createSceneTreePanel({ document, selection, commands, i18n: undefined, actions, nodeTypes: () => [box], t });
    const view = within(render(<Panel panelId="sceneTree" visible />).container);
    fireEvent.contextMenu(view.getByTestId('scene-tree-row-n1'));
    fireEvent.click(view.getByTestId('scene-tree-create-Box'));
    expect(executed).toEqual([{ id: 'scene.createNode.Box', args: { parent: 'n1' } }]);
    expect(messages).toEqual([]);
  });

  it('a scroll renders only the rows that come into view (rows that stay are not rendered again)', () => {
    const real = new SceneDocumentServiceImpl(bigDocument(1000));
    // The same node object per id, counting reads of its props (a row reads them when it renders).
    let reads = 0;
    const counted = new Map<string, SceneNodeData>();
    const get = (id: string) => {
      const node = real.get(id);
      if (!node) return undefined;
      let wrapped = counted.get(id);
      if (!wrapped) {
        wrapped = Object.defineProperty({ ...node }, 'props', { get: () => (reads++, node.props) });
        counted.set(id, wrapped);
      }
      return wrapped;
    };
    const document = new Proxy(real, { get: (target, key) => (key === 'get' ? get : Reflect.get(target, key, target)) });
    const undo = new UndoServiceImpl(real);
    const selection = new SelectionServiceImpl(real);
    const t = (key: string) => key;
    const actions = new TreeActions({ document: real, undo, selection, notifications: undefined, t, isContainer: () => true });
    const Panel = createSceneTreePanel({ document, selection, commands: undefined, i18n: undefined, actions, nodeTypes: () => [], t });
    const { container } = render(<Panel panelId="sceneTree" visible />);
    const scroller = within(container).getByTestId('scene-tree');
    const before = container.querySelectorAll('[role=treeitem]').length;
    reads = 0;
    act(() => {
      scroller.scrollTop = 5 * 24;
      fireEvent.scroll(scroller);
    });
    const after = container.querySelectorAll('[role=treeitem]').length;
    expect(after).toBe(before + 5);
    expect(reads).toBe(5);
  });
});
