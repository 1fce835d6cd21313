import { PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';

/**
 * A login no longer tells every instance that the user changed (migration 1010's trigger fired on the login count,
 * so each login emptied the user's cached sessions everywhere, and a notification arriving late dropped the session
 * the user's next request had just cached). Nothing cached reads the count: `get-first-login` reads it from the
 * database. Like `used_bytes`, it is left out of the row comparison; SQLite's TEMP trigger does the same
 * (db/auth-triggers.ts).
 */
export const loginCountQuietMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`drop trigger if exists kf_users_updated on users`.execute(db);
    await sql`create trigger kf_users_updated after update on users for each row
      when ((to_jsonb(OLD) - 'used_bytes' - 'login_count') is distinct from (to_jsonb(NEW) - 'used_bytes' - 'login_count'))
      execute procedure kf_user_auth_changed()`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
    await sql`drop trigger if exists kf_users_updated on users`.execute(db);
    await sql`create trigger kf_users_updated after update on users for each row
      when ((to_jsonb(OLD) - 'used_bytes') is distinct from (to_jsonb(NEW) - 'used_bytes'))
      execute procedure kf_user_auth_changed()`.execute(db);
  },
};
