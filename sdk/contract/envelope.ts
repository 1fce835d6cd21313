import { z } from 'zod';

/** Reply codes of the envelope (spec 000 §8). */
export const ReplyCode = {
  /** Success. */
  ok: 0,
  /** Login timed out (sent with HTTP 401 and a kfSysCode 103/104/106). */
  timeout: 401,
  /** Login error: user does not exist or the password is incorrect. */
  loginError: 404,
  /** Warning showing the server message (bad input, no permission, not found, limits). */
  warning: 405,
  /** Conflict showing the server message (e.g. scene modified by others). */
  conflict: 409,
  /** Server failure. */
  failure: 500,
} as const;

/** One of the reply codes. */
export type ReplyCode = (typeof ReplyCode)[keyof typeof ReplyCode];

/** System codes carried in kfSysCode (spec 000 §8). */
export const SysCode = {
  /** User not found. */
  userNotFound: 101,
  /** User or password input error. */
  badCredentials: 102,
  /** Login timed out (session idle or past its lifetime). */
  sessionExpired: 103,
  /** Account logged in on another device, forced offline. */
  forcedOffline: 104,
  /** Login timed out (no session for this token: logged out or never issued). */
  sessionUnknown: 106,
  /** SSO login closed. */
  ssoClosed: 200,
  /** SSO user not found. */
  ssoUserNotFound: 201,
  /** SSO user or password input error. */
  ssoBadCredentials: 202,
  /** Mobile-app login failed, unknown service. */
  appLoginFailed: 304,
} as const;

/** One of the system codes. */
export type SysCode = (typeof SysCode)[keyof typeof SysCode];

/** The JSON envelope of every reply: `{ code, msg, data, pvg?, kfSysCode?, kfSysMsg?, errors?, upgrade? }`. */
export const replyEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    data,
    pvg: z.array(z.string()).optional(),
    kfSysCode: z.number().int().optional(),
    kfSysMsg: z.string().optional(),
    /** Field errors of a refused request: field path → message. */
    errors: z.record(z.string(), z.string()).optional(),
    /**
     * Set on a refusal by the subscription plan (a gated feature, storage used up): the client offers an Upgrade link
     * to the plans screen with the message.
     */
    upgrade: z.literal(true).optional(),
  });

/** A reply envelope with unknown data. */
export const ApiReply = replyEnvelope(z.unknown());

/** A reply envelope as received. */
export type ApiReply = z.infer<typeof ApiReply>;

/** Languages the server answers in (from Accept-Language; default zh-CN). */
export const ServerLocale = z.enum(['zh-CN', 'zh-TW', 'en']);

/** One of the server languages. */
export type ServerLocale = z.infer<typeof ServerLocale>;

/** An empty object (no query/body). */
export const Empty = z.object({});

/** A page query (page from 1, pageSize default 10). */
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
});

/** Paging facts of a list reply. */
export const PageInfo = z.object({ pageNo: z.number().int(), pageSize: z.number().int(), totalRows: z.number().int(), total: z.number().int() });

/** Paging facts of a list reply. */
export type PageInfo = z.infer<typeof PageInfo>;
