// Turns per key (a user's storage check and its writes, a user's plugin list) that hold across every instance on one
// PostgreSQL database: the key's session advisory lock, taken on a connection of a small pool of its own and held
// until the turn is released. A separate pool, because a holder still needs the main pool for its writes: were the
// locks on the main pool, ten holders could take every connection and wait for an eleventh forever.
// PostgreSQL frees a session's advisory locks when the connection ends, so a killed instance leaves none held.
import pg from 'pg';
import { UserTurns } from '../modules/quota/user-turns.js';

/** One holder per key at a time: `acquire` resolves when the key is free and gives the release. */
export interface Turns {
  acquire(key: string): Promise<() => void>;
}

/** Connections the turns of one instance may hold at once (a turn beyond waits for one). */
const LOCK_CONNECTIONS = 16;

/** Turns shared by every instance on the database of `connection` (the lock keys include the schema). */
export class AdvisoryTurns implements Turns {
  /** Requests of this instance queue here first, so one key holds at most one connection per instance. */
  private readonly local = new UserTurns();
  private readonly pool: pg.Pool;

  constructor(connection: pg.ClientConfig, private readonly onError: (error: unknown) => void = () => undefined) {
    this.pool = new pg.Pool({ ...connection, max: LOCK_CONNECTIONS, idleTimeoutMillis: 30_000 });
    this.pool.on('error', onError); // an idle connection lost: the pool drops it
    this.pool.on('connect', (client) => client.on('error', onError)); // a held one lost: its query fails, the turn ends
  }

  async acquire(key: string): Promise<() => void> {
    const releaseLocal = await this.local.acquire(key);
    let client: pg.PoolClient | undefined;
    try {
      client = await this.pool.connect();
      await client.query(`select pg_advisory_lock(hashtext('kf-turn ' || current_schema()), hashtext($1::text))`, [key]);
    } catch (error) {
      client?.release(true);
      releaseLocal();
      throw error;
    }
    const held = client;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.query(`select pg_advisory_unlock(hashtext('kf-turn ' || current_schema()), hashtext($1::text))`, [key]).then(
        () => held.release(),
        (error: unknown) => {
          this.onError(error);
          held.release(true); // the connection ends, and its lock with it
        },
      ).finally(releaseLocal);
    };
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
