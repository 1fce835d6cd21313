/** export-scene / export-scene-kzs (download a .kzs) and import-scene / import-scene-merge (upload a .kzs). */
import { randomUUID } from 'node:crypto';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { fileReply, type FileReply } from '../../http/route-kit.js';
import type { z } from 'zod';
import { ApiError, Errors } from '../../http/api-error.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { ExportSceneQuery, ImportSceneMergeFields, SceneIdParams, SaveSceneReply, ScenePreview } from '../../../../sdk/contract/scene.js';
import { inspectKzs, type KzsContents } from '../archive/kzs-reader.js';
import { readKzsOffThread } from '../archive/kzs-worker.js';
import { writeKzs, type KzsAssetInput } from '../archive/kzs-writer.js';
import { KzsError, type KzsScene } from '../archive/kzs-format.js';
import { importName } from '../resources/name-rules.js';
import { isKzsFile } from '../resources/limits.js';
import { ensureFileAllowed, ensureUploadAllowed, RESOURCE_BLOB_KIND } from '../resources/resource-store.js';
import type { ResourceTable, SceneTable } from './scene-tables.js';
import { storedRecord } from './scene-storage.js';
import { versionRecord } from './scene-content.js';
import { categoryOf, currentRecord, insertScene, ownedProject, ownedScene, requireSceneName, toSceneRow, type SceneRecord } from './scene-store.js';
import { putSceneAsset } from './scene-asset-routes.js';
import { saveScene } from './scene-routes.js';
import { ExportScene, ImportScene } from '../../../../sdk/contract/endpoints/index.js';

const R = 'scene';
const RESOURCE_PREFIX = 'resources/';

/** The archive's assets: project assets the scene mentions, and the scene's own file resources. */
async function collectAssets(ctx: RouteContext, scene: SceneTable, record: SceneRecord): Promise<KzsAssetInput[]> {
  const text = `${record.content}\n${record.importAssets ?? ''}\n${JSON.stringify(record.externalResources)}`;
  const assets: KzsAssetInput[] = [];
  const projectAssets = await ctx.db.selectFrom('scene_assets').selectAll().where('project_uuid', '=', scene.project_uuid).execute();
  for (const a of projectAssets) if (text.includes(a.name)) assets.push({ name: a.name, bytes: await ctx.blobs.get(a.hash) });
  const resources = await ctx.db.selectFrom('resources').selectAll().where('scene_uuid', '=', scene.uuid).where('deleted_at', 'is', null).execute();
  for (const r of resources) {
    if (!r.hash) continue;
    assets.push({ name: `${RESOURCE_PREFIX}${r.type_id}/${r.pub_res_uuid}/${r.file_name ?? r.name}`, bytes: await ctx.blobs.get(r.hash) });
  }
  return assets;
}

/** Runs a step of reading an archive, turning its refusal into a 400 naming what is wrong. */
async function kzsStep<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof KzsError) throw new ApiError(ReplyCode.warning, `kzs.${error.code}`, { httpStatus: 400, vars: { detail: error.message } });
    throw error;
  }
}

/**
 * Reads an uploaded archive, refusing anything but a sound .kzs before anything is stored. The central directory
 * comes first (no inflating): entry sizes, the scene.json bound and the quota for what the archive declares, so an
 * archive that cannot fit is refused without being unpacked or parsed. Only then is it read, on a worker thread.
 */
async function readUpload(ctx: RouteContext): Promise<KzsContents> {
  const file = ctx.file('file');
  if (!isKzsFile(file.filename)) throw Errors.badRequest('kzs.onlyKzs');
  const directory = await kzsStep(() => inspectKzs(file.data));
  await ensureUploadAllowed(ctx, '', directory.storedBytes);
  const contents = await kzsStep(() => readKzsOffThread(file.data));
  for (const entry of contents.manifest.assets) ensureFileAllowed(ctx.user, entry.name, entry.size); // plan limits per file
  return contents;
}

/** Stores an archive's assets: plain ones as project assets, 'resources/…' ones as resources of the scene. */
async function storeAssets(ctx: RouteContext, contents: KzsContents, projectUuid: string, sceneUuid: string): Promise<void> {
  const now = ctx.clock.now();
  for (const entry of contents.manifest.assets) {
    const bytes = contents.assets.get(entry.sha256);
    if (!bytes) continue;
    if (entry.name.startsWith(RESOURCE_PREFIX)) {
      const [typeId = 'file', , ...rest] = entry.name.slice(RESOURCE_PREFIX.length).split('/');
      const fileName = rest.join('/') || 'file';
      const uuid = randomUUID();
      const blob = await ctx.blobs.write(bytes);
      const row: ResourceTable = {
        uuid, pub_res_uuid: randomUUID(), user_id: ctx.user.id, project_uuid: projectUuid, scene_uuid: sceneUuid, type_id: typeId,
        name: importName(fileName), groups: '[]', hash: blob.hash, size: blob.size, file_name: fileName, content_type: 'application/octet-stream',
        data: null, category: null, created_at: now, updated_at: now, deleted_at: null,
      };
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('resources').values(row).execute();
        await ctx.blobs.record(blob, { userId: ctx.user.id, kind: RESOURCE_BLOB_KIND, refId: uuid }, trx);
      });
    } else {
      await putSceneAsset(ctx, projectUuid, entry.name, bytes);
    }
  }
}

