import type { JsonValue } from './json.js';
import { SCENE_ROOT_ID } from './document.js';
import type { NodeId, NodePlace, SceneDocumentData, SceneNodeData, SceneSectionName } from './document.js';
import { sameJson } from './json-equal.js';

/** One difference between an older document and the current one, said as what the older one had. */
export type DocumentDifference =
  /** A node (with its subtree) the current document has and the older one did not. */
  | { readonly kind: 'added'; readonly id: NodeId; readonly name: string; readonly type: string; readonly descendants: number }
  /** A node (with its subtree) the older document had and the current one does not. */
  | { readonly kind: 'removed'; readonly id: NodeId; readonly name: string; readonly type: string; readonly at: NodePlace; readonly descendants: number }
  /** A node under another parent now. */
  | { readonly kind: 'moved'; readonly id: NodeId; readonly name: string; readonly from: NodePlace; readonly to: NodePlace }
  | { readonly kind: 'renamed'; readonly id: NodeId; readonly name: string; readonly from: string }
  /** A property whose value differs (undefined: not set on that side). */
  | { readonly kind: 'property'; readonly id: NodeId; readonly name: string; readonly key: string; readonly older: JsonValue | undefined; readonly current: JsonValue | undefined }
  | { readonly kind: 'section'; readonly section: SceneSectionName };

/** The differences found, and whether the walk stopped at a limit before seeing them all. */
export interface DocumentDiff {
  readonly differences: readonly DocumentDifference[];
  readonly truncated: boolean;
}

/** How far a comparison walks: documents come from storage and from other people, so both walks are bounded by count. */
export const DOCUMENT_DIFF_LIMITS: DocumentDiffLimits = Object.freeze({ maxNodes: 200_000, maxDifferences: 10_000 });

/** How many nodes of each document a comparison reads, and how many differences it lists. */
export interface DocumentDiffLimits {
  readonly maxNodes: number;
  readonly maxDifferences: number;
}

const SECTIONS: readonly SceneSectionName[] = ['exposed', 'animations', 'logic', 'externalResources'];

/**
 * Compare two scene documents node by node (by id): what was added, removed, moved to another parent, renamed, and
 * every property and section that differs. A subtree added or removed is one entry at its top. Reordering among the
 * same siblings is not listed (inserting one node moves all that follow it).
 */
export function diffDocuments(older: SceneDocumentData, current: SceneDocumentData, limits: DocumentDiffLimits = DOCUMENT_DIFF_LIMITS): DocumentDiff {
  const differences: DocumentDifference[] = [];
  let truncated = false;
  const push = (difference: DocumentDifference) => {
    if (differences.length >= limits.maxDifferences) truncated = true;
    else differences.push(difference);
  };
  const olderIds = boundedKeys(older.nodes, limits.maxNodes);
  const currentIds = boundedKeys(current.nodes, limits.maxNodes);
  truncated = olderIds.truncated || currentIds.truncated;
  const inOlder = (id: NodeId) => Object.prototype.hasOwnProperty.call(older.nodes, id);
  const inCurrent = (id: NodeId) => Object.prototype.hasOwnProperty.call(current.nodes, id);

  for (const id of currentIds.keys) {
    const now = current.nodes[id]!;
    if (!inOlder(id)) {
      if (!now.parent || inOlder(now.parent)) push({ kind: 'added', id, name: now.name, type: now.type, descendants: countBelow(current, id, limits.maxNodes) });
      continue;
    }
    const before = older.nodes[id]!;
    if (before.parent !== now.parent && id !== SCENE_ROOT_ID) {
      push({ kind: 'moved', id, name: now.name, from: placeOf(older, before), to: placeOf(current, now) });
    }
    if (before.name !== now.name) push({ kind: 'renamed', id, name: now.name, from: before.name });
    for (const key of new Set([...Object.keys(before.props), ...Object.keys(now.props)])) {
      const was = before.props[key];
      const is = now.props[key];
      if (!sameJson(was, is)) push({ kind: 'property', id, name: now.name, key, older: was, current: is });
    }
  }
  for (const id of olderIds.keys) {
    if (inCurrent(id)) continue;
    const before = older.nodes[id]!;
    // Only a removed subtree's top: its parent is still there (or was moved away and is listed on its own).
    if (before.parent && !inCurrent(before.parent) && inOlder(before.parent)) continue;
    push({ kind: 'removed', id, name: before.name, type: before.type, at: placeOf(older, before), descendants: countBelow(older, id, limits.maxNodes) });
  }
  for (const section of SECTIONS) {
    if (!sameJson(older[section] as unknown as JsonValue, current[section] as unknown as JsonValue)) push({ kind: 'section', section });
  }
  return { differences, truncated };
}

/**
 * The older document's subtree under `id`, top first, as an insert patch takes it: only nodes that do not exist now (a child that lives elsewhere now stays there), their child lists cut to those nodes. Bounded by count.
 */
export function subtreeToRestore(older: SceneDocumentData, existsNow: (id: NodeId) => boolean, id: NodeId, maxNodes = DOCUMENT_DIFF_LIMITS.maxNodes): SceneNodeData[] {
  const inOlder = (nodeId: NodeId) => Object.prototype.hasOwnProperty.call(older.nodes, nodeId);
  const out: SceneNodeData[] = [];
  const queue: NodeId[] = [id];
  const seen = new Set<NodeId>(queue);
  for (let i = 0; i < queue.length && out.length < maxNodes; i++) {
    const node = older.nodes[queue[i]!];
    if (!node) continue;
    const children = node.children.filter((child) => inOlder(child) && !existsNow(child) && !seen.has(child));
    children.forEach((child) => seen.add(child));
    out.push({ ...node, children });
    queue.push(...children);
  }
  return out;
}

function boundedKeys(nodes: Readonly<Record<NodeId, SceneNodeData>>, max: number): { keys: NodeId[]; truncated: boolean } {
  const keys: NodeId[] = [];
  for (const key in nodes) {
    if (!Object.prototype.hasOwnProperty.call(nodes, key)) continue;
    if (keys.length >= max) return { keys, truncated: true };
    keys.push(key);
  }
  return { keys, truncated: false };
}

function placeOf(doc: SceneDocumentData, node: SceneNodeData): NodePlace {
  const parent = node.parent ?? SCENE_ROOT_ID;
  return { parent, index: Math.max(0, doc.nodes[parent]?.children.indexOf(node.id) ?? 0) };
}

function countBelow(doc: SceneDocumentData, id: NodeId, max: number): number {
  const queue: NodeId[] = [...(doc.nodes[id]?.children ?? [])];
  const seen = new Set<NodeId>([id, ...queue]);
  let count = 0;
  for (let i = 0; i < queue.length && count < max; i++) {
    const node = doc.nodes[queue[i]!];
    if (!node) continue;
    count++;
    for (const child of node.children) if (!seen.has(child)) { seen.add(child); queue.push(child); }
  }
  return count;
}
