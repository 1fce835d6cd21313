import type { JsonObject, JsonValue } from './json.js';

/** Id of a node in the scene document. */
export type NodeId = string;

/** Id of the root node that every document has; its type is 'Scene' and it holds the scene's own properties. */
export const SCENE_ROOT_ID: NodeId = 'scene';

/** One node of the normalized scene graph. */
export interface SceneNodeData {
  /** Unique within the document. */
  readonly id: NodeId;
  /** Node-type class name, e.g. 'Scene', 'TransformNode', 'Mesh', 'PointLight'. */
  readonly type: string;
  /** Parent node id; null only for the root. */
  readonly parent: NodeId | null;
  /** Display name. */
  readonly name: string;
  /** Property values by descriptor name. */
  readonly props: Readonly<JsonObject>;
  /** Child ids in display order. */
  readonly children: readonly NodeId[];
}

/** Where an exposed property's value lives. */
export type ExposedOwnerKind = 'node' | 'animationGroup' | 'material' | 'sharedChannel' | 'materialStage';

/** A property made adjustable from outside the scene (a "parameter"). */
export interface ExposedProperty {
  /** Unique id. */
  readonly id: string;
  /** Parameter name shown to users (dots replaced by underscores). */
  readonly name: string;
  /** Group name; '' means not classified. */
  readonly group: string;
  /** The property's type, e.g. 'number', 'color3', 'boolean'. */
  readonly type: string;
  /** Binding path, `${ownerId}.${property}`, at most 1024 characters. */
  readonly path: string;
  /** The owner of the property. */
  readonly owner: { readonly kind: ExposedOwnerKind; readonly id: string };
}

/** Logic (the puzzle/Blockly program) of a scene with its backup. */
export interface SceneLogic {
  /** Generated code. */
  readonly code: string;
  /** Blockly workspace XML. */
  readonly xml: string;
  /** Last known good code. */
  readonly codeBackup: string;
  /** Last known good XML. */
  readonly xmlBackup: string;
}

/** A resource the scene refers to outside its own assets. */
export interface ExternalResource {
  /** Resource uuid. */
  readonly uuid: string;
  /** URL as stored. */
  readonly url: string;
  /** Kind, e.g. 'image', 'hdr', 'model'. */
  readonly kind: string;
}

/** The sections of a document besides its node graph. */
export interface SceneSections {
  /** Exposed properties. */
  readonly exposed: readonly ExposedProperty[];
  /** Animations (keyframe, state, groups), owned by the animation service. */
  readonly animations: readonly JsonValue[];
  /** Logic program. */
  readonly logic: SceneLogic;
  /** External resources. */
  readonly externalResources: readonly ExternalResource[];
}

/** Name of a document section. */
export type SceneSectionName = keyof SceneSections;

/** The whole scene document as saved in a scene's `content` field. */
export interface SceneDocumentData extends SceneSections {
  /** Format marker. */
  readonly format: 'scene-document';
  /** Format version. */
  readonly version: 1;
  /** Every node by id; the root has id SCENE_ROOT_ID. */
  readonly nodes: Readonly<Record<NodeId, SceneNodeData>>;
}

/** A position in the graph: a parent and an index among its children. */
export interface NodePlace {
  /** Parent id. */
  readonly parent: NodeId;
  /** Index among the parent's children. */
  readonly index: number;
}

/** A typed, invertible change of the document. */
export type ScenePatch =
  | { readonly op: 'setProp'; readonly id: NodeId; readonly key: string; readonly value: JsonValue | undefined; readonly old: JsonValue | undefined }
  | { readonly op: 'setName'; readonly id: NodeId; readonly name: string; readonly old: string }
  /** Insert a subtree; nodes[0] is its top, the rest its descendants (with their children lists). */
  | { readonly op: 'insert'; readonly nodes: readonly SceneNodeData[]; readonly at: NodePlace }
  /** Remove a subtree; nodes as in insert, so the inverse can put it back. */
  | { readonly op: 'remove'; readonly nodes: readonly SceneNodeData[]; readonly at: NodePlace }
  | { readonly op: 'move'; readonly id: NodeId; readonly from: NodePlace; readonly to: NodePlace }
  | { readonly op: 'setSection'; readonly section: SceneSectionName; readonly value: JsonValue; readonly old: JsonValue };

/** Why a change happened, so listeners can tell edits from undo/redo and loading. */
export type ChangeOrigin = 'edit' | 'undo' | 'redo' | 'load';

/** One applied change: its patches in order, and where it came from. */
export interface SceneChange {
  /** Patches in the order they were applied. */
  readonly patches: readonly ScenePatch[];
  /** Why. */
  readonly origin: ChangeOrigin;
}
