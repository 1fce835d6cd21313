/** Resource rows: ownership, the wire shape, storing uploaded files with their quota checks, purging. */
import { randomUUID } from 'node:crypto';
import '../scenes/scene-tables.js';
import type { ResourceTable } from '../scenes/scene-tables.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext, ServerServices } from '../../http/route-kit.js';
import type { ResourceVo } from '../../../../sdk/contract/resource.js';
import { checkUpload, uploadKindOf } from './limits.js';
import { distinct, slices } from '../../db/batches.js';
import { addUsedBytes, textBytes } from '../quota/used-storage.js';

type Ctx = Pick<RouteContext, 'db' | 'user' | 'quota' | 'blobs' | 'clock'>;

/** Blob-reference kind of resource files. */
export const RESOURCE_BLOB_KIND = 'resource';

/** A live resource (by uuid or pubResUuid) of the signed-in user in a live project, or a 404 refusal (a binned project hides it). */
export async function ownedResource(ctx: Pick<RouteContext, 'db' | 'user'>, uuid: string): Promise<ResourceTable> {
  const row = await ctx.db.selectFrom('resources').selectAll('resources')
    .innerJoin('projects', 'projects.uuid', 'resources.project_uuid')
    .where((eb) => eb.or([eb('resources.uuid', '=', uuid), eb('resources.pub_res_uuid', '=', uuid)]))
    .where('resources.user_id', '=', ctx.user.id).where('resources.deleted_at', 'is', null).where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('resource.notFound');
  return row;
}

/**
 * Live resources of the signed-in user named by a list of uuids or pubResUuids (repeats ignored), read in batches;
 * a 404 refusal when any of them is not the user's, before anything is changed.
 */
export async function ownedResources(ctx: Pick<RouteContext, 'db' | 'user'>, ids: readonly string[]): Promise<ResourceTable[]> {
  const wanted = distinct(ids);
  const found = new Map<string, ResourceTable>();
  for (const slice of slices(wanted)) {
    const rows = await ctx.db.selectFrom('resources').selectAll('resources')
      .innerJoin('projects', 'projects.uuid', 'resources.project_uuid')
      .where((eb) => eb.or([eb('resources.uuid', 'in', slice), eb('resources.pub_res_uuid', 'in', slice)]))
      .where('resources.user_id', '=', ctx.user.id).where('resources.deleted_at', 'is', null).where('projects.deleted_at', 'is', null)
      .execute();
    for (const row of rows) {
      found.set(row.uuid, row);
      found.set(row.pub_res_uuid, row);
    }
  }
  const rows = new Map<string, ResourceTable>();
  for (const id of wanted) {
    const row = found.get(id);
    if (!row) throw Errors.notFound('resource.notFound');
    rows.set(row.uuid, row);
  }
  return [...rows.values()];
}

/** The wire shape of a resource. */
export function toResourceVo(row: ResourceTable): ResourceVo {
  let data: unknown;
  if (row.data !== null) {
    try {
      data = JSON.parse(row.data);
    } catch {
      data = row.data;
    }
  }
  return {
    uuid: row.uuid, pubResUuid: row.pub_res_uuid, url: row.hash ? `/resources/${row.pub_res_uuid}` : '', name: row.name, typeId: row.type_id,
    groups: parseGroups(row.groups), projectId: row.project_uuid, sceneId: row.scene_uuid, size: Number(row.size),
    ...(row.file_name ? { fileName: row.file_name } : {}),
    ...(data !== undefined ? { data } : {}), ...(row.category ? { category: row.category } : {}), createdAt: Number(row.created_at),
  };
}

