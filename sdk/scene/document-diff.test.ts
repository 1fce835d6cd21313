import { describe, expect, it } from 'vitest';
import type { SceneDocumentData, SceneNodeData } from './document.js';
import { diffDocuments, subtreeToRestore } from './document-diff.js';
import { createEmptySceneDocument } from './empty-document.js';

function doc(nodes: SceneNodeData[], logicCode = ''): SceneDocumentData {
  const base = createEmptySceneDocument();
  const all: Record<string, SceneNodeData> = { scene: { ...base.nodes.scene!, children: nodes.filter((n) => n.parent === 'scene').map((n) => n.id) } };
  for (const node of nodes) all[node.id] = { ...node, children: nodes.filter((n) => n.parent === node.id).map((n) => n.id) };
  return { ...base, nodes: all, logic: { ...base.logic, code: logicCode } };
}
const node = (id: string, parent: string, props: Record<string, number | string> = {}, name = id): SceneNodeData => ({ id, parent, name, type: 'Mesh', props, children: [] });

describe('diffDocuments', () => {
  it('lists additions and removals at their top, moves between parents, renames, properties and sections', () => {
    const older = doc([node('a', 'scene', { x: 1 }), node('b', 'scene'), node('b1', 'b'), node('c', 'scene'), node('d', 'scene', {}, 'Old')]);
    const current = doc([node('a', 'scene', { x: 2, y: 3 }), node('c', 'a'), node('d', 'scene', {}, 'New'), node('n', 'scene'), node('n1', 'n')], 'run();');
    const { differences, truncated } = diffDocuments(older, current);
    expect(truncated).toBe(false);
    expect(differences).toEqual(expect.arrayContaining([
      { kind: 'property', id: 'a', name: 'a', key: 'x', older: 1, current: 2 },
      { kind: 'property', id: 'a', name: 'a', key: 'y', older: undefined, current: 3 },
      { kind: 'moved', id: 'c', name: 'c', from: { parent: 'scene', index: 2 }, to: { parent: 'a', index: 0 } },
      { kind: 'renamed', id: 'd', name: 'New', from: 'Old' },
      { kind: 'added', id: 'n', name: 'n', type: 'Mesh', descendants: 1 },
      { kind: 'removed', id: 'b', name: 'b', type: 'Mesh', at: { parent: 'scene', index: 1 }, descendants: 1 },
      { kind: 'section', section: 'logic' },
    ]));
    expect(differences).toHaveLength(7);
  });

  it('finds nothing between a document and itself', () => {
    const same = doc([node('a', 'scene', { x: 1 })]);
    expect(diffDocuments(same, structuredClone(same)).differences).toEqual([]);
  });

  it('stops at its limits and says so', () => {
    const older = doc(Array.from({ length: 50 }, (_, i) => node(`n${i}`, 'scene')));
    const result = diffDocuments(older, doc([]), { maxNodes: 20, maxDifferences: 5 });
    expect(result.truncated).toBe(true);
    expect(result.differences.length).toBeLessThanOrEqual(5);
  });

  it('gives back a removed subtree without the children that live elsewhere now, and survives a cycle', () => {
    const older = doc([node('b', 'scene'), node('b1', 'b'), node('b2', 'b')]);
    const current = doc([node('b2', 'scene')]);
    const subtree = subtreeToRestore(older, (id) => id in current.nodes, 'b');
    expect(subtree.map((n) => n.id)).toEqual(['b', 'b1']);
    expect(subtree[0]!.children).toEqual(['b1']);
    const cyclic = { ...older, nodes: { ...older.nodes, b1: { ...older.nodes.b1!, children: ['b'] } } };
    expect(subtreeToRestore(cyclic, (id) => id in current.nodes, 'b').map((n) => n.id)).toEqual(['b', 'b1']);
  });
});
