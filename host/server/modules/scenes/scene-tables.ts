// Table types of migration 1001 (scenes, versions, assets, resources, groups), added to the Database interface.
import type { Selectable } from 'kysely';

/** Scenes: the latest saved state but its content, which is its current version's (migration 1013); every save adds a scene_versions row. */
export interface SceneTable {
  uuid: string;
  user_id: string;
  project_uuid: string;
  name: string;
  category: string;
  path: string;
  preview: string | null;
  data: string | null;
  import_assets: string | null;
  logic: string | null;
  logic_xml: string | null;
  logic_bk: string | null;
  logic_xml_bk: string | null;
  /** JSON array. */
  external_resources: string;
  version: number;
  last_modified_by: string;
  last_modified_time: number;
  created_at: number;
  deleted_at: number | null;
}

/**
 * One saved version: `record` is the JSON of the saved fields (SceneRecord) but the content, which `content` holds as
 * saved; a version saved before migration 1013 has no `content` and its record holds it too. `size`: the UTF-8 bytes of
 * the record with its content in it (migration 1002), whichever way it is stored.
 */
export interface SceneVersionTable { id: string; scene_uuid: string; version: number; record: string; content: string | null; update_by: string; update_time: number; size: number }

/** Scene assets of a project by name (bytes in the blob store). */
export interface SceneAssetTable { id: string; user_id: string; project_uuid: string; name: string; hash: string; size: number; created_at: number }

/** Project and scene resources (files in the blob store; data kinds in `data`). */
export interface ResourceTable {
  uuid: string;
  pub_res_uuid: string;
  user_id: string;
  project_uuid: string;
  scene_uuid: string | null;
  type_id: string;
  name: string;
  /** JSON array of group names. */
  groups: string;
  hash: string | null;
  size: number;
  file_name: string | null;
  content_type: string | null;
  data: string | null;
  category: string | null;
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
}

/** Resource groups (a tree per project, type and optionally scene). */
export interface ResourceGroupTable {
  id: string;
  user_id: string;
  project_uuid: string;
  scene_uuid: string | null;
  type_id: string;
  parent_id: string | null;
  name: string;
  created_at: number;
}

/** A scene row as read. */
export type SceneRowData = Selectable<SceneTable>;

declare module '../../db/schema.js' {
  interface Database {
    scenes: SceneTable;
    scene_versions: SceneVersionTable;
    scene_assets: SceneAssetTable;
    resources: ResourceTable;
    resource_groups: ResourceGroupTable;
  }
}
