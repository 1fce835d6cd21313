/** Data resources of a project (materials, parts, theme presets, 3D files) and query-resource-list; info points are in info-point-routes.ts. */
import { z } from 'zod';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { CopyResourceBody, FindProQuery, ResourceVo, UpsertProResourceBody } from '../../../../sdk/contract/resource.js';
import { ownedProject, ownedScene, ownedSceneIn } from '../scenes/scene-store.js';
import { checkName, uniqueName } from './name-rules.js';
import { copyResource, createDataResource, deleteResourceRow, ownedResource, toResourceVo, updateResourceRow } from './resource-store.js';
import { WireId } from '../../../../sdk/contract/limits.js';
import { requireGroupNames } from './group-names.js';
import { CopyProMaterial, DeleteProMaterial, FindProMaterials, QueryResourceList, UpdateProMaterial } from '../../../../sdk/contract/endpoints/index.js';

const R = 'resource';

/** The data-resource services: path prefix, typeId and the names of their calls (materials are declared endpoints, below; info points are in info-point-routes.ts). */
const KINDS = [
  { service: 'kf-part', typeId: 'part', update: 'update-pro-part', find: 'find-pro-part', copy: 'copy-part', del: 'delete-part' },
  { service: 'kf-configurator3d', typeId: 'cfg3d', update: 'update-pro-cfg3d', find: 'get-pro-cfg3d', copy: 'copy-cfg3d', del: 'delete-cfg3d' },
] as const;

export function requireName(name: string): string {
  const problem = checkName(name);
  if (problem) throw Errors.badRequest(problem === 'empty' ? 'name.empty' : 'name.tooLong', { max: 50 });
  return name.trim();
}

export async function upsert(ctx: RouteContext, typeId: string, body: z.output<typeof UpsertProResourceBody>) {
  await ownedProject(ctx, body.projectId);
  if (body.sceneId) await ownedScene(ctx, body.sceneId);
  const name = requireName(body.name);
  body = { ...body, groups: requireGroupNames(body.groups) };
  if (body.uuid) {
    const row = await ownedResource(ctx, body.uuid);
    if (row.type_id !== typeId) throw Errors.notFound('resource.notFound');
    const set = { name, groups: JSON.stringify(body.groups), data: body.data === undefined ? row.data : JSON.stringify(body.data), updated_at: ctx.clock.now() };
    return toResourceVo(await updateResourceRow(ctx, row, set));
  }
  return toResourceVo(await createDataResource(ctx, { projectUuid: body.projectId, sceneUuid: body.sceneId ?? null, typeId, name, groups: body.groups, data: body.data }));
}

/** Rows read per query of a find: the rows of heavy lists (up to 2 MB of data each) are read a few at a time. */
const FIND_BATCH = 20;

export async function find(ctx: RouteContext, typeId: string, query: z.output<typeof FindProQuery>) {
  await ownedProject(ctx, query.projectId);
  if (query.sceneId) await ownedScene(ctx, query.sceneId);
  let ids = ctx.db.selectFrom('resources').select('uuid').where('project_uuid', '=', query.projectId).where('user_id', '=', ctx.user.id)
    .where('type_id', '=', typeId).where('deleted_at', 'is', null);
  if (query.sceneId) ids = ids.where('scene_uuid', '=', query.sceneId);
  ids = ids.orderBy('created_at').orderBy('uuid');
  if (query.pageSize) ids = ids.limit(query.pageSize).offset((Math.min(query.pageNo ?? 1, 1_000_000) - 1) * query.pageSize);
  const uuids = (await ids.execute()).map((r) => r.uuid);
  const rows: ReturnType<typeof toResourceVo>[] = [];
  for (let i = 0; i < uuids.length; i += FIND_BATCH) {
    const batch = uuids.slice(i, i + FIND_BATCH);
    const read = await ctx.db.selectFrom('resources').selectAll().where('uuid', 'in', batch).execute();
    const byId = new Map(read.map((r) => [r.uuid, r]));
    for (const uuid of batch) {
      const row = byId.get(uuid);
      if (row) rows.push(toResourceVo(row));
    }
  }
  return rows;
}

/** Names of a kind's resources in a project (no data read). */
export async function namesIn(ctx: RouteContext, typeId: string, projectUuid: string): Promise<string[]> {
  const rows = await ctx.db.selectFrom('resources').select('name').where('project_uuid', '=', projectUuid).where('user_id', '=', ctx.user.id)
    .where('type_id', '=', typeId).where('deleted_at', 'is', null).execute();
  return rows.map((r) => r.name);
}

