// Issue 28: each instance caches the sessions it resolved (host/server/auth/session-cache.ts). A cached session must
// still end everywhere at once: logout, a password change, a session lock, an account locked by an operator's SQL.
// One server per backend; two instances on one PostgreSQL schema when DATABASE_URL is set.
import { expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { hashPassword } from '../../host/server/auth/passwords.js';
import { hashToken } from '../../host/server/auth/tokens.js';
import type { InstanceBus } from '../../host/server/events/instance-bus.js';
import { ApiClient, describeBackends, ok } from './support/server.js';
import { asOperator, describeTwoInstances } from './support/two-instances.js';

const GET_ALL = '/repo/kf-project/get-all';

/** Resolves when `bus` hears that the database changed something of `userId` (or at once on SQLite, where it is synchronous). */
function authChanged(bus: InstanceBus, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = bus.subscribe('auth-changed', (payload) => {
      if (payload.userId !== userId) return;
      stop();
      resolve();
    });
  });
}

describeBackends('session cache on one instance', (api) => {
  it('serves a resolved session from the cache, and a change made in the database by SQL ends it at once', async () => {
    const user = await api.newUser();
    ok(await user.client.repo('GET', GET_ALL));
    expect(api.server.services.sessions.size).toBeGreaterThan(0);
    // An operator locks the account with SQL: the next call is refused.
    const heard = authChanged(api.server.services.events, user.id);
    await api.server.db.updateTable('users').set({ locked: 1 }).where('id', '=', user.id).execute();
    await heard;
    const refused = await user.client.withLocale('en').repo('GET', GET_ALL);
    expect([refused.status, refused.msg]).toEqual([403, 'This account is locked.']);
  });

  it('a login leaves the user\'s other cached sessions cached, and the first-login count still moves', async () => {
    const user = await api.newUser();
    ok(await user.client.repo('GET', GET_ALL));
    const cached = () => api.server.services.sessions.get(hashToken(user.client.token!)) !== undefined;
    expect(cached()).toBe(true);
    expect(ok(await user.client.repo<{ loginCount: number }>('GET', '/repo/kf-project/get-first-login')).loginCount).toBe(1);
    await api.login(user.username, user.password);
    expect(cached()).toBe(true);
    expect(ok(await user.client.repo<{ loginCount: number; firstLogin: boolean }>('GET', '/repo/kf-project/get-first-login'))).toEqual({ loginCount: 2, firstLogin: false });
  });

  it('a session locked, then unlocked, through the API is refused, then served, at once', async () => {
    const user = await api.newUser();
    ok(await user.client.repo('GET', GET_ALL));
    ok(await user.client.repo('POST', '/action/session-lock'));
    expect((await user.client.repo('GET', GET_ALL)).status).toBe(423);
    ok(await user.client.repo('POST', '/action/session-un-lock', { password: user.password }));
    ok(await user.client.repo('GET', GET_ALL));
  });

  it('a logout ends the cached session at once', async () => {
    const user = await api.newUser();
    ok(await user.client.repo('GET', GET_ALL));
    ok(await user.client.repo('POST', '/action/logout'));
    expect((await user.client.repo('GET', GET_ALL)).status).toBe(401);
  });

  it('a plan changed by SQL applies to a cached session at once', async () => {
    const user = await api.newUser();
    const before = ok(await user.client.repo<{ limitBytes: number }>('GET', '/repo/kf-project/get-used-space'));
    const heard = authChanged(api.server.services.events, user.id);
    await api.server.db.updateTable('users').set({ plan: 'PROFESSIONAL' }).where('id', '=', user.id).execute();
    await heard;
    const after = ok(await user.client.repo<{ limitBytes: number }>('GET', '/repo/kf-project/get-used-space'));
    expect(after.limitBytes).toBeGreaterThan(before.limitBytes);
  });

  it('on SQLite, a change another process commits to the file (the sqlite3 shell, a script) applies at once', async () => {
    if (api.server.dialect !== 'sqlite') return;
    const user = await api.newUser();
    const before = ok(await user.client.repo<{ limitBytes: number }>('GET', '/repo/kf-project/get-used-space'));
    const outside = new Database(join(api.server.config.dataDir, 'platform.sqlite'), { fileMustExist: true, timeout: 10_000 });
    try {
      // The server's triggers live on its own connection: this change fires none of them.
      outside.prepare('UPDATE users SET plan = ? WHERE id = ?').run('PROFESSIONAL', user.id);
      const after = ok(await user.client.repo<{ limitBytes: number }>('GET', '/repo/kf-project/get-used-space'));
      expect(after.limitBytes).toBeGreaterThan(before.limitBytes);
      outside.prepare('UPDATE users SET locked = 1 WHERE id = ?').run(user.id);
      expect((await user.client.withLocale('en').repo('GET', GET_ALL)).msg).toBe('This account is locked.');
    } finally {
      outside.close();
    }
  });
});

