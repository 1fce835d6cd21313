import { Migrator, type Kysely, type Migration } from 'kysely';
import { crashPoint } from '../crash-point.js';
import type { DialectName } from './open-database.js';
import { migrations } from './migrations/index.js';

/** Apply the pending migrations in one transaction (both databases; see transactional-sqlite-dialect.ts). */
export async function migrate(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  const provider = { getMigrations: async () => withCrashPoints(migrations) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

function withCrashPoints(list: Record<string, Migration>): Record<string, Migration> {
  return Object.fromEntries(Object.entries(list).map(([name, migration]) => [name, {
    ...migration,
    async up(db: Kysely<unknown>) {
      await migration.up(db);
      crashPoint(`migration:${name}`);
    },
  }]));
}
