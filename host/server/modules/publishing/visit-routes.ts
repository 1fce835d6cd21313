/** What anyone with a short key reaches: the published version (counted once per visit), its assets, counts and reactions. */
import { ApiError, Errors } from '../../http/api-error.js';
import { fileReply, type RouteContext, type RouteKit } from '../../http/route-kit.js';
import { inTransaction } from '../../db/in-transaction.js';
import { sql } from 'kysely';
import { verifyPassword } from '../../auth/passwords.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { monthlyVisitLimit, PublishLimits, PublishMessageKeys, ShortLinkStatus, type LinkCounts } from '../../../../sdk/contract/publish-link.js';
import {
  CountPublishLink, FavoritePublishLink, LikePublishLink, LoadPublishedAsset, LoadPublishedLogo, OpenShortLink, UnlikePublishLink,
} from '../../../../sdk/contract/endpoints/index.js';
import { quickLoginSecret } from '../accounts/session-routes.js';
import { attemptKey, ensureLoginAllowed, recordLoginAttempt } from '../accounts/login-limiter.js';
import { playerContent, previewMayRead } from '../scenes/preview-scope.js';
import type { PublishLinkTable } from './publish-tables.js';
import { publishedRecord, stateOf } from './publish-store.js';
import { issueVisitTicket, readVisitTicket } from './visit-ticket.js';
import { hasGatedFeatures, publishedGates, storedLoadingPage } from './publish-gates.js';
import { logoAddressOf } from '../../../../sdk/contract/publish-gates.js';
import { resourceContentType } from '../resources/resource-file-routes.js';

const R = 'publish-link';
/** Wrong passwords from all addresses together may be this many times those of one address (as logins). */
const LINK_WIDE_FACTOR = 4;

/** A closed link: 410 with the reason in `data.state` ('takenDown' or 'expired'), so the viewer shows its own text. */
const gone = (key: string) => new ApiError(ReplyCode.warning, key, {
  httpStatus: ShortLinkStatus.gone, data: { state: key === PublishMessageKeys.takenDown ? 'takenDown' : 'expired' },
});

/** The calendar month of a time, UTC ('2026-11'). */
export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** Refuse a link a visitor may not open now: taken down, expired or used up (410), its scene binned or gone (410). */
function refuseClosed(link: PublishLinkTable, now: number): void {
  const state = stateOf(link, now);
  if (state === 'takenDown') throw gone(PublishMessageKeys.takenDown);
  if (state === 'expired') throw gone(PublishMessageKeys.expiredOrLimited);
}

/** Check the password of a protected link, throttled per link and address like logins (429 after five failures). */
async function checkPassword(ctx: RouteContext, link: PublishLinkTable, pwd: string | undefined): Promise<void> {
  if (link.password_hash === null) return;
  if (pwd === undefined) throw new ApiError(ReplyCode.warning, PublishMessageKeys.passwordRequired, { httpStatus: ShortLinkStatus.password, data: { passwordRequired: true } });
  const key = attemptKey(`publish-link:${link.uuid}`, ctx.address);
  const linkKey = attemptKey(`publish-link:${link.uuid}`, '*');
  try {
    await ensureLoginAllowed(ctx, key);
    await ensureLoginAllowed(ctx, linkKey, LINK_WIDE_FACTOR);
  } catch (error) {
    if (error instanceof ApiError) throw new ApiError(ReplyCode.warning, PublishMessageKeys.tooMany, error.options);
    throw error;
  }
  const right = await verifyPassword(link.password_hash, pwd);
  await recordLoginAttempt(ctx, key, right);
  await recordLoginAttempt(ctx, linkKey, right);
  if (!right) throw new ApiError(ReplyCode.warning, PublishMessageKeys.wrongPassword, { httpStatus: ShortLinkStatus.password, data: { passwordRequired: true } });
}

/**
 * Count one visit, atomically: the owner's visits this month (refused past the plan's monthly limit) and the link's
 * own count (refused past its visit limit) move together in one transaction, each by a single conditional statement,
 * so concurrent visits never lose a count and never pass a limit. Returns the link's new count.
 */
