import type { JsonValue } from '../scene/json.js';
import type { NodeId, SceneNodeData, SceneSectionName } from '../scene/document.js';

/**
 * One co-editing operation: what a member meant, not the patch it made on their copy. The server orders operations and
 * every replica turns each into patches against the same state with `resolveCoOp`, so all replicas make the same ones.
 */
export type CoOp =
  /** Set (value) or delete (undefined) one property: the last one the server orders wins. */
  | { readonly op: 'set'; readonly id: NodeId; readonly key: string; readonly value: JsonValue | undefined }
  /** Rename a node: last writer wins. */
  | { readonly op: 'name'; readonly id: NodeId; readonly name: string }
  /** Insert a subtree (nodes[0] its top, the rest its descendants) under `parent` at `index` (clamped). */
  | { readonly op: 'insert'; readonly nodes: readonly SceneNodeData[]; readonly parent: NodeId; readonly index: number }
  /** Remove `id` with the descendants the member saw (`ids`, `id` included); others found under it then are kept. */
  | { readonly op: 'remove'; readonly id: NodeId; readonly ids: readonly NodeId[] }
  /** Move (and perhaps reparent) `id` under `parent` at `index` (clamped, counted without the node itself). */
  | { readonly op: 'move'; readonly id: NodeId; readonly parent: NodeId; readonly index: number }
  /** Replace a whole section: last writer wins. */
  | { readonly op: 'section'; readonly section: SceneSectionName; readonly value: JsonValue };

/** What a member sends: its `clientOp`-th operation (1, 2, 3… per member), made on the state of sequence `base`. */
export interface CoSubmit {
  readonly clientOp: number;
  readonly base: number;
  readonly op: CoOp;
}

/**
 * One operation as the server ordered it: sequence number `seq` (1, 2, 3…), who sent it, and whether it changed the
 * document (`applied` false: dropped by a rule, e.g. an edit of a removed node or a move that would make a cycle).
 */
export interface CoEntry {
  readonly seq: number;
  readonly client: string;
  readonly clientOp: number;
  readonly op: CoOp;
  readonly applied: boolean;
}
