import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';

/** Raised when another live server process holds the data folder. */
export class DataDirLockedError extends Error {}

/**
 * Take the data folder's lock: an exclusive OS file lock on DATA_DIR/server.lock, held through SQLite
 * (`locking_mode=EXCLUSIVE` plus a write keeps the lock until the connection closes). The operating system
 * releases it when the process ends, however it ends, so a killed server never blocks the next start — unlike a
 * PID in a file, which a container's PID 1 (or any reused PID) makes look alive forever. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    let file: SQLite.Database | undefined;
    try {
      file = new SQLite(path, { timeout: 0 });
      file.pragma('locking_mode = EXCLUSIVE');
      file.exec('create table if not exists holder (pid integer not null, since integer not null)');
      file.transaction(() => {
        file!.exec('delete from holder');
        file!.prepare('insert into holder (pid, since) values (?, ?)').run(process.pid, Date.now());
      }).immediate();
      const held = file;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.close();
      };
    } catch (error) {
      file?.close();
      const code = (error as { code?: string }).code;
      if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server. Stop it, or start this one with another DATA_DIR.`,
        );
      }
      // A lock file of an older version (a PID in plain text) or a damaged one: nobody can hold it, replace it.
      if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
        rmSync(path, { force: true });
        continue;
      }
      throw error;
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
