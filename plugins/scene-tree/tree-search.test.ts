import { describe, expect, it } from 'vitest';
import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NodeId, SceneNodeData } from '../../sdk/index.js';
import { TreeSearch } from './tree-search.js';
import type { NodeLookup } from './tree-model.js';

/** A three-level tree: 6 groups of 5 boxes with 2 parts each; names repeat so queries match at every level. */
function tree(): NodeLookup & { size: number } {
  const nodes = new Map<NodeId, SceneNodeData>();
  const node = (id: NodeId, parent: NodeId | null, name: string, children: NodeId[]) => nodes.set(id, { id, type: 'TransformNode', parent, name, props: {}, children });
  const groups: NodeId[] = [];
  for (let g = 0; g < 6; g++) {
    const boxes: NodeId[] = [];
    for (let b = 0; b < 5; b++) {
      const parts = [`p${g}-${b}-0`, `p${g}-${b}-1`];
      node(parts[0], `b${g}-${b}`, `Lid ${g}${b}`, []);
      node(parts[1], `b${g}-${b}`, `Base ${b}`, []);
      node(`b${g}-${b}`, `g${g}`, `Box ${g}${b}`, parts);
      boxes.push(`b${g}-${b}`);
    }
    node(`g${g}`, SCENE_ROOT_ID, g % 2 ? `Shelf ${g}` : `Group ${g}`, boxes);
    groups.push(`g${g}`);
  }
  node(SCENE_ROOT_ID, null, 'Scene', groups);
  return { get: (id) => nodes.get(id), size: nodes.size };
}

/** The rows as a plain recursive walk finds them (what the search must return). */
function expected(doc: NodeLookup, query: string): string[] {
  const out: string[] = [];
  const keeps = (id: NodeId): boolean => {
    const n = doc.get(id)!;
    return n.name.toLowerCase().includes(query) || n.children.some(keeps);
  };
  const walk = (id: NodeId, depth: number) => {
    if (!keeps(id)) return;
    out.push(`${id}:${depth}`);
    for (const c of doc.get(id)!.children) walk(c, depth + 1);
  };
  walk(SCENE_ROOT_ID, 0);
  return out;
}

describe('TreeSearch', () => {
  it('finds the matching nodes with their ancestors, in display order, typing and erasing through one index', () => {
    const doc = tree();
    const search = new TreeSearch(doc);
    const typed = ['b', 'bo', 'box', 'box ', 'box 3', 'box 34'];
    const queries = [...typed, ...typed.slice(0, -1).reverse(), 'lid 2', 'base', 'shelf', 'shelf 5', 'scene', 'nothing', 'l'];
    for (const query of queries) {
      const rows = search.rows(query);
      expect(rows.map((r) => `${r.id}:${r.depth}`), query).toEqual(expected(doc, query));
      expect(rows.every((r) => r.expanded)).toBe(true);
    }
    expect(search.rows('box 34').map((r) => r.id)).toEqual([SCENE_ROOT_ID, 'g3', 'b3-4']);
    expect(search.rows('scene')).toHaveLength(1);
    expect(search.rows('nothing')).toEqual([]);
  });

  it('marks which rows have children', () => {
    const rows = new TreeSearch(tree()).rows('lid 00');
    expect(rows.map((r) => [r.id, r.hasChildren])).toEqual([[SCENE_ROOT_ID, true], ['g0', true], ['b0-0', true], ['p0-0-0', false]]);
  });
});

describe('a prepared search', () => {
  it('lists the tree before the first keystroke, which then reads no node', () => {
    const doc = tree();
    let lookups = 0;
    const counted: NodeLookup = { get: (id) => (lookups++, doc.get(id)) };
    const search = new TreeSearch(counted);
    search.prepare();
    expect(lookups).toBeGreaterThanOrEqual(doc.size);
    lookups = 0;
    const rows = search.rows('lid 1');
    expect(lookups).toBe(0);
    expect(rows.map((r) => `${r.id}:${r.depth}`)).toEqual(expected(counted, 'lid 1'));
    lookups = 0;
    search.prepare();
    expect(lookups).toBe(0);
  });

  it('makes each row once, when listing: keystrokes reuse them (no row objects per keystroke over 100,000 nodes)', () => {
    const search = new TreeSearch(tree());
    search.prepare();
    const wide = search.rows('b');
    const narrow = search.rows('box 3');
    const byId = new Map(wide.map((r) => [r.id, r]));
    expect(narrow.length).toBeGreaterThan(0);
    for (const row of narrow) expect(row).toBe(byId.get(row.id));
  });

  it('lists a large tree in idle slices, and the first keystroke only finishes what is left', () => {
    const nodes = new Map<NodeId, SceneNodeData>();
    const children = Array.from({ length: 5000 }, (_, i) => `n${i}`);
    for (const id of children) nodes.set(id, { id, type: 'TransformNode', parent: SCENE_ROOT_ID, name: `Node ${id}`, props: {}, children: [] });
    nodes.set(SCENE_ROOT_ID, { id: SCENE_ROOT_ID, type: 'Scene', parent: null, name: 'Scene', props: {}, children });
    let lookups = 0;
    const doc: NodeLookup = { get: (id) => (lookups++, nodes.get(id)) };
    const search = new TreeSearch(doc);
    expect(search.prepare(() => false)).toBe(false);
    const first = lookups;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(5001);
    expect(search.prepare(() => false)).toBe(false);
    expect(lookups).toBeGreaterThan(first);
    const rows = search.rows('node n49');
    expect(lookups).toBe(5002); // the root twice (whether there is one, then its children), every other node once
    expect(rows.map((r) => r.id)).toEqual(expected(doc, 'node n49').map((r) => r.split(':')[0]));
    expect(search.prepare(() => false)).toBe(true);
    // A query every node matches gives the whole listing.
    expect(search.rows('e').map((r) => r.id)).toEqual([SCENE_ROOT_ID, ...children]);
  });
});
