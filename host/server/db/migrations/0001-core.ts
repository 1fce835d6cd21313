import type { Kysely, Migration } from 'kysely';

/** Core tables: meta, users, sessions, tickets, login attempts, outbox, projects, recycle bin, blobs, messages. */
export const coreMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await db.schema.createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('nickname', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('company', 'text', (c) => c.notNull())
      .addColumn('city', 'text', (c) => c.notNull())
      .addColumn('position', 'text', (c) => c.notNull())
      .addColumn('manager', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('designer', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('pros_cons', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('pvg', 'text')
      .addColumn('all_p', 'text')
      .addColumn('single_session', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('plan', 'text', (c) => c.notNull().defaultTo('FREE'))
      .addColumn('image_hash', 'text')
      .addColumn('login_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_email').on('users').column('email').execute();

    await db.schema.createTable('sessions')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('ended_at', 'bigint')
      .addColumn('end_reason', 'text')
      .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('address', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await db.schema.createTable('tickets')
      .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema.createTable('login_attempts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('attempt_key', 'text', (c) => c.notNull())
      .addColumn('at', 'bigint', (c) => c.notNull())
      .addColumn('ok', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('login_attempts_key').on('login_attempts').columns(['attempt_key', 'at']).execute();

    await db.schema.createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint')
      .execute();
    await db.schema.createIndex('outbox_email').on('outbox').columns(['email', 'created_at']).execute();

    await db.schema.createTable('projects')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull().defaultTo('project'))
      .addColumn('groups', 'text', (c) => c.notNull())
      .addColumn('des_routes', 'text', (c) => c.notNull())
      .addColumn('info_points', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', 'bigint')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('projects_user').on('projects').column('user_id').execute();

    await db.schema.createTable('recycle_bin')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('project_uuid', 'text')
      .addColumn('deleted_at', 'bigint', (c) => c.notNull())
      .addColumn('data', 'text')
      .execute();
    await db.schema.createIndex('recycle_bin_user').on('recycle_bin').columns(['user_id', 'kind', 'deleted_at']).execute();
    await db.schema.createIndex('recycle_bin_item').on('recycle_bin').columns(['kind', 'item_id']).execute();

    await db.schema.createTable('blobs')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema.createTable('blob_refs')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('ref_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('blob_refs_user').on('blob_refs').column('user_id').execute();
    await db.schema.createIndex('blob_refs_ref').on('blob_refs').columns(['kind', 'ref_id']).execute();
    await db.schema.createIndex('blob_refs_hash').on('blob_refs').column('hash').execute();

    await db.schema.createTable('site_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('sender_id', 'text')
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('site_messages_user').on('site_messages').columns(['user_id', 'created_at']).execute();
  },
};
