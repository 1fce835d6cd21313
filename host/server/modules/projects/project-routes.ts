import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { FirstLogin, ProjectUuidParams, ProjectVo, UpdateProjectBody, UpdateProjectsBody } from '../../../../sdk/contract/project.js';
import { sql } from 'kysely';
import type { Db, ProjectTable } from '../../db/schema.js';
import { precompiled } from '../../db/precompiled.js';
import { JsonDataReply, type RouteContext, type RouteKit } from '../../http/route-kit.js';
import { requireRoomForLib } from '../component-libs/component-lib-store.js';
import { changeProjects, insertProject, requireOwnedProject, toProjectVo } from './project-store.js';
import type { ProjectRole } from '../../../../sdk/contract/project-members.js';
import '../members/member-tables.js';
import { CreateProject, GetAllProjects, GetDefaultProject, GetUsedSpace, UpdateProject } from '../../../../sdk/contract/endpoints/index.js';

const R = 'project';

async function defaultProject(ctx: RouteContext): Promise<ProjectTable> {
  const found = await ctx.db.selectFrom('projects').selectAll()
    .where('user_id', '=', ctx.user.id).where('is_default', '=', 1).where('deleted_at', 'is', null).executeTakeFirst();
  if (found) return found;
  const now = ctx.clock.now();
  const row: ProjectTable = {
    uuid: randomUUID(), user_id: ctx.user.id, name: ctx.t('project.defaultName'), kind: 'project', groups: '[]', des_routes: '[]',
    info_points: '[]', is_default: 1, deleted_at: null, created_at: now, updated_at: now,
  };
  return insertProject(ctx, row);
}

function changesOf(body: z.output<typeof UpdateProjectBody>, now: number): Partial<ProjectTable> {
  const changes: Partial<ProjectTable> = { updated_at: now };
  if (body.name !== undefined) changes.name = body.name;
  if (body.groups !== undefined) changes.groups = JSON.stringify(body.groups);
  if (body.desRoutes !== undefined) changes.des_routes = JSON.stringify(body.desRoutes);
  if (body.infoPoints !== undefined) changes.info_points = JSON.stringify(body.infoPoints);
  return changes;
}

/** Renaming a project is its owner's; an editor may change its groups, routes and info points. */
function needToChange(body: z.output<typeof UpdateProjectBody>): ProjectRole {
  return body.name !== undefined ? 'owner' : 'editor';
}

async function usernameOf(ctx: RouteContext, userId: string): Promise<string> {
  const row = await ctx.db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username ?? '';
}

/** Live projects (not component libraries) shared with the caller, newest membership first (compiled once: get-all
 * runs it on every call, and building the join with Kysely cost more than the rest of the cached reply). */
const sharedProjectsQuery = precompiled((db: Db) => db.selectFrom('project_members')
  .innerJoin('projects', 'projects.uuid', 'project_members.project_uuid')
  .innerJoin('users', 'users.id', 'projects.user_id')
  .selectAll('projects').select(['project_members.role as member_role', 'users.username as owner_name'])
  .where('project_members.user_id', '=', '?').where('projects.deleted_at', 'is', null).where('projects.kind', '=', sql.lit('project'))
  .orderBy('project_members.created_at', 'desc'));

async function sharedProjectsOf(ctx: RouteContext): Promise<{ projects: ProjectVo[]; owners: string[] }> {
  const rows = await sharedProjectsQuery(ctx.db, [ctx.user.id]);
  return {
    projects: rows.map(({ member_role: role, owner_name: ownerName, ...row }) => toProjectVo(row, { role: role === 'editor' ? 'editor' : 'viewer', ownerName })),
    owners: rows.map((row) => row.user_id),
  };
}

/** The kept list's text with the shared projects after the user's own. */
function withShared(text: string, shared: readonly ProjectVo[]): string {
  if (shared.length === 0) return text;
  const more = JSON.stringify(shared).slice(1);
  return text === '[]' ? `[${more}` : `${text.slice(0, -1)},${more}`;
}

/** The user's live projects, the default first, then the newest (compiled once: the designer asks often). */
const projectsOf = precompiled((db: Db) => db.selectFrom('projects').selectAll()
  .where('user_id', '=', '?').where('deleted_at', 'is', null).where('kind', '=', sql.lit('project'))
  .orderBy('is_default', 'desc').orderBy('created_at', 'desc'));

