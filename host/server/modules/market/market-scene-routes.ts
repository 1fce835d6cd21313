/** A market scene: its uploaded version for the viewer (loadMkScene), and a copy of it into one's own project. */
import { randomUUID } from 'node:crypto';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { inTransaction } from '../../db/in-transaction.js';
import { CopyMarketScene, LoadMarketScene } from '../../../../sdk/contract/endpoints/index.js';
import { MarketMessageKeys } from '../../../../sdk/contract/market.js';
import { PublishLimits } from '../../../../sdk/contract/publish-link.js';
import { categoryOf, insertSceneWithin, ownedProject, requireSceneName, toSceneRow, type SceneRecord } from '../scenes/scene-store.js';
import { versionRecord } from '../scenes/scene-content.js';
import { ensureSceneSpace } from '../scenes/scene-storage.js';
import { contentStrings, playerContent, previewMayRead } from '../scenes/preview-scope.js';
import { SCENE_ASSET_BLOB_KIND } from '../scenes/scene-asset-routes.js';
import { publishedRecord } from '../publishing/publish-store.js';
import { issueVisitTicket } from '../publishing/visit-ticket.js';
import { quickLoginSecret } from '../accounts/session-routes.js';
import { openMarketItem } from './market-list.js';

const R = 'market';

/** The open market item of an id, or the same 404 for a missing, withdrawn, closed or unpublished one. */
async function openItem(ctx: RouteContext, id: string) {
  const item = await openMarketItem(ctx.db, ctx.clock.now(), id);
  if (!item) throw Errors.notFound(MarketMessageKeys.notFound);
  return item;
}

/**
 * Give the caller's project the assets the copied version names (stored models' content-hash names included), each
 * referencing the same stored bytes; a name the project already has keeps its own bytes. Storage is checked first.
 */
async function copyAssets(ctx: RouteContext, from: string, to: string, content: string): Promise<void> {
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

/** Registers loadMkScene and the market copy. */
export function marketSceneRoutes(kit: RouteKit): void {
  kit.endpoint(LoadMarketScene, {
    resource: R, action: 'read', auth: 'optional',
    async handler(ctx) {
      const item = await openItem(ctx, ctx.params.id);
      const record = await publishedRecord(ctx.db, { scene_uuid: item.scene_uuid, version: Number(item.version) });
      if (!record) throw Errors.notFound(MarketMessageKeys.notFound);
      const visitExpiresAt = ctx.clock.now() + PublishLimits.visitSeconds * 1000;
      return {
        marketId: item.link_uuid, shortKey: item.short_key, title: item.title, version: Number(item.version),
        // As a publish link's visitors: the logic editor's workspace and backups stay on the server.
        content: playerContent(record.content), logic: record.logic, data: record.data, allowCopy: item.allow_copy === 1,
        visit: issueVisitTicket(await quickLoginSecret(ctx), { linkUuid: item.link_uuid, expiresAt: visitExpiresAt }), visitExpiresAt,
      };
    },
  });

  kit.endpoint(CopyMarketScene, {
    resource: R, action: 'copy',
    async handler(ctx) {
      const item = await openItem(ctx, ctx.body.marketId);
      if (item.allow_copy !== 1) throw Errors.forbidden(MarketMessageKeys.copyNotAllowed);
      await ownedProject(ctx, ctx.body.projectUuid);
      const version = await ctx.db.selectFrom('scene_versions').select(['record', 'content'])
        .where('scene_uuid', '=', item.scene_uuid).where('version', '=', Number(item.version)).executeTakeFirst();
      if (!version) throw Errors.notFound(MarketMessageKeys.notFound);
      const uploaded = versionRecord(version);
      const record: SceneRecord = {
        ...uploaded,
        name: ctx.body.name !== undefined ? requireSceneName(ctx.body.name) : requireSceneName(item.title),
        category: categoryOf(uploaded.category), path: '', preview: item.preview,
      };
      await copyAssets(ctx, item.project_uuid, ctx.body.projectUuid, record.content);
      return toSceneRow(await insertSceneWithin(ctx, { projectUuid: ctx.body.projectUuid, record, now: ctx.clock.now() }));
    },
  });
}