export async function copy(ctx: RouteContext, typeId: string, body: z.output<typeof CopyResourceBody>) {
  const source = await ownedResource(ctx, body.uuid);
  if (source.type_id !== typeId) throw Errors.notFound('resource.notFound');
  // A target scene must be the caller's (and in the target project when one is named).
  const scene = body.sceneId ? await ownedSceneIn(ctx, body.sceneId, body.projectId) : undefined;
  const projectUuid = scene?.project_uuid ?? body.projectId ?? source.project_uuid;
  await ownedProject(ctx, projectUuid);
  const taken = await namesIn(ctx, typeId, projectUuid);
  const name = body.name !== undefined ? requireName(body.name) : uniqueName(source.name, taken);
  return toResourceVo(await copyResource(ctx, source, { projectUuid, sceneUuid: scene?.uuid ?? (projectUuid === source.project_uuid ? source.scene_uuid : null), name }));
}

export async function remove(ctx: RouteContext, typeId: string, uuid: string) {
  const row = await ownedResource(ctx, uuid);
  if (row.type_id !== typeId) throw Errors.notFound('resource.notFound');
  await deleteResourceRow(ctx, row.uuid);
  return { uuid: row.uuid };
}

/** Registers the data-resource, info-point and resource-list calls. */
export function proResourceRoutes(kit: RouteKit): void {
  kit.endpoint(UpdateProMaterial, { resource: R, action: 'write', handler: (ctx) => upsert(ctx, 'material', ctx.body) });
  kit.endpoint(FindProMaterials, { resource: R, action: 'read', handler: (ctx) => find(ctx, 'material', ctx.query) });
  kit.endpoint(CopyProMaterial, { resource: R, action: 'write', handler: (ctx) => copy(ctx, 'material', ctx.body) });
  kit.endpoint(DeleteProMaterial, { resource: R, action: 'delete', handler: (ctx) => remove(ctx, 'material', ctx.params.uuid) });
  for (const k of KINDS) {
    kit.route({
      method: 'POST', style: 'repo', path: `/repo/${k.service}/${k.update}`, resource: R, action: 'write',
      body: UpsertProResourceBody, response: ResourceVo, summary: `Create or update a project ${k.typeId}`,
      handler: (ctx) => upsert(ctx, k.typeId, ctx.body),
    });
    kit.route({
      method: 'GET', style: 'repo', path: `/repo/${k.service}/${k.find}`, resource: R, action: 'read',
      query: FindProQuery, response: z.array(ResourceVo), summary: `Project ${k.typeId} resources`,
      handler: (ctx) => find(ctx, k.typeId, ctx.query),
    });
    kit.route({
      method: 'POST', style: 'repo', path: `/repo/${k.service}/${k.copy}`, resource: R, action: 'write',
      body: CopyResourceBody, response: ResourceVo, summary: `Copy a project ${k.typeId}`,
      handler: (ctx) => copy(ctx, k.typeId, ctx.body),
    });
    kit.route({
      method: 'DELETE', style: 'repo', path: `/repo/${k.service}/${k.del}/:uuid`, resource: R, action: 'delete',
      params: z.object({ uuid: WireId }), response: z.object({ uuid: z.string() }), summary: `Delete a project ${k.typeId}`,
      handler: (ctx) => remove(ctx, k.typeId, ctx.params.uuid),
    });
  }

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-pub-resource/update-file-3d', resource: R, action: 'write',
    body: UpsertProResourceBody.extend({ uuid: WireId }), response: ResourceVo, summary: 'Rename / regroup / annotate a 3D file resource',
    async handler(ctx) {
      const row = await ownedResource(ctx, ctx.body.uuid);
      await ownedProject(ctx, ctx.body.projectId);
      if (ctx.body.sceneId) await ownedScene(ctx, ctx.body.sceneId);
      const set = { name: requireName(ctx.body.name), groups: JSON.stringify(requireGroupNames(ctx.body.groups)), data: ctx.body.data === undefined ? row.data : JSON.stringify(ctx.body.data), updated_at: ctx.clock.now() };
      return toResourceVo(await updateResourceRow(ctx, row, set));
    },
  });

  kit.endpoint(QueryResourceList, {
    resource: R, action: 'read',
    async handler(ctx) {
      const b = ctx.body;
      await ownedProject(ctx, b.projectId);
      if (b.sceneId) await ownedScene(ctx, b.sceneId);
      let q = ctx.db.selectFrom('resources').selectAll().where('project_uuid', '=', b.projectId).where('user_id', '=', ctx.user.id).where('deleted_at', 'is', null);
      if (b.sceneId) q = q.where('scene_uuid', '=', b.sceneId);
      if (b.typeId) q = q.where('type_id', '=', b.typeId);
      let rows = (await q.orderBy('created_at', 'desc').execute()).map(toResourceVo);
      if (b.group) rows = rows.filter((r) => r.groups.includes(b.group as string));
      if (b.keyWord) rows = rows.filter((r) => r.name.toLowerCase().includes((b.keyWord as string).toLowerCase()));
      const total = rows.length;
      return {
        rows: rows.slice((b.page - 1) * b.pageSize, b.page * b.pageSize),
        pageInfo: { pageNo: b.page, pageSize: b.pageSize, totalRows: total, total: Math.ceil(total / b.pageSize) },
      };
    },
  });
}
