import type { ProjectVo } from '../../../../sdk/contract/project.js';
import type { Db, ProjectTable } from '../../db/schema.js';
import { addUsedBytes, textBytes } from '../quota/used-storage.js';
import type { ProjectRole } from '../../../../sdk/contract/project-members.js';
import { ownerAccount, projectAccess, type ProjectWithRole } from '../members/project-access.js';
import type { RouteContext } from '../../http/route-kit.js';

/**
 * A live (not deleted) project the signed-in user has at least `need` in (the owner by default): a 404 refusal when
 * they have no part in it (another user's id gets the same refusal as a missing one), 403 when their role is too low.
 */
export async function requireOwnedProject(ctx: Pick<RouteContext, 'db' | 'user'>, uuid: string, need: ProjectRole = 'owner'): Promise<ProjectWithRole> {
  return projectAccess(ctx, uuid, need);
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
    const { role: _role, ...stored } = { ...row, ...set } as ProjectTable & { role?: unknown };
    return { row, merged: { ...stored, stored_bytes: projectBytes(stored) } };
  });
  // Each project's bytes count against its owner (a member's change of a shared project uses the owner's storage).
  const deltas = new Map<string, number>();
  for (const { row, merged } of next) deltas.set(row.user_id, (deltas.get(row.user_id) ?? 0) + (merged.stored_bytes ?? 0) - Number(row.stored_bytes ?? 0));
  for (const [ownerId, delta] of deltas) if (delta > 0) await ctx.quota.ensureSpace(await ownerAccount(ctx, ownerId), delta);
  await ctx.db.transaction().execute(async (trx) => {
    for (const { row, merged } of next) {
      const { uuid: _uuid, ...columns } = merged;
      await trx.updateTable('projects').set(columns).where('uuid', '=', row.uuid).execute();
    }
    for (const [ownerId, delta] of deltas) await addUsedBytes(trx, ownerId, delta);
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

/** The wire form of a project row (with the caller's role and the owner's name on a project shared with them). */
export function toProjectVo(row: ProjectTable, shared?: { role: ProjectRole; ownerName: string }): ProjectVo {
  const sharing: Pick<ProjectVo, 'role' | 'ownerName'> = shared && shared.role !== 'owner' ? { role: shared.role, ownerName: shared.ownerName } : {};
  return {
    ...sharing,
    uuid: row.uuid,
    name: row.name,
    groups: parseList(row.groups),
    desRoutes: parseList(row.des_routes),
    infoPoints: parseList(row.info_points) as ProjectVo['infoPoints'],
    isDefault: row.is_default === 1 && sharing.role === undefined, // the owner's default, not the member's
    componentLib: row.kind === 'component-lib',
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}
