// Turns per blob hash between a write that finds its bytes stored (and marks them fresh) and collection (which
// checks that they are old, then removes them): within a process by a queue per hash, across instances sharing a
// PostgreSQL database by a transaction-scoped advisory lock on the hash (the key includes the schema, so several
// schemas of one database do not wait for each other).
import { sql } from 'kysely';
import type { DialectName } from '../db/open-database.js';
import type { Db } from '../db/schema.js';
import { UserTurns } from '../modules/quota/user-turns.js';

/** Runs work for one hash at a time. */
export class HashLocks {
  private readonly turns = new UserTurns();

  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
  ) {}

  async run<T>(hash: string, fn: () => Promise<T>): Promise<T> {
    const release = await this.turns.acquire(hash);
    try {
      if (this.dialect !== 'postgres') return await fn();
      return await this.db.transaction().execute(async (trx) => {
        await sql`select pg_advisory_xact_lock(hashtext(${'kf-blob '}::text || current_schema() || ' ' || ${hash}::text))`.execute(trx);
        return fn();
      });
    } finally {
      release();
    }
  }
}

/**
 * Runs `fn` unless another instance is collecting right now (PostgreSQL session advisory lock, tried not waited:
 * the other instance's pass does the work). On SQLite one server owns the data folder, so `fn` always runs.
 * Resolves undefined when skipped.
 */
export async function asOnlyCollector<T>(db: Db, dialect: DialectName, fn: () => Promise<T>): Promise<T | undefined> {
  if (dialect !== 'postgres') return fn();
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext(${'kf-blob-collector '}::text || current_schema())`;
    const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${key}) as got`.execute(conn);
    if (!rows[0]?.got) return undefined;
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
