import type { JsonValue } from './json.js';

/** Value of a 'vector2' property (an [x, y] array is read too). */
export interface Vector2Value {
  /** X. */
  readonly x: number;
  /** Y. */
  readonly y: number;
}

/** Value of a 'vector3' property (an [x, y, z] array is read too). */
export interface Vector3Value extends Vector2Value {
  /** Z. */
  readonly z: number;
}

/** One mesh sub-set of a 'subSetList' property (spec 001 §3). */
export interface MeshSubSet {
  /** Display name. */
  readonly name: string;
  /** First index. */
  readonly start: number;
  /** Index count. */
  readonly count: number;
  /** Id of the sub-set's material node (MESH_MATERIAL_PROP); absent or empty: the mesh's material. */
  readonly material?: string;
}

/** User-metadata presets: none, space component, 3D configuration. */
export type UserMetadataPreset = 'none' | 'space' | 'k3dc';

/** Languages of user-metadata label texts. */
export type UserMetadataLanguage = 'en' | 'zhCN' | 'zhTW';

/** Value of a 'userMetadata' property (spec 001 §3). */
export interface UserMetadataValue {
  /** Preset. */
  readonly preset: UserMetadataPreset;
  /** Languages of label texts; English is always kept. */
  readonly language: readonly UserMetadataLanguage[];
  /** Items by key (name, description, category, subType, attached, positionY, …). */
  readonly items: Readonly<Record<string, JsonValue>>;
}

/** MIME type of a dragged scene node (the data is the node id); the node-select editor accepts it. */
export const SCENE_NODE_MIME = 'application/x-scene-node';
