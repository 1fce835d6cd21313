import type { Kysely, Migration } from 'kysely';

/** The external plugins each user keeps (the plugin manager): url, enabled flag, one row per url and user. */
export const userPluginsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('user_plugins')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('user_plugins_user_url', ['user_id', 'url'])
      .execute();
    await db.schema.createIndex('user_plugins_by_user').on('user_plugins').column('user_id').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('user_plugins').execute();
  },
};
