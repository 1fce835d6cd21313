/** The owner's calls: create and change links, publish or sync a scene's version, take down, republish, delete. */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../auth/passwords.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { inTransaction } from '../../db/in-transaction.js';
import { PublishLimits, type UpsertPublishLinkBody } from '../../../../sdk/contract/publish-link.js';
import { DeletePublishLink, PubScene, RepublishPublishLink, TakeDownPublishLink, UpsertPublishLink } from '../../../../sdk/contract/endpoints/index.js';
import { categoryOf, ownedScene } from '../scenes/scene-store.js';
import type { SceneTable } from '../scenes/scene-tables.js';
import type { PublishLinkTable } from './publish-tables.js';
import { linkVoOf, newShortKey, ownedLink } from './publish-store.js';
import { gatedSettingsOf } from './publish-gates.js';

const R = 'publish-link';

/** The settings a body changes, as columns (absent fields keep their value). */
async function settingsOf(ctx: RouteContext, body: UpsertPublishLinkBody): Promise<Partial<PublishLinkTable>> {
  // The plan's gates first: a refused body changes nothing.
  const out: Partial<PublishLinkTable> = await gatedSettingsOf(ctx, body);
  if (body.title !== undefined) out.title = body.title.trim();
  if (body.category !== undefined) out.category = categoryOf(body.category);
  if (body.group !== undefined) out.group_name = body.group.trim();
  if (body.password !== undefined) out.password_hash = body.password === null ? null : await hashPassword(body.password);
  if (body.expiresAt !== undefined) out.expires_at = body.expiresAt;
  if (body.visitLimit !== undefined) out.visit_limit = body.visitLimit;
  if (body.allowCopy !== undefined) out.allow_copy = body.allowCopy ? 1 : 0;
  if (body.isCustomer !== undefined) out.is_customer = body.isCustomer ? 1 : 0;
  if (body.listed !== undefined) out.listed = body.listed ? 1 : 0;
  return out;
}

/** The scene's latest saved version, which a link publishes (a scene row exists only once saved). */
export async function savedVersion(ctx: RouteContext, scene: SceneTable): Promise<number> {
  const version = Number(scene.version);
  const row = await ctx.db.selectFrom('scene_versions').select('id').where('scene_uuid', '=', scene.uuid).where('version', '=', version).executeTakeFirst();
  if (!row) throw Errors.notFound('scene.notFound');
  return version;
}

/** Change the caller's own link (stamped now) and answer its view. */
async function updateOwnLink(ctx: RouteContext, linkUuid: string, changes: Partial<PublishLinkTable>) {
  await ctx.db.updateTable('publish_links').set({ ...changes, updated_at: ctx.clock.now() })
    .where('uuid', '=', linkUuid).where('user_id', '=', ctx.user.id).execute();
  return linkVoOf(ctx, linkUuid);
}

/** A new link of the caller's scene at its saved version (at most PublishLimits.perUser links a user; the market makes its links so too). */
export async function createLink(ctx: RouteContext, scene: SceneTable, settings: Partial<PublishLinkTable>): Promise<string> {
  const version = await savedVersion(ctx, scene);
  // Creations of one user take turns (on every instance), so two at once cannot both pass the limit check.
  const release = await ctx.turns.acquire(`publish-link ${ctx.user.id}`);
  try {
    const count = await ctx.db.selectFrom('publish_links').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', ctx.user.id).executeTakeFirst();
    if (Number(count?.n ?? 0) >= PublishLimits.perUser) throw Errors.badRequest('publish.limit', { max: PublishLimits.perUser });
    const now = ctx.clock.now();
    const uuid = randomUUID();
    await ctx.db.insertInto('publish_links').values({
      uuid, short_key: newShortKey(), user_id: ctx.user.id, scene_uuid: scene.uuid, project_uuid: scene.project_uuid, version,
      title: scene.name, category: scene.category, group_name: '', password_hash: null, expires_at: null, visit_limit: null,
      allow_copy: 0, is_customer: 0, listed: 0, taken_down: 0, access_count: 0, like_count: 0, favorite_count: 0,
      hide_watermark: 0, loading_page: null, poster_style: 'classic', created_at: now, updated_at: now, ...settings,
    }).execute();
    return uuid;
  } finally {
    release();
  }
}

/** Registers the owner's publishing calls. */
export function publishRoutes(kit: RouteKit): void {
  kit.endpoint(UpsertPublishLink, {
    resource: R, action: 'write',
    async handler(ctx) {
      const body = ctx.body;
      // A scene named in the body must be the caller's, whether it makes a link or names the link's own scene.
      const scene = body.sceneUuid === undefined ? undefined : await ownedScene(ctx, body.sceneUuid);
      const settings = await settingsOf(ctx, body);
      if (body.linkUuid === undefined) {
        if (!scene) throw Errors.badRequest('publish.sceneNeeded');
        return linkVoOf(ctx, await createLink(ctx, scene, settings));
      }
      const link = await ownedLink(ctx, body.linkUuid);
      if (scene && scene.uuid !== link.scene_uuid) throw Errors.badRequest('publish.otherScene');
      return updateOwnLink(ctx, link.uuid, settings);
    },
  });

  kit.endpoint(PubScene, {
    resource: R, action: 'write',
    async handler(ctx) {
      const scene = await ownedScene(ctx, ctx.body.sceneUuid);
      if (ctx.body.linkUuid === undefined) return linkVoOf(ctx, await createLink(ctx, scene, {}));
      const link = await ownedLink(ctx, ctx.body.linkUuid);
      if (link.scene_uuid !== scene.uuid) throw Errors.badRequest('publish.otherScene');
      // Sync: the link shows the scene's latest saved version from now on, and is published again if it was taken down.
      return updateOwnLink(ctx, link.uuid, { version: await savedVersion(ctx, scene), taken_down: 0 });
    },
  });

  kit.endpoint(TakeDownPublishLink, {
    resource: R, action: 'write',
    async handler(ctx) {
      const link = await ownedLink(ctx, ctx.body.linkUuid);
      return updateOwnLink(ctx, link.uuid, { taken_down: 1 });
    },
  });

  kit.endpoint(RepublishPublishLink, {
    resource: R, action: 'write',
    async handler(ctx) {
      const link = await ownedLink(ctx, ctx.body.linkUuid);
      const changes: Partial<PublishLinkTable> = { taken_down: 0 };
      if (ctx.body.sync) changes.version = await savedVersion(ctx, await ownedScene(ctx, link.scene_uuid));
      return updateOwnLink(ctx, link.uuid, changes);
    },
  });

  kit.endpoint(DeletePublishLink, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const link = await ownedLink(ctx, ctx.params.linkUuid);
      await inTransaction(ctx.db, async (trx) => {
        await trx.deleteFrom('publish_link_reactions').where('link_uuid', '=', link.uuid).execute();
        await trx.deleteFrom('publish_links').where('uuid', '=', link.uuid).where('user_id', '=', ctx.user.id).execute();
      });
      return null;
    },
  });
}
