// SQLite's side of migration 1011 (issue 28): the server's own connection tells this process, as the change is made,
// whose project list changed — any insert, update or delete of a projects row (its owner), or of a project_members
// row (the member; migration 1071 on PostgreSQL). TEMP triggers (this connection only;
// another connection's commits are caught by PRAGMA data_version, outside-changes.ts) calling a function of the
// process. The project list cache forgets the owner (modules/projects/project-list-cache.ts).
import type { Database as SqliteFile } from 'better-sqlite3';

/** Install the triggers on `file` (after migrations); `changed` hears the owner's (or member's) id of every change. */
export function installProjectTriggers(file: SqliteFile, changed: (userId: string) => void): void {
  file.function('kf_projects_changed', { deterministic: false, varargs: false }, (userId: unknown) => {
    if (typeof userId === 'string') changed(userId);
    return null;
  });
  file.exec(`
    CREATE TEMP TRIGGER IF NOT EXISTS kf_projects_inserted AFTER INSERT ON main.projects FOR EACH ROW
      BEGIN SELECT kf_projects_changed(NEW.user_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_projects_updated AFTER UPDATE ON main.projects FOR EACH ROW
      BEGIN SELECT kf_projects_changed(NEW.user_id); SELECT kf_projects_changed(OLD.user_id) WHERE OLD.user_id IS NOT NEW.user_id; END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_projects_deleted AFTER DELETE ON main.projects FOR EACH ROW
      BEGIN SELECT kf_projects_changed(OLD.user_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_members_inserted AFTER INSERT ON main.project_members FOR EACH ROW
      BEGIN SELECT kf_projects_changed(NEW.user_id); END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_members_updated AFTER UPDATE ON main.project_members FOR EACH ROW
      BEGIN SELECT kf_projects_changed(NEW.user_id); SELECT kf_projects_changed(OLD.user_id) WHERE OLD.user_id IS NOT NEW.user_id; END;
    CREATE TEMP TRIGGER IF NOT EXISTS kf_members_deleted AFTER DELETE ON main.project_members FOR EACH ROW
      BEGIN SELECT kf_projects_changed(OLD.user_id); END;
  `);
}
