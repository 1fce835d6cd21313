import type { Db } from './schema.js';

/** Runs `fn` in a transaction: the caller's when `db` already is one, else a new one (Kysely does not nest them). */
export function inTransaction<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn);
}
