import type { RouteContext } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import type { Db } from '../../db/schema.js';
import { ComponentLibLimits, ComponentLibMessageKeys, type ComponentLibStatus, type ComponentLibVo } from '../../../../sdk/contract/component-lib.js';

/** Which libraries a list names. */
export type LibFilter = { readonly owner: string } | { readonly status: ComponentLibStatus };

/** Component libraries (projects of kind 'component-lib', not binned) with their owner, review and component count. */
function libsQuery(db: Db) {
  return db.selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.user_id')
    .leftJoin('component_lib_reviews as r', 'r.project_uuid', 'projects.uuid')
    .select(['projects.uuid', 'projects.name', 'projects.user_id', 'projects.updated_at', 'users.nickname', 'users.manager', 'r.status'])
    .select((eb) => eb.selectFrom('scenes').select((e) => e.fn.countAll<number | string>().as('n'))
      .whereRef('scenes.project_uuid', '=', 'projects.uuid').where('scenes.deleted_at', 'is', null).as('component_count'))
    .where('projects.kind', '=', 'component-lib').where('projects.deleted_at', 'is', null);
}

type LibRow = Awaited<ReturnType<ReturnType<typeof libsQuery>['executeTakeFirstOrThrow']>>;

function toVo(row: LibRow, callerId: string | undefined): ComponentLibVo {
  return {
    uuid: row.uuid, name: row.name, status: row.status ?? 'draft', official: Number(row.manager) === 1, mine: row.user_id === callerId,
    createdBy: row.nickname, componentCount: Number(row.component_count ?? 0), updatedAt: Number(row.updated_at),
  };
}

/** The libraries one filter names, most recently changed first. */
export async function listLibs(db: Db, filter: LibFilter, callerId: string | undefined): Promise<ComponentLibVo[]> {
  let q = libsQuery(db);
  q = 'owner' in filter ? q.where('projects.user_id', '=', filter.owner) : q.where('r.status', '=', filter.status);
  const rows = await q.orderBy('projects.updated_at', 'desc').orderBy('projects.uuid').limit(ComponentLibLimits.listed).execute();
  return rows.map((r) => toVo(r, callerId));
}

/**
 * A library the caller may see: their own, an approved one, or any for a manager; otherwise the same 404 as a missing
 * one (nobody learns that another user's draft exists).
 */
export async function visibleLib(ctx: Pick<RouteContext, 'db' | 'user'>, uuid: string): Promise<ComponentLibVo> {
  const row = await libsQuery(ctx.db).where('projects.uuid', '=', uuid).executeTakeFirst();
  if (!row || !(row.user_id === ctx.user.id || row.status === 'approved' || ctx.user.manager)) throw Errors.notFound(ComponentLibMessageKeys.notFound);
  return toVo(row, ctx.user.id);
}

/** One of the caller's libraries, or the same 404. */
export async function ownLib(ctx: Pick<RouteContext, 'db' | 'user'>, uuid: string): Promise<ComponentLibVo> {
  const lib = await visibleLib(ctx, uuid);
  if (!lib.mine) throw Errors.notFound(ComponentLibMessageKeys.notFound);
  return lib;
}

/** Set a library's review state. */
export async function setReview(db: Db, uuid: string, status: ComponentLibStatus, now: number, reviewer: string | null): Promise<void> {
  const submitted = status === 'submitted' ? { submitted_at: now } : {};
  const reviewed = status === 'submitted' ? { reviewed_at: null, reviewed_by: null } : { reviewed_at: now, reviewed_by: reviewer };
  await db.insertInto('component_lib_reviews').values({ project_uuid: uuid, status, submitted_at: now, ...reviewed })
    .onConflict((oc) => oc.column('project_uuid').doUpdateSet({ status, ...submitted, ...reviewed })).execute();
}

/** How many libraries a user has (binned ones excepted). */
export async function libCount(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('projects').select((e) => e.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId).where('kind', '=', 'component-lib').where('deleted_at', 'is', null).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Refuses a new library beyond the per-user limit. */
export async function requireRoomForLib(ctx: Pick<RouteContext, 'db' | 'user'>): Promise<void> {
  if (await libCount(ctx.db, ctx.user.id) >= ComponentLibLimits.libsPerUser) throw Errors.badRequest(ComponentLibMessageKeys.tooMany, { max: ComponentLibLimits.libsPerUser });
}
