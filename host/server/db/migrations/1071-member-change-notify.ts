import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL tells every instance when a project membership changes (issue 28: a user's kept project list holds the
 * projects shared with them, modules/projects/project-list-cache.ts): row triggers on project_members NOTIFY
 * 'projects-changed' with the member's id, after commit, whoever made the change (as migration 1011 does for the
 * owner of a projects row). On SQLite the server's own connection has the same triggers as TEMP ones
 * (db/project-triggers.ts).
 */
export const memberChangeNotifyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    const notify = (userId: string) => `perform pg_notify('kf_events_' || left(md5(TG_TABLE_SCHEMA), 16),
      json_build_object('o', 'db', 't', 'projects-changed', 'p', json_build_object('userId', ${userId}))::text);`;
    await sql.raw(`create or replace function kf_members_changed() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then ${notify('NEW.user_id')}
        elsif TG_OP = 'DELETE' then ${notify('OLD.user_id')}
        else
          ${notify('NEW.user_id')}
          if NEW.user_id is distinct from OLD.user_id then ${notify('OLD.user_id')} end if;
        end if;
        return null;
      end $$`).execute(db);
    await sql`create trigger kf_members_changed after insert or update or delete on project_members for each row
      execute procedure kf_members_changed()`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`drop trigger if exists kf_members_changed on project_members`.execute(db);
    await sql`drop function if exists kf_members_changed()`.execute(db);
  },
};
