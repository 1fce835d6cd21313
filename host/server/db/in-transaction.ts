import type { Db } from './schema.js';

/**
 * Run work in a transaction, or in the caller's when db already is one (Kysely does not nest transactions), so a
 * helper that needs its statements together can also be part of a larger all-or-nothing step (the first-start seed).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}
