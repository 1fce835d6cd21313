import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import {
  EmailCodeBody, FindUserQuery, LoginBody, LoginData, RegisterBody, SessionUserVo, SingleLoginQuery, UnlockBody, UpdateUserBody,
  UserImageData, UserProfile,
} from '../account.js';

// Session and account endpoints the browser calls (spec 000 §2): /action/* and /repo/kf-customer/*.

/** Sign in with account (username or mailbox) and password, or with a ticket. */
export const Login = defineEndpoint({
  method: 'POST', path: '/action/login', body: LoginBody, reply: LoginData,
  summary: 'Sign in with account (username or mailbox) and password, or with a ticket (automatic login)',
});

/** Check the session: user, permissions and subscription. */
export const CheckSession = defineEndpoint({
  method: 'POST', path: '/action/check', reply: LoginData,
  summary: 'Check the session: user, permissions and subscription (token echoed)',
});

/** End the session. */
export const Logout = defineEndpoint({ method: 'POST', path: '/action/logout', reply: z.null(), summary: 'End the session' });

/** Lock the session. */
export const LockSession = defineEndpoint({
  method: 'POST', path: '/action/session-lock', reply: z.object({ locked: z.literal(true) }),
  summary: 'Lock the session (other calls refused until unlocked)',
});

/** Unlock the session with the account password. */
export const UnlockSession = defineEndpoint({
  method: 'POST', path: '/action/session-un-lock', body: UnlockBody, reply: z.object({ locked: z.literal(false) }),
  summary: 'Unlock the session with the account password',
});

/** Single login by ticket. */
export const SingleLogin = defineEndpoint({
  method: 'GET', path: '/action/single-login', query: SingleLoginQuery, reply: LoginData, summary: 'Single login by ticket',
});

/** Send a registration code to a mailbox. */
export const SendEmailCode = defineEndpoint({
  method: 'POST', path: '/repo/kf-customer/artist-email-code', body: EmailCodeBody, reply: z.object({ sent: z.literal(true), expiresAt: z.number() }),
  summary: 'Send a registration code to a mailbox through SMTP (without SMTP: held for the managers\' outbox page); 503 when the relay refuses or times out',
});

/** Register a designer account. */
export const Register = defineEndpoint({
  method: 'POST', path: '/repo/kf-customer/artist-register', body: RegisterBody, reply: SessionUserVo,
  summary: 'Register a designer account (every field required, password policy, mailbox, 11-digit phone, email code)',
});

/** The signed-in user's profile. */
export const FindUser = defineEndpoint({
  method: 'GET', path: '/repo/kf-customer/find-user', query: FindUserQuery, reply: UserProfile,
  summary: 'The signed-in user\'s profile (another user\'s only for managers)',
});

/** Update the profile and/or the password. */
export const UpdateUser = defineEndpoint({
  method: 'POST', path: '/repo/kf-customer/update-user', body: UpdateUserBody, reply: UserProfile,
  summary: 'Update the profile and/or the password (old password needed; new differs from old; confirmation matches)',
});

/** The user's picture as a data URL. */
export const FindUserImage = defineEndpoint({
  method: 'GET', path: '/repo/kf-customer/find-user-image', reply: UserImageData, summary: 'The user\'s picture as a data URL (null when none)',
});

/** Replace the user's picture (multipart field "file"). */
export const UpdateUserImage = defineEndpoint({
  method: 'POST', path: '/repo/kf-customer/update-user-image', multipart: true, body: z.object({}).passthrough(), reply: UserImageData,
  summary: 'Replace the user\'s picture (multipart field "file"; PNG, JPEG, GIF, WebP or BMP up to 5 MB)',
});
