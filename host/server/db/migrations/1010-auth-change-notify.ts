import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * PostgreSQL tells every instance when a user's row or one of its sessions changes (issue 28: each instance caches
 * the sessions it resolved, auth/session-cache.ts): row triggers NOTIFY 'auth-changed' with the user's id on the
 * instance bus's channel of the table's schema (events/postgres-bus.ts), delivered after the change commits, whoever
 * made it — the server, another instance or an operator's SQL (locking an account, changing a plan). Not told: the
 * users' used-storage total (every save moves it; nothing cached depends on it) and a session's last-seen touch.
 * On SQLite the server's own connection has the same triggers, as TEMP ones calling into the process (db/auth-triggers.ts).
 */
export const authChangeNotifyMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    const notify = (userId: string) => `perform pg_notify('kf_events_' || left(md5(TG_TABLE_SCHEMA), 16),
      json_build_object('o', 'db', 't', 'auth-changed', 'p', json_build_object('userId', ${userId}))::text);`;
    await sql.raw(`create or replace function kf_user_auth_changed() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'DELETE' then ${notify('OLD.id')} else ${notify('NEW.id')} end if;
        return null;
      end $$`).execute(db);
    await sql.raw(`create or replace function kf_session_auth_changed() returns trigger language plpgsql as $$
      begin
        if TG_OP = 'DELETE' then ${notify('OLD.user_id')} else ${notify('NEW.user_id')} end if;
        return null;
      end $$`).execute(db);
    await sql`create trigger kf_users_updated after update on users for each row
      when ((to_jsonb(OLD) - 'used_bytes') is distinct from (to_jsonb(NEW) - 'used_bytes'))
      execute procedure kf_user_auth_changed()`.execute(db);
    await sql`create trigger kf_users_deleted after delete on users for each row execute procedure kf_user_auth_changed()`.execute(db);
    await sql`create trigger kf_sessions_updated after update on sessions for each row
      when (OLD.ended_at is distinct from NEW.ended_at or OLD.locked is distinct from NEW.locked
        or OLD.expires_at is distinct from NEW.expires_at or OLD.user_id is distinct from NEW.user_id or OLD.token_hash is distinct from NEW.token_hash)
      execute procedure kf_session_auth_changed()`.execute(db);
    await sql`create trigger kf_sessions_deleted after delete on sessions for each row when (OLD.ended_at is null)
      execute procedure kf_session_auth_changed()`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    for (const [trigger, table] of [['kf_users_updated', 'users'], ['kf_users_deleted', 'users'], ['kf_sessions_updated', 'sessions'], ['kf_sessions_deleted', 'sessions']]) {
      await sql.raw(`drop trigger if exists ${trigger} on ${table}`).execute(db);
    }
    await sql`drop function if exists kf_user_auth_changed()`.execute(db);
    await sql`drop function if exists kf_session_auth_changed()`.execute(db);
  },
};
