import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { JsonValue } from '../scene/json.js';
import type { NodeId, NodePlace, SceneChange, SceneDocumentData, SceneNodeData, ScenePatch, SceneSections } from '../scene/document.js';

/** The open scene's document: the truth that is saved, undone and rendered. Change it only through the undo service. */
export interface SceneDocumentService {
  /** Emits every applied change with its patches. */
  readonly onDidChange: Observable<SceneChange>;
  /** Emits after a whole new document was loaded (replace()). */
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
  /** Apply patches in order (used by the undo service); returns nothing, emits one change. */
  apply(patches: readonly ScenePatch[], origin: SceneChange['origin']): void;
  /** Replace the whole document (open or reload); emits onDidLoad. */
  replace(data: SceneDocumentData): void;
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
  /** Replace the whole document from a stored `content` string ('' gives an empty document); emits onDidLoad. */
  load(content: string): void;
}

/** Service id of the scene document service. */
export const SceneDocumentService = createServiceId<SceneDocumentService>('scene.document');
