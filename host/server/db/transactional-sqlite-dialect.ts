import { SqliteAdapter, SqliteDialect, type DialectAdapter } from 'kysely';

/**
 * SQLite runs DDL inside transactions, but Kysely's SqliteAdapter says it does not, so its Migrator would apply
 * migrations statement by statement: a kill in the middle left a half-built schema on which every later start failed
 * ('table "meta" already exists'). With this adapter the Migrator wraps the pending migrations in one transaction.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Kysely's SQLite dialect whose migrations run in one transaction. */
export class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): DialectAdapter {
    return new TransactionalSqliteAdapter();
  }
}
