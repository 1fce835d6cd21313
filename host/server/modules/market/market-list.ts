/** One page of the market: the items anyone may open, filtered, searched, sorted and paged. */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database, Db } from '../../db/schema.js';
import type { MarketItemVo, MarketPage, MarketQuery } from '../../../../sdk/contract/market.js';
import { keywordCondition } from './market-search.js';
import './market-tables.js';

/** What a market page is asked for (the market query and findAll/{page} both come to this). */
export interface MarketListInput {
  page: number;
  pageSize: number;
  sortBy: MarketQuery['sortBy'];
  category?: string;
  group?: string;
  allowCopy?: boolean;
  isCustomer?: boolean;
  keyWord?: string;
  /** The uploader's nickname. */
  createdBy?: string;
  /** Uploaded by this user (the 'I uploaded it' filter). */
  userId?: string;
  /** Uploaded in [from, to) (ms). */
  from?: number;
  to?: number;
  projectUuid?: string;
}

type Tables = Database & { mi: Database['market_items']; pl: Database['publish_links']; owner: Database['users'] };
type Eb = ExpressionBuilder<Tables, 'mi' | 'pl' | 'owner'>;

const SORT_COLUMNS = {
  accessCount: 'pl.access_count', likes: 'pl.like_count', favorites: 'pl.favorite_count', createdAt: 'mi.uploaded_at', updatedAt: 'mi.synced_at',
} as const;

/** Only what anyone may open: a listed link, published, unexpired, not used up, without a password, its scene and project live. */
function openToAll(eb: Eb, now: number): Expression<SqlBool>[] {
  return [
    eb('pl.listed', '=', 1), eb('pl.taken_down', '=', 0), eb('pl.password_hash', 'is', null),
    eb.or([eb('pl.expires_at', 'is', null), eb('pl.expires_at', '>', now)]),
    eb.or([eb('pl.visit_limit', 'is', null), eb('pl.access_count', '<', eb.ref('pl.visit_limit'))]),
    eb.exists(eb.selectFrom('scenes').innerJoin('projects', 'projects.uuid', 'scenes.project_uuid').select('scenes.uuid')
      .whereRef('scenes.uuid', '=', 'pl.scene_uuid').where('scenes.deleted_at', 'is', null).where('projects.deleted_at', 'is', null)),
  ];
}

function filtersOf(eb: Eb, q: MarketListInput, dialect: 'sqlite' | 'postgres'): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [];
  const category = q.category?.trim();
  if (category && category !== 'All') out.push(eb('pl.category', '=', category));
  if (q.group !== undefined && q.group.trim() !== '') out.push(eb('pl.group_name', '=', q.group.trim()));
  if (q.allowCopy !== undefined) out.push(eb('pl.allow_copy', '=', q.allowCopy ? 1 : 0));
  if (q.isCustomer !== undefined) out.push(eb('pl.is_customer', '=', q.isCustomer ? 1 : 0));
  if (q.createdBy !== undefined && q.createdBy.trim() !== '') out.push(eb('owner.nickname', '=', q.createdBy.trim()));
  if (q.userId !== undefined) out.push(eb('mi.user_id', '=', q.userId));
  if (q.from !== undefined) out.push(eb('mi.uploaded_at', '>=', q.from));
  if (q.to !== undefined) out.push(eb('mi.uploaded_at', '<', q.to));
  if (q.projectUuid !== undefined) out.push(eb('pl.project_uuid', '=', q.projectUuid));
  const keyword = keywordCondition(dialect, q.keyWord);
  if (keyword) out.push(keyword);
  return out;
}

/** The market's rows joined as every list reads them. */
export function marketRows(db: Db) {
  return db.selectFrom('market_items as mi').innerJoin('publish_links as pl', 'pl.uuid', 'mi.link_uuid').innerJoin('users as owner', 'owner.id', 'mi.user_id');
}

/** One page of the market and its page info. */
export async function marketPage(ctx: { db: Db; dialect: 'sqlite' | 'postgres'; now: number; callerId?: string }, q: MarketListInput): Promise<MarketPage> {
  const where = (eb: Eb) => eb.and([...openToAll(eb, ctx.now), ...filtersOf(eb, q, ctx.dialect)]);
  const total = await marketRows(ctx.db).select((eb) => eb.fn.countAll<number>().as('n')).where(where).executeTakeFirst();
  const rows = await marketRows(ctx.db)
    .select(['mi.link_uuid', 'mi.user_id', 'mi.description', 'mi.preview', 'mi.uploaded_at', 'mi.synced_at', 'pl.short_key', 'pl.title', 'pl.category',
      'pl.group_name', 'pl.allow_copy', 'pl.is_customer', 'pl.access_count', 'pl.like_count', 'pl.favorite_count', 'owner.nickname'])
    .where(where).orderBy(SORT_COLUMNS[q.sortBy], 'desc').orderBy('mi.link_uuid', 'asc')
    .limit(q.pageSize).offset((q.page - 1) * q.pageSize).execute();
  const totalRows = Number(total?.n ?? 0);
  return {
    rows: rows.map((r): MarketItemVo => ({
      marketId: r.link_uuid, shortKey: r.short_key, title: r.title, description: r.description, category: r.category, group: r.group_name,
      allowCopy: r.allow_copy === 1, isCustomer: r.is_customer === 1, accessCount: Number(r.access_count), likes: Number(r.like_count),
      favorites: Number(r.favorite_count), createdBy: r.nickname, mine: ctx.callerId !== undefined && r.user_id === ctx.callerId,
      preview: r.preview, uploadedAt: Number(r.uploaded_at), updatedAt: Number(r.synced_at),
    })),
    pageInfo: { pageNo: q.page, pageSize: q.pageSize, totalRows, total: Math.ceil(totalRows / q.pageSize) },
  };
}

/** One item anyone may open now, with its link's fields, or undefined. */
export async function openMarketItem(db: Db, now: number, id: string) {
  return marketRows(db)
    .select(['mi.link_uuid', 'mi.preview', 'mi.description', 'pl.short_key', 'pl.scene_uuid', 'pl.project_uuid', 'pl.version', 'pl.title', 'pl.allow_copy'])
    .where((eb) => eb.and([eb('mi.link_uuid', '=', id), ...openToAll(eb, now)]))
    .executeTakeFirst();
}
