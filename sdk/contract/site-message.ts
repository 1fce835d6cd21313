import { z } from 'zod';
import { WireId, wireString } from './limits.js';
import { PageInfo } from './envelope.js';

// Wire contract of site messages under /v1/site-messages (spec 000 §3, §7).

/** A site message. */
export const SiteMessageVo = z.object({
  id: z.string(),
  userId: z.string(),
  senderId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  deleted: z.boolean(),
  createdAt: z.number(),
});
/** A site message. */
export type SiteMessageVo = z.infer<typeof SiteMessageVo>;

/** GET user-messages?userId&page&pageSize (unread count included). */
export const UserMessagesQuery = z.object({
  userId: WireId,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  /** Only unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});

/** Reply of user-messages. */
export const UserMessagesData = z.object({ rows: z.array(SiteMessageVo), pageInfo: PageInfo, unread: z.number().int() });

/** POST /v1/site-messages: send to a user (yourself; managers to anyone). */
export const SendMessageBody = z.object({
  userId: WireId,
  title: wireString(200).trim().min(1, 'account.required'),
  content: wireString(10_000).default(''),
});

/** A message id in the path. */
export const MessageIdParams = z.object({ id: WireId });

/** A user id in the path. */
export const MessageUserParams = z.object({ userId: WireId });

/**
 * GET /v1/site-messages/stream (under the API base): the signed-in user's notifications as server-sent events
 * (`text/event-stream`; send the Authentication header, so read it with fetch, not EventSource). Whichever instance
 * the client is connected to, it hears messages sent through any instance (PostgreSQL LISTEN/NOTIFY between them).
 */
export const MESSAGE_STREAM_PATH = '/v1/site-messages/stream';

/** Event names of the message stream (the `event:` field; `data:` is the JSON below). */
export type MessageStreamEventName = keyof MessageStreamEvents;

/** What each event of the message stream carries. */
export interface MessageStreamEvents {
  /** The stream is open: events from now on reach this client. */
  readonly ready: { readonly userId: string };
  /** A message was sent to the user (read it with user-messages). */
  readonly message: { readonly id: string; readonly title: string; readonly senderId: string | null; readonly createdAt: number };
  /** Events may have been missed (instances lost touch for a moment): read the message list again. */
  readonly resync: Record<string, never>;
  /** The session ended (logout, password change, forced offline, expired); the stream closes after this event. */
  readonly 'session-ended': { readonly kfSysCode: number };
}
