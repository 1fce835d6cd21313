import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** How a server process ended. */
export interface ProcessExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** Everything it printed (stdout and stderr). */
  readonly output: string;
}

/** The real server (`node --import tsx host/server/main.ts`) running as its own process. */
export interface ServerProcess {
  readonly child: ChildProcess;
  /** Resolves with the base url once it listens; rejects when it ends first. */
  readonly ready: Promise<string>;
  /** Resolves when the process has ended. */
  readonly exited: Promise<ProcessExit>;
  /** SIGKILL now; resolves when it has ended. */
  kill(): Promise<ProcessExit>;
  /** SIGTERM (clean stop); resolves when it has ended. */
  stop(): Promise<ProcessExit>;
}

/** Where a spawned server keeps its data. */
export interface ProcessStorage {
  readonly dataDir: string;
  readonly databaseUrl?: string;
  readonly databaseSchema?: string;
}

/**
 * Spawn the server on a free port; `env` adds variables (SERVER_CRASH_AT, SEED_DEMO, …). `entry` runs a bundled
 * build of host/server/main.ts (support/server-bundle.ts) instead of the sources through tsx; by default the one the
 * API tier's global setup bundled (KF_SERVER_BUNDLE, support/bundle-server-once.ts), when there is one.
 */
export function spawnServer(storage: ProcessStorage, env: Record<string, string> = {}, entry = process.env.KF_SERVER_BUNDLE): ServerProcess {
  const args = entry ? [entry] : ['--import', 'tsx', join(repoRoot, 'host/server/main.ts')];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: storage.dataDir,
      WEB_ROOT: join(storage.dataDir, 'no-web'),
      RATE_LIMIT_PER_MINUTE: '0',
      MAX_CONNECTIONS_PER_ADDRESS: '0',
      CHECK_REPLIES: '1',
      ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
      ...(storage.databaseSchema ? { DATABASE_SCHEMA: storage.databaseSchema } : {}),
      ...env,
    },
  });
  let output = '';
  const exited = new Promise<ProcessExit>((done) => {
    child.on('exit', (code, signal) => setImmediate(() => done({ code, signal, output })));
  });
  const ready = new Promise<string>((done, fail) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Listening on (http:\/\/[^\s/]+)\//.exec(output);
      if (match) done(match[1]);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((end) => fail(new Error(`server ended before listening (code ${end.code}, signal ${end.signal}):\n${end.output}`)));
  });
  ready.catch(() => undefined); // callers that only wait for the exit need no handler
  const end = (signal: NodeJS.Signals): Promise<ProcessExit> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return { child, ready, exited, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** A fresh PostgreSQL schema name (not yet created). */
export function freshSchemaName(prefix = 't'): string {
  return `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

/** Drop a PostgreSQL schema and everything in it. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}
