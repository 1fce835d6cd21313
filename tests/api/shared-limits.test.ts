// Issue 28: what instances on one PostgreSQL database must count and hold together — the general rate limit, login
// throttling, per-user turns — is counted and held in the database, so two instances behind a proxy give a client
// the limit once, not once each. Two servers in this process on one schema; skipped without DATABASE_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createServer, type RunningServer } from '../../host/server/app.js';
import { ApiClient, startTestServer, type TestServer } from './support/server.js';

const databaseUrl = process.env.DATABASE_URL;

if (!databaseUrl) {
  describe('limits shared by two instances', () => {
    it.skip('needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run the shared-limits test', () => undefined);
  });
} else {
  describe('limits shared by two instances on one PostgreSQL database', () => {
    const perMinute = 12;
    let a: TestServer;
    let b: RunningServer;
    beforeAll(async () => {
      a = await startTestServer('postgres', { rateLimitPerMinute: perMinute });
      b = await createServer({ ...a.server.config, port: 0 }, { clock: a.clock });
    });
    afterAll(async () => {
      await b?.close();
      await a?.stop();
    });
    const health = (url: string) => new ApiClient(url).repo('GET', '/health');

    it('counts the general rate limit once for both instances', async () => {
      for (let i = 0; i < perMinute / 2; i++) {
        expect((await health(a.url)).status).toBe(200);
        expect((await health(b.url)).status).toBe(200);
      }
      // Each instance has seen half the limit; the client has used all of it.
      const over = await health(a.url);
      expect(over.status).toBe(429);
      expect((await health(b.url)).status).toBe(429);
      await a.server.db.deleteFrom('rate_counters').execute(); // the window starts over (the other tests need requests)
    });

    it('throttles failed logins across instances', async () => {
      const failures = a.server.config.loginMaxFailures;
      for (let i = 0; i < failures; i++) {
        const reply = await new ApiClient(i % 2 === 0 ? a.url : b.url).repo('POST', '/action/login', { username: 'demo', password: 'wrong' });
        expect(reply.code).toBe(404);
      }
      const limited = await new ApiClient(b.url).repo('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
      expect(limited.status).toBe(429);
      a.clock.advance(a.server.config.loginWindowMs + 60_000);
      expect((await new ApiClient(a.url).repo('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' })).code).toBe(0);
      await a.server.db.deleteFrom('rate_counters').execute();
    });

    it('gives a key one turn across both instances', async () => {
      const waiting = async () => Number((await sql<{ n: number }>`select count(*) as n from pg_locks where locktype = 'advisory' and not granted`.execute(a.server.db)).rows[0].n);
      const order: string[] = [];
      const releaseA = await a.server.services.turns.acquire('quota shared-user');
      const onB = b.services.turns.acquire('quota shared-user').then((release) => {
        order.push('b has it');
        return release;
      });
      // B's instance waits in PostgreSQL for the lock A's instance holds (or, were the turns per process, has it already).
      while (order.length === 0 && (await waiting()) === 0) await new Promise((r) => setTimeout(r, 20));
      order.push('a releases');
      releaseA();
      (await onB)();
      expect(order).toEqual(['a releases', 'b has it']);
    });
  });
}