function assetBytes(contents: KzsContents): number {
  let total = 0;
  for (const bytes of contents.assets.values()) total += bytes.byteLength;
  return total;
}

function recordFromArchive(scene: KzsScene, name: string, category: string): SceneRecord {
  return {
    // An archive's picture that a save would refuse (not a PNG, JPEG or WebP data URL, or too large) is left out.
    name, category, path: '', preview: ScenePreview.safeParse(scene.preview).success ? (scene.preview ?? null) : null, data: scene.data ?? null, content: scene.content, importAssets: null,
    logic: scene.logic ?? null, logicXml: scene.logicXml ?? null, logicBk: scene.logicBk ?? null, logicXmlBk: scene.logicXmlBk ?? null,
    externalResources: [...(scene.externalResources ?? [])],
  };
}

/** Download a scene (latest or ?version) as a .kzs archive. */
async function exportScene(ctx: RouteContext<z.output<typeof SceneIdParams>, z.output<typeof ExportSceneQuery>>): Promise<FileReply> {
  const scene = await ownedScene(ctx, ctx.params.id);
  let record = await currentRecord(ctx.db, scene);
  let version = Number(scene.version);
  if (ctx.query.version) {
    const v = await ctx.db.selectFrom('scene_versions').selectAll().where('scene_uuid', '=', scene.uuid).where('version', '=', ctx.query.version).executeTakeFirst();
    if (!v) throw Errors.notFound('scene.versionNotFound');
    record = versionRecord(v);
    version = Number(v.version);
  }
  const kzsScene: KzsScene = {
    name: record.name, category: record.category, content: record.content, logic: record.logic, logicXml: record.logicXml,
    logicBk: record.logicBk, logicXmlBk: record.logicXmlBk, preview: record.preview, data: record.data,
    externalResources: record.externalResources, version,
  };
  const bytes = writeKzs(kzsScene, await collectAssets(ctx, scene, record), new Date(ctx.clock.now()));
  return fileReply({ name: `${record.name}.kzs`, contentType: 'application/zip', body: Buffer.from(bytes) });
}

/** Registers the archive calls. */
export function sceneArchiveRoutes(kit: RouteKit): void {
  // export-scene-kzs is the same call under its older name (no browser caller): it takes ExportScene's schemas.
  kit.endpoint(ExportScene, { resource: R, action: 'read', handler: exportScene });
  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-scene/export-scene-kzs/:id', resource: R, action: 'read',
    params: ExportScene.params, query: ExportScene.query, summary: ExportScene.summary, handler: exportScene,
  });

  kit.endpoint(ImportScene, {
    resource: R, action: 'write',
    async handler(ctx) {
      await ownedProject(ctx, ctx.body.project);
      const contents = await readUpload(ctx);
      const name = requireSceneName(importName(ctx.body.name?.trim() ? `${ctx.body.name}.kzs` : `${contents.scene.name}.kzs`));
      const record = recordFromArchive(contents.scene, name, categoryOf(ctx.body.category ?? contents.scene.category));
      await ensureUploadAllowed(ctx, '', assetBytes(contents) + storedRecord(record).size); // assets and the first version together
      const row = await insertScene(ctx.db, { userId: ctx.user.id, username: ctx.user.username, projectUuid: ctx.body.project, record, now: ctx.clock.now() });
      await storeAssets(ctx, contents, ctx.body.project, row.uuid);
      return toSceneRow(row);
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-scene/import-scene-merge', resource: R, action: 'write',
    multipart: true, body: ImportSceneMergeFields, response: SaveSceneReply,
    summary: 'Replace a scene\'s content with an uploaded .kzs archive, as a new version (only .kzs accepted)',
    async handler(ctx) {
      await ownedProject(ctx, ctx.body.project);
      const scene = await ownedScene(ctx, ctx.body.sceneId);
      if (scene.project_uuid !== ctx.body.project) throw Errors.notFound('scene.notFound');
      const contents = await readUpload(ctx);
      const r = recordFromArchive(contents.scene, scene.name, scene.category);
      await ensureUploadAllowed(ctx, '', assetBytes(contents) + storedRecord(r).size); // assets and the new version together
      const saved = await saveScene(ctx, {
        uuid: scene.uuid, projectUuid: scene.project_uuid, name: scene.name, content: r.content, category: scene.category, path: scene.path,
        data: r.data, preview: r.preview ?? scene.preview, logic: r.logic, logicXml: r.logicXml, logicBk: r.logicBk, logicXmlBk: r.logicXmlBk,
        externalResources: r.externalResources, importAssets: scene.import_assets, version: Number(scene.version), saveAsNew: true,
      });
      await storeAssets(ctx, contents, scene.project_uuid, scene.uuid);
      return saved;
    },
  });
}