async function countVisit(ctx: RouteContext, link: PublishLinkTable, plan: string): Promise<number> {
  const now = ctx.clock.now();
  const limit = monthlyVisitLimit(plan);
  return inTransaction(ctx.db, async (trx) => {
    const month = await trx.insertInto('publish_visit_months').values({ user_id: link.user_id, month: monthOf(now), visits: 1 })
      .onConflict((oc) => oc.columns(['user_id', 'month'])
        .doUpdateSet({ visits: sql<number>`publish_visit_months.visits + 1` })
        .where(sql<boolean>`publish_visit_months.visits < ${limit}`))
      .returning('visits').executeTakeFirst();
    if (!month) throw gone(PublishMessageKeys.expiredOrLimited);
    const counted = await trx.updateTable('publish_links').set({ access_count: sql<number>`access_count + 1` })
      .where('uuid', '=', link.uuid).where('taken_down', '=', 0)
      .where((eb) => eb.or([eb('visit_limit', 'is', null), eb('access_count', '<', eb.ref('visit_limit'))]))
      .returning('access_count').executeTakeFirst();
    if (!counted) throw gone(PublishMessageKeys.expiredOrLimited);
    return Number(counted.access_count);
  });
}

/** A link the caller may react to or read the counts of: published and open, or the caller's own. */
async function visibleLink(ctx: RouteContext, linkUuid: string): Promise<PublishLinkTable> {
  const link = await ctx.db.selectFrom('publish_links').selectAll().where('uuid', '=', linkUuid).executeTakeFirst();
  const own = link !== undefined && ctx.session !== undefined && link.user_id === ctx.user.id;
  if (!link || (!own && stateOf(link, ctx.clock.now()) !== 'published')) throw Errors.notFound(PublishMessageKeys.notFound);
  return link;
}

/** The link a visit ticket (from the short-link call) was issued for, while it is not taken down. */
async function visitedLink(ctx: RouteContext, visit: string): Promise<PublishLinkTable> {
  const grant = readVisitTicket(await quickLoginSecret(ctx), visit, ctx.clock.now());
  if (!grant) throw Errors.forbidden(PublishMessageKeys.visitInvalid);
  const link = await ctx.db.selectFrom('publish_links').selectAll().where('uuid', '=', grant.linkUuid).executeTakeFirst();
  if (!link) throw Errors.notFound(PublishMessageKeys.notFound);
  if (link.taken_down === 1) throw gone(PublishMessageKeys.takenDown);
  return link;
}

async function countsOf(ctx: RouteContext, linkUuid: string): Promise<LinkCounts> {
  const link = await ctx.db.selectFrom('publish_links').select(['uuid', 'access_count', 'like_count', 'favorite_count']).where('uuid', '=', linkUuid).executeTakeFirstOrThrow();
  const mine = ctx.session === undefined ? [] : await ctx.db.selectFrom('publish_link_reactions').select('kind')
    .where('link_uuid', '=', linkUuid).where('user_id', '=', ctx.user.id).execute();
  return {
    linkUuid: link.uuid, accessCount: Number(link.access_count), likes: Number(link.like_count), favorites: Number(link.favorite_count),
    liked: mine.some((r) => r.kind === 'like'), favorited: mine.some((r) => r.kind === 'favorite'),
  };
}

/**
 * Set or clear the caller's reaction of a kind. The reaction row and the link's counter change in one transaction,
 * and the counter moves only when the row was really added or removed, so one user counts once however many calls race.
 */
async function react(ctx: RouteContext, linkUuid: string, kind: 'like' | 'favorite', on: boolean): Promise<LinkCounts> {
  const link = await visibleLink(ctx, linkUuid);
  const column = kind === 'like' ? 'like_count' : 'favorite_count';
  await inTransaction(ctx.db, async (trx) => {
    let delta = 0;
    if (on) {
      const added = await trx.insertInto('publish_link_reactions').values({ link_uuid: link.uuid, user_id: ctx.user.id, kind, created_at: ctx.clock.now() })
        .onConflict((oc) => oc.columns(['link_uuid', 'user_id', 'kind']).doNothing()).executeTakeFirst();
      delta = Number(added.numInsertedOrUpdatedRows ?? 0n) > 0 ? 1 : 0;
    } else {
      const removed = await trx.deleteFrom('publish_link_reactions').where('link_uuid', '=', link.uuid).where('user_id', '=', ctx.user.id).where('kind', '=', kind).executeTakeFirst();
      delta = Number(removed.numDeletedRows) > 0 ? -1 : 0;
    }
    if (delta !== 0) await trx.updateTable('publish_links').set({ [column]: sql<number>`${sql.ref(column)} + ${delta}` }).where('uuid', '=', link.uuid).execute();
  });
  return countsOf(ctx, link.uuid);
}

