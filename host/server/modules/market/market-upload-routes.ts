/** The designer's side: upload a scene to the market, sync it to its latest saved version, withdraw it; sync states. */
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { inTransaction } from '../../db/in-transaction.js';
import { GetMarketSyncStates, UploadToMarket } from '../../../../sdk/contract/endpoints/index.js';
import { MarketLimits, MarketMessageKeys, type MarketSyncState, type MarketSyncVo } from '../../../../sdk/contract/market.js';
import { ownedProject, ownedScene } from '../scenes/scene-store.js';
import type { SceneTable } from '../scenes/scene-tables.js';
import { createLink, savedVersion } from '../publishing/publish-routes.js';
import type { PublishLinkTable } from '../publishing/publish-tables.js';
import type { MarketItemTable } from './market-tables.js';
import { indexSearchText, searchTextOf } from './market-search.js';

const R = 'market';

/** synced, not uploaded, or change not synchronised (the market shows an older version than the latest saved). */
export function syncStateOf(item: { version: number } | undefined, latestVersion: number): MarketSyncState {
  if (!item) return 'notUploaded';
  return item.version < latestVersion ? 'changeNotSynchronised' : 'synced';
}

/** The caller's market item of a scene with its link; a row whose link was deleted is dropped (the scene is off the market). */
async function itemOf(ctx: RouteContext, sceneUuid: string): Promise<{ item: MarketItemTable; link: PublishLinkTable } | undefined> {
  const item = await ctx.db.selectFrom('market_items').selectAll().where('scene_uuid', '=', sceneUuid).where('user_id', '=', ctx.user.id).executeTakeFirst();
  if (!item) return undefined;
  const link = await ctx.db.selectFrom('publish_links').selectAll().where('uuid', '=', item.link_uuid).where('user_id', '=', ctx.user.id).executeTakeFirst();
  if (link) return { item, link };
  await removeItem(ctx, item.link_uuid);
  return undefined;
}

async function removeItem(ctx: RouteContext, linkUuid: string): Promise<void> {
  await inTransaction(ctx.db, async (trx) => {
    await trx.deleteFrom('market_items').where('link_uuid', '=', linkUuid).execute();
    await indexSearchText(trx, ctx.dialect, linkUuid, null);
  });
}

function syncVo(scene: SceneTable, found: { item: MarketItemTable; link: PublishLinkTable } | undefined): MarketSyncVo {
  const latest = Number(scene.version);
  const version = found ? Number(found.link.version) : null;
  return {
    sceneUuid: scene.uuid, state: syncStateOf(version === null ? undefined : { version }, latest), marketId: found?.item.link_uuid ?? null,
    version, latestVersion: latest, allowCopy: found?.link.allow_copy === 1, description: found?.item.description ?? '',
  };
}

/** Upload the scene's latest saved version (a new market link, listed, without a password) or sync the existing one to it. */
async function upload(ctx: RouteContext, scene: SceneTable, sync: boolean, query: { allowCopy?: 'true' | 'false'; description?: string }) {
  const found = await itemOf(ctx, scene.uuid);
  if (!found && sync) throw Errors.badRequest(MarketMessageKeys.notUploaded);
  const version = await savedVersion(ctx, scene);
  const now = ctx.clock.now();
  const allowCopy = query.allowCopy === undefined ? undefined : query.allowCopy === 'true' ? 1 : 0;
  const description = (query.description ?? found?.item.description ?? '').trim();
  let linkUuid: string;
  if (found) {
    linkUuid = found.link.uuid;
    await ctx.db.updateTable('publish_links').set({ version, taken_down: 0, listed: 1, updated_at: now, ...(allowCopy === undefined ? {} : { allow_copy: allowCopy }) })
      .where('uuid', '=', linkUuid).where('user_id', '=', ctx.user.id).execute();
  } else {
    linkUuid = await createLink(ctx, scene, { listed: 1, allow_copy: allowCopy ?? 0 });
  }
  const link = await ctx.db.selectFrom('publish_links').select('title').where('uuid', '=', linkUuid).executeTakeFirstOrThrow();
  const searchText = searchTextOf({ title: link.title, sceneName: scene.name, description });
  await inTransaction(ctx.db, async (trx) => {
    const columns = { description, search_text: searchText, preview: scene.preview, synced_at: now };
    if (found) await trx.updateTable('market_items').set(columns).where('link_uuid', '=', linkUuid).execute();
    else await trx.insertInto('market_items').values({ link_uuid: linkUuid, scene_uuid: scene.uuid, user_id: ctx.user.id, uploaded_at: now, ...columns }).execute();
    await indexSearchText(trx, ctx.dialect, linkUuid, searchText);
  });
}

/** Registers the designer's market calls. */
export function marketUploadRoutes(kit: RouteKit): void {
  kit.endpoint(UploadToMarket, {
    resource: R, action: 'write',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.params.sceneUuid);
      // One change of a scene's market state at a time (two first uploads would both make a link).
      const release = await ctx.turns.acquire(`market ${scene.uuid}`);
      try {
        if (ctx.params.action === 'withdraw') {
          const found = await itemOf(ctx, scene.uuid);
          if (found) {
            await removeItem(ctx, found.item.link_uuid);
            // The market's link goes with it (and its likes and favourites), as deleting a link does.
            await inTransaction(ctx.db, async (trx) => {
              await trx.deleteFrom('publish_link_reactions').where('link_uuid', '=', found.link.uuid).execute();
              await trx.deleteFrom('publish_links').where('uuid', '=', found.link.uuid).where('user_id', '=', ctx.user.id).execute();
            });
          }
        } else {
          await upload(ctx, scene, ctx.params.action === 'sync', ctx.query);
        }
        return syncVo(scene, await itemOf(ctx, scene.uuid));
      } finally {
        release();
      }
    },
  });

  kit.endpoint(GetMarketSyncStates, {
    resource: R, action: 'read',
    async handler(ctx) {
      await ownedProject(ctx, ctx.params.projectId);
      const rows = await ctx.db.selectFrom('scenes')
        .leftJoin('market_items as mi', 'mi.scene_uuid', 'scenes.uuid')
        .leftJoin('publish_links as pl', (join) => join.onRef('pl.uuid', '=', 'mi.link_uuid').onRef('pl.user_id', '=', 'scenes.user_id'))
        .select(['scenes.uuid', 'scenes.version', 'mi.link_uuid', 'mi.description', 'pl.version as link_version', 'pl.allow_copy'])
        .where('scenes.project_uuid', '=', ctx.params.projectId).where('scenes.user_id', '=', ctx.user.id).where('scenes.deleted_at', 'is', null)
        .orderBy('scenes.uuid').limit(MarketLimits.syncRows).execute();
      return rows.map((r): MarketSyncVo => {
        const on = r.link_uuid !== null && r.link_version !== null;
        const version = on ? Number(r.link_version) : null;
        return {
          sceneUuid: r.uuid, state: syncStateOf(version === null ? undefined : { version }, Number(r.version)), marketId: on ? r.link_uuid : null,
          version, latestVersion: Number(r.version), allowCopy: on && r.allow_copy === 1, description: on ? r.description ?? '' : '',
        };
      });
    },
  });
}
