import { randomUUID } from 'node:crypto';
import type { RouteContext } from '../../http/route-kit.js';
import { inTransaction } from '../../db/in-transaction.js';
import { ensureSceneSpace } from './scene-storage.js';
import { contentStrings, previewMayRead } from './preview-scope.js';
import { SCENE_ASSET_BLOB_KIND } from './scene-asset-routes.js';

/**
 * Give the caller's project `to` the assets of project `from` that a scene content names (stored models' content-hash
 * names included), each referencing the same stored bytes; a name `to` already has keeps its own bytes. Storage is
 * checked first. Used by the market's copy and by component libraries (sharing and inserting a component).
 */
export async function copyNamedAssets(ctx: RouteContext, from: string, to: string, content: string): Promise<void> {
  if (from === to) return;
  const strings = contentStrings(content);
  const named = (await ctx.db.selectFrom('scene_assets').select(['name', 'hash', 'size']).where('project_uuid', '=', from).execute())
    .filter((a) => previewMayRead(content, a.name, strings));
  if (named.length === 0) return;
  const have = new Set((await ctx.db.selectFrom('scene_assets').select('name').where('project_uuid', '=', to).execute()).map((a) => a.name));
  const missing = named.filter((a) => !have.has(a.name));
  await ensureSceneSpace(ctx, missing.reduce((sum, a) => sum + Number(a.size), 0));
  await inTransaction(ctx.db, async (trx) => {
    for (const asset of missing) {
      const id = randomUUID();
      await trx.insertInto('scene_assets').values({ id, user_id: ctx.user.id, project_uuid: to, name: asset.name, hash: asset.hash, size: asset.size, created_at: ctx.clock.now() }).execute();
      await ctx.blobs.addRef(asset.hash, { userId: ctx.user.id, kind: SCENE_ASSET_BLOB_KIND, refId: id }, trx);
    }
  });
}
