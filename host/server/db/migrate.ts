import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { crashPoint } from '../crash-point.js';
import type { DialectName } from './open-database.js';
import { migrations } from './migrations/index.js';

/**
 * Apply the pending migrations in one transaction (both databases; see transactional-sqlite-dialect.ts). On PostgreSQL
 * Kysely's own tables (kysely_migration, kysely_migration_lock) live in the schema in use: without naming it, Kysely
 * finds them in any schema of the database and then fails ('relation "kysely_migration_lock" does not exist') when
 * another schema already holds them.
 */
export async function migrate(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const migrationTableSchema = dialect === 'postgres' ? await currentSchema(db) : undefined;
  const provider = { getMigrations: async () => withCrashPoints(migrations) };
  // Modules add their migrations on branches of their own (1020 commerce, 1030 jobs, 1040 market, …), so a database
  // may already hold a higher number than one landing later; each migration touches only its own tables.
  const migrator = new Migrator({
    db, provider, allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

async function currentSchema(db: Kysely<unknown>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema (check DATABASE_SCHEMA and the search_path)');
  return schema;
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
