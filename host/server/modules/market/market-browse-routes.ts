/** Browsing the market: get-all-market (the market query), findAll/{page} (name/value filters), get-des-projects. */
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { FindMarketScenes, GetAllMarket, GetMarketProjects } from '../../../../sdk/contract/endpoints/index.js';
import { MarketLimits, MarketMessageKeys, type MarketQuery, type MarketScenesQuery } from '../../../../sdk/contract/market.js';
import { marketPage, marketRows, type MarketListInput } from './market-list.js';
import { dateBound, monthWindow, weekWindow } from './market-dates.js';

const R = 'market';
const flag = (v: 'true' | 'false' | undefined) => (v === undefined ? undefined : v === 'true');

function listContext(ctx: RouteContext) {
  return { db: ctx.db, dialect: ctx.dialect, now: ctx.clock.now(), callerId: ctx.session ? ctx.user.id : undefined };
}

/** The market query as a list input: the screen's filter and the start/end dates both narrow the upload time. */
function fromMarketQuery(ctx: RouteContext, q: MarketQuery): MarketListInput {
  const input: MarketListInput = {
    page: q.page, pageSize: q.pageSize, sortBy: q.sortBy, category: q.category, group: q.group, keyWord: q.keyWord, createdBy: q.createdBy,
    allowCopy: flag(q.allowCopy), isCustomer: flag(q.isCustomer),
  };
  const now = ctx.clock.now();
  const bounds: { from?: number; to?: number }[] = [{ from: dateBound(q.startDate, false), to: dateBound(q.endDate, true) }];
  if (q.filter === 'mine') {
    if (!ctx.session) throw Errors.forbidden(MarketMessageKeys.signInForMine);
    input.userId = ctx.user.id;
  }
  if (q.filter === 'week') bounds.push(weekWindow(now, q.tzOffset));
  if (q.filter === 'month') bounds.push(monthWindow(now, q.tzOffset));
  for (const b of bounds) {
    if (Number.isNaN(b.from) || Number.isNaN(b.to)) throw Errors.badRequest('publish.badDate');
    if (b.from !== undefined) input.from = Math.max(input.from ?? b.from, b.from);
    if (b.to !== undefined) input.to = Math.min(input.to ?? b.to, b.to);
  }
  return input;
}

/** findAll/{page}'s query as a list input: each name/value pair narrows the list (a name without a value is refused). */
function fromScenesQuery(page: number, q: MarketScenesQuery): MarketListInput {
  const input: MarketListInput = { page, pageSize: q.pageSize, sortBy: q.sortBy, category: q.category };
  const pairs = [[q.name1, q.value1], [q.name2, q.value2], [q.name3, q.value3], [q.name4, q.value4], [q.name5, q.value5]] as const;
  for (const [name, value] of pairs) {
    if (name === undefined && value === undefined) continue;
    if (name === undefined || value === undefined) throw Errors.badRequest(MarketMessageKeys.badFilterName);
    if (name === 'keyWord') input.keyWord = [input.keyWord, value].filter(Boolean).join(' ');
    else if (name === 'createdBy') input.createdBy = value;
    else if (name === 'group') input.group = value;
    else if (name === 'project') input.projectUuid = value;
    else if (value !== 'true' && value !== 'false') throw Errors.badRequest(MarketMessageKeys.badFilterName);
    else if (name === 'allowCopy') input.allowCopy = value === 'true';
    else input.isCustomer = value === 'true';
  }
  return input;
}

/** Registers the market's lists (anyone may browse; a session adds `mine` to the rows). */
export function marketBrowseRoutes(kit: RouteKit): void {
  kit.endpoint(GetAllMarket, {
    resource: R, action: 'read', auth: 'optional',
    handler: (ctx) => marketPage(listContext(ctx), fromMarketQuery(ctx, ctx.query)),
  });

  kit.endpoint(FindMarketScenes, {
    resource: R, action: 'read', auth: 'optional', paramPatterns: { page: '^\\d+$' },
    handler: (ctx) => marketPage(listContext(ctx), fromScenesQuery(ctx.params.page, ctx.query)),
  });

  kit.endpoint(GetMarketProjects, {
    resource: R, action: 'read', auth: 'optional',
    async handler(ctx) {
      const now = ctx.clock.now();
      // Projects with at least one scene anyone may open on the market, most recently uploaded first.
      const page = await marketRows(ctx.db).innerJoin('projects', 'projects.uuid', 'pl.project_uuid')
        .select(['projects.uuid', 'projects.name', 'owner.nickname'])
        .select((eb) => [eb.fn.countAll<number>().as('scenes'), eb.fn.max('mi.uploaded_at').as('last')])
        .where('pl.listed', '=', 1).where('pl.taken_down', '=', 0).where('pl.password_hash', 'is', null)
        .where((eb) => eb.or([eb('pl.expires_at', 'is', null), eb('pl.expires_at', '>', now)]))
        .where('projects.deleted_at', 'is', null)
        .where((eb) => eb.exists(eb.selectFrom('scenes').select('scenes.uuid').whereRef('scenes.uuid', '=', 'pl.scene_uuid').where('scenes.deleted_at', 'is', null)))
        .groupBy(['projects.uuid', 'projects.name', 'owner.nickname'])
        .orderBy('last', 'desc').orderBy('projects.uuid').limit(MarketLimits.projects).execute();
      return page.map((p) => ({ uuid: p.uuid, name: p.name, sceneCount: Number(p.scenes), createdBy: p.nickname, updatedAt: Number(p.last) }));
    },
  });
}
