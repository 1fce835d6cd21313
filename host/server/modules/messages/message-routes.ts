import { randomUUID } from 'node:crypto';
import { SendMessageBody, SiteMessageVo } from '../../../../sdk/contract/site-message.js';
import type { SiteMessageTable } from '../../db/schema.js';
import { Errors } from '../../http/api-error.js';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { announce } from '../../events/instance-bus.js';
import { messageStreamRoute } from './message-stream-route.js';
import { DeleteAllMessages, DeleteMessage, ReadAllMessages, ReadMessage, UserMessages } from '../../../../sdk/contract/endpoints/index.js';

const R = 'message';

function toVo(row: SiteMessageTable): SiteMessageVo {
  return {
    id: row.id, userId: row.user_id, senderId: row.sender_id, title: row.title, content: row.content,
    read: row.read === 1, deleted: row.deleted === 1, createdAt: Number(row.created_at),
  };
}

/** The user's own id, or a refusal (managers reach anyone's). */
function ownUser(ctx: RouteContext, userId: string): string {
  if (userId !== ctx.user.id && !ctx.user.manager) throw Errors.notFound('message.notFound');
  return userId;
}

async function ownMessage(ctx: RouteContext, id: string): Promise<SiteMessageTable> {
  const row = await ctx.db.selectFrom('site_messages').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirst();
  if (!row || (row.user_id !== ctx.user.id && !ctx.user.manager)) throw Errors.notFound('message.notFound');
  return row;
}

/** Site messages: list with paging, send, read, read all, delete, delete all. */
export function messageRoutes(kit: RouteKit): void {
  messageStreamRoute(kit);
  kit.endpoint(UserMessages, {
    resource: R, action: 'read',
    async handler(ctx) {
      const userId = ownUser(ctx, ctx.query.userId);
      const { page, pageSize } = ctx.query;
      let base = ctx.db.selectFrom('site_messages').where('user_id', '=', userId).where('deleted', '=', 0);
      if (ctx.query.unread === 'true') base = base.where('read', '=', 0);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'asc').limit(pageSize).offset((page - 1) * pageSize).execute();
      const unread = Number((await ctx.db.selectFrom('site_messages').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId).where('deleted', '=', 0).where('read', '=', 0).executeTakeFirst())?.n ?? 0);
      return { rows: rows.map(toVo), pageInfo: { pageNo: page, pageSize, totalRows: total, total: Math.ceil(total / pageSize) }, unread };
    },
  });

  kit.route({
    method: 'POST', style: 'repo', path: '/v1/site-messages', resource: R, action: 'send',
    body: SendMessageBody, response: SiteMessageVo, summary: 'Send a message to a user (to yourself; managers to anyone)',
    async handler(ctx) {
      const userId = ownUser(ctx, ctx.body.userId);
      const exists = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
      if (!exists) throw Errors.notFound('message.notFound');
      const row: SiteMessageTable = {
        id: randomUUID(), user_id: userId, sender_id: ctx.user.id, title: ctx.body.title, content: ctx.body.content,
        read: 0, deleted: 0, created_at: ctx.clock.now(),
      };
      await ctx.db.insertInto('site_messages').values(row).execute();
      // The user's open streams may be on any instance.
      announce(ctx.events, ctx.request.log, 'message-sent', { userId, id: row.id, title: row.title, senderId: row.sender_id, createdAt: Number(row.created_at) });
      return toVo(row);
    },
  });

  kit.endpoint(ReadAllMessages, {
    resource: R, action: 'write',
    async handler(ctx) {
      const userId = ownUser(ctx, ctx.params.userId);
      const result = await ctx.db.updateTable('site_messages').set({ read: 1 }).where('user_id', '=', userId).where('read', '=', 0).where('deleted', '=', 0).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  });

  kit.endpoint(DeleteAllMessages, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const userId = ownUser(ctx, ctx.params.userId);
      const result = await ctx.db.updateTable('site_messages').set({ deleted: 1 }).where('user_id', '=', userId).where('deleted', '=', 0).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  });

  kit.endpoint(DeleteMessage, {
    resource: R, action: 'delete',
    async handler(ctx) {
      const row = await ownMessage(ctx, ctx.params.id);
      await ctx.db.updateTable('site_messages').set({ deleted: 1 }).where('id', '=', row.id).execute();
      return toVo({ ...row, deleted: 1 });
    },
  });

  kit.endpoint(ReadMessage, {
    resource: R, action: 'write',
    async handler(ctx) {
      const row = await ownMessage(ctx, ctx.params.id);
      await ctx.db.updateTable('site_messages').set({ read: 1 }).where('id', '=', row.id).execute();
      return toVo({ ...row, read: 1 });
    },
  });
}
