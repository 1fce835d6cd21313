import { SCENE_ROOT_ID } from '../../sdk/index.js';
import type { NodeId, NodePlace, SceneDocumentService, SceneNodeData } from '../../sdk/index.js';
import { TreeSearch } from './tree-search.js';

/** One visible row of the tree. */
export interface TreeRow {
  /** Node id. */
  readonly id: NodeId;
  /** Depth below the root (root 0). */
  readonly depth: number;
  /** Whether it has children. */
  readonly hasChildren: boolean;
  /** Whether it is expanded. */
  readonly expanded: boolean;
}

/** What the flattener reads from the document. */
export type NodeLookup = Pick<SceneDocumentService, 'get'>;

/**
 * The visible rows, depth first: children of expanded nodes only; with a filter, the nodes whose name contains it
 * (case-insensitive) and their ancestors, all expanded. `search`: the document's search index, kept between keystrokes.
 */
export function flattenTree(doc: NodeLookup, expanded: ReadonlySet<NodeId>, filter = '', search?: TreeSearch): TreeRow[] {
  const query = filter.trim().toLowerCase();
  if (query) return (search ?? new TreeSearch(doc)).rows(query);
  const rows: TreeRow[] = [];
  if (!doc.get(SCENE_ROOT_ID)) return rows;
  const stack: [NodeId, number][] = [[SCENE_ROOT_ID, 0]];
  while (stack.length) {
    const [id, depth] = stack.pop()!;
    const node = doc.get(id);
    if (!node) continue;
    const open = id === SCENE_ROOT_ID || expanded.has(id);
    rows.push({ id, depth, hasChildren: node.children.length > 0, expanded: open });
    if (open) for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i], depth + 1]);
  }
  return rows;
}

/** How many nodes the tree holds below the root (collapsed ones included; unlisted types left out as `doc` leaves them). */
export function countBelowRoot(doc: NodeLookup): number {
  let count = 0;
  const stack: NodeId[] = [...(doc.get(SCENE_ROOT_ID)?.children ?? [])];
  while (stack.length) {
    const node = doc.get(stack.pop()!);
    if (!node) continue;
    count++;
    for (const child of node.children) stack.push(child);
  }
  return count;
}

/** The document as the tree shows it: nodes of unlisted types (post-process effects…) left out with their subtrees. */
export function listedOnly(doc: NodeLookup, listed: (type: string) => boolean): NodeLookup {
  return {
    get: (id) => {
      const node = doc.get(id);
      if (!node || !listed(node.type)) return undefined;
      const children = node.children.filter((c) => {
        const child = doc.get(c);
        return !!child && listed(child.type);
      });
      return children.length === node.children.length ? node : { ...node, children };
    },
  };
}

/** Ids between two rows, inclusive, in row order (Shift-click range). */
export function rangeBetween(rows: readonly TreeRow[], from: NodeId, to: NodeId): NodeId[] {
  const a = rows.findIndex((r) => r.id === from);
  const b = rows.findIndex((r) => r.id === to);
  if (a < 0 || b < 0) return [to];
  const [start, end] = a <= b ? [a, b] : [b, a];
  return rows.slice(start, end + 1).map((r) => r.id);
}

/** Where a drop on a row puts the dragged node. */
export type DropPosition = 'before' | 'inside' | 'after';

/** The drop position for a pointer at `offset` pixels into a row of `height` (top quarter before, bottom quarter after). */
export function dropPositionAt(offset: number, height: number, canContain: boolean): DropPosition {
  if (offset < height * 0.25) return 'before';
  if (offset > height * 0.75 || !canContain) return offset < height / 2 ? 'before' : 'after';
  return 'inside';
}

/**
 * The place a node moves to when dropped at `position` relative to `target`, with the index counted after the node
 * left its old place; undefined when the move is not allowed (root, into itself or its own subtree, no change).
 */
export function placeForDrop(doc: Pick<SceneDocumentService, 'get' | 'isAncestor'>, id: NodeId, target: NodeId, position: DropPosition): NodePlace | undefined {
  const node = doc.get(id);
  const targetNode = doc.get(target);
  if (!node || !targetNode || id === SCENE_ROOT_ID || node.parent === null) return undefined;
  if (doc.isAncestor(id, target)) return undefined;
  let parent: NodeId;
  let index: number;
  if (position === 'inside' || target === SCENE_ROOT_ID) {
    parent = target;
    index = targetNode.children.filter((c) => c !== id).length;
  } else {
    if (targetNode.parent === null) return undefined;
    parent = targetNode.parent;
    const siblings = doc.get(parent)!.children.filter((c) => c !== id);
    index = siblings.indexOf(target) + (position === 'after' ? 1 : 0);
  }
  const oldIndex = doc.get(node.parent)!.children.indexOf(id);
  if (parent === node.parent && index === oldIndex) return undefined;
  return { parent, index };
}

/** The selected ids without those whose ancestor is also selected (and without the root). */
export function topLevelOf(doc: Pick<SceneDocumentService, 'get' | 'isAncestor'>, ids: readonly NodeId[]): NodeId[] {
  const set = ids.filter((id) => id !== SCENE_ROOT_ID && doc.get(id));
  return set.filter((id) => !set.some((other) => other !== id && doc.isAncestor(other, id)));
}

/** A node and its descendants, top first, as stored (children lists included). */
export function subtreeOf(doc: Pick<SceneDocumentService, 'get'>, id: NodeId): SceneNodeData[] {
  const out: SceneNodeData[] = [];
  const stack = [id];
  while (stack.length) {
    const node = doc.get(stack.pop()!);
    if (!node) continue;
    out.push(node);
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return out;
}

/** A deep copy of a subtree with new ids (from `newId`), its top attached to `parent`. */
export function cloneSubtree(nodes: readonly SceneNodeData[], parent: NodeId, newId: () => NodeId): SceneNodeData[] {
  const ids = new Map<NodeId, NodeId>();
  for (const n of nodes) ids.set(n.id, newId());
  return nodes.map((n, i) => ({
    id: ids.get(n.id)!,
    type: n.type,
    parent: i === 0 ? parent : ids.get(n.parent!) ?? parent,
    name: n.name,
    props: structuredClone(n.props) as SceneNodeData['props'],
    children: n.children.map((c) => ids.get(c)!).filter(Boolean),
  }));
}
