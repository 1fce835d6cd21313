import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { createServer, type RunningServer } from '../../../host/server/app.js';
import { ControllableClock } from '../../../host/server/clock.js';
import { loadConfig, type ServerConfig } from '../../../host/server/config.js';
import { hashPassword } from '../../../host/server/auth/passwords.js';
import { ApiClient, type Reply } from './api-client.js';
import { sharedLocalS3 } from '../../support/s3-store.js';

/** A storage backend the suite runs against. */
export type Backend = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when DATABASE_URL is set. */
export function backends(): Backend[] {
  return process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/** A started test server with its temp data folder (and PostgreSQL schema). */
export interface TestServer {
  readonly backend: Backend;
  readonly server: RunningServer;
  readonly url: string;
  readonly clock: ControllableClock;
  stop(): Promise<void>;
}

/** Start a real server on port 0 with a fresh temp DATA_DIR (and a fresh PostgreSQL schema for 'postgres'). */
export async function startTestServer(backend: Backend, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-api-'));
  const schema = backend === 'postgres' ? `t_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined;
  // TEST_BLOB_STORE=s3 runs every API test with its blobs in a fresh bucket of a local s3rver.
  const s3 = overrides.s3 ?? (process.env.TEST_BLOB_STORE === 's3' ? await (await sharedLocalS3()).newBucket() : undefined);
  const config = loadConfig({}, {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    webRoot: join(dataDir, 'no-web'),
    databaseUrl: backend === 'postgres' ? process.env.DATABASE_URL : undefined,
    databaseSchema: schema,
    rateLimitPerMinute: 0,
    maxConnectionsPerAddress: 0,
    checkReplies: true,
    ...overrides,
    s3,
  });
  const clock = new ControllableClock();
  const server = await createServer(config, { clock });
  return {
    backend, server, url: server.url, clock,
    async stop() {
      await server.close();
      if (schema && process.env.DATABASE_URL) {
        const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await client.connect();
        try {
          await client.query(`drop schema if exists ${schema} cascade`);
        } finally {
          await client.end();
        }
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A new account's credentials. */
export interface TestUser {
  readonly id: string;
  readonly username: string;
  readonly password: string;
  readonly client: ApiClient;
}

/** What each backend's describe block receives; fields are ready inside tests (after beforeAll). */
export class TestApi {
  private started: TestServer | undefined;
  private counter = 0;

  constructor(
    readonly backend: Backend,
    private readonly overrides: () => Partial<ServerConfig> = () => ({}),
  ) {}

  /** The running server (its db, clock, routes). */
  get server(): RunningServer {
    return this.need().server;
  }

  /** The test clock. */
  get clock(): ControllableClock {
    return this.need().clock;
  }

  /** An anonymous client. */
  get anon(): ApiClient {
    return new ApiClient(this.need().url, undefined, undefined, this.server.config.apiContext);
  }

  /** Log in and return a client carrying the token (throws with the server's message on failure). */
  async login(username = 'demo', password = 'Demo@2026!'): Promise<ApiClient> {
    const reply = await this.anon.repo<{ token: string }>('POST', '/action/login', { username, password });
    if (reply.code !== 0) throw new Error(`login ${username} failed: ${reply.status} ${reply.code} ${reply.msg}`);
    return this.anon.withToken(reply.data.token);
  }

  /** Create an account straight in the database (fast fixture) and log it in. */
  async newUser(overrides: { plan?: string; manager?: boolean; singleSession?: boolean; pvg?: string[] | null; allP?: string[] | null; prosCons?: boolean } = {}): Promise<TestUser> {
    const username = `user${++this.counter}_${randomUUID().slice(0, 6)}`;
    const password = 'Passw0rd!x';
    const id = randomUUID();
    const now = this.clock.now();
    await this.server.db.insertInto('users').values({
      id, username, nickname: username, password_hash: await hashPassword(password),
      email: `${username}@example.com`, phone: '13812345678', company: 'Test', city: 'Test', position: 'Tester',
      manager: overrides.manager ? 1 : 0, designer: 1, locked: 0, pros_cons: overrides.prosCons === false ? 0 : 1,
      pvg: overrides.pvg === undefined || overrides.pvg === null ? null : JSON.stringify(overrides.pvg),
      all_p: overrides.allP === undefined || overrides.allP === null ? null : JSON.stringify(overrides.allP),
      single_session: overrides.singleSession ? 1 : 0, plan: overrides.plan ?? 'FREE', image_hash: null,
      login_count: 0, created_at: now, updated_at: now,
    }).execute();
    return { id, username, password, client: await this.login(username, password) };
  }

  /** @internal */
  async start(): Promise<void> {
    this.started = await startTestServer(this.backend, this.overrides());
  }

  /** @internal */
  async stop(): Promise<void> {
    await this.started?.stop();
    this.started = undefined;
  }

  private need(): TestServer {
    if (!this.started) throw new Error('The test server is not started (use it inside a test, not at collection time)');
    return this.started;
  }
}

/**
 * Run a describe block once per backend, with a fresh server each: `describeBackends('projects', (api) => { it(...) })`.
 * `overrides` change the server's configuration (a function is called when the block starts, e.g. after a helper
 * server the tests talk to is listening).
 */
export function describeBackends(name: string, body: (api: TestApi) => void, overrides?: () => Partial<ServerConfig>): void {
  for (const backend of backends()) {
    describe(`${name} [${backend}]`, () => {
      const api = new TestApi(backend, overrides);
      beforeAll(() => api.start());
      afterAll(() => api.stop());
      body(api);
    });
  }
}

/** Assert a reply is a success and return its data (clear failure message otherwise). */
export function ok<T>(reply: Reply<T>): T {
  if (reply.code !== 0) throw new Error(`expected success, got HTTP ${reply.status} code ${reply.code}: ${reply.msg}`);
  return reply.data;
}

export { ApiClient, type Reply } from './api-client.js';
