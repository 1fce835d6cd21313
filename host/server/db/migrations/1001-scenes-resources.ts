import type { Kysely, Migration } from 'kysely';

/** Scenes, their versions and assets; project resources and resource groups (server-scenes). */
export const scenesResourcesMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('scenes')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('preview', 'text')
      .addColumn('data', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('import_assets', 'text')
      .addColumn('logic', 'text')
      .addColumn('logic_xml', 'text')
      .addColumn('logic_bk', 'text')
      .addColumn('logic_xml_bk', 'text')
      .addColumn('external_resources', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('last_modified_by', 'text', (c) => c.notNull())
      .addColumn('last_modified_time', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('scenes_project').on('scenes').columns(['project_uuid', 'category']).execute();
    await db.schema.createIndex('scenes_user').on('scenes').column('user_id').execute();

    await db.schema.createTable('scene_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('scene_uuid', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('record', 'text', (c) => c.notNull())
      .addColumn('update_by', 'text', (c) => c.notNull())
      .addColumn('update_time', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('scene_versions_unique', ['scene_uuid', 'version'])
      .execute();

    await db.schema.createTable('scene_assets')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('scene_assets_unique', ['project_uuid', 'name'])
      .execute();

    await db.schema.createTable('resources')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('pub_res_uuid', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('scene_uuid', 'text')
      .addColumn('type_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('groups', 'text', (c) => c.notNull())
      .addColumn('hash', 'text')
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('file_name', 'text')
      .addColumn('content_type', 'text')
      .addColumn('data', 'text')
      .addColumn('category', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('deleted_at', 'bigint')
      .execute();
    await db.schema.createIndex('resources_project').on('resources').columns(['project_uuid', 'type_id']).execute();
    await db.schema.createIndex('resources_scene').on('resources').column('scene_uuid').execute();

    await db.schema.createTable('resource_groups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('scene_uuid', 'text')
      .addColumn('type_id', 'text', (c) => c.notNull())
      .addColumn('parent_id', 'text')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('resource_groups_project').on('resource_groups').columns(['project_uuid', 'type_id']).execute();
  },
};
