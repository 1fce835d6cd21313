import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL tells every instance whose project list changed (issue 28: each instance keeps users' project lists,
 * modules/projects/project-list-cache.ts): row triggers on every insert, update or delete of a projects row NOTIFY
 * 'projects-changed' with the owner's id on the instance bus's channel of the table's schema (events/postgres-bus.ts),
 * delivered after the change commits, whoever made it — the server, another instance or an operator's SQL.
 * On SQLite the server's own connection has the same triggers, as TEMP ones calling into the process (db/project-triggers.ts).
 */
export const projectChangeNotifyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    const notify = (userId: string) => `perform pg_notify('kf_events_' || left(md5(TG_TABLE_SCHEMA), 16),
      json_build_object('o', 'db', 't', 'projects-changed', 'p', json_build_object('userId', ${userId}))::text);`;
    await sql.raw(`create or replace function kf_projects_changed() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'INSERT' then ${notify('NEW.user_id')}
        elsif TG_OP = 'DELETE' then ${notify('OLD.user_id')}
        else
          ${notify('OLD.user_id')}
          if NEW.user_id is distinct from OLD.user_id then ${notify('NEW.user_id')} end if;
        end if;
        return null;
      end $$`).execute(db);
    await sql`create trigger kf_projects_changed after insert or update or delete on projects for each row
      execute procedure kf_projects_changed()`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`drop trigger if exists kf_projects_changed on projects`.execute(db);
    await sql`drop function if exists kf_projects_changed()`.execute(db);
  },
};
