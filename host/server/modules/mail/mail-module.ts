import { DAY_MS } from '../../clock.js';
import { Errors } from '../../http/api-error.js';
import type { RouteKit } from '../../http/route-kit.js';
import { MailStatus } from '../../../../sdk/contract/mail.js';
import { MailOutbox } from '../../../../sdk/contract/endpoints/index.js';
import { mailMessages } from './mail-messages.js';

/** Outbox rows are kept this long after their code expired, then deleted. */
export const OUTBOX_RETENTION_MS = 7 * DAY_MS;
/** At most this many outbox rows are kept; the oldest expired ones go first. */
export const OUTBOX_MAX_ROWS = 10_000;

/** Mail: the managers' outbox page and the pruning of old outbox rows (sending lives in outbox-mail.ts). */
export function mailModule(kit: RouteKit): void {
  kit.messages(mailMessages);

  kit.endpoint(MailOutbox, {
    resource: 'mail', action: 'read',
    async handler(ctx) {
      if (!ctx.user.manager) throw Errors.forbidden('mail.outboxManagersOnly');
      const { page, pageSize } = ctx.query;
      const total = await ctx.db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await ctx.db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').orderBy('id')
        .limit(pageSize).offset((page - 1) * pageSize).execute();
      return {
        rows: rows.map((row) => ({
          id: row.id, to: row.email, subject: row.subject, body: row.body,
          status: MailStatus.catch('held').parse(row.status), error: row.error, createdAt: Number(row.created_at),
        })),
        total: Number(total.n),
        smtpConfigured: ctx.mailer.configured,
      };
    },
  });

  kit.job({
    name: 'outbox-prune',
    everyMs: 60 * 60 * 1000,
    async run({ db, clock }) {
      const now = clock.now();
      await db.deleteFrom('outbox').where('expires_at', '<', now - OUTBOX_RETENTION_MS).execute();
      // A flood of sends cannot grow the table without bound: past the cap, expired rows go oldest first.
      const count = Number((await db.selectFrom('outbox').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
      if (count <= OUTBOX_MAX_ROWS) return;
      const victims = await db.selectFrom('outbox').select('id').where('expires_at', '<', now)
        .orderBy('created_at').limit(Math.min(count - OUTBOX_MAX_ROWS, 5_000)).execute();
      if (victims.length > 0) await db.deleteFrom('outbox').where('id', 'in', victims.map((v) => v.id)).execute();
    },
  });
}
