/**
 * The running total of used storage: users.used_bytes, changed by `addUsedBytes` in the same transaction as the write
 * that adds or frees the bytes (issue 12 items 4 and 13), so a quota check reads one row instead of summing.
 */
import './storage-columns.js';
import type { Db } from '../../db/schema.js';

/** UTF-8 bytes of some texts (null counts 0). */
export function textBytes(...texts: (string | null | undefined)[]): number {
  let total = 0;
  for (const t of texts) if (t) total += Buffer.byteLength(t, 'utf8');
  return total;
}

/** Add (or, negative, take away) bytes from a user's used storage; call it inside the write's transaction. */
export async function addUsedBytes(db: Db, userId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  await db.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', delta) })).where('id', '=', userId).execute();
}

/** A user's used storage in bytes (one indexed read). */
export async function usedBytesOf(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('users').select('used_bytes').where('id', '=', userId).executeTakeFirst();
  return Number(row?.used_bytes ?? 0);
}
