// SQLite: a change another connection commits to the file (an operator's sqlite3 shell, a script, a second process)
// fires none of the server's TEMP triggers (auth-triggers.ts, project-triggers.ts), so the caches that rely on them
// would keep what they hold. `PRAGMA data_version` moves only on such a commit: one check, shared by every cache,
// empties them all at the first read after one (each cache asking for itself would let the first one see the move
// and the others miss it).

/** Something emptied when the database changed behind the instance's back. */
export interface Clearable {
  clear(): void;
}

/**
 * A check to run before each cached read: when `changed()` says another connection committed, every cache is emptied.
 * Asked once per turn of the event loop: a request reads two caches (session, then project list) and the requests
 * of one turn run together, while the PRAGMA was the largest single cost of a cached get-all on SQLite (issue 28).
 * A commit another process makes during a turn is seen in the next one, as if it had come a moment later.
 */
export function clearOnOutsideChange(changed: () => boolean, caches: readonly Clearable[]): () => void {
  let askedThisTurn = false;
  return () => {
    if (askedThisTurn) return;
    askedThisTurn = true;
    setImmediate(() => (askedThisTurn = false));
    if (!changed()) return;
    for (const cache of caches) cache.clear();
  };
}
