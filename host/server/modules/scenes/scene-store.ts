/** Scene rows: ownership lookups, conversion to the wire shape, versions. */
import { randomUUID } from 'node:crypto';
import './scene-tables.js';
import type { SceneTable } from './scene-tables.js';
import type { Db } from '../../db/schema.js';
import type { ProjectRole } from '../../../../sdk/contract/project-members.js';
import { projectAccess, requireRole, roleOf, type OwnerAccount, type ProjectWithRole } from '../members/project-access.js';
import { inTransaction } from '../../db/in-transaction.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext } from '../../http/route-kit.js';
import { DEFAULT_SCENE_CATEGORY, type SceneRow, type SceneVersionInfo, type SceneVo } from '../../../../sdk/contract/scene.js';
import { checkName } from '../resources/name-rules.js';
import { ensureSceneSpace, storedRecord, versionColumns, type StoredRecord } from './scene-storage.js';
import { currentContent } from './scene-content.js';
import { CATEGORY_TOO_LONG_KEY, utf8ByteLength, WireLimits } from '../../../../sdk/contract/limits.js';
import { addUsedBytes } from '../quota/used-storage.js';

/** The saved fields of a scene (what a version keeps). */
export interface SceneRecord {
  name: string;
  category: string;
  path: string;
  preview: string | null;
  data: string | null;
  content: string;
  importAssets: string | null;
  logic: string | null;
  logicXml: string | null;
  logicBk: string | null;
  logicXmlBk: string | null;
  externalResources: unknown[];
}

type Ctx = Pick<RouteContext, 'db' | 'user'>;

/**
 * A live project the signed-in user has at least `need` in (docs/collaboration.md: owner, editor, viewer), or a
 * refusal: 404 when they have no part in it, 403 naming what their role allows. Untouched callers keep 'owner'.
 */
export async function ownedProject(ctx: Ctx, projectUuid: string, need: ProjectRole = 'owner'): Promise<ProjectWithRole> {
  return projectAccess(ctx, projectUuid, need);
}

/**
 * A live scene in a live project the signed-in user has at least `need` in, or a refusal (404 when they have no part in
 * it): a scene in the recycle bin, or whose project is in the recycle bin, is not found (restoring the project makes it
 * reachable again). Its user_id is the project's owner (members' scenes count against the owner's storage).
 */
export async function ownedScene(ctx: Ctx, uuid: string, need: ProjectRole = 'owner'): Promise<SceneTable & { role: ProjectRole }> {
  const row = await ctx.db.selectFrom('scenes').selectAll('scenes')
    .innerJoin('projects', 'projects.uuid', 'scenes.project_uuid')
    .leftJoin('project_members', (join) => join.onRef('project_members.project_uuid', '=', 'scenes.project_uuid').on('project_members.user_id', '=', ctx.user.id))
    .select(['projects.user_id as owner_id', 'project_members.role as member_role'])
    .where('scenes.uuid', '=', uuid).where('scenes.deleted_at', 'is', null)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('scene.notFound');
  const { owner_id: ownerId, member_role: memberRole, ...scene } = row;
  const role = requireRole(roleOf(ctx.user.id, ownerId, memberRole), need, 'scene.notFound');
  return { ...scene, role };
}

/** What a save needs of the scene it adds a version to: none of the saved fields but category and preview. */
const SCENE_HEAD_COLUMNS = [
  'scenes.uuid', 'scenes.user_id', 'scenes.project_uuid', 'scenes.category', 'scenes.preview', 'scenes.extra_bytes', 'scenes.version',
  'scenes.last_modified_by', 'scenes.last_modified_time',
] as const;

/** The head of a scene (SCENE_HEAD_COLUMNS). */
export type SceneHead = Pick<SceneTable, 'uuid' | 'user_id' | 'project_uuid' | 'category' | 'preview' | 'extra_bytes' | 'version' | 'last_modified_by' | 'last_modified_time'>;

