/**
 * The one place a scene's content is read (migration 1013): a scene row has none, its content is its current
 * version's, stored once. A version keeps it in `scene_versions.content`, or, saved before that, inside its record.
 */
import './scene-tables.js';
import type { SceneTable, SceneVersionTable } from './scene-tables.js';
import type { Db } from '../../db/schema.js';
import type { SceneRecord } from './scene-store.js';

/** A stored version's saved fields with its content, whichever way it was stored. */
export function versionRecord(row: Pick<SceneVersionTable, 'record' | 'content'>): SceneRecord {
  const record = JSON.parse(row.record) as SceneRecord;
  return row.content === null ? record : { ...record, content: row.content };
}

/** The content of a scene at a version; '' when the scene or that version is gone. */
export async function contentAt(db: Db, sceneUuid: string, version: number): Promise<string> {
  const where = db.selectFrom('scene_versions').where('scene_uuid', '=', sceneUuid).where('version', '=', version);
  const row = await where.select('content').executeTakeFirst();
  if (!row) return '';
  if (row.content !== null) return row.content;
  // Saved before migration 1013: the content is inside the record (read only then: it is as large again).
  const legacy = await where.select('record').executeTakeFirst();
  const content = legacy ? (JSON.parse(legacy.record) as { content?: unknown }).content : undefined;
  return typeof content === 'string' ? content : '';
}

/** The current content of a scene as read (its row's version). */
export function currentContent(db: Db, scene: Pick<SceneTable, 'uuid' | 'version'>): Promise<string> {
  return contentAt(db, scene.uuid, Number(scene.version));
}
