import { randomUUID } from 'node:crypto';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { ApiError } from '../../http/api-error.js';
import type { ServerServices } from '../../http/route-kit.js';

/** The rate-limit key of a login: account and address. */
export function attemptKey(account: string, address: string): string {
  return `${account.trim().toLowerCase()}|${address}`;
}

/** Refuse (HTTP 429, code 405) when the account+address had too many failures in the window since its last success. */
export async function ensureLoginAllowed(services: ServerServices, key: string, factor = 1): Promise<void> {
  const { db, clock, config } = services;
  const since = clock.now() - config.loginWindowMs;
  const lastOk = await db.selectFrom('login_attempts').select((eb) => eb.fn.max<number>('at').as('at'))
    .where('attempt_key', '=', key).where('ok', '=', 1).executeTakeFirst();
  const from = Math.max(since, Number(lastOk?.at ?? 0) + 1);
  const failures = await db.selectFrom('login_attempts').select(['at'])
    .where('attempt_key', '=', key).where('ok', '=', 0).where('at', '>=', from)
    .orderBy('at', 'asc').execute();
  if (failures.length >= config.loginMaxFailures * factor) {
    const retryMs = Number(failures[0].at) + config.loginWindowMs - clock.now();
    const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
    throw new ApiError(ReplyCode.warning, 'error.tooManyAttempts', {
      httpStatus: 429, vars: { minutes }, headers: { 'retry-after': String(Math.ceil(retryMs / 1000)) },
    });
  }
}

/** Record an attempt (and forget attempts older than a day). */
export async function recordLoginAttempt(services: ServerServices, key: string, ok: boolean): Promise<void> {
  const now = services.clock.now();
  await services.db.insertInto('login_attempts').values({ id: randomUUID(), attempt_key: key, at: now, ok: ok ? 1 : 0 }).execute();
  await services.db.deleteFrom('login_attempts').where('at', '<', now - Math.max(services.config.loginWindowMs, 86_400_000)).execute();
}