describeTwoInstances('session cache', 'the two-instance test', (servers) => {
  const login = async (url: string, username = 'demo', password = 'Demo@2026!') => {
    const anon = new ApiClient(url);
    const reply = ok(await anon.repo<{ token: string; user: { userId: string } }>('POST', '/action/login', { username, password }));
    return { token: reply.token, userId: reply.user.userId, on: (where: string) => new ApiClient(where).withToken(reply.token) };
  };

  it('a logout through A is refused on B once B hears of it, though B had the session cached', async () => {
    const session = await login(servers.a.url);
    ok(await session.on(servers.b.url).repo('GET', GET_ALL)); // cached on B
    ok(await session.on(servers.a.url).repo('GET', GET_ALL)); // and on A
    const bHears = authChanged(servers.b.services.events, session.userId);
    ok(await session.on(servers.a.url).repo('POST', '/action/logout'));
    // B forgets when PostgreSQL delivers the notification of the commit (milliseconds; a request B handles before
    // that is served from what it holds), so the check waits until B has heard.
    await bHears;
    expect((await session.on(servers.b.url).repo('GET', GET_ALL)).status).toBe(401);
    expect((await session.on(servers.a.url).repo('GET', GET_ALL)).status).toBe(401);
  });

  it('a password change through A ends the user\'s other sessions on B once B hears of it', async () => {
    const username = `cache_${randomUUID().slice(0, 8)}`;
    const password = 'Str0ng!Pass';
    const id = randomUUID();
    const now = servers.a.clock.now();
    await servers.a.server.db.insertInto('users').values({
      id, username, nickname: username, password_hash: await hashPassword(password), email: `${username}@example.com`, phone: '13812345678',
      company: 'C', city: 'C', position: 'C', manager: 0, designer: 1, locked: 0, pros_cons: 1, pvg: null, all_p: null, single_session: 0,
      plan: 'FREE', image_hash: null, login_count: 0, created_at: now, updated_at: now,
    }).execute();
    const user = await login(servers.a.url, username, password);
    const other = await login(servers.b.url, username, password);
    ok(await other.on(servers.b.url).repo('GET', GET_ALL)); // cached on B
    const bHears = authChanged(servers.b.services.events, id);
    ok(await user.on(servers.a.url).repo('POST', '/repo/kf-customer/update-user', { oldPassword: password, newPassword: 'N3w!passw', confirmPassword: 'N3w!passw' }));
    await bHears;
    expect((await other.on(servers.b.url).repo('GET', GET_ALL)).status).toBe(401);
    ok(await user.on(servers.b.url).repo('GET', GET_ALL)); // the session that changed it stays
  });

  it('an account locked by an operator\'s SQL (another connection) is refused on both instances once told', async () => {
    const session = await login(servers.a.url);
    ok(await session.on(servers.a.url).repo('GET', GET_ALL));
    ok(await session.on(servers.b.url).repo('GET', GET_ALL));
    const toldA = authChanged(servers.a.server.services.events, session.userId);
    const toldB = authChanged(servers.b.services.events, session.userId);
    await asOperator(servers.a, async (operator) => {
      try {
        await operator.query('update users set locked = 1 where id = $1', [session.userId]);
        await Promise.all([toldA, toldB]);
        expect((await session.on(servers.a.url).repo('GET', GET_ALL)).status).toBe(403);
        expect((await session.on(servers.b.url).repo('GET', GET_ALL)).status).toBe(403);
      } finally {
        await operator.query('update users set locked = 0 where id = $1', [session.userId]);
      }
    });
  });
});