/** As ownedScene, reading the scene's head only (not its content: a save replaces it, and reading 1.7 MB costs). */
export async function ownedSceneHead(ctx: Ctx, uuid: string, need: ProjectRole = 'owner'): Promise<SceneHead> {
  const row = await ctx.db.selectFrom('scenes').select([...SCENE_HEAD_COLUMNS])
    .innerJoin('projects', 'projects.uuid', 'scenes.project_uuid')
    .leftJoin('project_members', (join) => join.onRef('project_members.project_uuid', '=', 'scenes.project_uuid').on('project_members.user_id', '=', ctx.user.id))
    .select(['projects.user_id as owner_id', 'project_members.role as member_role'])
    .where('scenes.uuid', '=', uuid).where('scenes.deleted_at', 'is', null)
    .where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('scene.notFound');
  const { owner_id: ownerId, member_role: memberRole, ...scene } = row;
  requireRole(roleOf(ctx.user.id, ownerId, memberRole), need, 'scene.notFound');
  return scene;
}

/** A scene id sent in a body or query: the user's live scene, inside `projectUuid` when given; 404 otherwise. */
export async function ownedSceneIn(ctx: Ctx, sceneId: string, projectUuid?: string, need: ProjectRole = 'owner'): Promise<SceneTable> {
  const scene = await ownedScene(ctx, sceneId, need);
  if (projectUuid !== undefined && scene.project_uuid !== projectUuid) throw Errors.notFound('scene.notFound');
  return scene;
}

/**
 * Inserts a scene into a project for the signed-in user after checking there is room for its first version: the
 * scene belongs to the project's owner (`owner`, the caller by default) and counts against the owner's storage.
 */
export async function insertSceneWithin(
  ctx: Pick<RouteContext, 'db' | 'user' | 'quota'>, input: { projectUuid: string; record: SceneRecord; now: number; stored?: StoredRecord; owner?: OwnerAccount },
): Promise<SceneTable> {
  const stored = input.stored ?? storedRecord(input.record);
  const owner = input.owner ?? ctx.user;
  await ensureSceneSpace({ quota: ctx.quota, user: owner }, stored.size);
  return insertScene(ctx.db, { userId: owner.id, username: ctx.user.username, projectUuid: input.projectUuid, record: input.record, now: input.now, stored });
}

/** Refuses a bad scene name with the name rule's message. */
export function requireSceneName(name: string | null | undefined): string {
  const problem = checkName(name);
  if (problem) throw Errors.badRequest(problem === 'empty' ? 'name.empty' : 'name.tooLong', { max: 50 });
  return (name ?? '').trim();
}

/** The category to store ('' / null / 'All' → Default). */
export function categoryOf(category: string | null | undefined): string {
  const c = (typeof category === 'string' ? category : '').trim();
  // The same 50-byte limit as update-category, wherever a category comes from (bodies, imported archives).
  if (utf8ByteLength(c) > WireLimits.categoryBytes) throw Errors.badRequest(CATEGORY_TOO_LONG_KEY);
  return c === '' || c === 'All' ? DEFAULT_SCENE_CATEGORY : c;
}

/** The record of a scene row with its content (the current version's, scene-content.ts). */
export function recordOf(row: SceneTable, content: string): SceneRecord {
  return {
    name: row.name, category: row.category, path: row.path, preview: row.preview, data: row.data, content,
    importAssets: row.import_assets, logic: row.logic, logicXml: row.logic_xml, logicBk: row.logic_bk, logicXmlBk: row.logic_xml_bk,
    externalResources: parseList(row.external_resources),
  };
}

/** The record of a scene as it is now: its row's fields and its current version's content. */
export async function currentRecord(db: Db, row: SceneTable): Promise<SceneRecord> {
  return recordOf(row, await currentContent(db, row));
}

