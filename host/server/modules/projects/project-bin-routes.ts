import { z } from 'zod';
import { addUsedBytes } from '../quota/used-storage.js';
import { ClearProjectBinQuery, DeletedProject, ProjectIdParams, RecycleBinQuery } from '../../../../sdk/contract/project.js';
import { Errors } from '../../http/api-error.js';
import type { RouteKit } from '../../http/route-kit.js';
import type { BinItem, BinKind } from '../recycle-bin/recycle-bin.js';
import { requireOwnedProject } from './project-store.js';

const R = 'project';
const KIND = 'project';

/** The project kind of the recycle bin: restore clears deleted_at; purge deletes the project and everything in it. */
export const projectBinKind: BinKind = {
  kind: KIND,
  async restore(services, item) {
    await services.db.updateTable('projects').set({ deleted_at: null }).where('uuid', '=', item.itemId).where('user_id', '=', item.userId).execute();
  },
  async purge(services, item) {
    await services.bin.purgeProjectContents({ uuid: item.itemId, userId: item.userId });
    await services.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('projects').select('stored_bytes').where('uuid', '=', item.itemId).where('user_id', '=', item.userId).executeTakeFirst();
      if (!row) return;
      await trx.deleteFrom('projects').where('uuid', '=', item.itemId).where('user_id', '=', item.userId).execute();
      await addUsedBytes(trx, item.userId, -Number(row.stored_bytes ?? 0));
    });
  },
};

function toDeleted(item: BinItem): z.infer<typeof DeletedProject> {
  return { uuid: item.itemId, name: item.name, deletedAt: item.deletedAt, kind: item.kind };
}

/** The project recycle-bin calls under /repo/kf-project. */
export function projectBinRoutes(kit: RouteKit): void {
  kit.binKind(projectBinKind);

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-project/update-delete/:id', resource: R, action: 'delete',
    params: ProjectIdParams, response: DeletedProject, summary: 'Move a project to the recycle bin (kept 30 days); the default project stays',
    async handler(ctx) {
      const row = await requireOwnedProject(ctx, ctx.params.id);
      if (row.is_default === 1) throw Errors.badRequest('project.defaultUndeletable');
      await ctx.db.updateTable('projects').set({ deleted_at: ctx.clock.now() }).where('uuid', '=', row.uuid).execute();
      return toDeleted(await ctx.bin.add(ctx.user.id, { kind: KIND, itemId: row.uuid, name: row.name, projectUuid: row.uuid }));
    },
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-project/rollback/:id', resource: R, action: 'delete',
    params: ProjectIdParams, response: DeletedProject, summary: 'Restore a project from the recycle bin',
    handler: async (ctx) => toDeleted(await ctx.bin.restore(ctx.user.id, KIND, ctx.params.id)),
  });

  kit.route({
    method: 'DELETE', style: 'repo', path: '/repo/kf-project/del/:id', resource: R, action: 'delete',
    params: ProjectIdParams, response: DeletedProject, summary: 'Delete a project in the recycle bin for good (with its scenes and resources)',
    handler: async (ctx) => toDeleted(await ctx.bin.purge(ctx.user.id, KIND, ctx.params.id)),
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-project/get-delete-count', resource: R, action: 'read',
    response: z.number(), summary: 'How many projects are in the recycle bin',
    handler: (ctx) => ctx.bin.count(ctx.user.id, { kinds: [KIND] }),
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-project/load-recycle-bin', resource: R, action: 'read',
    query: RecycleBinQuery, response: z.array(DeletedProject), summary: 'Projects in the recycle bin, optionally deleted in the last 1/7/30 days',
    handler: async (ctx) => (await ctx.bin.list(ctx.user.id, { kinds: [KIND], days: ctx.query.date })).map(toDeleted),
  });

  kit.route({
    method: 'GET', style: 'repo', path: '/repo/kf-project/clear', resource: R, action: 'delete',
    query: ClearProjectBinQuery, response: z.number(),
    summary: 'Empty the project bin (flag 0 restores everything instead); date limits it to the last N days',
    handler: (ctx) => ctx.bin.clear(ctx.user.id, { kinds: [KIND], days: ctx.query.date, restore: ctx.query.flag === '0' }),
  });
}
