/** Who may do what in a project: its owner, its members (editor, viewer), nobody else (docs/collaboration.md). */
import './member-tables.js';
import type { ProjectRole } from '../../../../sdk/contract/project-members.js';
import type { Db, ProjectTable } from '../../db/schema.js';
import { Errors } from '../../http/api-error.js';
import type { AuthUser } from '../../auth/auth-user.js';

const RANK: Record<ProjectRole, number> = { viewer: 1, editor: 2, owner: 3 };

/** A project row with the caller's role in it. */
export type ProjectWithRole = ProjectTable & { readonly role: ProjectRole };

/** The account whose storage and plan a project's writes count against: its owner. */
export interface OwnerAccount {
  readonly id: string;
  readonly plan: string;
  readonly manager: boolean;
}

type Ctx = { readonly db: Db; readonly user: Pick<AuthUser, 'id'> };

/** The caller's role from the project's owner and the caller's member row (undefined: no access at all). */
export function roleOf(userId: string, ownerId: string, memberRole: string | null | undefined): ProjectRole | undefined {
  if (userId === ownerId) return 'owner';
  return memberRole === 'editor' || memberRole === 'viewer' ? memberRole : undefined;
}

/**
 * Refuses a role below `need`: nobody at all gets the same 404 as a missing project (never reveal it exists); a
 * member whose role is too low is told what their role allows (403).
 */
export function requireRole(role: ProjectRole | undefined, need: ProjectRole, notFoundKey = 'project.notFound'): ProjectRole {
  if (role === undefined) throw Errors.notFound(notFoundKey);
  if (RANK[role] >= RANK[need]) return role;
  throw Errors.forbidden(need === 'owner' ? 'project.ownerOnly' : 'project.viewerReadOnly');
}

/** A live (not deleted) project the caller has at least `need` in, with their role; 404 or 403 otherwise. */
export async function projectAccess(ctx: Ctx, uuid: string, need: ProjectRole): Promise<ProjectWithRole> {
  const row = await ctx.db.selectFrom('projects')
    .leftJoin('project_members', (join) => join.onRef('project_members.project_uuid', '=', 'projects.uuid').on('project_members.user_id', '=', ctx.user.id))
    .selectAll('projects').select('project_members.role as member_role')
    .where('projects.uuid', '=', uuid).where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw Errors.notFound('project.notFound');
  const { member_role: memberRole, ...project } = row;
  const role = requireRole(roleOf(ctx.user.id, project.user_id, memberRole), need);
  return { ...project, role };
}

/** The owner of a project as an account whose quota and plan apply (the caller when they own it). */
export async function ownerAccount(ctx: { readonly db: Db; readonly user: AuthUser }, ownerId: string): Promise<OwnerAccount> {
  if (ownerId === ctx.user.id) return ctx.user;
  const row = await ctx.db.selectFrom('users').select(['id', 'plan', 'manager']).where('id', '=', ownerId).executeTakeFirst();
  if (!row) throw Errors.notFound('project.notFound');
  return { id: row.id, plan: row.plan, manager: row.manager === 1 };
}
