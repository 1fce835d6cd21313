/** saveSceneAssets / isAssetsExist / load-asset: a project's scene assets by name, bytes stored once in the blob store. */
import { randomUUID } from 'node:crypto';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { fileReply } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { ownedProject } from './scene-store.js';
import { distinct, slices } from '../../db/batches.js';
import { ensureFileAllowed, ensureUploadAllowed } from '../resources/resource-store.js';
import { IsAssetsExist, LoadAsset, SaveSceneAssets } from '../../../../sdk/contract/endpoints/index.js';

const R = 'scene';
/** Blob-reference kind of scene assets. */
export const SCENE_ASSET_BLOB_KIND = 'scene-asset';

/** Url a client loads an asset from. */
export function assetUrl(context: string, projectUuid: string, name: string): string {
  return `${context}/api/repo/kf-scene/load-asset?projectUuid=${encodeURIComponent(projectUuid)}&name=${encodeURIComponent(name)}`;
}

/** Stores (or replaces) one named asset of a project. */
export async function putSceneAsset(ctx: Pick<RouteContext, 'db' | 'user' | 'blobs' | 'clock'>, projectUuid: string, name: string, bytes: Uint8Array): Promise<{ hash: string; size: number }> {
  const blob = await ctx.blobs.write(bytes); // the file first; then the row, its reference and used storage together
  await ctx.db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('scene_assets').selectAll().where('project_uuid', '=', projectUuid).where('name', '=', name).executeTakeFirst();
    if (existing && existing.hash === blob.hash) return;
    const id = existing?.id ?? randomUUID();
    await ctx.blobs.removeRefs(SCENE_ASSET_BLOB_KIND, id, trx);
    await ctx.blobs.record(blob, { userId: ctx.user.id, kind: SCENE_ASSET_BLOB_KIND, refId: id }, trx);
    if (existing) await trx.updateTable('scene_assets').set({ hash: blob.hash, size: blob.size }).where('id', '=', id).execute();
    else await trx.insertInto('scene_assets').values({ id, user_id: ctx.user.id, project_uuid: projectUuid, name, hash: blob.hash, size: blob.size, created_at: ctx.clock.now() }).execute();
  });
  return blob;
}

const BASE64 = /^[A-Za-z0-9+/\r\n]*={0,2}$/;

/** Decodes an asset's content: base64, optionally as a data: url. */
export function decodeAssetContent(content: string): Buffer {
  const payload = content.startsWith('data:') ? content.slice(content.indexOf(',') + 1) : content;
  if (!BASE64.test(payload)) throw Errors.badRequest('asset.badContent');
  return Buffer.from(payload, 'base64');
}

/** Registers the scene asset calls. */
export function sceneAssetRoutes(kit: RouteKit): void {
  kit.endpoint(SaveSceneAssets, {
    resource: R, action: 'write',
    async handler(ctx) {
      await ownedProject(ctx, ctx.body.projectUuid);
      const decoded = ctx.body.assets.map((a) => ({ name: a.name, bytes: decodeAssetContent(a.content) }));
      const total = decoded.reduce((s, a) => s + a.bytes.byteLength, 0);
      for (const a of decoded) ensureFileAllowed(ctx.user, a.name, a.bytes.byteLength); // model/document limits per file
      await ensureUploadAllowed(ctx, '', total); // storage for all of them together
      const out = [];
      for (const a of decoded) {
        const blob = await putSceneAsset(ctx, ctx.body.projectUuid, a.name, a.bytes);
        out.push({ name: a.name, sha256: blob.hash, size: blob.size, url: assetUrl(ctx.config.apiContext, ctx.body.projectUuid, a.name) });
      }
      return out;
    },
  });

  kit.endpoint(IsAssetsExist, {
    resource: R, action: 'read',
    async handler(ctx) {
      await ownedProject(ctx, ctx.body.projectUuid, 'viewer');
      const have = new Set<string>();
      for (const slice of slices(distinct(ctx.body.names))) {
        const rows = await ctx.db.selectFrom('scene_assets').select('name').where('project_uuid', '=', ctx.body.projectUuid).where('name', 'in', slice).execute();
        for (const r of rows) have.add(r.name);
      }
      return ctx.body.names.filter((n) => have.has(n));
    },
  });

  kit.endpoint(LoadAsset, {
    resource: R, action: 'read',
    async handler(ctx) {
      await ownedProject(ctx, ctx.query.projectUuid, 'viewer');
      const row = await ctx.db.selectFrom('scene_assets').selectAll().where('project_uuid', '=', ctx.query.projectUuid).where('name', '=', ctx.query.name).executeTakeFirst();
      if (!row) throw Errors.notFound('asset.notFound');
      return fileReply({ name: ctx.query.name.split('/').pop() ?? 'asset', body: await ctx.blobs.get(row.hash) });
    },
  });
}