/** Group names of a row. */
export function parseGroups(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/**
 * Refuses a file its plan does not allow whatever the space left: a model over 100 MB on the free plan ('upgrade your
 * subscription plan'), a document or model of 200 MB or more. Checked for every file before the storage of a whole
 * request, so a large model gets the plan message, not 'insufficient space'.
 */
export function ensureFileAllowed(user: { plan: string }, fileName: string, size: number): void {
  const verdict = checkUpload(user.plan, 0, size, uploadKindOf(fileName));
  if (verdict.ok || verdict.key === 'error.insufficientSpace' || verdict.key === 'error.spaceAtMax') return;
  if (verdict.key === 'error.upgrade') throw Errors.upgrade();
  throw Errors.badRequest(verdict.key);
}

/** Refuses an upload over the plan's storage, a model over 100 MB on the free plan, a document of 200 MB or more. */
export async function ensureUploadAllowed(ctx: Pick<RouteContext, 'user' | 'quota'>, fileName: string, size: number): Promise<void> {
  ensureFileAllowed(ctx.user, fileName, size);
  const usage = await ctx.quota.usageBeforeWrite(ctx.user);
  const verdict = checkUpload(ctx.user.plan, usage.usedBytes, size, uploadKindOf(fileName));
  if (verdict.ok) return;
  if (verdict.key === 'error.upgrade') throw Errors.upgrade();
  if (verdict.key === 'error.insufficientSpace') throw Errors.insufficientSpace();
  if (verdict.key === 'error.spaceAtMax') throw Errors.spaceAtMax();
  throw Errors.badRequest(verdict.key);
}

/** Stores a file resource (bytes once in the blob store, referenced by the new row). Quota is checked first. */
export async function createFileResource(ctx: Ctx, input: {
  projectUuid: string; sceneUuid: string | null; typeId: string; name: string; groups: string[]; fileName: string; contentType: string; bytes: Uint8Array; category?: string | null;
}): Promise<ResourceTable> {
  await ensureUploadAllowed(ctx, input.fileName, input.bytes.byteLength);
  const uuid = randomUUID();
  const blob = await ctx.blobs.write(input.bytes); // the file first: a failed write leaves nothing behind
  const now = ctx.clock.now();
  const row: ResourceTable = {
    uuid, pub_res_uuid: randomUUID(), user_id: ctx.user.id, project_uuid: input.projectUuid, scene_uuid: input.sceneUuid, type_id: input.typeId,
    name: input.name, groups: JSON.stringify(input.groups), hash: blob.hash, size: blob.size, file_name: input.fileName, content_type: input.contentType,
    data: null, category: input.category ?? null, created_at: now, updated_at: now, deleted_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('resources').values(row).execute();
    await ctx.blobs.record(blob, { userId: ctx.user.id, kind: RESOURCE_BLOB_KIND, refId: uuid }, trx);
  });
  return row;
}

/**
 * Replaces the file of a resource: the new file is written first, then the references, the used storage and the row
 * change in one transaction. A failed write leaves the old file, references and used storage as they were.
 */
export async function replaceResourceFile(ctx: Ctx, row: ResourceTable, file: { filename: string; mimetype: string; data: Uint8Array }): Promise<ResourceTable> {
  const blob = await ctx.blobs.write(file.data);
  const set = { hash: blob.hash, size: blob.size, file_name: file.filename, content_type: file.mimetype, updated_at: ctx.clock.now() };
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.blobs.removeRefs(RESOURCE_BLOB_KIND, row.uuid, trx);
    await ctx.blobs.record(blob, { userId: row.user_id, kind: RESOURCE_BLOB_KIND, refId: row.uuid }, trx);
    await trx.updateTable('resources').set(set).where('uuid', '=', row.uuid).execute();
  });
  return { ...row, ...set };
}

