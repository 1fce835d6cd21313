import type { Kysely, Migration } from 'kysely';

/**
 * Data relays (issue 30, docs/live-data.md): a project's feeds whose credentials stay on the server. The password and
 * header values are one encrypted text (`secret`); the rest is what members may read.
 */
export const dataRelaysMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('data_relays')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('url', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('qos', 'integer', (c) => c.notNull())
      .addColumn('header_names', 'text', (c) => c.notNull())
      .addColumn('has_password', 'integer', (c) => c.notNull())
      .addColumn('secret', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('data_relays_by_project').on('data_relays').column('project_uuid').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('data_relays').execute();
  },
};
