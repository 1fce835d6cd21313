/** Scene resources under /repo/kf-scene (load, import, upload-image, groups of resources, copy, replace, delete) and load-file. */
import { z } from 'zod';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { envelopeReply, fileReply } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { CopyResourceBody, DeleteResourceGroupsBody, LoadFileQuery, LoadResourcesParams, ReplaceResourceFields, ResourceVo, SceneResources, UpdateResourceGroupsBody, UpdateResourceInfoBody } from '../../../../sdk/contract/resource.js';
import { ownedProject, ownedScene, ownedSceneIn } from '../scenes/scene-store.js';
import { checkName, importName } from './name-rules.js';
import { extensionOf, gltfPairMatches, isImageFile, uploadKindOf } from './limits.js';
import {
  copyResource, createFileResource, deleteResourceRow, ensureFileAllowed, ensureUploadAllowed, ownedResource, ownedResources, parseGroups, replaceResourceFile, toResourceVo,
} from './resource-store.js';
import { WireId } from '../../../../sdk/contract/limits.js';
import { groupsField, requireGroupNames } from './group-names.js';
import { ImportSceneResource, LoadSceneResources, UploadImage } from '../../../../sdk/contract/endpoints/index.js';

const R = 'resource';
/** Name of the list holding every picture in load-resources. */
export const ALL_PICTURES = 'AllPictures';

export { groupsField } from './group-names.js';

function requireName(name: string): string {
  const problem = checkName(name);
  if (problem) throw Errors.badRequest(problem === 'empty' ? 'name.empty' : 'name.tooLong', { max: 50 });
  return name.trim();
}

function typeOfFile(fileName: string): string {
  const kind = uploadKindOf(fileName);
  return kind === 'image' ? 'image' : kind === 'model' ? 'model' : 'file';
}

async function sceneResources(ctx: RouteContext, scene: { uuid: string; user_id: string }, group?: string): Promise<z.infer<typeof SceneResources>> {
  const rows = await ctx.db.selectFrom('resources').selectAll().where('scene_uuid', '=', scene.uuid).where('user_id', '=', scene.user_id)
    .where('deleted_at', 'is', null).orderBy('created_at').execute();
  const all = rows.map(toResourceVo).filter((r) => !group || r.groups.includes(group));
  const groups = [...new Set(all.flatMap((r) => r.groups))].sort();
  const sceneImgList: Record<string, z.infer<typeof ResourceVo>[]> = { [ALL_PICTURES]: all.filter((r) => r.typeId === 'image') };
  for (const g of groups) sceneImgList[g] = all.filter((r) => r.typeId === 'image' && r.groups.includes(g));
  return { sceneImgList, sceneImgGroups: groups, resources: all };
}

