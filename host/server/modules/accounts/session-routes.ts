import { z } from 'zod';
import { LoginBody, LoginData, QuickLoginQuery, TicketData } from '../../../../sdk/contract/account.js';
import { ReplyCode, SysCode } from '../../../../sdk/contract/envelope.js';
import { verifyPassword } from '../../auth/passwords.js';
import { createSession, endSession } from '../../auth/sessions.js';
import { announce } from '../../events/instance-bus.js';
import { hashToken, newToken, quickLoginSign, safeEqual } from '../../auth/tokens.js';
import type { UserTable } from '../../db/schema.js';
import { ApiError, Errors } from '../../http/api-error.js';
import { tokenOf } from '../../http/route-runner.js';
import type { RouteContext, RouteKit, ServerServices } from '../../http/route-kit.js';
import { loginData } from './login-data.js';
import { accountOfLoginName } from './login-names.js';
import { attemptKey, ensureLoginAllowed, recordLoginAttempt } from './login-limiter.js';
import { CheckSession, LockSession, Login, Logout, SingleLogin, UnlockSession } from '../../../../sdk/contract/endpoints/index.js';

const R = 'session';
/** Failures allowed per account from all addresses together, as a multiple of the per-address limit. */
const ACCOUNT_WIDE_FACTOR = 4;
/** How long a login ticket (automatic / single login, preview links) stays valid; it is also single-use. */
export const TICKET_TTL_MS = 5 * 60 * 1000;

/** The secret of quick-login signs: QUICK_LOGIN_SECRET, else the one generated on first start. */
export async function quickLoginSecret(services: ServerServices): Promise<string> {
  if (services.config.quickLoginSecret) return services.config.quickLoginSecret;
  const row = await services.db.selectFrom('meta').select('value').where('key', '=', 'quick-login-secret').executeTakeFirst();
  if (!row) throw new Error('quick-login secret missing');
  return row.value;
}

async function startSession(ctx: RouteContext, user: UserTable): Promise<LoginData> {
  if (user.locked === 1) throw new ApiError(ReplyCode.warning, 'error.accountLocked', { httpStatus: 403 });
  const token = await createSession(ctx.db, ctx.clock, ctx.config, user, ctx.address);
  await ctx.db.updateTable('users').set({ login_count: user.login_count + 1 }).where('id', '=', user.id).execute();
  if (user.single_session === 1) announce(ctx.events, ctx.request.log, 'session-ended', { userId: user.id, reason: 'forced' });
  return loginData(ctx, user, token);
}

/** The user of a ticket, which is used up: the row is deleted as it is read, so a second use finds nothing. */
async function userOfTicket(ctx: RouteContext, ticket: string): Promise<UserTable> {
  const row = await ctx.db.deleteFrom('tickets').where('ticket_hash', '=', hashToken(ticket)).returning(['user_id', 'expires_at']).executeTakeFirst();
  if (!row || Number(row.expires_at) <= ctx.clock.now()) throw new ApiError(ReplyCode.timeout, 'error.ticketInvalid', { kfSysCode: SysCode.sessionUnknown });
  const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (!user) throw new ApiError(ReplyCode.timeout, 'error.ticketInvalid', { kfSysCode: SysCode.sessionUnknown });
  return user;
}

async function login(ctx: RouteContext<unknown, unknown, z.output<typeof LoginBody>>): Promise<LoginData> {
  const body = ctx.body;
  if (body.ticket) return startSession(ctx, await userOfTicket(ctx, body.ticket));
  const account = body.username ?? '';
  const key = attemptKey(account, ctx.address);
  const accountKey = attemptKey(account, '*');
  await ensureLoginAllowed(ctx, key);
  await ensureLoginAllowed(ctx, accountKey, ACCOUNT_WIDE_FACTOR);
  const user = await accountOfLoginName(ctx.db, account);
  if (!user) {
    await recordLoginAttempt(ctx, key, false);
    await recordLoginAttempt(ctx, accountKey, false);
    throw Errors.loginFailed(SysCode.userNotFound);
  }
  if (!(await verifyPassword(user.password_hash, body.password ?? ''))) {
    await recordLoginAttempt(ctx, key, false);
    await recordLoginAttempt(ctx, accountKey, false);
    throw Errors.loginFailed(SysCode.badCredentials);
  }
  await recordLoginAttempt(ctx, key, true);
  await recordLoginAttempt(ctx, accountKey, true);
  return startSession(ctx, user);
}

async function check(ctx: RouteContext): Promise<LoginData> {
  return loginData(ctx, ctx.user.row, tokenOf(ctx.request) ?? '', ctx.session?.locked ?? false);
}

