import type { Kysely, Migration } from 'kysely';

/**
 * Project members (docs/collaboration.md): who besides the owner may open (viewer) or change (editor) a project, and
 * the invitations not yet answered. An invitation's id is 24 random bytes (it cannot be guessed), it expires, and
 * answering it deletes it (single use).
 */
export const projectMembersMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('project_members')
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('added_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('project_members_pk', ['project_uuid', 'user_id'])
      .execute();
    await db.schema.createIndex('project_members_by_user').on('project_members').column('user_id').execute();
    await db.schema.createTable('project_invitations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_uuid', 'text', (c) => c.notNull())
      .addColumn('inviter_id', 'text', (c) => c.notNull())
      .addColumn('invitee_id', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('project_invitations_one').on('project_invitations').columns(['project_uuid', 'invitee_id']).unique().execute();
    await db.schema.createIndex('project_invitations_by_invitee').on('project_invitations').columns(['invitee_id', 'expires_at']).execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('project_invitations').execute();
    await db.schema.dropTable('project_members').execute();
  },
};
