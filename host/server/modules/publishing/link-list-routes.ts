/** artist-links (the caller's links) and artist-links-public (listed open links of everyone): filtered, sorted, paged. */
import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { ArtistLinks, ArtistLinksPublic } from '../../../../sdk/contract/endpoints/index.js';
import type { ArtistLinksQuery } from '../../../../sdk/contract/publish-link.js';
import { toLinkVo, toPublicVo } from './publish-store.js';

const R = 'publish-link';
const DAY_MS = 86_400_000;

type Eb = ExpressionBuilder<Database & { owner: Database['users'] }, 'publish_links' | 'owner'>;

const SORT_COLUMNS = {
  accessCount: 'publish_links.access_count', likes: 'publish_links.like_count', favorites: 'publish_links.favorite_count',
  createdAt: 'publish_links.created_at', updatedAt: 'publish_links.updated_at',
} as const;

/** A date bound in ms: a number of ms, or YYYY-MM-DD (UTC; an end date takes its whole day). */
function dateBound(text: string | undefined, end: boolean): number | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  const ms = Date.parse(`${text}T00:00:00Z`);
  if (Number.isNaN(ms)) throw Errors.badRequest('publish.badDate');
  return end ? ms + DAY_MS - 1 : ms;
}

/** `%text%` for LIKE with its wildcards and the escape character escaped. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The filters of the query every list applies (the market query of spec 000 §3). */
function filtersOf(q: ArtistLinksQuery): (eb: Eb) => Expression<SqlBool>[] {
  const start = dateBound(q.startDate, false);
  const end = dateBound(q.endDate, true);
  return (eb) => {
    const out: Expression<SqlBool>[] = [];
    if (q.category !== undefined && q.category !== '' && q.category !== 'All') out.push(eb('publish_links.category', '=', q.category));
    if (q.group !== undefined && q.group !== '') out.push(eb('publish_links.group_name', '=', q.group));
    if (q.isCustomer !== undefined) out.push(eb('publish_links.is_customer', '=', q.isCustomer === 'true' ? 1 : 0));
    if (q.allowCopy !== undefined) out.push(eb('publish_links.allow_copy', '=', q.allowCopy === 'true' ? 1 : 0));
    if (start !== undefined) out.push(eb('publish_links.created_at', '>=', start));
    if (end !== undefined) out.push(eb('publish_links.created_at', '<=', end));
    if (q.keyword !== undefined && q.keyword.trim() !== '') out.push(sql<SqlBool>`lower(publish_links.title) like ${containsPattern(q.keyword.trim())} escape '\\'`);
    if (q.link !== undefined && q.link !== '') out.push(eb.or([eb('publish_links.uuid', '=', q.link), eb('publish_links.short_key', '=', q.link)]));
    return out;
  };
}

/** Registers the two link lists. */
export function linkListRoutes(kit: RouteKit): void {
  const base = (db: Parameters<Parameters<RouteKit['endpoint']>[1]['handler']>[0]['db']) =>
    db.selectFrom('publish_links').innerJoin('users as owner', 'owner.id', 'publish_links.user_id');

  kit.endpoint(ArtistLinks, {
    resource: R, action: 'read',
    async handler(ctx) {
      const q = ctx.query;
      const filters = filtersOf(q);
      const where = (eb: Eb) => eb.and([
        eb('publish_links.user_id', '=', ctx.user.id),
        ...(q.sceneUuid === undefined ? [] : [eb('publish_links.scene_uuid', '=', q.sceneUuid)]),
        ...filters(eb),
      ]);
      const total = await base(ctx.db).select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirst();
      const rows = await base(ctx.db).selectAll('publish_links').select('owner.nickname')
        .select((eb) => eb.selectFrom('scenes').select('scenes.version').whereRef('scenes.uuid', '=', 'publish_links.scene_uuid').where('scenes.deleted_at', 'is', null).as('latest_version'))
        .where(where).orderBy(SORT_COLUMNS[q.sortBy], 'desc').orderBy('publish_links.uuid', 'asc')
        .limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
      const now = ctx.clock.now();
      const totalRows = Number(total?.n ?? 0);
      return {
        rows: rows.map((r) => toLinkVo(r, { latestVersion: r.latest_version === null ? null : Number(r.latest_version), createdBy: r.nickname }, now)),
        pageInfo: { pageNo: q.page, pageSize: q.pageSize, totalRows, total: Math.ceil(totalRows / q.pageSize) },
      };
    },
  });

  kit.endpoint(ArtistLinksPublic, {
    resource: R, action: 'read', auth: 'none',
    async handler(ctx) {
      const q = ctx.query;
      const now = ctx.clock.now();
      const filters = filtersOf(q);
      // Only what a visitor can open: listed, published, unexpired, not used up, no password, its scene and project live.
      const where = (eb: Eb) => eb.and([
        eb('publish_links.listed', '=', 1), eb('publish_links.taken_down', '=', 0), eb('publish_links.password_hash', 'is', null),
        eb.or([eb('publish_links.expires_at', 'is', null), eb('publish_links.expires_at', '>', now)]),
        eb.or([eb('publish_links.visit_limit', 'is', null), eb('publish_links.access_count', '<', eb.ref('publish_links.visit_limit'))]),
        eb.exists(eb.selectFrom('scenes').innerJoin('projects', 'projects.uuid', 'scenes.project_uuid').select('scenes.uuid')
          .whereRef('scenes.uuid', '=', 'publish_links.scene_uuid').where('scenes.deleted_at', 'is', null).where('projects.deleted_at', 'is', null)),
        ...(q.createdBy !== undefined && q.createdBy !== '' ? [eb('owner.nickname', '=', q.createdBy)] : []),
        ...filters(eb),
      ]);
      const total = await base(ctx.db).select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirst();
      const rows = await base(ctx.db).selectAll('publish_links').select('owner.nickname')
        .where(where).orderBy(SORT_COLUMNS[q.sortBy], 'desc').orderBy('publish_links.uuid', 'asc')
        .limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
      const totalRows = Number(total?.n ?? 0);
      return {
        rows: rows.map((r) => toPublicVo(r, r.nickname)),
        pageInfo: { pageNo: q.page, pageSize: q.pageSize, totalRows, total: Math.ceil(totalRows / q.pageSize) },
      };
    },
  });
}
