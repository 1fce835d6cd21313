// The general request rate limit shared by every instance on one PostgreSQL database: @fastify/rate-limit's counting
// moved into the `rate_counters` table, one atomic upsert per request (fixed window per client key), so a client
// spreading its requests over several instances behind a proxy gets the limit once, not once per instance.
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import type { JobDef } from './route-kit.js';

/** A @fastify/rate-limit store counting in the database. */
export function databaseRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(_options?: FastifyRateLimitOptions) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countHit(db, key, now(), timeWindow).then((result) => callback(null, result), (error: unknown) => callback(error as Error));
    }

    child(): FastifyRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  }
  return DatabaseRateLimitStore;
}

/** Count one hit of `key` at `at`: a window older than `windowMs` starts over. Returns the hits in the window and what is left of it. */
export async function countHit(db: Db, key: string, at: number, windowMs: number): Promise<{ current: number; ttl: number }> {
  const expired = sql<boolean>`rate_counters.window_start <= ${at - windowMs}`;
  const row = await db.insertInto('rate_counters').values({ key, window_start: at, hits: 1 })
    .onConflict((oc) => oc.column('key').doUpdateSet({
      hits: sql<number>`case when ${expired} then 1 else rate_counters.hits + 1 end`,
      window_start: sql<number>`case when ${expired} then ${at} else rate_counters.window_start end`,
    }))
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.window_start) + windowMs - at) };
}

/** Removes counters whose window has passed (every instance runs it; the delete is idempotent). */
export function rateCounterPruning(windowMs: number, now: () => number = Date.now): JobDef {
  return {
    name: 'rate-counter-prune',
    everyMs: Math.max(windowMs, 60_000),
    run: async ({ db }) => {
      await db.deleteFrom('rate_counters').where('window_start', '<', now() - windowMs).execute();
    },
  };
}
