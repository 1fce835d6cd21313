import { z } from 'zod';
import { addUsedBytes } from '../quota/used-storage.js';
import { DeletedProject } from '../../../../sdk/contract/project.js';
import { Errors } from '../../http/api-error.js';
import type { RouteKit } from '../../http/route-kit.js';
import type { BinItem, BinKind } from '../recycle-bin/recycle-bin.js';
import { requireOwnedProject } from './project-store.js';
import '../members/member-tables.js';
import { BinProject, ClearProjectBin, DeleteProject, ProjectBin, ProjectBinCount, RestoreProject } from '../../../../sdk/contract/endpoints/index.js';

const R = 'project';
const KIND = 'project';

/** The project kind of the recycle bin: restore clears deleted_at; purge deletes the project and everything in it. */
export const projectBinKind: BinKind = {
  kind: KIND,
  async restore(services, item) {
    await services.db.updateTable('projects').set({ deleted_at: null }).where('uuid', '=', item.itemId).where('user_id', '=', item.userId).execute();
    services.projectLists.forgetUser(item.userId);
  },
  async purge(services, item) {
    await services.bin.purgeProjectContents({ uuid: item.itemId, userId: item.userId });
    await services.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('projects').select('stored_bytes').where('uuid', '=', item.itemId).where('user_id', '=', item.userId).executeTakeFirst();
      if (!row) return;
      await trx.deleteFrom('projects').where('uuid', '=', item.itemId).where('user_id', '=', item.userId).execute();
      // Its members and invitations go with it (docs/collaboration.md).
      await trx.deleteFrom('project_members').where('project_uuid', '=', item.itemId).execute();
      await trx.deleteFrom('project_invitations').where('project_uuid', '=', item.itemId).execute();
      await addUsedBytes(trx, item.userId, -Number(row.stored_bytes ?? 0));
    });
    services.projectLists.forgetUser(item.userId);
  },
};

function toDeleted(item: BinItem): z.infer<typeof DeletedProject> {
  return { uuid: item.itemId, name: item.name, deletedAt: item.deletedAt, kind: item.kind };
}

/** The project recycle-bin calls under /repo/kf-project. */
export function projectBinRoutes(kit: RouteKit): void {
  kit.binKind(projectBinKind);

  kit.endpoint(BinProject, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const row = await requireOwnedProject(ctx, ctx.params.id);
      if (row.is_default === 1) throw Errors.badRequest('project.defaultUndeletable');
      await ctx.db.updateTable('projects').set({ deleted_at: ctx.clock.now() }).where('uuid', '=', row.uuid).execute();
      ctx.projectLists.forgetUser(row.user_id);
      return toDeleted(await ctx.bin.add(ctx.user.id, { kind: KIND, itemId: row.uuid, name: row.name, projectUuid: row.uuid }));
    },
  });

  kit.endpoint(RestoreProject, {
    resource: R, action: 'delete',
    handler: async (ctx) => toDeleted(await ctx.bin.restore(ctx.user.id, KIND, ctx.params.id)),
  });

  kit.endpoint(DeleteProject, {
    resource: R, action: 'delete',
    handler: async (ctx) => toDeleted(await ctx.bin.purge(ctx.user.id, KIND, ctx.params.id)),
  });

  kit.endpoint(ProjectBinCount, {
    resource: R, action: 'read',
    handler: (ctx) => ctx.bin.count(ctx.user.id, { kinds: [KIND] }),
  });

  kit.endpoint(ProjectBin, {
    resource: R, action: 'read',
    handler: async (ctx) => (await ctx.bin.list(ctx.user.id, { kinds: [KIND], days: ctx.query.date })).map(toDeleted),
  });

  kit.endpoint(ClearProjectBin, {
    resource: R, action: 'delete',
    handler: (ctx) => ctx.bin.clear(ctx.user.id, { kinds: [KIND], days: ctx.query.date, restore: ctx.query.flag === '0' }),
  });
}
