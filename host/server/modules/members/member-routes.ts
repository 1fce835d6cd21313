/** /repo/kf-project-members: a project's members, invitations and their answers (docs/collaboration.md). */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  AcceptInvitation, DeclineInvitation, GetProjectMembers, InviteMember, LeaveProject, MyInvitations, RemoveMember, RevokeInvitation, SetMemberRole,
} from '../../../../sdk/contract/endpoints/index.js';
import { MemberLimits, type MemberRole, type ProjectMember } from '../../../../sdk/contract/project-members.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { projectAccess } from './project-access.js';
import './member-tables.js';

const R = 'project';

function memberRole(role: string): MemberRole {
  return role === 'editor' ? 'editor' : 'viewer';
}

/** The account an invitation names: a username, or the mailbox of exactly one account. */
async function inviteeOf(ctx: RouteContext, invitee: string): Promise<{ id: string; username: string; nickname: string }> {
  const byName = await ctx.db.selectFrom('users').select(['id', 'username', 'nickname']).where('username', '=', invitee).executeTakeFirst();
  if (byName) return byName;
  if (invitee.includes('@')) {
    const byMail = await ctx.db.selectFrom('users').select(['id', 'username', 'nickname']).where(sql<string>`lower(email)`, '=', invitee.toLowerCase()).limit(2).execute();
    if (byMail.length === 1) return byMail[0];
  }
  throw Errors.notFound('members.noAccount');
}

async function countOf(ctx: RouteContext, table: 'project_members' | 'project_invitations', projectUuid: string, now?: number): Promise<number> {
  let q = ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('project_uuid', '=', projectUuid);
  if (table === 'project_invitations' && now !== undefined) q = q.where('expires_at', '>', now);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** A member row of the project with their account, or a 404 refusal naming it. */
async function requireMember(ctx: RouteContext, projectUuid: string, userId: string, ownerId: string) {
  if (userId === ownerId) throw Errors.badRequest('members.ownerStays');
  const row = await ctx.db.selectFrom('project_members').innerJoin('users', 'users.id', 'project_members.user_id')
    .select(['project_members.user_id', 'project_members.role', 'project_members.created_at', 'users.username', 'users.nickname'])
    .where('project_members.project_uuid', '=', projectUuid).where('project_members.user_id', '=', userId).executeTakeFirst();
  if (!row) throw Errors.notFound('members.notMember');
  return row;
}

/** An invitation addressed to the caller, live; answering it deletes it (single use). */
async function takeInvitation(ctx: RouteContext, id: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('project_invitations').selectAll().where('id', '=', id).where('invitee_id', '=', ctx.user.id).executeTakeFirst();
    if (!row) throw Errors.notFound('members.invitationGone');
    const taken = await trx.deleteFrom('project_invitations').where('id', '=', id).executeTakeFirst();
    if (Number(taken.numDeletedRows) !== 1 || row.expires_at <= ctx.clock.now()) throw Errors.notFound('members.invitationGone');
    return row;
  });
}

