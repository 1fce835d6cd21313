import { randomUUID } from 'node:crypto';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { ApiError } from '../../http/api-error.js';
import type { RouteContext } from '../../http/route-kit.js';

/** Bounds of what an outbox row keeps (the mailbox is bounded by the request schema). */
export const OUTBOX_LIMITS = { subjectChars: 200, bodyChars: 2_000, errorChars: 500 } as const;

/** A code mail to write and send. */
export interface CodeMail {
  readonly email: string;
  readonly purpose: 'register';
  readonly code: string;
  readonly expiresAt: number;
}

/**
 * Record a code mail in the outbox, then send it through the SMTP relay when one is configured. Without a relay the
 * row stays 'held' for the managers' outbox page. A refused or timed-out send marks the row 'failed' (so its code is
 * never accepted) and answers the user with a clear 503 in their language.
 */
export async function sendCodeMail(ctx: RouteContext, mail: CodeMail): Promise<void> {
  const id = randomUUID();
  const subject = ctx.t('mail.codeSubject').slice(0, OUTBOX_LIMITS.subjectChars);
  const body = ctx.t('mail.codeBody', { code: mail.code }).slice(0, OUTBOX_LIMITS.bodyChars);
  const now = ctx.clock.now();
  await ctx.db.insertInto('outbox').values({
    id, email: mail.email, purpose: mail.purpose, code: mail.code, subject, body,
    status: ctx.mailer.configured ? 'sending' : 'held', error: null, created_at: now, expires_at: mail.expiresAt, used_at: null,
  }).execute();
  if (!ctx.mailer.configured) return;
  try {
    await ctx.mailer.send({ to: mail.email, subject, text: body });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, OUTBOX_LIMITS.errorChars);
    ctx.request.log.warn({ err: error }, 'sending a code mail failed');
    await ctx.db.updateTable('outbox').set({ status: 'failed', error: reason }).where('id', '=', id).execute();
    throw new ApiError(ReplyCode.warning, 'mail.sendFailed', { httpStatus: 503 }); // a warning the user reads, already logged above
  }
  await ctx.db.updateTable('outbox').set({ status: 'sent' }).where('id', '=', id).execute();
}
