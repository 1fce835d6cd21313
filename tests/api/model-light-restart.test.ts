import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from '../../host/server/app.js';
import { loadConfig } from '../../host/server/config.js';
import type { ModelLightJob } from '../../sdk/contract/model-light.js';
import { ApiClient, backends, ok, type Backend } from './support/server.js';
import { dropSchema, freshSchemaName, spawnServer, type ProcessStorage, type ServerProcess } from './support/server-process.js';
import { glbErrors, sphereGlb } from './support/model-fixtures.js';

// A kill of the server during a lightweighting job (issue 33): the server runs as its own process and kills itself
// (SIGKILL, host/server/crash-point.ts) when the job first reports progress or right after its output file is written;
// the next start takes the job over once its lease has run out and finishes it, or, after its last try, fails it
// clearly. Never 'running' for ever; references and used storage consistent with the blobs.

const running: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
const JOB_ENV = { JOB_LEASE_SECONDS: '2', JOB_POLL_MS: '200', MODEL_LIGHT_DAILY_LIMIT: '10' };

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.kill()));
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function freshStorage(backend: Backend): ProcessStorage {
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-job-restart-'));
  const databaseUrl = backend === 'postgres' ? process.env.DATABASE_URL : undefined;
  const databaseSchema = databaseUrl ? freshSchemaName('jobs') : undefined;
  cleanups.push(async () => {
    if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return { dataDir, databaseUrl, databaseSchema };
}

function start(storage: ProcessStorage, env: Record<string, string>): ServerProcess {
  const server = spawnServer(storage, { ...JOB_ENV, ...env });
  running.push(server);
  return server;
}

async function demoClient(url: string): Promise<ApiClient> {
  const anon = new ApiClient(url).withLocale('en');
  const login = await anon.repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
  return anon.withToken(ok(login).token);
}

async function untilEnded(client: ApiClient, jobId: string): Promise<ModelLightJob> {
  for (let i = 0; i < 1200; i++) {
    const job = ok(await client.repo<ModelLightJob>('POST', '/repo/kf-model-light/status', { jobId }));
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${jobId} did not end`);
}

/** Upload on a server that kills itself at `crashAt`; returns the job id once the process is gone. */
async function uploadAndCrash(storage: ProcessStorage, crashAt: string, env: Record<string, string> = {}): Promise<string> {
  const server = start(storage, { SERVER_CRASH_AT: crashAt, ...env });
  const client = await demoClient(await server.ready);
  const job = ok(await client.upload<ModelLightJob>('/repo/kf-model-light/upload?ratio=0.5&productType=1', {}, [{ field: 'file', name: 'crash.glb', data: await sphereGlb(40, 60) }]));
  const exit = await server.exited;
  expect(exit.signal, `the server should have been killed at ${crashAt}:\n${exit.output}`).toBe('SIGKILL');
  return job.jobId;
}

/** With the server stopped: the demo user's used storage equals a recount, and every referenced blob's file is there. */
async function consistentStorage(storage: ProcessStorage): Promise<void> {
  const config = loadConfig({}, {
    port: 0, host: '127.0.0.1', dataDir: storage.dataDir, webRoot: join(storage.dataDir, 'no-web'), databaseUrl: storage.databaseUrl,
    databaseSchema: storage.databaseSchema, jobs: { concurrency: 0, leaseMs: 2000, timeoutMs: 60_000, maxAttempts: 1, pollMs: 1000 },
  });
  const server = await createServer(config);
  try {
    const demo = server.demo ?? { userId: (await server.db.selectFrom('users').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id };
    const { quota, blobs } = server.services;
    expect(await quota.recount(demo.userId)).toBe(await quota.usedBytes(demo.userId));
    const refs = await server.db.selectFrom('blob_refs').select(['hash', 'kind']).where('kind', 'in', ['job-input', 'job-output']).execute();
    for (const ref of refs) expect(await blobs.has(ref.hash), `${ref.kind} ${ref.hash}`).toBe(true);
    const jobs = await server.db.selectFrom('jobs').select(['id', 'status', 'output_hash']).execute();
    expect(jobs.filter((j) => j.status === 'running')).toEqual([]);
    expect(refs.filter((r) => r.kind === 'job-input')).toHaveLength(jobs.filter((j) => j.status === 'queued').length);
    expect(refs.filter((r) => r.kind === 'job-output')).toHaveLength(jobs.filter((j) => j.status === 'done').length);
    for (const job of jobs) if (job.status === 'done') expect(refs).toContainEqual({ hash: job.output_hash, kind: 'job-output' });
  } finally {
    await server.close();
  }
}

for (const backend of backends()) {
  describe(`lightweighting jobs across a kill of the server [${backend}]`, () => {
    it('a kill while the job runs: the next start takes it over and finishes it; the output is valid, storage consistent', async () => {
      const storage = freshStorage(backend);
      const jobId = await uploadAndCrash(storage, 'job:model-light:progress');
      const server = start(storage, {});
      const client = await demoClient(await server.ready);
      const job = await untilEnded(client, jobId);
      expect([job.status, job.attempts], job.errorMsg).toEqual(['done', 2]);
      const file = await client.repo('GET', '/repo/kf-model-light/download', undefined, { key: job.key });
      expect(await glbErrors(file.bytes)).toEqual([]);
      await server.stop();
      await consistentStorage(storage);
    }, 180_000);

    it('a kill after the output file is written but before it is recorded: finished once on the next start, storage consistent', async () => {
      const storage = freshStorage(backend);
      const jobId = await uploadAndCrash(storage, 'job:model-light:output-written');
      const server = start(storage, {});
      const client = await demoClient(await server.ready);
      const job = await untilEnded(client, jobId);
      expect(job.status, job.errorMsg).toBe('done');
      expect(await glbErrors((await client.repo('GET', '/repo/kf-model-light/download', undefined, { key: job.key })).bytes)).toEqual([]);
      await server.stop();
      await consistentStorage(storage);
    }, 180_000);

    it('a kill during the last try: the next start fails the job clearly, never leaving it running', async () => {
      const storage = freshStorage(backend);
      const jobId = await uploadAndCrash(storage, 'job:model-light:progress', { JOB_MAX_ATTEMPTS: '1' });
      const server = start(storage, { JOB_MAX_ATTEMPTS: '1' });
      const client = await demoClient(await server.ready);
      const job = await untilEnded(client, jobId);
      expect([job.status, job.errorMsg]).toEqual(['failed', 'The server stopped while the job ran, on its last try. Upload the model again.']);
      await server.stop();
      await consistentStorage(storage);
    }, 180_000);
  });
}
