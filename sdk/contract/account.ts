import { z } from 'zod';
import { WireId, WireIdText, wireString, WireLimits, WireProfileText } from './limits.js';
import { AccountRule, MailboxRule, NameRule, PasswordRule, PhoneRule, RegisterForm } from './account-rules.js';

// Wire contract of accounts and sessions (spec 000 §3, §5, §7): /action/*, .client calls, /repo/kf-customer/*.

/** The user object of login/check replies. */
export const SessionUserVo = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  manager: z.boolean(),
  designer: z.boolean(),
  locked: z.boolean(),
});

/** Subscription summary of login/check replies and GET /v1/subscriptions/current. */
export const SubscriptionVo = z.object({
  planName: z.string(),
  /** MB. */
  storageLimit: z.number(),
  /** MB. */
  usedStorage: z.number(),
});

/** Data of login and check: token (login only), user, permissions and subscription. */
export const LoginData = z.object({
  token: z.string(),
  user: SessionUserVo,
  pvg: z.array(z.string()),
  allP: z.array(z.string()),
  prosCons: z.boolean(),
  subscription: SubscriptionVo,
});
/** Data of login and check. */
export type LoginData = z.infer<typeof LoginData>;

/** POST /action/login and /login.client: account + password, or a ticket (automatic login). */
export const LoginBody = z
  .object({ username: wireString(WireLimits.identifierChars).trim().optional(), password: wireString(WireLimits.passwordChars).optional(), ticket: WireIdText.optional() })
  .superRefine((body, ctx) => {
    if (body.ticket) return;
    if (!body.username) ctx.addIssue({ code: 'custom', message: AccountRule.required, path: ['username'] });
    if (!body.password) ctx.addIssue({ code: 'custom', message: AccountRule.required, path: ['password'] });
  });

/** POST /action/session-un-lock. */
export const UnlockBody = z.object({ password: wireString(WireLimits.passwordChars).min(1, AccountRule.required) });

/** GET /action/single-login?ticket=. */
export const SingleLoginQuery = z.object({ ticket: WireIdText.min(1, AccountRule.required) });

/** GET /action/quick-login?userId=&sign= (sign = HMAC-SHA256 of the user id with the server's secret). */
export const QuickLoginQuery = z.object({ userId: WireIdText.min(1, AccountRule.required), sign: WireIdText.min(1, AccountRule.required) });

/** Reply of POST /repo/user/add-user-token: a ticket for automatic login. */
export const TicketData = z.object({ ticket: z.string(), expiresAt: z.number() });

/** POST /repo/kf-customer/artist-email-code. */
export const EmailCodeBody = z.object({ mailbox: MailboxRule });

/** POST /repo/kf-customer/artist-register: the registration form. */
export const RegisterBody = RegisterForm;

/** A user's profile (find-user). */
export const UserProfile = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string(),
  mailbox: z.string(),
  phone: z.string(),
  company: z.string(),
  city: z.string(),
  position: z.string(),
  manager: z.boolean(),
  designer: z.boolean(),
  planName: z.string(),
  singleSession: z.boolean(),
  createdAt: z.number(),
});

/** GET /repo/kf-customer/find-user?userId=. */
export const FindUserQuery = z.object({ userId: WireId.optional() });

/** POST /repo/kf-customer/update-user: profile fields and/or a password change. */
export const UpdateUserBody = z
  .object({
    nickname: NameRule.optional(),
    mailbox: MailboxRule.optional(),
    phone: PhoneRule.optional(),
    company: WireProfileText.trim().min(1, AccountRule.required).optional(),
    city: WireProfileText.trim().min(1, AccountRule.required).optional(),
    position: WireProfileText.trim().min(1, AccountRule.required).optional(),
    /** A second login forces older sessions offline (104). */
    singleSession: z.boolean().optional(),
    oldPassword: wireString(WireLimits.passwordChars).optional(),
    newPassword: PasswordRule.optional(),
    confirmPassword: wireString(WireLimits.passwordChars).optional(),
  })
  .refine((b) => b.newPassword === undefined || (b.oldPassword ?? '') !== '', { message: AccountRule.required, path: ['oldPassword'] })
  .refine((b) => b.newPassword === undefined || b.newPassword !== b.oldPassword, { message: AccountRule.passwordSame, path: ['newPassword'] })
  .refine((b) => b.newPassword === undefined || b.newPassword === b.confirmPassword, { message: AccountRule.confirmMismatch, path: ['confirmPassword'] });

/** GET find-user-image: the picture as a data URL, or null. */
export const UserImageData = z.object({ image: z.string().nullable() });
