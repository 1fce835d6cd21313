/** Publish link rows: ownership, state, the owner's and the public wire shapes, short keys. */
import { randomBytes } from 'node:crypto';
import './publish-tables.js';
import type { PublishLinkTable } from './publish-tables.js';
import { storedLoadingPage, storedPosterStyle } from './publish-gates.js';
import type { Db } from '../../db/schema.js';
import { versionRecord } from '../scenes/scene-content.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext } from '../../http/route-kit.js';
import { PublishLimits, PublishMessageKeys, type PublicLinkVo, type PublishLinkVo, type PublishState } from '../../../../sdk/contract/publish-link.js';

/** A new short key: 16 random bytes as 22 base64url characters (128 bits; the issue asks for at least 64). */
export function newShortKey(): string {
  const key = randomBytes(16).toString('base64url');
  if (key.length !== PublishLimits.shortKeyChars) throw new Error('short key of an unexpected length');
  return key;
}

/** The link has used up its own visit limit. */
export function visitsUsedUp(link: Pick<PublishLinkTable, 'visit_limit' | 'access_count'>): boolean {
  return link.visit_limit !== null && Number(link.access_count) >= Number(link.visit_limit);
}

/** The state a link is in at `now`: taken down by its owner, expired (date or its visit limit), or published. */
export function stateOf(link: Pick<PublishLinkTable, 'taken_down' | 'expires_at' | 'visit_limit' | 'access_count'>, now: number): PublishState {
  if (link.taken_down === 1) return 'takenDown';
  if ((link.expires_at !== null && Number(link.expires_at) <= now) || visitsUsedUp(link)) return 'expired';
  return 'published';
}

/** One of the signed-in user's links, or a 404 that does not tell a foreign link from a missing one. */
export async function ownedLink(ctx: Pick<RouteContext, 'db' | 'user'>, linkUuid: string): Promise<PublishLinkTable> {
  const link = await ctx.db.selectFrom('publish_links').selectAll().where('uuid', '=', linkUuid).where('user_id', '=', ctx.user.id).executeTakeFirst();
  if (!link) throw Errors.notFound(PublishMessageKeys.notFound);
  return link;
}

/** The published record of a link's scene: its version's saved fields, or undefined when the scene is binned or gone. */
export async function publishedRecord(db: Db, link: Pick<PublishLinkTable, 'scene_uuid' | 'version'>): Promise<{ content: string; logic: string | null; data: string | null } | undefined> {
  const row = await db.selectFrom('scene_versions')
    .innerJoin('scenes', 'scenes.uuid', 'scene_versions.scene_uuid')
    .innerJoin('projects', 'projects.uuid', 'scenes.project_uuid')
    .select(['scene_versions.record', 'scene_versions.content'])
    .where('scene_versions.scene_uuid', '=', link.scene_uuid).where('scene_versions.version', '=', link.version)
    .where('scenes.deleted_at', 'is', null).where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const record = versionRecord(row) as { content?: unknown; logic?: unknown; data?: unknown };
  return {
    content: typeof record.content === 'string' ? record.content : '{}',
    logic: typeof record.logic === 'string' ? record.logic : null,
    data: typeof record.data === 'string' ? record.data : null,
  };
}

/** The owner's view of a link. */
export function toLinkVo(link: PublishLinkTable, extra: { latestVersion: number | null; createdBy: string }, now: number): PublishLinkVo {
  return {
    linkUuid: link.uuid, shortKey: link.short_key, sceneUuid: link.scene_uuid, projectUuid: link.project_uuid, version: Number(link.version),
    latestVersion: extra.latestVersion, title: link.title, category: link.category, group: link.group_name, hasPassword: link.password_hash !== null,
    expiresAt: link.expires_at === null ? null : Number(link.expires_at), visitLimit: link.visit_limit === null ? null : Number(link.visit_limit),
    allowCopy: link.allow_copy === 1, isCustomer: link.is_customer === 1, listed: link.listed === 1,
    hideWatermark: link.hide_watermark === 1, loadingPage: storedLoadingPage(link), posterStyle: storedPosterStyle(link), state: stateOf(link, now),
    accessCount: Number(link.access_count), likes: Number(link.like_count), favorites: Number(link.favorite_count),
    createdBy: extra.createdBy, createdAt: Number(link.created_at), updatedAt: Number(link.updated_at),
  };
}

/** The public view of a link. */
export function toPublicVo(link: PublishLinkTable, createdBy: string): PublicLinkVo {
  return {
    linkUuid: link.uuid, shortKey: link.short_key, title: link.title, category: link.category, group: link.group_name,
    allowCopy: link.allow_copy === 1, isCustomer: link.is_customer === 1, accessCount: Number(link.access_count),
    likes: Number(link.like_count), favorites: Number(link.favorite_count), createdBy, createdAt: Number(link.created_at),
  };
}

/** The owner's view of a link as stored now (latest version and the owner's nickname read with it). */
export async function linkVoOf(ctx: Pick<RouteContext, 'db' | 'clock'>, linkUuid: string): Promise<PublishLinkVo> {
  const link = await ctx.db.selectFrom('publish_links').selectAll().where('uuid', '=', linkUuid).executeTakeFirstOrThrow();
  const scene = await ctx.db.selectFrom('scenes').select('version').where('uuid', '=', link.scene_uuid).where('deleted_at', 'is', null).executeTakeFirst();
  const owner = await ctx.db.selectFrom('users').select('nickname').where('id', '=', link.user_id).executeTakeFirst();
  return toLinkVo(link, { latestVersion: scene ? Number(scene.version) : null, createdBy: owner?.nickname ?? '' }, ctx.clock.now());
}
