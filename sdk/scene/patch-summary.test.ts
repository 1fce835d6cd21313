import { describe, expect, it } from 'vitest';
import type { SceneNodeData, ScenePatch } from './document.js';
import { summarizePatches } from './patch-summary.js';

const node = (id: string, name = id, type = 'Mesh'): SceneNodeData => ({ id, name, type, parent: 'scene', props: {}, children: [] });
const at = (parent: string, index: number) => ({ parent, index });

describe('summarizePatches', () => {
  it('lists the net effect: added, removed, moved, renamed, changed and sections', () => {
    const changes: ScenePatch[][] = [
      [{ op: 'insert', nodes: [node('a', 'Box')], at: at('scene', 0) }],
      [{ op: 'remove', nodes: [node('b', 'Light', 'PointLight')], at: at('scene', 1) }],
      [{ op: 'move', id: 'c', from: at('scene', 2), to: at('a', 0) }],
      [{ op: 'setName', id: 'd', name: 'Pump 2', old: 'Pump' }],
      [{ op: 'setProp', id: 'e', key: 'color', value: '#ff0000', old: '#ffffff' }],
      [{ op: 'setSection', section: 'logic', value: { blocks: 1 }, old: null }],
    ];
    const summary = summarizePatches(changes, (id) => ({ id, name: `name of ${id}`, type: 'T' }));
    expect(summary.added).toEqual([{ id: 'a', name: 'Box', type: 'Mesh' }]);
    expect(summary.removed).toEqual([{ id: 'b', name: 'Light', type: 'PointLight' }]);
    expect(summary.moved.map((n) => n.id)).toEqual(['c']);
    expect(summary.renamed).toEqual([{ id: 'd', name: 'Pump 2', from: 'Pump', type: 'T' }]);
    expect(summary.changed).toEqual([{ id: 'e', name: 'name of e', type: 'T', keys: ['color'] }]);
    expect(summary.sections).toEqual(['logic']);
    expect(summary.patchCount).toBe(6);
    expect(summary.empty).toBe(false);
  });

  it('lists nothing for edits that were taken back (an undo journals the inverse patches)', () => {
    const changes: ScenePatch[][] = [
      [{ op: 'insert', nodes: [node('a'), node('a1')], at: at('scene', 0) }, { op: 'setProp', id: 'a', key: 'x', value: 1, old: undefined }],
      [{ op: 'remove', nodes: [node('a'), node('a1')], at: at('scene', 0) }],
      [{ op: 'setProp', id: 'e', key: 'color', value: '#f00', old: '#fff' }],
      [{ op: 'setProp', id: 'e', key: 'color', value: '#fff', old: '#f00' }],
      [{ op: 'remove', nodes: [node('b')], at: at('scene', 1) }],
      [{ op: 'insert', nodes: [node('b')], at: at('scene', 1) }],
      [{ op: 'move', id: 'c', from: at('scene', 2), to: at('x', 0) }, { op: 'move', id: 'c', from: at('x', 0), to: at('scene', 2) }],
      [{ op: 'setName', id: 'd', name: 'B', old: 'A' }, { op: 'setName', id: 'd', name: 'A', old: 'B' }],
      [{ op: 'setSection', section: 'logic', value: { a: 1 }, old: { a: 0 } }, { op: 'setSection', section: 'logic', value: { a: 0 }, old: { a: 1 } }],
    ];
    const summary = summarizePatches(changes);
    expect(summary.empty).toBe(true);
    expect(summary.patchCount).toBe(13);
  });

  it('names a removed node by its first name and drops its earlier edits', () => {
    const summary = summarizePatches([
      [{ op: 'setName', id: 'b', name: 'New', old: 'Old' }, { op: 'setProp', id: 'b', key: 'x', value: 2, old: 1 }],
      [{ op: 'remove', nodes: [node('b', 'New')], at: at('scene', 0) }],
    ]);
    expect(summary.removed).toEqual([{ id: 'b', name: 'Old', type: 'Mesh' }]);
    expect(summary.changed).toEqual([]);
    expect(summary.renamed).toEqual([]);
  });

  it('keeps an added node under its last name and does not list its property edits apart', () => {
    const summary = summarizePatches([
      [{ op: 'insert', nodes: [node('a', 'Box')], at: at('scene', 0) }],
      [{ op: 'setName', id: 'a', name: 'Crate', old: 'Box' }, { op: 'setProp', id: 'a', key: 'x', value: 2, old: 1 }],
    ]);
    expect(summary.added).toEqual([{ id: 'a', name: 'Crate', type: 'Mesh' }]);
    expect(summary.changed).toEqual([]);
    expect(summary.renamed).toEqual([]);
  });
});