/** Row columns from a record (all but the content: the version holds it). */
export function columnsOf(record: SceneRecord): Pick<SceneTable, 'name' | 'category' | 'path' | 'preview' | 'data' | 'import_assets' | 'logic' | 'logic_xml' | 'logic_bk' | 'logic_xml_bk' | 'external_resources'> {
  return {
    name: record.name, category: record.category, path: record.path, preview: record.preview, data: record.data,
    import_assets: record.importAssets, logic: record.logic, logic_xml: record.logicXml, logic_bk: record.logicBk, logic_xml_bk: record.logicXmlBk,
    external_resources: JSON.stringify(record.externalResources ?? []),
  };
}

/** Every version of a scene, newest first. */
export async function versionsOf(db: Db, sceneUuid: string): Promise<SceneVersionInfo[]> {
  const rows = await db.selectFrom('scene_versions').select(['version', 'update_by', 'update_time'])
    .where('scene_uuid', '=', sceneUuid).orderBy('version', 'desc').execute();
  return rows.map((r) => ({ version: Number(r.version), updateBy: r.update_by, updateTime: Number(r.update_time) }));
}

/** Columns a findAll row needs (no content, logic or data). */
export const SCENE_ROW_COLUMNS = ['uuid', 'name', 'project_uuid', 'path', 'preview', 'external_resources', 'version', 'category', 'last_modified_time', 'last_modified_by'] as const;

/** The findAll row of a scene. */
export function toSceneRow(row: Pick<SceneTable, (typeof SCENE_ROW_COLUMNS)[number]>): SceneRow {
  return {
    uuid: row.uuid, name: row.name, projectUuid: row.project_uuid, path: row.path, preview: row.preview,
    externalResources: parseList(row.external_resources), needSave: false, saveAsNew: false, version: Number(row.version),
    category: row.category, lastModifiedTime: Number(row.last_modified_time), lastModifiedBy: row.last_modified_by,
    selectedVersion: selectedVersion(Number(row.version), Number(row.last_modified_time), row.last_modified_by),
  };
}

/** The sceneVo of a scene with `r`, its record now (currentRecord) or at a version (`at`). */
export function toSceneVo(row: SceneTable, r: SceneRecord, versions: SceneVersionInfo[], at?: { version: number; updateBy: string; updateTime: number }): SceneVo {
  const version = at?.version ?? Number(row.version);
  const by = at?.updateBy ?? row.last_modified_by;
  const time = at?.updateTime ?? Number(row.last_modified_time);
  return {
    uuid: row.uuid, name: r.name, projectUuid: row.project_uuid, path: r.path, data: r.data, content: r.content, preview: r.preview,
    importAssets: r.importAssets, logic: r.logic, logicXml: r.logicXml, logicBk: r.logicBk, logicXmlBk: r.logicXmlBk,
    externalResources: r.externalResources ?? [], needSave: false, saveAsNew: false, version, category: r.category,
    lastModifiedTime: time, lastModifiedBy: by, versions, selectedVersion: selectedVersion(version, time, by),
  };
}

/** 'version, time, user'. */
export function selectedVersion(version: number, time: number, user: string): string {
  return `${version}, ${new Date(time).toISOString()}, ${user}`;
}

/** Inserts a scene with its first version; returns the row. Callers serving a user check the quota first (ensureSceneSpace). */
export async function insertScene(db: Db, input: { userId: string; username: string; projectUuid: string; record: SceneRecord; now: number; stored?: StoredRecord }): Promise<SceneTable> {
  const stored = input.stored ?? storedRecord(input.record);
  const row: SceneTable = {
    uuid: randomUUID(), user_id: input.userId, project_uuid: input.projectUuid, ...columnsOf(input.record),
    version: 1, last_modified_by: input.username, last_modified_time: input.now, created_at: input.now, deleted_at: null,
  };
  await inTransaction(db, async (trx) => {
    await trx.insertInto('scenes').values(row).execute();
    await trx.insertInto('scene_versions').values({
      id: randomUUID(), scene_uuid: row.uuid, version: 1, ...versionColumns(stored), update_by: input.username, update_time: input.now,
    }).execute();
    await addUsedBytes(trx, input.userId, stored.size);
  });
  return row;
}

function parseList(text: string | null): unknown[] {
  if (!text) return [];
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