/** Project calls under /repo/kf-project (market ones excepted). */
export function projectRoutes(kit: RouteKit): void {
  kit.endpoint(GetAllProjects, {
    resource: R, action: 'read',
    async handler(ctx) {
      // Kept per user as reply text: the user's own projects, then those shared with them. A change to a projects
      // row forgets its owner's list and the lists it is shared into; a change of membership forgets the member's
      // (project-list-cache.ts).
      const kept = ctx.projectLists.get(ctx.user.id);
      if (kept !== undefined) return new JsonDataReply<ProjectVo[]>(kept);
      const mark = ctx.projectLists.mark();
      const list: ProjectVo[] = (await projectsOf(ctx.db, [ctx.user.id])).map((row) => toProjectVo(row));
      const shared = await sharedProjectsOf(ctx);
      const text = withShared(JSON.stringify(list), shared.projects);
      ctx.projectLists.put(mark, ctx.user.id, text, shared.owners);
      return new JsonDataReply<ProjectVo[]>(text);
    },
  });

  kit.endpoint(CreateProject, {
    resource: R, action: 'write',
    async handler(ctx) {
      if (ctx.body.componentLib) await requireRoomForLib(ctx);
      const now = ctx.clock.now();
      const row: ProjectTable = {
        uuid: randomUUID(), user_id: ctx.user.id, name: ctx.body.name, kind: ctx.body.componentLib ? 'component-lib' : 'project',
        groups: JSON.stringify(ctx.body.groups ?? []), des_routes: JSON.stringify(ctx.body.desRoutes ?? []),
        info_points: JSON.stringify(ctx.body.infoPoints ?? []), is_default: 0, deleted_at: null, created_at: now, updated_at: now,
      };
      return toProjectVo(await insertProject(ctx, row));
    },
  });

  kit.endpoint(UpdateProject, {
    resource: R, action: 'write',
    async handler(ctx) {
      const row = await requireOwnedProject(ctx, ctx.body.uuid, needToChange(ctx.body));
      const [changed] = await changeProjects(ctx, [{ row, set: changesOf(ctx.body, ctx.clock.now()) }]);
      return toProjectVo(changed, { role: row.role, ownerName: '' });
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/repo/kf-project/updateProjects/', resource: R, action: 'write',
    body: UpdateProjectsBody, response: z.array(ProjectVo), summary: 'Update several projects (all refused if one is not the user\'s)',
    async handler(ctx) {
      const rows: { row: ProjectTable; body: z.output<typeof UpdateProjectBody> }[] = [];
      for (const body of ctx.body) rows.push({ row: await requireOwnedProject(ctx, body.uuid, needToChange(body)), body });
      const now = ctx.clock.now();
      const changed = await changeProjects(ctx, rows.map(({ row, body }) => ({ row, set: changesOf(body, now) })));
      return changed.map((row) => toProjectVo(row));
    },
  });

  kit.endpoint(GetDefaultProject, {
    resource: R, action: 'read',
    handler: async (ctx) => toProjectVo(await defaultProject(ctx)),
  });

  kit.endpoint(GetUsedSpace, {
    resource: R, action: 'read',
    async handler(ctx) {
      const usage = await ctx.quota.usage(ctx.user);
      return { ...usage, overLimit: usage.usedStorage >= usage.storageLimit };
    },
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-project/get-first-login', resource: R, action: 'read',
    response: FirstLogin, summary: 'Whether this is the user\'s first login',
    // Read from the database: a login tells no cache (migration 1012), so the cached row's count may be behind.
    async handler(ctx) {
      const { login_count: loginCount } = await ctx.db.selectFrom('users').select('login_count').where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
      return { firstLogin: loginCount <= 1, loginCount };
    },
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-project/:uuid', resource: R, action: 'read',
    params: ProjectUuidParams, response: ProjectVo, summary: 'One project of the user',
    async handler(ctx) {
      const row = await requireOwnedProject(ctx, ctx.params.uuid, 'viewer');
      return toProjectVo(row, { role: row.role, ownerName: row.role === 'owner' ? ctx.user.username : await usernameOf(ctx, row.user_id) });
    },
  });
}
