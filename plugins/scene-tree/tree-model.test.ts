import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NodeId, SceneNodeData } from '../../sdk/index.js';
import { cloneSubtree, countBelowRoot, dropPositionAt, flattenTree, listedOnly, placeForDrop, rangeBetween, subtreeOf, topLevelOf } from './tree-model.js';

function doc(tree: Record<NodeId, NodeId[]>, names: Record<NodeId, string> = {}) {
  const nodes = new Map<NodeId, SceneNodeData>();
  const add = (id: NodeId, parent: NodeId | null) => {
    nodes.set(id, { id, type: id === SCENE_ROOT_ID ? 'Scene' : 'TransformNode', parent, name: names[id] ?? id, props: { v: 1 }, children: tree[id] ?? [] });
    for (const c of tree[id] ?? []) add(c, id);
  };
  add(SCENE_ROOT_ID, null);
  return {
    get: (id: NodeId) => nodes.get(id),
    isAncestor: (a: NodeId, id: NodeId) => {
      for (let c: NodeId | null | undefined = id; c; c = nodes.get(c)?.parent) if (c === a) return true;
      return false;
    },
  };
}

const d = doc({ scene: ['a', 'b'], a: ['a1', 'a2'], b: ['b1'] }, { a2: 'Lamp', b1: 'lamp post' });

describe('scene tree model', () => {
  it('flattens expanded nodes depth first', () => {
    expect(flattenTree(d, new Set()).map((r) => r.id)).toEqual(['scene', 'a', 'b']);
    expect(flattenTree(d, new Set(['a'])).map((r) => `${r.id}:${r.depth}`)).toEqual(['scene:0', 'a:1', 'a1:2', 'a2:2', 'b:1']);
  });
  it('filters by name with ancestors kept', () => {
    expect(flattenTree(d, new Set(), 'LAMP').map((r) => r.id)).toEqual(['scene', 'a', 'a2', 'b', 'b1']);
    expect(flattenTree(d, new Set(), 'nothing')).toEqual([]);
  });
  it('leaves out nodes of unlisted types with their subtrees', () => {
    const listed = (type: string) => type !== 'TransformNode';
    expect(flattenTree(listedOnly(d, listed), new Set(['a'])).map((r) => `${r.id}:${r.hasChildren}`)).toEqual(['scene:false']);
    const hiddenB = { get: (id: NodeId) => (id === 'b' ? { ...d.get(id)!, type: 'Hidden' } : d.get(id)) };
    expect(flattenTree(listedOnly(hiddenB, (type) => type !== 'Hidden'), new Set()).map((r) => r.id)).toEqual(['scene', 'a']);
  });
  it('ranges between two rows in either direction', () => {
    const rows = flattenTree(d, new Set(['a']));
    expect(rangeBetween(rows, 'a2', 'a')).toEqual(['a', 'a1', 'a2']);
  });
  it('drop positions by pointer offset', () => {
    expect(dropPositionAt(2, 20, true)).toBe('before');
    expect(dropPositionAt(10, 20, true)).toBe('inside');
    expect(dropPositionAt(18, 20, true)).toBe('after');
    expect(dropPositionAt(12, 20, false)).toBe('after');
  });
  it('computes move places and refuses moves into the own subtree', () => {
    expect(placeForDrop(d, 'b', 'a', 'inside')).toEqual({ parent: 'a', index: 2 });
    expect(placeForDrop(d, 'b', 'a', 'before')).toEqual({ parent: 'scene', index: 0 });
    expect(placeForDrop(d, 'a', 'b', 'after')).toEqual({ parent: 'scene', index: 1 });
    expect(placeForDrop(d, 'a', 'a1', 'inside')).toBeUndefined();
    expect(placeForDrop(d, 'scene', 'a', 'inside')).toBeUndefined();
    expect(placeForDrop(d, 'a', 'b', 'before')).toBeUndefined();
  });
  it('keeps only top-level selected nodes and clones subtrees with new ids', () => {
    expect(topLevelOf(d, ['a1', 'a', 'scene', 'b1'])).toEqual(['a', 'b1']);
    let n = 0;
    const copy = cloneSubtree(subtreeOf(d, 'a'), 'scene', () => `n${++n}`);
    expect(copy.map((c) => [c.id, c.parent, c.children])).toEqual([['n1', 'scene', ['n2', 'n3']], ['n2', 'n1', []], ['n3', 'n1', []]]);
    expect(copy[0].props).not.toBe(d.get('a')!.props);
  });
  it('counts the nodes below the root, collapsed ones included, unlisted types left out', () => {
    const d = doc({ [SCENE_ROOT_ID]: ['a', 'b'], a: ['a1', 'a2'], b: ['fx'], fx: [] });
    expect(countBelowRoot(d)).toBe(5);
    const withEffect = { get: (id: NodeId) => { const node = d.get(id); return node && id === 'fx' ? { ...node, type: 'Effect' } : node; } };
    expect(countBelowRoot(listedOnly(withEffect, (type) => type !== 'Effect'))).toBe(4);
  });
});