/** A data resource (material, info point, part, theme preset) with no file; its data counts in used storage. */
export async function createDataResource(ctx: Pick<RouteContext, 'db' | 'user' | 'clock' | 'quota'>, input: {
  projectUuid: string; sceneUuid: string | null; typeId: string; name: string; groups: string[]; data: unknown; category?: string | null;
}): Promise<ResourceTable> {
  const now = ctx.clock.now();
  const data = input.data === undefined ? null : JSON.stringify(input.data);
  const row: ResourceTable = {
    uuid: randomUUID(), pub_res_uuid: randomUUID(), user_id: ctx.user.id, project_uuid: input.projectUuid, scene_uuid: input.sceneUuid, type_id: input.typeId,
    name: input.name, groups: JSON.stringify(input.groups), hash: null, size: 0, file_name: null, content_type: null,
    data, data_bytes: textBytes(data), category: input.category ?? null, created_at: now, updated_at: now, deleted_at: null,
  };
  await ctx.quota.ensureSpace(ctx.user, row.data_bytes ?? 0);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('resources').values(row).execute();
    await addUsedBytes(trx, row.user_id, row.data_bytes ?? 0);
  });
  return row;
}

/** Changes a resource's row; a new `data` replaces the old one's bytes in used storage (checked against the quota first). */
export async function updateResourceRow(ctx: Pick<RouteContext, 'db' | 'user' | 'quota'>, row: ResourceTable, set: Partial<ResourceTable>): Promise<ResourceTable> {
  const next: ResourceTable = { ...row, ...set };
  let delta = 0;
  if (set.data !== undefined) {
    next.data_bytes = textBytes(set.data);
    delta = next.data_bytes - Number(row.data_bytes ?? 0);
    if (delta > 0) await ctx.quota.ensureSpace(ctx.user, delta);
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('resources').set({ ...set, ...(set.data !== undefined ? { data_bytes: next.data_bytes } : {}) }).where('uuid', '=', row.uuid).execute();
    await addUsedBytes(trx, row.user_id, delta);
  });
  return next;
}

/** Copies a resource (the blob is shared; a new reference counts it for the owner). */
export async function copyResource(ctx: Ctx, source: ResourceTable, into: { projectUuid: string; sceneUuid: string | null; name?: string }): Promise<ResourceTable> {
  const now = ctx.clock.now();
  const row: ResourceTable = {
    ...source, uuid: randomUUID(), pub_res_uuid: randomUUID(), project_uuid: into.projectUuid, scene_uuid: into.sceneUuid,
    name: into.name ?? source.name, created_at: now, updated_at: now, deleted_at: null,
  };
  if (row.data_bytes) await ctx.quota.ensureSpace(ctx.user, Number(row.data_bytes)); // a copied data resource stores its data again
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('resources').values(row).execute();
    if (source.hash) await ctx.blobs.addRef(source.hash, { userId: ctx.user.id, kind: RESOURCE_BLOB_KIND, refId: row.uuid }, trx);
    await addUsedBytes(trx, row.user_id, Number(row.data_bytes ?? 0));
  });
  return row;
}

/** Deletes a resource row for good with its blob reference. */
export async function deleteResourceRow(services: Pick<ServerServices, 'db' | 'blobs'>, uuid: string): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('resources').select(['user_id', 'data_bytes']).where('uuid', '=', uuid).executeTakeFirst();
    if (!row) return;
    await services.blobs.removeRefs(RESOURCE_BLOB_KIND, uuid, trx);
    await trx.deleteFrom('resources').where('uuid', '=', uuid).execute();
    await addUsedBytes(trx, row.user_id, -Number(row.data_bytes ?? 0));
  });
}

/** Bytes of data resources a user owns (a recount; the quota reads the running total). */
export async function resourceDataBytes(db: Pick<ServerServices, 'db'>['db'], userId: string): Promise<number> {
  const row = await db.selectFrom('resources').select((eb) => eb.fn.sum<number>('data_bytes').as('total')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Deletes every resource of a scene for good (scene purge). */
export async function purgeSceneResources(services: Pick<ServerServices, 'db' | 'blobs'>, sceneUuid: string): Promise<void> {
  const rows = await services.db.selectFrom('resources').select('uuid').where('scene_uuid', '=', sceneUuid).execute();
  for (const r of rows) await deleteResourceRow(services, r.uuid);
}
