import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID, createEmptySceneDocument, invertPatches } from '../../../sdk/index.js';
import type { SceneChange, SceneNodeData, ScenePatch } from '../../../sdk/index.js';
import { SceneDocumentServiceImpl } from './scene-document-service.js';

function node(id: string, parent: string, props: SceneNodeData['props'] = {}, children: string[] = []): SceneNodeData {
  return { id, type: 'TransformNode', parent, name: id, props, children };
}

function build(): SceneDocumentServiceImpl {
  const doc = new SceneDocumentServiceImpl();
  doc.apply([doc.insertPatch([node('a', SCENE_ROOT_ID, { x: 1 }, ['a1']), node('a1', 'a', { y: 2 })], { parent: SCENE_ROOT_ID, index: 0 })], 'edit');
  doc.apply([doc.insertPatch([node('b', SCENE_ROOT_ID, { x: 3 })], { parent: SCENE_ROOT_ID, index: 1 })], 'edit');
  return doc;
}

describe('scene document service', () => {
  it('starts with the root node "scene" of type Scene', () => {
    const doc = new SceneDocumentServiceImpl();
    expect(doc.root).toMatchObject({ id: 'scene', type: 'Scene', parent: null, children: [] });
    expect(doc.size).toBe(1);
    expect(doc.ids()).toEqual(['scene']);
  });

  it('lists ids depth first in display order and answers ancestry', () => {
    const doc = build();
    expect(doc.ids()).toEqual(['scene', 'a', 'a1', 'b']);
    expect(doc.isAncestor('a', 'a1')).toBe(true);
    expect(doc.isAncestor('b', 'a1')).toBe(false);
    expect(doc.isAncestor(SCENE_ROOT_ID, 'a1')).toBe(true);
  });

  it('emits each applied change with its patches and origin', () => {
    const doc = build();
    const seen: SceneChange[] = [];
    doc.onDidChange.subscribe((c) => seen.push(c));
    const patch = doc.setPropPatch('a', 'x', 5);
    doc.apply([patch], 'edit');
    expect(seen).toEqual([{ patches: [patch], origin: 'edit' }]);
    expect(patch).toEqual({ op: 'setProp', id: 'a', key: 'x', value: 5, old: 1 });
  });

  const cases: Array<[string, (doc: SceneDocumentServiceImpl) => ScenePatch]> = [
    ['setProp', (d) => d.setPropPatch('a', 'x', 42)],
    ['setProp (new key)', (d) => d.setPropPatch('a', 'fresh', [1, 2])],
    ['setProp (delete key)', (d) => d.setPropPatch('a', 'x', undefined)],
    ['setName', (d) => d.setNamePatch('b', 'renamed')],
    ['insert', (d) => d.insertPatch([node('c', SCENE_ROOT_ID)], { parent: 'a', index: 0 })],
    ['remove subtree', (d) => d.removePatch('a')],
    ['move', (d) => d.movePatch('b', { parent: 'a', index: 0 })],
    ['move within parent', (d) => d.movePatch('a', { parent: SCENE_ROOT_ID, index: 1 })],
    ['setSection', (d) => d.setSectionPatch('logic', { code: 'x', xml: '<xml/>', codeBackup: '', xmlBackup: '' })],
  ];
  for (const [name, make] of cases) {
    it(`inverts ${name} exactly`, () => {
      const doc = build();
      const before = doc.serialize();
      const patch = make(doc);
      doc.apply([patch], 'edit');
      expect(doc.serialize()).not.toBe(before);
      doc.apply(invertPatches([patch]), 'undo');
      expect(doc.serialize()).toBe(before);
    });
  }

  it('inverts a list of dependent patches in reverse order', () => {
    const doc = build();
    const before = doc.serialize();
    const insert = doc.insertPatch([node('c', SCENE_ROOT_ID)], { parent: 'b', index: 0 });
    doc.apply([insert], 'edit');
    const patches = [insert, doc.setPropPatch('c', 'x', 9)];
    doc.apply([patches[1]], 'edit');
    doc.apply(invertPatches(patches), 'undo');
    expect(doc.serialize()).toBe(before);
  });

  it('applies structural patches correctly', () => {
    const doc = build();
    doc.apply([doc.movePatch('b', { parent: 'a', index: 0 })], 'edit');
    expect(doc.get('a')!.children).toEqual(['b', 'a1']);
    expect(doc.get('b')!.parent).toBe('a');
    doc.apply([doc.removePatch('a')], 'edit');
    expect(doc.ids()).toEqual(['scene']);
    expect(doc.get('a1')).toBeUndefined();
  });

  it('refuses bad structure changes', () => {
    const doc = build();
    expect(() => doc.removePatch(SCENE_ROOT_ID)).toThrow(/root/);
    expect(() => doc.movePatch('a', { parent: 'a1', index: 0 })).toThrow(/into itself/);
    expect(() => doc.apply([doc.insertPatch([node('a', SCENE_ROOT_ID)], { parent: SCENE_ROOT_ID, index: 0 })], 'edit')).toThrow(/already exists/);
    expect(() => doc.setPropPatch('missing', 'x', 1)).toThrow(/No node 'missing'/);
  });

  it('serializes and replaces losslessly', () => {
    const doc = build();
    doc.apply([
      doc.setSectionPatch('exposed', [{ id: 'e1', name: 'speed', group: 'g', type: 'number', path: 'a.x', owner: { kind: 'node', id: 'a' } }]),
      doc.setSectionPatch('animations', [{ id: 'anim', tracks: [1, 2, { k: null }] }]),
      doc.setSectionPatch('externalResources', [{ uuid: 'u', url: '/resources/u', kind: 'image' }]),
      doc.setPropPatch('b', 'color', { type: 'linear', colors: [{ red: 1, green: 0.5, blue: 0, alpha: 1, pct: 0 }], deg: 90 }),
      doc.setPropPatch('b', 'text', 'ünïcødé "quoted" \n'),
    ], 'edit');
    const content = doc.serialize();
    const other = new SceneDocumentServiceImpl();
    let loaded = 0;
    other.onDidLoad.subscribe(() => loaded++);
    other.load(content);
    expect(loaded).toBe(1);
    expect(other.serialize()).toBe(content);
    expect(other.snapshot()).toEqual(doc.snapshot());
    expect(other.ids()).toEqual(doc.ids());
  });

  it('snapshot is a deep copy', () => {
    const doc = build();
    const snap = doc.snapshot() as { nodes: Record<string, { props: Record<string, unknown> }> };
    snap.nodes.a.props.x = 999;
    expect(doc.get('a')!.props.x).toBe(1);
  });

  it('loads an empty content as an empty document and refuses foreign content', () => {
    const doc = build();
    doc.load('');
    expect(doc.ids()).toEqual(['scene']);
    expect(() => doc.load('{"hello":1}')).toThrow(/not a scene document/);
    expect(() => doc.replace({ ...createEmptySceneDocument(), nodes: {} })).toThrow();
  });

  it('gives new unique ids', () => {
    const doc = build();
    const ids = new Set(Array.from({ length: 100 }, () => doc.newId()));
    expect(ids.size).toBe(100);
  });
});
