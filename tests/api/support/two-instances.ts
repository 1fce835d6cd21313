// Two server instances in this process on one PostgreSQL schema, as the scale-out layout runs them (issue 28), for
// what one instance must learn from the database or the other: the instance bus, the session and project-list caches.
import pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createServer, type RunningServer } from '../../../host/server/app.js';
import { startTestServer, type TestServer } from './server.js';

/** A (a test server with its schema and clock) and B (a second instance on A's configuration and clock). */
export interface TwoInstances {
  readonly a: TestServer;
  readonly b: RunningServer;
}

/**
 * A describe block with two instances on one PostgreSQL database, started before its tests and stopped after them;
 * without DATABASE_URL, one skipped test that says what to set to run `what`. The instances are read from the
 * argument inside tests (`servers.a.url`), not at collection time.
 */
export function describeTwoInstances(subject: string, what: string, body: (servers: TwoInstances) => void): void {
  if (!process.env.DATABASE_URL) {
    describe(`${subject} between two instances`, () => {
      it.skip(`needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run ${what}`, () => undefined);
    });
    return;
  }
  describe(`${subject} between two instances on one PostgreSQL database`, () => {
    const servers = {} as { a: TestServer; b: RunningServer };
    beforeAll(async () => {
      servers.a = await startTestServer('postgres');
      servers.b = await createServer({ ...servers.a.server.config, port: 0 }, { clock: servers.a.clock });
    });
    afterAll(async () => {
      await servers.b?.close();
      await servers.a?.stop();
    });
    body(servers);
  });
}

/** Run `work` as an operator would: SQL on a PostgreSQL connection of its own, in A's schema, closed after. */
export async function asOperator<T>(a: TestServer, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${a.server.config.databaseSchema}` });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