/** Registers the scene resource calls. */
export function resourceRoutes(kit: RouteKit): void {
  kit.endpoint(LoadSceneResources, {
    resource: R, action: 'read',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.sceneId, 'viewer');
      return sceneResources(ctx, scene);
    },
  });
  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-scene/load-resources/:sceneId/:group', resource: R, action: 'read', params: LoadResourcesParams, response: SceneResources,
    summary: 'Resources of a scene in one group: every picture of the group and its list',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.sceneId, 'viewer');
      return sceneResources(ctx, scene, ctx.params.group);
    },
  });

  kit.endpoint(ImportSceneResource, {
    resource: R, action: 'write',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.body.scene);
      ctx.file('file');
      const files = ctx.files.filter((f) => f.field === 'file');
      // A .gltf comes with its .bin: their names must match (spec 000 §5).
      const gltf = files.find((f) => extensionOf(f.filename) === '.gltf');
      const bin = files.find((f) => extensionOf(f.filename) === '.bin');
      if (gltf && bin && !gltfPairMatches(gltf.filename, bin.filename)) throw Errors.badRequest('resource.gltfBinMismatch', { gltf: gltf.filename, bin: bin.filename });
      const names = files.map((f, index) => importName(index === 0 && ctx.body.name?.trim() ? ctx.body.name : f.filename));
      names.forEach(requireName);
      for (const file of files) ensureFileAllowed(ctx.user, file.filename, file.data.byteLength); // plan limits per file first
      const groups = groupsField(ctx.body.groups);
      await ensureUploadAllowed(ctx, '', files.reduce((sum, f) => sum + f.data.byteLength, 0));
      const rows = [];
      for (const [index, file] of files.entries()) {
        rows.push(await createFileResource(ctx, {
          projectUuid: scene.project_uuid, sceneUuid: scene.uuid, typeId: typeOfFile(file.filename), name: names[index], groups,
          fileName: file.filename, contentType: file.mimetype, bytes: file.data,
        }));
      }
      return envelopeReply(200, rows.map(toResourceVo));
    },
  });

  kit.endpoint(UploadImage, {
    resource: R, action: 'write',
    async handler(ctx) {
      if (ctx.body.scene.startsWith('+') || /^\d{13,}$/.test(ctx.body.scene)) throw Errors.badRequest('resource.saveSceneFirst');
      const scene = await ownedScene(ctx, ctx.body.scene);
      const images = ctx.files.filter((f) => f.field === 'file');
      if (images.length > 1) throw Errors.badRequest('resource.oneImage');
      const file = ctx.file('file');
      if (!isImageFile(file.filename)) throw Errors.badRequest('resource.imageOnly', { ext: extensionOf(file.filename) || '?' });
      const row = await createFileResource(ctx, {
        projectUuid: scene.project_uuid, sceneUuid: scene.uuid, typeId: 'image', name: requireName(importName(ctx.body.name?.trim() ? ctx.body.name : file.filename)),
        groups: groupsField(ctx.body.groups), fileName: file.filename, contentType: file.mimetype, bytes: file.data,
      });
      return toResourceVo(row);
    },
  });

  // Every resource is checked before any changes (repeats count once), then all are updated in one transaction.
  const setGroups = async (ctx: RouteContext, uuids: readonly string[], change: (groups: string[]) => string[]) => {
    const rows = (await ownedResources(ctx, uuids)).map((row) => ({ ...row, groups: JSON.stringify([...new Set(change(parseGroups(row.groups)))]) }));
    const now = ctx.clock.now();
    await ctx.db.transaction().execute(async (trx) => {
      for (const row of rows) await trx.updateTable('resources').set({ groups: row.groups, updated_at: now }).where('uuid', '=', row.uuid).execute();
    });
    return rows.map(toResourceVo);
  };

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-scene/update-resource-groups', resource: R, action: 'write',
    body: UpdateResourceGroupsBody, response: z.array(ResourceVo), summary: 'Add resources to groups',
    handler: (ctx) => {
      const groups = requireGroupNames(ctx.body.groups);
      return setGroups(ctx, ctx.body.uuids, (g) => [...g, ...groups]);
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-scene/update-groups-by-uuid', resource: R, action: 'write',
    body: UpdateResourceGroupsBody, response: z.array(ResourceVo), summary: 'Set the groups of resources (replacing their groups)',
    handler: (ctx) => {
      const groups = requireGroupNames(ctx.body.groups);
      return setGroups(ctx, ctx.body.uuids, () => groups);
    },
  });

  kit.route({
    method: 'DELETE', style: 'repo', path: '/repo/kf-scene/delete-resource-groups', resource: R, action: 'write',
    body: DeleteResourceGroupsBody, response: z.array(ResourceVo), summary: 'Take resources out of groups',
    handler: (ctx) => setGroups(ctx, ctx.body.uuids, (g) => g.filter((x) => !ctx.body.groups.includes(x))),
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-scene/update-resource-info', resource: R, action: 'write',
    body: UpdateResourceInfoBody, response: ResourceVo, summary: 'Rename a resource',
    async handler(ctx) {
      const row = await ownedResource(ctx, ctx.body.uuid);
      const name = requireName(ctx.body.name);
      await ctx.db.updateTable('resources').set({ name, updated_at: ctx.clock.now() }).where('uuid', '=', row.uuid).execute();
      return toResourceVo({ ...row, name });
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-scene/replace-scene-resource', resource: R, action: 'write',
    multipart: true, body: ReplaceResourceFields, response: ResourceVo, summary: 'Replace the file of a resource (same uuid and url)',
    async handler(ctx) {
      const row = await ownedResource(ctx, ctx.body.uuid);
      const file = ctx.file('file');
      if (row.type_id === 'image' && !isImageFile(file.filename)) throw Errors.badRequest('resource.imageOnly', { ext: extensionOf(file.filename) || '?' });
      await ensureUploadAllowed(ctx, file.filename, file.data.byteLength);
      return toResourceVo(await replaceResourceFile(ctx, row, file));
    },
  });

  for (const path of ['/repo/kf-scene/copy-resource', '/repo/kf-pub-resource/copy-resource']) {
    kit.route({
      method: 'POST', style: 'repo', path, resource: R, action: 'write', body: CopyResourceBody, response: ResourceVo,
      summary: 'Copy a resource into a scene or project of the same user (bytes shared)',
      async handler(ctx) {
        const source = await ownedResource(ctx, ctx.body.uuid);
        let projectUuid = ctx.body.projectId ?? source.project_uuid;
        let sceneUuid: string | null = source.scene_uuid;
        if (ctx.body.sceneId) {
          const scene = await ownedSceneIn(ctx, ctx.body.sceneId, ctx.body.projectId);
          projectUuid = scene.project_uuid;
          sceneUuid = scene.uuid;
        } else if (ctx.body.projectId) {
          await ownedProject(ctx, ctx.body.projectId);
          sceneUuid = null;
        }
        if (source.hash) await ensureUploadAllowed(ctx, source.file_name ?? '', 0);
        const name = ctx.body.name !== undefined ? requireName(ctx.body.name) : source.name;
        return toResourceVo(await copyResource(ctx, source, { projectUuid, sceneUuid, name }));
      },
    });
  }

  for (const path of ['/repo/kf-scene/deleteSceneResource/:uuid', '/repo/kf-pub-resource/delete-resource/:uuid']) {
    kit.route({
      method: 'DELETE', style: 'repo', path, resource: R, action: 'delete', params: z.object({ uuid: WireId }),
      response: z.object({ uuid: z.string() }), summary: 'Delete a resource (and its storage reference)',
      async handler(ctx) {
        const row = await ownedResource(ctx, ctx.params.uuid);
        await deleteResourceRow(ctx, row.uuid);
        return { uuid: row.uuid };
      },
    });
  }

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-pub-resource/load-file', resource: R, action: 'read', query: LoadFileQuery,
    summary: 'The bytes of a resource (by uuid or pubResUuid)',
    async handler(ctx) {
      const row = await ownedResource(ctx, ctx.query.uuid);
      if (!row.hash) throw Errors.notFound('resource.notFound');
      return fileReply({ name: row.file_name ?? row.name, contentType: row.content_type ?? 'application/octet-stream', body: await ctx.blobs.get(row.hash) });
    },
  });
}
