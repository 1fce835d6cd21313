import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../host/server/db/data-lock.js';
import { migrations } from '../../host/server/db/migrations/index.js';
import { ApiClient, backends, type Backend } from './support/server.js';
import { dropSchema, freshSchemaName, spawnServer, type ProcessStorage, type ServerProcess } from './support/server-process.js';

// Restarts that always succeed (issue 12, item 10): the server runs as its own process and kills itself with SIGKILL at
// a named step of its first start (SERVER_CRASH_AT, host/server/crash-point.ts); the next start must open the same
// data folder / schema and come up whole.

const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function freshStorage(backend: Backend): ProcessStorage {
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-restart-'));
  const databaseUrl = backend === 'postgres' ? process.env.DATABASE_URL : undefined;
  const databaseSchema = databaseUrl ? freshSchemaName('restart') : undefined;
  cleanups.push(async () => {
    if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, databaseUrl, databaseSchema };
}

function start(storage: ProcessStorage, env: Record<string, string> = {}): ServerProcess {
  const server = spawnServer(storage, env);
  running.push(server);
  return server;
}

async function crashAt(storage: ProcessStorage, step: string): Promise<void> {
  const exit = await start(storage, { SERVER_CRASH_AT: step }).exited;
  expect(exit.signal, `the server should have been killed at ${step}:\n${exit.output}`).toBe('SIGKILL');
}

/** Start again, sign in as the demo user and return its projects and scenes. */
async function restartAndInspect(storage: ProcessStorage): Promise<{ projects: unknown[]; scenes: unknown[] }> {
  const server = start(storage);
  const url = await server.ready;
  const anon = new ApiClient(url);
  const login = await anon.repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
  expect(login.code, login.msg).toBe(0);
  const demo = anon.withToken(login.data.token);
  const projects = await demo.repo<{ uuid: string }[]>('GET', '/repo/kf-project/get-all');
  expect(projects.code, projects.msg).toBe(0);
  const scenes = await demo.repo<unknown[]>('GET', '/repo/kf-scene/find-pro-scene', undefined, { projectId: projects.data[0]?.uuid ?? '' });
  expect(scenes.code, scenes.msg).toBe(0);
  await server.stop();
  return { projects: projects.data, scenes: scenes.data };
}

// One chain per backend: each start after a kill is itself killed at the next step, so it proves the kill before left a
// database it migrates (or seeds) through to that step; the last start comes up and must hold the demo user's project
// and scene, seeded once. Half the server starts of one fresh data folder per kill, with the same guarantee.
// In the order Kysely applies them (by name): areas land their migrations out of order (migrate.ts).
const CRASH_STEPS = [...Object.keys(migrations).sort().map((name) => `migration:${name}`), 'seed:demo-user', 'seed:modules'];

for (const backend of backends()) {
  describe(`restarts after a kill during the first start [${backend}]`, () => {
    it(`a kill at any step (${CRASH_STEPS.join(', ')}) leaves a database the next start migrates and seeds once, whole`, async () => {
      const storage = freshStorage(backend);
      for (const step of CRASH_STEPS) await crashAt(storage, step);
      const { projects, scenes } = await restartAndInspect(storage);
      expect(projects).toHaveLength(1);
      expect(scenes).toHaveLength(1);
    }, 30_000 + CRASH_STEPS.length * 30_000); // a server start took up to 31 s under load
  });
}

describe('the data-folder lock (SQLite)', () => {
  it('refuses a second server while one runs, and is free again the moment that one is killed', async () => {
    const storage = freshStorage('sqlite');
    const first = start(storage);
    await first.ready;
    expect(() => lockDataDir(storage.dataDir)).toThrow(DataDirLockedError);
    const second = await start(storage).exited;
    expect(second.code).toBe(1);
    expect(second.output).toContain('is in use by another server');
    await first.kill();
    const release = lockDataDir(storage.dataDir);
    release();
    const again = start(storage);
    await again.ready;
    await again.stop();
  }, 180_000); // three server starts one after another: each took 18–31 s on the 2-core machine under e2e load

  it('is not fooled by a lock file naming a live process (a killed server that ran as PID 1 in a container)', async () => {
    const storage = freshStorage('sqlite');
    writeFileSync(join(storage.dataDir, 'server.lock'), '1');
    const server = start(storage);
    await server.ready;
    await server.stop();
  }, 120_000);
});
