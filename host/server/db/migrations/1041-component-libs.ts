import type { Kysely, Migration } from 'kysely';

/**
 * Component libraries' review (docs/market.md): a library (a project of kind 'component-lib') submitted for approval,
 * approved by a manager (then everyone sees it), or taken back. No row: only its owner sees it.
 */
export const componentLibsMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('component_lib_reviews')
      .addColumn('project_uuid', 'text', (c) => c.primaryKey())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('submitted_at', 'bigint', (c) => c.notNull())
      .addColumn('reviewed_at', 'bigint')
      .addColumn('reviewed_by', 'text')
      .execute();
    await db.schema.createIndex('component_lib_reviews_by_status').on('component_lib_reviews').columns(['status', 'submitted_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('component_lib_reviews').execute();
  },
};
