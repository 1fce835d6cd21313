import { SysCode } from '../../../sdk/contract/envelope.js';
import type { Clock } from '../clock.js';
import type { ServerConfig } from '../config.js';
import type { Db, SessionTable, UserTable } from '../db/schema.js';
import { Errors } from '../http/api-error.js';
import { toAuthUser } from './auth-user.js';
import { hashToken, newToken } from './tokens.js';
import { precompiled } from '../db/precompiled.js';
import type { ResolvedSession, SessionCache } from './session-cache.js';

/** Touch last_seen_at at most this often (fewer writes on busy sessions). */
const TOUCH_EVERY_MS = 30_000;

/** Start a session; when the account's policy is single-session, older live sessions are forced offline (104). */
export async function createSession(db: Db, clock: Clock, config: ServerConfig, user: { id: string; single_session: number }, address: string): Promise<string> {
  const token = newToken();
  const now = clock.now();
  if (user.single_session === 1) {
    await db.updateTable('sessions')
      .set({ ended_at: now, end_reason: 'forced' })
      .where('user_id', '=', user.id)
      .where('ended_at', 'is', null)
      .execute();
  }
  await db.insertInto('sessions').values({
    token_hash: hashToken(token),
    user_id: user.id,
    created_at: now,
    last_seen_at: now,
    expires_at: now + config.sessionMaxMs,
    ended_at: null,
    end_reason: null,
    locked: 0,
    address,
  }).execute();
  return token;
}

/** A session and its user by token hash (compiled once: every authenticated request runs it). */
const sessionWithUser = precompiled((db: Db) => db.selectFrom('sessions').leftJoin('users', 'users.id', 'sessions.user_id')
  .selectAll('users')
  .select([
    'sessions.user_id as s_user_id', 'sessions.created_at as s_created_at', 'sessions.last_seen_at as s_last_seen_at',
    'sessions.expires_at as s_expires_at', 'sessions.ended_at as s_ended_at', 'sessions.end_reason as s_end_reason',
    'sessions.locked as s_locked', 'sessions.address as s_address',
  ])
  .where('sessions.token_hash', '=', '?'));

/**
 * Find the live session of a token or throw the catalogue's 401 (103 expired, 104 forced offline, 106 unknown). With a
 * cache, a session resolved lately is served from it while it needs no write (auth/session-cache.ts).
 */
export async function resolveSession(db: Db, clock: Clock, config: ServerConfig, token: string, cache?: SessionCache): Promise<ResolvedSession> {
  const tokenHash = cache?.hashOf(token) ?? hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) {
    const now = clock.now();
    const { row } = cached.session;
    const quiet = now - Number(row.last_seen_at);
    if (now < Number(row.expires_at) && quiet < TOUCH_EVERY_MS && quiet < config.sessionIdleMs) return cached;
  }
  const mark = cache?.mark() ?? 0;
  // The session and its user in one query (one round trip per authenticated request on PostgreSQL, not two).
  const [joined] = await sessionWithUser(db, [tokenHash]);
  if (!joined) throw Errors.timeout(SysCode.sessionUnknown);
  const row: SessionTable = {
    token_hash: tokenHash, user_id: joined.s_user_id, created_at: joined.s_created_at, last_seen_at: joined.s_last_seen_at,
    expires_at: joined.s_expires_at, ended_at: joined.s_ended_at, end_reason: joined.s_end_reason, locked: joined.s_locked, address: joined.s_address,
  };
  if (row.ended_at !== null) {
    throw Errors.timeout(row.end_reason === 'forced' ? SysCode.forcedOffline : row.end_reason === 'expired' ? SysCode.sessionExpired : SysCode.sessionUnknown);
  }
  const now = clock.now();
  if (now >= Number(row.expires_at) || now - Number(row.last_seen_at) >= config.sessionIdleMs) {
    await db.updateTable('sessions').set({ ended_at: now, end_reason: 'expired' }).where('token_hash', '=', tokenHash).execute();
    cache?.forgetToken(tokenHash);
    throw Errors.timeout(SysCode.sessionExpired);
  }
  if (joined.id === null) throw Errors.timeout(SysCode.sessionUnknown);
  const { s_user_id: _u, s_created_at: _c, s_last_seen_at: _l, s_expires_at: _e, s_ended_at: _d, s_end_reason: _r, s_locked: _k, s_address: _a, ...userColumns } = joined;
  const userRow = userColumns as UserTable;
  if (now - Number(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
    row.last_seen_at = now;
  }
  // Frozen: a cached session is shared by the requests it serves.
  const resolved: ResolvedSession = {
    user: Object.freeze(toAuthUser(Object.freeze(userRow))),
    session: Object.freeze({ tokenHash, locked: row.locked === 1, row: Object.freeze(row) }),
  };
  cache?.put(mark, resolved, token);
  return resolved;
}

/** End a session (logout). */
export async function endSession(db: Db, clock: Clock, tokenHash: string, reason: 'logout' | 'forced' = 'logout'): Promise<void> {
  await db.updateTable('sessions').set({ ended_at: clock.now(), end_reason: reason }).where('token_hash', '=', tokenHash).execute();
}

/** After a password change: end every session of the user but the current one, and drop its login tickets. */
export async function endOtherSessions(db: Db, clock: Clock, userId: string, keepTokenHash: string | undefined): Promise<void> {
  let query = db.updateTable('sessions').set({ ended_at: clock.now(), end_reason: 'password' }).where('user_id', '=', userId).where('ended_at', 'is', null);
  if (keepTokenHash) query = query.where('token_hash', '<>', keepTokenHash);
  await query.execute();
  await db.deleteFrom('tickets').where('user_id', '=', userId).execute();
}
