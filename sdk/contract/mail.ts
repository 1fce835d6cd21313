import { z } from 'zod';

// Wire contract of the managers' mail outbox, GET /repo/kf-mail/outbox.

/** How a mail went: held for the outbox page (no SMTP relay), being sent, accepted by the relay, or refused. */
export const MailStatus = z.enum(['held', 'sending', 'sent', 'failed']);
/** How a mail went. */
export type MailStatus = z.infer<typeof MailStatus>;

/** One mail the server sent or would have sent. */
export const OutboxMailVo = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  status: MailStatus,
  /** Why a send failed (null otherwise). */
  error: z.string().nullable(),
  createdAt: z.number(),
});
/** One mail the server sent or would have sent. */
export type OutboxMailVo = z.infer<typeof OutboxMailVo>;

/** GET outbox?page&pageSize (newest first). */
export const OutboxQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** Reply of outbox: one page, the total, and whether an SMTP relay is configured. */
export const OutboxData = z.object({
  rows: z.array(OutboxMailVo),
  total: z.number().int(),
  smtpConfigured: z.boolean(),
});
/** Reply of outbox. */
export type OutboxData = z.infer<typeof OutboxData>;