/** Registers the member calls. */
export function memberRoutes(kit: RouteKit): void {
  kit.endpoint(GetProjectMembers, {
    resource: R, action: 'read',
    async handler(ctx) {
      const project = await projectAccess(ctx, ctx.params.projectUuid, 'viewer');
      const owner = await ctx.db.selectFrom('users').select(['id', 'username', 'nickname']).where('id', '=', project.user_id).executeTakeFirstOrThrow();
      const rows = await ctx.db.selectFrom('project_members').innerJoin('users', 'users.id', 'project_members.user_id')
        .select(['project_members.user_id', 'project_members.role', 'project_members.created_at', 'users.username', 'users.nickname'])
        .where('project_members.project_uuid', '=', project.uuid).orderBy('project_members.created_at').execute();
      const members: ProjectMember[] = [
        { userId: owner.id, username: owner.username, nickname: owner.nickname, role: 'owner', since: Number(project.created_at) },
        ...rows.map((r) => ({ userId: r.user_id, username: r.username, nickname: r.nickname, role: memberRole(r.role), since: Number(r.created_at) })),
      ];
      const invitations = project.role !== 'owner' ? [] : (await ctx.db.selectFrom('project_invitations').innerJoin('users', 'users.id', 'project_invitations.invitee_id')
        .select(['project_invitations.invitee_id', 'project_invitations.role', 'project_invitations.expires_at', 'users.username', 'users.nickname'])
        .where('project_invitations.project_uuid', '=', project.uuid).where('project_invitations.expires_at', '>', ctx.clock.now())
        .orderBy('project_invitations.created_at').execute())
        .map((r) => ({ inviteeId: r.invitee_id, username: r.username, nickname: r.nickname, role: memberRole(r.role), expiresAt: Number(r.expires_at) }));
      return { projectUuid: project.uuid, projectName: project.name, myRole: project.role, members, invitations };
    },
  });

  kit.endpoint(InviteMember, {
    resource: R, action: 'write',
    async handler(ctx) {
      const project = await projectAccess(ctx, ctx.body.projectUuid, 'owner');
      if (project.kind !== 'project' || project.is_default === 1) throw Errors.badRequest('members.onlyProjects');
      const invitee = await inviteeOf(ctx, ctx.body.invitee);
      if (invitee.id === ctx.user.id) throw Errors.badRequest('members.self');
      const member = await ctx.db.selectFrom('project_members').select('user_id').where('project_uuid', '=', project.uuid).where('user_id', '=', invitee.id).executeTakeFirst();
      if (member) throw Errors.conflict('members.already');
      if (await countOf(ctx, 'project_members', project.uuid) >= MemberLimits.membersPerProject) throw Errors.badRequest('members.tooMany', { max: MemberLimits.membersPerProject });
      const now = ctx.clock.now();
      const expiresAt = now + MemberLimits.invitationTtlMs;
      await ctx.db.transaction().execute(async (trx) => {
        // A new invitation to the same person replaces the old one (its id changes: the old one can no longer be used).
        await trx.deleteFrom('project_invitations').where('project_uuid', '=', project.uuid).where('invitee_id', '=', invitee.id).execute();
        await trx.deleteFrom('project_invitations').where('project_uuid', '=', project.uuid).where('expires_at', '<=', now).execute();
        const pending = Number((await trx.selectFrom('project_invitations').select((eb) => eb.fn.countAll<number>().as('n')).where('project_uuid', '=', project.uuid).executeTakeFirstOrThrow()).n);
        if (pending >= MemberLimits.pendingPerProject) throw Errors.badRequest('members.tooManyPending', { max: MemberLimits.pendingPerProject });
        const waiting = Number((await trx.selectFrom('project_invitations').select((eb) => eb.fn.countAll<number>().as('n')).where('invitee_id', '=', invitee.id).where('expires_at', '>', now).executeTakeFirstOrThrow()).n);
        if (waiting >= MemberLimits.pendingPerInvitee) throw Errors.badRequest('members.tooManyPending', { max: MemberLimits.pendingPerInvitee });
        await trx.insertInto('project_invitations').values({
          id: randomBytes(24).toString('base64url'), project_uuid: project.uuid, inviter_id: ctx.user.id, invitee_id: invitee.id, role: ctx.body.role, created_at: now, expires_at: expiresAt,
        }).execute();
      });
      return { inviteeId: invitee.id, username: invitee.username, nickname: invitee.nickname, role: ctx.body.role, expiresAt };
    },
  });

  kit.endpoint(RevokeInvitation, {
    resource: R, action: 'write',
    async handler(ctx) {
      const project = await projectAccess(ctx, ctx.body.projectUuid, 'owner');
      const result = await ctx.db.deleteFrom('project_invitations').where('project_uuid', '=', project.uuid).where('invitee_id', '=', ctx.body.userId).executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw Errors.notFound('members.invitationGone');
      return { revoked: true };
    },
  });

  kit.endpoint(SetMemberRole, {
    resource: R, action: 'write',
    async handler(ctx) {
      const project = await projectAccess(ctx, ctx.body.projectUuid, 'owner');
      const member = await requireMember(ctx, project.uuid, ctx.body.userId, project.user_id);
      await ctx.db.updateTable('project_members').set({ role: ctx.body.role }).where('project_uuid', '=', project.uuid).where('user_id', '=', member.user_id).execute();
      ctx.projectLists.forgetUser(member.user_id); // committed: this instance forgets at once (the bus follows)
      return { userId: member.user_id, username: member.username, nickname: member.nickname, role: ctx.body.role, since: Number(member.created_at) };
    },
  });

  kit.endpoint(RemoveMember, {
    resource: R, action: 'write',
    async handler(ctx) {
      const project = await projectAccess(ctx, ctx.body.projectUuid, 'owner');
      const member = await requireMember(ctx, project.uuid, ctx.body.userId, project.user_id);
      await ctx.db.deleteFrom('project_members').where('project_uuid', '=', project.uuid).where('user_id', '=', member.user_id).execute();
      ctx.projectLists.forgetUser(member.user_id);
      return { removed: true };
    },
  });

  kit.endpoint(LeaveProject, {
    resource: R, action: 'read',
    async handler(ctx) {
      const project = await projectAccess(ctx, ctx.body.projectUuid, 'viewer');
      if (project.role === 'owner') throw Errors.badRequest('members.ownerStays');
      await ctx.db.deleteFrom('project_members').where('project_uuid', '=', project.uuid).where('user_id', '=', ctx.user.id).execute();
      ctx.projectLists.forgetUser(ctx.user.id);
      return { left: true };
    },
  });

  kit.endpoint(MyInvitations, {
    resource: R, action: 'read',
    async handler(ctx) {
      const rows = await ctx.db.selectFrom('project_invitations')
        .innerJoin('projects', 'projects.uuid', 'project_invitations.project_uuid')
        .innerJoin('users', 'users.id', 'project_invitations.inviter_id')
        .select(['project_invitations.id', 'project_invitations.project_uuid', 'project_invitations.role', 'project_invitations.expires_at', 'projects.name', 'users.username'])
        .where('project_invitations.invitee_id', '=', ctx.user.id).where('project_invitations.expires_at', '>', ctx.clock.now())
        .where('projects.deleted_at', 'is', null)
        .orderBy('project_invitations.created_at', 'desc').limit(MemberLimits.pendingPerInvitee).execute();
      return rows.map((r) => ({ id: r.id, projectUuid: r.project_uuid, projectName: r.name, inviterName: r.username, role: memberRole(r.role), expiresAt: Number(r.expires_at) }));
    },
  });

  kit.endpoint(AcceptInvitation, {
    resource: R, action: 'read',
    async handler(ctx) {
      const invitation = await takeInvitation(ctx, ctx.body.id);
      const project = await ctx.db.selectFrom('projects').select(['uuid', 'user_id']).where('uuid', '=', invitation.project_uuid).where('deleted_at', 'is', null).executeTakeFirst();
      if (!project || project.user_id === ctx.user.id) throw Errors.notFound('members.invitationGone');
      const role = memberRole(invitation.role);
      const now = ctx.clock.now();
      await ctx.db.transaction().execute(async (trx) => {
        const had = await trx.selectFrom('project_members').select('role').where('project_uuid', '=', project.uuid).where('user_id', '=', ctx.user.id).executeTakeFirst();
        if (had) await trx.updateTable('project_members').set({ role }).where('project_uuid', '=', project.uuid).where('user_id', '=', ctx.user.id).execute();
        else await trx.insertInto('project_members').values({ project_uuid: project.uuid, user_id: ctx.user.id, role, added_by: invitation.inviter_id, created_at: now }).execute();
      });
      ctx.projectLists.forgetUser(ctx.user.id);
      return { projectUuid: project.uuid, role };
    },
  });

  kit.endpoint(DeclineInvitation, {
    resource: R, action: 'read',
    async handler(ctx) {
      await takeInvitation(ctx, ctx.body.id);
      return { declined: true };
    },
  });
}
