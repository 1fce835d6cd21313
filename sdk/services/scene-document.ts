import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { JsonValue } from '../scene/json.js';
import type { NodeId, NodePlace, SceneChange, SceneDocumentData, SceneNodeData, ScenePatch, SceneSections } from '../scene/document.js';

/**
 * The open scene's document, read-only: the truth that is saved, undone and rendered. It has no way to write: every
 * change goes through the undo service (`UndoService.execute`, or `transact` for several edits as one step); only the
 * kernel's undo service and scene loading hold the writer.
 */
export interface SceneDocumentService {
  /**
   * Emits every applied change with its patches: one event per step (an `execute`, a whole `transact`, an undo, a
   * redo), never for a batch that failed or a transaction that was taken back.
   */
  readonly onDidChange: Observable<SceneChange>;
  /** Emits after a whole new document was loaded (a scene opened, reloaded or switched to). */
  readonly onDidLoad: Observable<void>;
  /** A node by id. */
  get(id: NodeId): SceneNodeData | undefined;
  /** The root node (type 'Scene'). */
  readonly root: SceneNodeData;
  /** Number of nodes, the root included. */
  readonly size: number;
  /** Every node id, depth first in display order, the root first. */
  ids(): NodeId[];
  /** A section's current value. */
  section<K extends keyof SceneSections>(name: K): SceneSections[K];
  /** Whether `ancestor` is `id` or one of its ancestors. */
  isAncestor(ancestor: NodeId, id: NodeId): boolean;
  /** A new id that no node has. */
  newId(): NodeId;
  /** A deep, serialisable copy of the whole document. */
  snapshot(): SceneDocumentData;
  /** Serialise to the `content` string the server stores. */
  serialize(): string;
  /** Patches that set a prop (helpers build patches; the undo service applies them). */
  setPropPatch(id: NodeId, key: string, value: JsonValue | undefined): ScenePatch;
  /** Patch that inserts a subtree at a place. */
  insertPatch(nodes: readonly SceneNodeData[], at: NodePlace): ScenePatch;
  /** Patch that removes a node and its subtree. */
  removePatch(id: NodeId): ScenePatch;
  /** Patch that renames a node. */
  setNamePatch(id: NodeId, name: string): ScenePatch;
  /** Patch that moves a node to a new place (index counted after it left its old place). */
  movePatch(id: NodeId, to: NodePlace): ScenePatch;
  /** Patch that replaces a section's value. */
  setSectionPatch<K extends keyof SceneSections>(name: K, value: SceneSections[K]): ScenePatch;
}

/** Service id of the scene document service. */
export const SceneDocumentService = createServiceId<SceneDocumentService>('scene.document');
