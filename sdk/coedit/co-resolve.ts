import { SCENE_ROOT_ID } from '../scene/document.js';
import type { NodeId, ScenePatch } from '../scene/document.js';
import type { JsonValue } from '../scene/json.js';
import type { CoOp } from './co-op.js';
import { clamp } from './co-tree.js';
import type { CoTree } from './co-tree.js';

/**
 * The patches that `op` makes on `tree` as it is now, by fixed rules, applied to the tree before returning; [] when a
 * rule drops it. Every replica and the server call this in the server's order on the same state, so they make the same
 * patches. The rules never lose a node nor make a cycle:
 * - set, name: the node must exist (an edit of a removed node is dropped); the last one ordered wins.
 * - insert: dropped when one of its ids exists already; under a parent that is gone it goes under the root instead.
 * - remove: dropped when the node is gone (or is the root). Descendants the remover did not see there (moved or
 *   inserted under it since) are kept: they move up to the removed node's place, in order, before it goes.
 * - move: dropped when the node or the new parent is gone, or when the new parent is the node or under it (a cycle).
 */
export function resolveCoOp(tree: CoTree, op: CoOp): ScenePatch[] {
  const patches = patchesOf(tree, op);
  tree.apply(patches);
  return patches;
}

function patchesOf(tree: CoTree, op: CoOp): ScenePatch[] {
  switch (op.op) {
    case 'set': {
      const node = tree.get(op.id);
      if (!node) return [];
      return [{ op: 'setProp', id: op.id, key: op.key, value: op.value, old: node.props[op.key] as JsonValue | undefined }];
    }
    case 'name': {
      const node = tree.get(op.id);
      return node ? [{ op: 'setName', id: op.id, name: op.name, old: node.name }] : [];
    }
    case 'insert': {
      if (op.nodes.some((node) => tree.get(node.id))) return [];
      const parent = tree.get(op.parent) ? op.parent : SCENE_ROOT_ID;
      const index = clamp(op.index, tree.get(parent)!.children.length);
      return [{ op: 'insert', nodes: op.nodes.map((n, i) => (i === 0 ? { ...n, parent } : n)), at: { parent, index } }];
    }
    case 'remove':
      return removePatches(tree, op.id, new Set(op.ids));
    case 'move': {
      const node = tree.get(op.id);
      if (!node || node.parent === null || !tree.get(op.parent) || tree.isAncestor(op.id, op.parent)) return [];
      const from = { parent: node.parent, index: tree.get(node.parent)!.children.indexOf(op.id) };
      const siblings = tree.get(op.parent)!.children.length - (op.parent === node.parent ? 1 : 0);
      return [{ op: 'move', id: op.id, from, to: { parent: op.parent, index: clamp(op.index, siblings) } }];
    }
    case 'section':
      return [{ op: 'setSection', section: op.section, value: op.value, old: tree.section(op.section) as unknown as JsonValue }];
  }
}

/** Keep the descendants the remover did not see (moved up to the node's place), then remove what is left under it. */
function removePatches(tree: CoTree, id: NodeId, seen: ReadonlySet<NodeId>): ScenePatch[] {
  const node = tree.get(id);
  if (!node || node.parent === null || id === SCENE_ROOT_ID) return [];
  const patches: ScenePatch[] = [];
  const parent = node.parent;
  let index = tree.get(parent)!.children.indexOf(id);
  // Tops of the unseen parts, in depth-first order: a node not seen whose parent is seen (the removed node included).
  const keep: NodeId[] = [];
  const stack = [...node.children].reverse();
  while (stack.length) {
    const current = stack.pop()!;
    if (!seen.has(current)) {
      keep.push(current);
      continue;
    }
    const children = tree.get(current)?.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
  for (const kept of keep) {
    const from = tree.get(kept)!.parent!;
    const move: ScenePatch = { op: 'move', id: kept, from: { parent: from, index: tree.get(from)!.children.indexOf(kept) }, to: { parent, index } };
    tree.apply([move]);
    patches.push(move);
    index += 1;
  }
  index = tree.get(parent)!.children.indexOf(id);
  patches.push({ op: 'remove', nodes: tree.subtree(id), at: { parent, index } });
  // The moves were applied to find the remove's place and subtree; take them back, so the caller applies all at once.
  for (let i = patches.length - 2; i >= 0; i--) {
    const move = patches[i] as Extract<ScenePatch, { op: 'move' }>;
    tree.apply([{ op: 'move', id: move.id, from: move.to, to: move.from }]);
  }
  return patches;
}
