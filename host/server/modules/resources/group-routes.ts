/** Resource groups under /repo/kf-pub-resource: tree, save, update (rename/move), delete. */
import { randomUUID } from 'node:crypto';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { ResourceGroup } from '../../../../sdk/contract/resource.js';
import type { ResourceGroupTable } from '../scenes/scene-tables.js';
import { ownedProject, ownedScene } from '../scenes/scene-store.js';
import { checkGroupName } from './name-rules.js';
import { parseGroups } from './resource-store.js';
import { DeleteGroup, GetGroupTree, SaveGroup, UpdateGroup } from '../../../../sdk/contract/endpoints/index.js';

const R = 'resource';

/** Builds the tree of group rows. */
export function buildGroupTree(rows: readonly ResourceGroupTable[]): ResourceGroup[] {
  const nodes = new Map<string, ResourceGroup>(rows.map((r) => [r.id, {
    id: r.id, name: r.name, parentId: r.parent_id, typeId: r.type_id, projectId: r.project_uuid, sceneId: r.scene_uuid, children: [],
  }]));
  const roots: ResourceGroup[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

async function ownedGroup(ctx: RouteContext, id: string): Promise<ResourceGroupTable> {
  const row = await ctx.db.selectFrom('resource_groups').selectAll().where('id', '=', id).where('user_id', '=', ctx.user.id).executeTakeFirst();
  if (!row) throw Errors.notFound('group.notFound');
  return row;
}

async function siblingNames(ctx: RouteContext, g: { project_uuid: string; scene_uuid: string | null; type_id: string; parent_id: string | null }, exceptId?: string): Promise<string[]> {
  let q = ctx.db.selectFrom('resource_groups').select(['id', 'name']).where('project_uuid', '=', g.project_uuid).where('type_id', '=', g.type_id);
  q = g.scene_uuid ? q.where('scene_uuid', '=', g.scene_uuid) : q.where('scene_uuid', 'is', null);
  q = g.parent_id ? q.where('parent_id', '=', g.parent_id) : q.where('parent_id', 'is', null);
  return (await q.execute()).filter((r) => r.id !== exceptId).map((r) => r.name);
}

function requireGroupName(name: string | null | undefined, siblings: string[]): string {
  const problem = checkGroupName(name, siblings);
  if (problem === 'duplicate') throw Errors.conflict('group.exists');
  if (problem) throw Errors.badRequest(`group.${problem}`, { max: 50 });
  return (name ?? '').trim();
}

/** Renames a group name on every resource of a project and type. */
async function renameOnResources(ctx: RouteContext, projectUuid: string, from: string, to: string | null): Promise<void> {
  const rows = await ctx.db.selectFrom('resources').select(['uuid', 'groups']).where('project_uuid', '=', projectUuid).where('user_id', '=', ctx.user.id).execute();
  for (const r of rows) {
    const groups = parseGroups(r.groups);
    if (!groups.includes(from)) continue;
    const next = [...new Set(groups.flatMap((g) => (g === from ? (to === null ? [] : [to]) : [g])))];
    await ctx.db.updateTable('resources').set({ groups: JSON.stringify(next) }).where('uuid', '=', r.uuid).execute();
  }
}

/** Registers the group calls. */
export function groupRoutes(kit: RouteKit): void {
  kit.endpoint(GetGroupTree, {
    resource: R, action: 'read',
    async handler(ctx) {
      const project = await ownedProject(ctx, ctx.query.projectId, 'viewer');
      if (ctx.query.sceneId) await ownedScene(ctx, ctx.query.sceneId, 'viewer');
      let q = ctx.db.selectFrom('resource_groups').selectAll().where('project_uuid', '=', ctx.query.projectId).where('user_id', '=', project.user_id);
      if (ctx.query.sceneId) q = q.where('scene_uuid', '=', ctx.query.sceneId);
      if (ctx.query.typeId) q = q.where('type_id', '=', ctx.query.typeId);
      return buildGroupTree(await q.orderBy('created_at').orderBy('name').execute());
    },
  });

  kit.endpoint(SaveGroup, {
    resource: R, action: 'write',
    async handler(ctx) {
      await ownedProject(ctx, ctx.body.projectId);
      if (ctx.body.sceneId) await ownedScene(ctx, ctx.body.sceneId);
      const parentId = ctx.body.parentId ?? null;
      if (parentId) await ownedGroup(ctx, parentId);
      const base = { project_uuid: ctx.body.projectId, scene_uuid: ctx.body.sceneId ?? null, type_id: ctx.body.typeId, parent_id: parentId };
      const name = requireGroupName(ctx.body.name, await siblingNames(ctx, base));
      const row: ResourceGroupTable = { id: randomUUID(), user_id: ctx.user.id, ...base, name, created_at: ctx.clock.now() };
      await ctx.db.insertInto('resource_groups').values(row).execute();
      return buildGroupTree([row])[0];
    },
  });

  kit.endpoint(UpdateGroup, {
    resource: R, action: 'write',
    async handler(ctx) {
      const group = await ownedGroup(ctx, ctx.body.id);
      if (group.project_uuid !== ctx.body.projectId) throw Errors.notFound('group.notFound');
      const parentId = ctx.body.parentId === undefined ? group.parent_id : ctx.body.parentId;
      if (parentId) {
        await ownedGroup(ctx, parentId);
        // refuse moving a group under itself or its descendants
        const all = await ctx.db.selectFrom('resource_groups').select(['id', 'parent_id']).where('project_uuid', '=', group.project_uuid).execute();
        const parents = new Map(all.map((g) => [g.id, g.parent_id]));
        for (let p: string | null | undefined = parentId; p; p = parents.get(p)) if (p === group.id) throw Errors.badRequest('group.cycle');
      }
      const next = { ...group, parent_id: parentId ?? null, type_id: ctx.body.typeId ?? group.type_id };
      const name = requireGroupName(ctx.body.name ?? group.name, await siblingNames(ctx, next, group.id));
      await ctx.db.updateTable('resource_groups').set({ name, parent_id: next.parent_id, type_id: next.type_id }).where('id', '=', group.id).execute();
      if (name !== group.name) await renameOnResources(ctx, group.project_uuid, group.name, name);
      return buildGroupTree([{ ...next, name }])[0];
    },
  });

  kit.endpoint(DeleteGroup, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const group = await ownedGroup(ctx, ctx.params.id);
      const all = await ctx.db.selectFrom('resource_groups').selectAll().where('project_uuid', '=', group.project_uuid).where('user_id', '=', ctx.user.id).execute();
      const doomed = [group];
      for (let i = 0; i < doomed.length; i++) doomed.push(...all.filter((g) => g.parent_id === doomed[i].id));
      for (const g of doomed) {
        await ctx.db.deleteFrom('resource_groups').where('id', '=', g.id).execute();
        await renameOnResources(ctx, g.project_uuid, g.name, null);
      }
      return { deleted: doomed.length };
    },
  });
}
