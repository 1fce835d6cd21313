import type { Kysely, Migration } from 'kysely';

/**
 * Publish links (docs/publishing.md): one row per link, fixed at a scene version; the caller's likes and favourites
 * (one row per link, user and kind); every owner's visits per calendar month (the plan's monthly limit).
 */
export const publishLinksMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('publish_links')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('short_key', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('scene_uuid', 'text', (c) => c.notNull())
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('group_name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text')
      .addColumn('expires_at', 'bigint')
      .addColumn('visit_limit', 'bigint')
      .addColumn('allow_copy', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_customer', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('taken_down', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('access_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('like_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('favorite_count', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('publish_links_by_user').on('publish_links').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('publish_links_by_scene').on('publish_links').column('scene_uuid').execute();
    await db.schema.createIndex('publish_links_listed').on('publish_links').columns(['listed', 'access_count']).execute();
    await db.schema.createTable('publish_link_reactions')
      .addColumn('link_uuid', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('publish_link_reactions_pk', ['link_uuid', 'user_id', 'kind'])
      .execute();
    await db.schema.createTable('publish_visit_months')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('visits', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('publish_visit_months_pk', ['user_id', 'month'])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('publish_visit_months').execute();
    await db.schema.dropTable('publish_link_reactions').execute();
    await db.schema.dropTable('publish_links').execute();
  },
};
