import { describe, expect, it } from 'vitest';
import { ExposedPropertiesService, SCENE_ROOT_ID, SceneDocumentService, UndoService } from '../../../sdk/index.js';
import type { SceneNodeData } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { coreServiceModules } from '../index.js';
import { exposedCleanupPatches } from './exposed-cleanup.js';
import { ExposedPropertiesServiceImpl } from './exposed-properties-service.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';
import { createTranslator } from './translator.js';
import { UndoServiceImpl } from './undo-service.js';

const node = (id: string, parent: string, children: string[] = []): SceneNodeData => ({ id, type: 'T', parent, name: id, props: { v: 1 }, children });

function setup() {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([doc.insertPatch([node('p', SCENE_ROOT_ID, ['c']), node('c', 'p')], { parent: SCENE_ROOT_ID, index: 0 })], 'load');
  doc.apply([doc.insertPatch([node('other', SCENE_ROOT_ID)], { parent: SCENE_ROOT_ID, index: 1 })], 'load');
  const undo = new UndoServiceImpl(doc);
  undo.addFollowUp((patches) => exposedCleanupPatches(doc, patches));
  const t = createTranslator(() => undefined);
  const exposed = new ExposedPropertiesServiceImpl(doc, undo, () => false, t);
  const expose = (id: string) => exposed.expose({ owner: { kind: 'node', id }, property: 'v', type: 'number', name: `v_${id}`, group: '', title: 'V' });
  return { doc, undo, exposed, expose };
}

describe('deleting a node deletes its exposed properties in the same undo step', () => {
  it('removes the parameters of the node and its descendants, keeps others; one undo brings both back', () => {
    const { doc, undo, exposed, expose } = setup();
    expose('p');
    expose('c');
    expose('other');
    const lists: number[] = [];
    exposed.onDidChange.subscribe((l) => lists.push(l.length));
    const depth = undo.depth;
    undo.execute([doc.removePatch('p')], { label: 'delete' });
    expect(undo.depth).toBe(depth + 1);
    expect(doc.get('p')).toBeUndefined();
    expect(exposed.all.map((e) => e.name)).toEqual(['v_other']);
    expect(lists).toEqual([3, 1]);
    undo.undo();
    expect(doc.get('c')).toBeDefined();
    expect(exposed.all.map((e) => e.name)).toEqual(['v_p', 'v_c', 'v_other']);
    expect(exposed.find('c', 'v')?.name).toBe('v_c');
    undo.redo();
    expect(exposed.all.map((e) => e.name)).toEqual(['v_other']);
  });

  it('adds nothing when no owner is removed, or when the node comes back in the same edit', () => {
    const { doc, expose } = setup();
    expose('p');
    expect(exposedCleanupPatches(doc, [doc.removePatch('other')])).toEqual([]);
    const remove = doc.removePatch('p');
    const reinsert = doc.insertPatch((remove as Extract<typeof remove, { op: 'remove' }>).nodes, { parent: 'other', index: 0 });
    expect(exposedCleanupPatches(doc, [remove, reinsert])).toEqual([]);
  });

  it('is wired by the scene service module of a real kernel', async () => {
    const kernel = await createEditorKernel(coreServiceModules);
    const doc = kernel.services.get(SceneDocumentService);
    const undo = kernel.services.get(UndoService);
    const exposed = kernel.services.get(ExposedPropertiesService);
    undo.execute([doc.insertPatch([node('x', SCENE_ROOT_ID)], { parent: SCENE_ROOT_ID, index: 0 })]);
    exposed.expose({ owner: { kind: 'node', id: 'x' }, property: 'v', type: 'number', name: 'n', group: '', title: 'V' });
    undo.execute([doc.removePatch('x')]);
    expect(exposed.all).toEqual([]);
    undo.undo();
    expect(exposed.all.map((e) => e.name)).toEqual(['n']);
    await kernel.dispose();
  });
});
