import type { JsonValue } from './json.js';
import type { NodeId, NodePlace, SceneNodeData, ScenePatch, SceneSectionName } from './document.js';
import { sameJson } from './json-equal.js';

/** A node as a summary names it. */
export interface SummaryNode {
  readonly id: NodeId;
  readonly name: string;
  readonly type: string;
}

/** A node whose properties differ at the end from what they were at the start. */
export interface SummaryChangedNode extends SummaryNode {
  /** The property keys whose value differs, in the order they were first written. */
  readonly keys: readonly string[];
}

/** A node whose name differs at the end. */
export interface SummaryRenamedNode extends SummaryNode {
  readonly from: string;
}

/**
 * The net effect of a run of changes: what differs between the document before the first patch and after the last.
 * A node added and removed again, a property written back to its first value or a node moved back to its first place
 * is not listed.
 */
export interface PatchSummary {
  /** Nodes that exist at the end and did not at the start (a subtree's every node). */
  readonly added: readonly SummaryNode[];
  /** Nodes that existed at the start and do not at the end. */
  readonly removed: readonly SummaryNode[];
  /** Nodes that existed at both ends under another parent or at another index. */
  readonly moved: readonly SummaryNode[];
  /** Nodes whose name differs. */
  readonly renamed: readonly SummaryRenamedNode[];
  /** Nodes whose properties differ (not those added: their properties are new as a whole). */
  readonly changed: readonly SummaryChangedNode[];
  /** Document sections whose value differs. */
  readonly sections: readonly SceneSectionName[];
  /** How many patches were read. */
  readonly patchCount: number;
  /** Whether anything differs. */
  readonly empty: boolean;
}

interface NodeTrack { name: string; type: string; }
interface PropTrack { readonly first: JsonValue | undefined; last: JsonValue | undefined; }

/**
 * Sum up changes, in the order they were applied, without applying them. `describe` names a node that the patches
 * only reference by id (the document at the end knows its name); nodes the patches carry whole are named from them.
 */
export function summarizePatches(changes: Iterable<readonly ScenePatch[]>, describe: (id: NodeId) => SummaryNode | undefined = () => undefined): PatchSummary {
  const added = new Map<NodeId, NodeTrack>();
  const removed = new Map<NodeId, NodeTrack>();
  const moves = new Map<NodeId, { readonly from: NodePlace; to: NodePlace }>();
  const names = new Map<NodeId, { readonly first: string; last: string }>();
  const props = new Map<NodeId, Map<string, PropTrack>>();
  const sections = new Map<SceneSectionName, PropTrack>();
  let patchCount = 0;

  const insertNode = (node: SceneNodeData) => {
    // A node removed earlier and put back (an undone removal) existed at the start.
    if (removed.delete(node.id)) return;
    added.set(node.id, { name: node.name, type: node.type });
  };
  const removeNode = (node: SceneNodeData) => {
    if (added.delete(node.id)) return;
    removed.set(node.id, { name: names.get(node.id)?.first ?? node.name, type: node.type });
    moves.delete(node.id);
    names.delete(node.id);
    props.delete(node.id);
  };

  for (const patches of changes) {
    for (const patch of patches) {
      patchCount++;
      switch (patch.op) {
        case 'insert': patch.nodes.forEach(insertNode); break;
        case 'remove': patch.nodes.forEach(removeNode); break;
        case 'move': {
          if (added.has(patch.id)) break;
          const move = moves.get(patch.id);
          if (move) move.to = patch.to;
          else moves.set(patch.id, { from: patch.from, to: patch.to });
          break;
        }
        case 'setName': {
          const node = added.get(patch.id);
          if (node) { node.name = patch.name; break; }
          const name = names.get(patch.id);
          if (name) name.last = patch.name;
          else names.set(patch.id, { first: patch.old, last: patch.name });
          break;
        }
        case 'setProp': {
          if (added.has(patch.id)) break;
          let keys = props.get(patch.id);
          if (!keys) props.set(patch.id, (keys = new Map()));
          const track = keys.get(patch.key);
          if (track) track.last = patch.value;
          else keys.set(patch.key, { first: patch.old, last: patch.value });
          break;
        }
        case 'setSection': {
          const track = sections.get(patch.section);
          if (track) track.last = patch.value;
          else sections.set(patch.section, { first: patch.old, last: patch.value });
          break;
        }
      }
    }
  }

  const named = (id: NodeId, fallback?: NodeTrack): SummaryNode => {
    const known = describe(id);
    return { id, name: known?.name ?? fallback?.name ?? id, type: known?.type ?? fallback?.type ?? '' };
  };
  const samePlace = (a: NodePlace, b: NodePlace) => a.parent === b.parent && a.index === b.index;
  const summary = {
    added: [...added].map(([id, node]) => ({ id, name: node.name, type: node.type })),
    removed: [...removed].map(([id, node]) => ({ id, name: node.name, type: node.type })),
    moved: [...moves].filter(([, move]) => !samePlace(move.from, move.to)).map(([id]) => named(id)),
    renamed: [...names].filter(([, name]) => name.first !== name.last).map(([id, name]) => ({ ...named(id), name: name.last, from: name.first })),
    changed: [...props].map(([id, keys]) => ({ ...named(id), keys: [...keys].filter(([, t]) => !sameJson(t.first, t.last)).map(([key]) => key) }))
      .filter((node) => node.keys.length > 0),
    sections: [...sections].filter(([, t]) => !sameJson(t.first, t.last)).map(([name]) => name),
    patchCount,
  };
  const empty = summary.added.length + summary.removed.length + summary.moved.length + summary.renamed.length + summary.changed.length + summary.sections.length === 0;
  return { ...summary, empty };
}
