import type { Db } from '../db/schema.js';

/** Give the manager flag to the named accounts (MANAGER_USERNAMES); unknown names are skipped, nobody loses the flag. */
export async function grantManagers(db: Db, usernames: readonly string[]): Promise<void> {
  if (usernames.length === 0) return;
  await db.updateTable('users').set({ manager: 1 }).where('username', 'in', [...usernames]).where('manager', '=', 0).execute();
}
