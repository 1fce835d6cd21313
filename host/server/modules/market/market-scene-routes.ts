/** A market scene: its uploaded version for the viewer (loadMkScene), and a copy of it into one's own project. */
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { CopyMarketScene, LoadMarketScene } from '../../../../sdk/contract/endpoints/index.js';
import { MarketMessageKeys } from '../../../../sdk/contract/market.js';
import { PublishLimits } from '../../../../sdk/contract/publish-link.js';
import { categoryOf, insertSceneWithin, ownedProject, requireSceneName, toSceneRow, type SceneRecord } from '../scenes/scene-store.js';
import { versionRecord } from '../scenes/scene-content.js';
import { playerContent } from '../scenes/preview-scope.js';
import { copyNamedAssets } from '../scenes/copy-named-assets.js';
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
      await copyNamedAssets(ctx, item.project_uuid, ctx.body.projectUuid, record.content);
      return toSceneRow(await insertSceneWithin(ctx, { projectUuid: ctx.body.projectUuid, record, now: ctx.clock.now() }));
    },
  });
}
