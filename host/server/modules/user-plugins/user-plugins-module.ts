import { randomUUID } from 'node:crypto';
import { USER_PLUGIN_DUPLICATE_KEY, USER_PLUGIN_LIMIT_KEY, UserPluginLimits, UserPluginVo } from '../../../../sdk/contract/user-plugin.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { userPluginMessages } from './user-plugin-messages.js';
import type { UserPluginTable } from './user-plugin-table.js';
import { AddUserPlugin, DeleteUserPlugin, ListUserPlugins, SetUserPluginEnabled } from '../../../../sdk/contract/endpoints/index.js';

const R = 'user-plugin';

function toVo(row: UserPluginTable): UserPluginVo {
  return { id: row.id, url: row.url, enabled: row.enabled === 1, createdAt: Number(row.created_at) };
}

/** The signed-in user's own row, or a 404 that does not tell a foreign row from a missing one. */
async function ownRow(ctx: RouteContext, id: string): Promise<UserPluginTable> {
  const row = await ctx.db.selectFrom('user_plugins').selectAll().where('id', '=', id).where('user_id', '=', ctx.user.id).executeTakeFirst();
  if (!row) throw Errors.notFound('userPlugin.notFound');
  return row;
}

/** The external plugins of the signed-in user: list, add, enable or disable, remove. */
export function userPluginsModule(kit: RouteKit): void {
  kit.messages(userPluginMessages);

  kit.endpoint(ListUserPlugins, {
    resource: R, action: 'read',
    async handler(ctx) {
      const rows = await ctx.db.selectFrom('user_plugins').selectAll().where('user_id', '=', ctx.user.id)
        .orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
      return rows.map(toVo);
    },
  });

  kit.endpoint(AddUserPlugin, {
    resource: R, action: 'write',
    async handler(ctx) {
      // Adds of one user take turns (on every instance), so two at once cannot both pass the limit check.
      const release = await ctx.turns.acquire(`user-plugin ${ctx.user.id}`);
      try {
        const existing = await ctx.db.selectFrom('user_plugins').select(['url']).where('user_id', '=', ctx.user.id).execute();
        if (existing.some((r) => r.url === ctx.body.url)) throw Errors.conflict(USER_PLUGIN_DUPLICATE_KEY);
        if (existing.length >= UserPluginLimits.perUser) throw Errors.badRequest(USER_PLUGIN_LIMIT_KEY, { max: UserPluginLimits.perUser });
        const row: UserPluginTable = {
          id: randomUUID(), user_id: ctx.user.id, url: ctx.body.url, enabled: ctx.body.enabled === false ? 0 : 1, created_at: ctx.clock.now(),
        };
        await ctx.db.insertInto('user_plugins').values(row).execute();
        return toVo(row);
      } finally {
        release();
      }
    },
  });

  kit.endpoint(SetUserPluginEnabled, {
    resource: R, action: 'write',
    async handler(ctx) {
      const row = await ownRow(ctx, ctx.body.id);
      const enabled = ctx.body.enabled ? 1 : 0;
      await ctx.db.updateTable('user_plugins').set({ enabled }).where('id', '=', row.id).where('user_id', '=', ctx.user.id).execute();
      return toVo({ ...row, enabled });
    },
  });

  kit.endpoint(DeleteUserPlugin, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const row = await ownRow(ctx, ctx.params.id);
      await ctx.db.deleteFrom('user_plugins').where('id', '=', row.id).where('user_id', '=', ctx.user.id).execute();
      return null;
    },
  });
}