/** Registers what visitors call. */
export function visitRoutes(kit: RouteKit): void {
  kit.endpoint(OpenShortLink, {
    resource: R, action: 'read', auth: 'none',
    async handler(ctx) {
      // Every answer is of this moment (a visit counted, or a link closed, taken down or used up now): a browser keeps
      // none of them. Without this, Chromium served a link's 410 from its cache after the owner took the link down or
      // republished it (the published viewer showed the old state; tests/e2e/publish-dialog.spec.ts).
      ctx.reply.header('cache-control', 'no-store');
      const now = ctx.clock.now();
      const link = await ctx.db.selectFrom('publish_links').selectAll().where('short_key', '=', ctx.params.code).executeTakeFirst();
      if (!link) throw Errors.notFound(PublishMessageKeys.notFound);
      refuseClosed(link, now);
      const record = await publishedRecord(ctx.db, link);
      // The scene (or its project) binned or deleted for good: the link is closed as if taken down.
      if (!record) throw gone(PublishMessageKeys.takenDown);
      await checkPassword(ctx, link, ctx.query.pwd);
      const owner = await ctx.db.selectFrom('users').select(['plan', 'manager']).where('id', '=', link.user_id).executeTakeFirst();
      const plan = owner?.plan ?? 'FREE';
      const gates = publishedGates(link, owner !== undefined && hasGatedFeatures(owner));
      const accessCount = await countVisit(ctx, link, plan);
      const visitExpiresAt = now + PublishLimits.visitSeconds * 1000;
      return {
        linkUuid: link.uuid, shortKey: link.short_key, title: link.title, version: Number(link.version),
        // As preview replies: the logic editor's workspace and backups stay on the server, only the generated code goes.
        content: playerContent(record.content), logic: record.logic, data: record.data,
        allowCopy: link.allow_copy === 1, watermark: gates.watermark, loadingPage: gates.loadingPage, accessCount,
        likes: Number(link.like_count), favorites: Number(link.favorite_count),
        visit: issueVisitTicket(await quickLoginSecret(ctx), { linkUuid: link.uuid, expiresAt: visitExpiresAt }), visitExpiresAt,
      };
    },
  });

  kit.endpoint(LoadPublishedAsset, {
    resource: R, action: 'read', auth: 'none',
    async handler(ctx) {
      const link = await visitedLink(ctx, ctx.query.visit);
      const record = await publishedRecord(ctx.db, link);
      if (!record) throw gone(PublishMessageKeys.takenDown);
      // Only what the published version names (or a content-hash name a stored model refers to).
      if (!previewMayRead(record.content, ctx.query.name)) throw Errors.notFound('asset.notFound');
      const row = await ctx.db.selectFrom('scene_assets').selectAll().where('project_uuid', '=', link.project_uuid).where('name', '=', ctx.query.name).executeTakeFirst();
      if (!row) throw Errors.notFound('asset.notFound');
      return fileReply({ name: ctx.query.name.split('/').pop() ?? 'asset', body: await ctx.blobs.get(row.hash) });
    },
  });

  kit.endpoint(LoadPublishedLogo, {
    resource: R, action: 'read', auth: 'none',
    async handler(ctx) {
      const link = await visitedLink(ctx, ctx.query.visit);
      const owner = await ctx.db.selectFrom('users').select(['plan', 'manager']).where('id', '=', link.user_id).executeTakeFirst();
      // Only what the link's own loading page names, only while the owner's plan shows it, only the owner's live image.
      const logo = owner && hasGatedFeatures(owner) ? storedLoadingPage(link)?.logo : undefined;
      const address = logo ? logoAddressOf(logo) : undefined;
      if (address?.kind !== 'upload') throw Errors.notFound('asset.notFound');
      const row = await ctx.db.selectFrom('resources').select(['hash', 'file_name', 'type_id']).where('pub_res_uuid', '=', address.pubResUuid)
        .where('user_id', '=', link.user_id).where('deleted_at', 'is', null).executeTakeFirst();
      if (!row?.hash || row.type_id !== 'image') throw Errors.notFound('asset.notFound');
      const type = resourceContentType(row.file_name);
      if (!type.startsWith('image/')) throw Errors.notFound('asset.notFound');
      ctx.reply.header('content-security-policy', "default-src 'none'; sandbox").header('cache-control', 'private, max-age=300');
      return fileReply({ name: row.file_name ?? 'logo', body: await ctx.blobs.get(row.hash), contentType: type });
    },
  });

  kit.endpoint(CountPublishLink, {
    resource: R, action: 'read', auth: 'optional',
    async handler(ctx) {
      return countsOf(ctx, (await visibleLink(ctx, ctx.query.linkUuid)).uuid);
    },
  });

  kit.endpoint(LikePublishLink, { resource: R, action: 'react', handler: (ctx) => react(ctx, ctx.query.linkUuid, 'like', true) });
  kit.endpoint(UnlikePublishLink, { resource: R, action: 'react', handler: (ctx) => react(ctx, ctx.query.linkUuid, 'like', false) });
  kit.endpoint(FavoritePublishLink, { resource: R, action: 'react', handler: (ctx) => react(ctx, ctx.query.linkUuid, 'favorite', ctx.query.value === 'true') });
}
