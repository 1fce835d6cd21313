import { sql } from 'kysely';
import type { Db, UserTable } from '../../db/schema.js';
import type { ServerServices } from '../../http/route-kit.js';

/**
 * Usernames and mailboxes are login names in one namespace (login takes either): no account's username may equal
 * another account's username or mailbox, and the other way round, compared without case.
 */
export async function holdersOf(db: Db, name: string, exceptUserId?: string): Promise<UserTable[]> {
  let query = db.selectFrom('users').selectAll().where((eb) => {
    const lower = eb.fn<string>('lower', [eb.val(name.trim())]);
    return eb.or([eb(eb.fn('lower', ['username']), '=', lower), eb(eb.fn('lower', ['email']), '=', lower)]);
  });
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  return query.execute();
}

/** The account a login name signs in to: an exact username first, then an exact mailbox, then without case. */
export async function accountOfLoginName(db: Db, name: string): Promise<UserTable | undefined> {
  const holders = await holdersOf(db, name);
  const rank = (row: UserTable): number => (row.username === name ? 0 : row.email === name ? 1 : row.username.toLowerCase() === name.toLowerCase() ? 2 : 3);
  return holders.sort((a, b) => rank(a) - rank(b) || Number(a.created_at) - Number(b.created_at))[0];
}

// Any fixed 64-bit number: the PostgreSQL advisory lock that makes login-name changes take turns.
const LOGIN_NAMES_LOCK = 0x6b66_4c6f_676e;

/**
 * Run a login-name change (registration, a new mailbox) in a transaction where such changes take turns, so a check
 * and the write after it cannot interleave with another's: on PostgreSQL through an advisory lock held to the end of
 * the transaction, on SQLite because its one connection runs one transaction at a time.
 */
export async function withLoginNamesTurn<T>(services: Pick<ServerServices, 'db' | 'dialect'>, work: (trx: Db) => Promise<T>): Promise<T> {
  return services.db.transaction().execute(async (trx) => {
    if (services.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${LOGIN_NAMES_LOCK})`.execute(trx);
    return work(trx);
  });
}