async function logout(ctx: RouteContext): Promise<null> {
  if (ctx.session) await endSession(ctx.db, ctx.clock, ctx.session.tokenHash, 'logout');
  await ctx.db.deleteFrom('tickets').where('user_id', '=', ctx.user.id).execute(); // logout ends the account's tickets
  if (ctx.session) announce(ctx.events, ctx.request.log, 'session-ended', { userId: ctx.user.id, reason: 'logout' });
  return null;
}

/** Login, check, logout, session lock/unlock, tickets, single and quick login, in both call styles. */
export function sessionRoutes(kit: RouteKit): void {
  kit.endpoint(Login, { resource: R, action: 'login', auth: 'none', withPvg: true, handler: login });
  kit.endpoint(CheckSession, { resource: R, action: 'check', allowLocked: true, withPvg: true, handler: check });
  kit.endpoint(Logout, { resource: R, action: 'logout', allowLocked: true, handler: logout });
  // The application-call twins (POST /login.client …) take the same declarations' schemas; no browser calls them.
  for (const [endpoint, path, action, handler] of [[Login, '/login', 'login', login], [CheckSession, '/check', 'check', check], [Logout, '/logout', 'logout', logout]] as const) {
    kit.route({
      method: 'POST', style: 'app', path, resource: R, action, auth: endpoint === Login ? 'none' : 'session',
      allowLocked: endpoint !== Login, withPvg: endpoint !== Logout,
      body: endpoint.body, response: endpoint.reply, summary: endpoint.summary, handler: handler as (ctx: RouteContext) => unknown,
    });
  }
  kit.route({
    method: 'POST', style: 'app', path: '/sso', resource: R, action: 'login', auth: 'none',
    summary: 'Single sign-on: closed on this server (kfSysCode 200)',
    handler: () => {
      throw new ApiError(ReplyCode.loginError, 'error.ssoClosed', { kfSysCode: SysCode.ssoClosed });
    },
  });
  kit.endpoint(LockSession, {
    resource: R, action: 'lock', allowLocked: true,
    async handler(ctx) {
      await ctx.db.updateTable('sessions').set({ locked: 1 }).where('token_hash', '=', ctx.session!.tokenHash).execute();
      ctx.sessions.forgetToken(ctx.session!.tokenHash); // at once here; other instances hear the database
      return { locked: true as const };
    },
  });
  kit.endpoint(UnlockSession, {
    resource: R, action: 'lock', allowLocked: true,
    async handler(ctx) {
      const key = attemptKey(`unlock:${ctx.user.id}`, ctx.address);
      await ensureLoginAllowed(ctx, key);
      if (!(await verifyPassword(ctx.user.row.password_hash, ctx.body.password))) {
        await recordLoginAttempt(ctx, key, false);
        throw Errors.badRequest('validation.oldPassword');
      }
      await recordLoginAttempt(ctx, key, true);
      await ctx.db.updateTable('sessions').set({ locked: 0 }).where('token_hash', '=', ctx.session!.tokenHash).execute();
      ctx.sessions.forgetToken(ctx.session!.tokenHash);
      return { locked: false as const };
    },
  });
  kit.route({
    method: 'POST', style: 'repo', path: '/repo/user/add-user-token', resource: R, action: 'ticket',
    response: TicketData, summary: 'Issue a login ticket for the signed-in user (automatic login, preview links; single-use, 5 minutes, ended by logout or a password change)',
    async handler(ctx) {
      const ticket = newToken();
      const now = ctx.clock.now();
      await ctx.db.insertInto('tickets').values({ ticket_hash: hashToken(ticket), user_id: ctx.user.id, created_at: now, expires_at: now + TICKET_TTL_MS }).execute();
      return { ticket, expiresAt: now + TICKET_TTL_MS };
    },
  });
  kit.endpoint(SingleLogin, {
    resource: R, action: 'login', auth: 'none', withPvg: true,
    handler: async (ctx) => startSession(ctx, await userOfTicket(ctx, ctx.query.ticket)),
  });
  kit.route({
    method: 'GET', style: 'repo', path: '/action/quick-login', resource: R, action: 'login', auth: 'none', withPvg: true,
    query: QuickLoginQuery, response: LoginData, summary: 'Quick login: user id + sign (HMAC-SHA256 of the user id with the server secret)',
    async handler(ctx) {
      const expected = quickLoginSign(await quickLoginSecret(ctx), ctx.query.userId);
      if (!safeEqual(expected, ctx.query.sign.toLowerCase())) throw new ApiError(ReplyCode.loginError, 'error.signInvalid', { kfSysCode: SysCode.badCredentials });
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', ctx.query.userId).executeTakeFirst();
      if (!user) throw Errors.loginFailed(SysCode.userNotFound);
      return startSession(ctx, user);
    },
  });
}
