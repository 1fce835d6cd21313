// SQLite's side of migration 1010 (issue 28): the server's own connection tells this process, as the change is made,
// when a user's row (but its used-storage total and login count) or one of its sessions (end, lock, expiry, removal of a live one)
// changes — TEMP triggers (this connection only: another process opening the file, a backup or the sqlite3 shell,
// knows nothing of them) calling a function of the process. The session cache forgets the user (auth/session-cache.ts).
import type { Database as SqliteFile } from 'better-sqlite3';

/** Columns whose change tells no one: every save moves the used-storage total, every login the count; nothing cached reads either. */
const QUIET_USER_COLUMNS = new Set(['used_bytes', 'login_count']);

/** Install the triggers on `file` (after migrations); `changed` hears the user's id of every change. */
export function installAuthTriggers(file: SqliteFile, changed: (userId: string) => void): void {
  file.function('kf_auth_changed', { deterministic: false, varargs: false }, (userId: unknown) => {
    if (typeof userId === 'string') changed(userId);
    return null;
  });
  const columns = (file.pragma('table_info(users)') as { name: string }[]).map((c) => c.name).filter((name) => !QUIET_USER_COLUMNS.has(name));
  const userChanged = columns.map((name) => `OLD."${name}" IS NOT NEW."${name}"`).join(' OR ');
  file.exec(`
    CREATE TEMP TRIGGER IF NOT EXISTS kf_users_updated AFTER UPDATE ON main.users FOR EACH ROW WHEN ${userChanged}
      BEGIN SELECT kf_auth_changed(NEW.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_users_deleted AFTER DELETE ON main.users FOR EACH ROW
      BEGIN SELECT kf_auth_changed(OLD.id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_sessions_updated AFTER UPDATE ON main.sessions FOR EACH ROW
      WHEN OLD.ended_at IS NOT NEW.ended_at OR OLD.locked IS NOT NEW.locked OR OLD.expires_at IS NOT NEW.expires_at
        OR OLD.user_id IS NOT NEW.user_id OR OLD.token_hash IS NOT NEW.token_hash
      BEGIN SELECT kf_auth_changed(NEW.user_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_sessions_deleted AFTER DELETE ON main.sessions FOR EACH ROW WHEN OLD.ended_at IS NULL
      BEGIN SELECT kf_auth_changed(OLD.user_id); END;
  `);
}
