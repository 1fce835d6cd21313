import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { YieldingSqliteDialect } from './yielding-sqlite.js';

type Db = { items: { id: number; name: string } };

/** Runs 3,000 queries back to back (one transaction) and tells whether a timer set before them fired before they ended. */
async function timerFiredDuring(db: Kysely<Db>): Promise<boolean> {
  await sql`create table items (id integer primary key, name text not null)`.execute(db);
  let fired = false;
  const timer = setTimeout(() => (fired = true), 0);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 3000; i++) await trx.insertInto('items').values({ id: i, name: `item ${i}` }).execute();
  });
  const firedDuring = fired;
  clearTimeout(timer);
  expect((await db.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n).toBe(3000);
  return firedDuring;
}

describe('YieldingSqliteDialect', () => {
  let db: Kysely<Db> | undefined;
  afterEach(async () => db?.destroy());

  it('lets the event loop turn while a handler runs thousands of queries in a row (issue 12 item 1)', async () => {
    db = new Kysely<Db>({ dialect: new YieldingSqliteDialect({ database: new SQLite(':memory:') }) });
    expect(await timerFiredDuring(db)).toBe(true);
  });

  it('is needed: the plain dialect holds the event loop for the whole run', async () => {
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    expect(await timerFiredDuring(db)).toBe(false);
  });
});
