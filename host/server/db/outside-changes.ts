// SQLite: a change another connection commits to the file (an operator's sqlite3 shell, a script, a second process)
// fires none of the server's TEMP triggers (auth-triggers.ts, project-triggers.ts), so the caches that rely on them
// would keep what they hold. `PRAGMA data_version` moves only on such a commit: one check, shared by every cache,
// empties them all at the first read after one (each cache asking for itself would let the first one see the move
// and the others miss it).

/** Something emptied when the database changed behind the instance's back. */
export interface Clearable {
  clear(): void;
}

/** A check to run before each cached read: when `changed()` says another connection committed, every cache is emptied. */
export function clearOnOutsideChange(changed: () => boolean, caches: readonly Clearable[]): () => void {
  return () => {
    if (!changed()) return;
    for (const cache of caches) cache.clear();
  };
}
