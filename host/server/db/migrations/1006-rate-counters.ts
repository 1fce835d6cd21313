import type { Kysely, Migration } from 'kysely';

/**
 * The general request rate limit's counters when several instances share a PostgreSQL database: one row per client
 * key and fixed window, counted by an atomic upsert (http/shared-rate-limit.ts). Created on SQLite too (one process
 * counts in memory there), so both schemas stay the same.
 */
export const rateCountersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('rate_counters')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('rate_counters_window').on('rate_counters').column('window_start').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('rate_counters').execute();
  },
};
