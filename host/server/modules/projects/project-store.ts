import type { ProjectVo } from '../../../../sdk/contract/project.js';
import type { Db, ProjectTable } from '../../db/schema.js';
import { addUsedBytes, textBytes } from '../quota/used-storage.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext } from '../../http/route-kit.js';

/** A live (not deleted) project of the signed-in user, or a 404 refusal (another user's id gets the same refusal). */
export async function requireOwnedProject(ctx: Pick<RouteContext, 'db' | 'user'>, uuid: string): Promise<ProjectTable> {
  const row = await ctx.db.selectFrom('projects').selectAll()
    .where('uuid', '=', uuid).where('user_id', '=', ctx.user.id).where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('project.notFound');
  return row;
}

/** Bytes a project row stores for its owner: its groups, routes and info points (UTF-8 JSON). */
export function projectBytes(row: Pick<ProjectTable, 'groups' | 'des_routes' | 'info_points'>): number {
  return textBytes(row.groups, row.des_routes, row.info_points);
}

/**
 * Writes a change of project rows (one transaction): lists that grow are checked against the quota first, and the
 * owner's used storage follows their new size.
 */
export async function changeProjects(ctx: Pick<RouteContext, 'db' | 'user' | 'quota' | 'projectLists'>, changes: readonly { row: ProjectTable; set: Partial<ProjectTable> }[]): Promise<ProjectTable[]> {
  const next = changes.map(({ row, set }) => {
    const merged = { ...row, ...set };
    return { row, merged: { ...merged, stored_bytes: projectBytes(merged) } };
  });
  const delta = next.reduce((sum, { row, merged }) => sum + (merged.stored_bytes ?? 0) - Number(row.stored_bytes ?? 0), 0);
  if (delta > 0) await ctx.quota.ensureSpace(ctx.user, delta);
  await ctx.db.transaction().execute(async (trx) => {
    for (const { row, merged } of next) {
      const { uuid: _uuid, ...columns } = merged;
      await trx.updateTable('projects').set(columns).where('uuid', '=', row.uuid).execute();
    }
    await addUsedBytes(trx, ctx.user.id, delta);
  });
  for (const owner of new Set(changes.map(({ row }) => row.user_id))) ctx.projectLists.forgetUser(owner); // committed: this instance forgets at once
  return next.map((n) => n.merged);
}

/** Inserts a project row, its lists counted in the owner's used storage (checked against the quota first). */
export async function insertProject(ctx: Pick<RouteContext, 'db' | 'user' | 'quota' | 'projectLists'>, row: ProjectTable): Promise<ProjectTable> {
  const stored = { ...row, stored_bytes: projectBytes(row) };
  await ctx.quota.ensureSpace(ctx.user, stored.stored_bytes);
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('projects').values(stored).execute();
    await addUsedBytes(trx, row.user_id, stored.stored_bytes);
  });
  ctx.projectLists.forgetUser(row.user_id); // committed: this instance forgets at once (the others when the database tells them)
  return stored;
}

/** Bytes of the project rows a user owns (a recount; the quota reads the running total). */
export async function projectRowBytes(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('projects').select((eb) => eb.fn.sum<number>('stored_bytes').as('total')).where('user_id', '=', userId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

function parseList(text: string): unknown[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** The wire form of a project row. */
export function toProjectVo(row: ProjectTable): ProjectVo {
  return {
    uuid: row.uuid,
    name: row.name,
    groups: parseList(row.groups),
    desRoutes: parseList(row.des_routes),
    infoPoints: parseList(row.info_points) as ProjectVo['infoPoints'],
    isDefault: row.is_default === 1,
    componentLib: row.kind === 'component-lib',
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
