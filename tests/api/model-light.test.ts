import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModelLightCount, ModelLightJob } from '../../sdk/contract/model-light.js';
import { DAY_MS } from '../../host/server/clock.js';
import { describeBackends, ok, type TestApi, type TestUser } from './support/server.js';
import type { ApiClient, Reply } from './support/api-client.js';
import { countGeometry, lightweightIo } from '../../libs/model-lightweight/index.js';
import { bombGlb, bombZip, glbErrors, sphereGlb, sphereGltfZip, sphereObj, sphereStl } from './support/model-fixtures.js';

// Model lightweighting (issue 33, docs/jobs.md): /repo/kf-model-light on the job queue. Every output is checked with the
// Khronos glTF validator.

const BASE = '/repo/kf-model-light';

function upload(client: ApiClient, name: string, data: Uint8Array | string, query = 'ratio=0.5&productType=1'): Promise<Reply<ModelLightJob>> {
  return client.upload<ModelLightJob>(`${BASE}/upload?${query}`, {}, [{ field: 'file', name, data }]);
}

function status(client: ApiClient, jobId: string): Promise<Reply<ModelLightJob>> {
  return client.repo<ModelLightJob>('POST', `${BASE}/status`, { jobId });
}

/** Polls a job until it has ended; returns it and every progress seen on the way. */
async function untilEnded(client: ApiClient, jobId: string): Promise<{ job: ModelLightJob; seen: number[] }> {
  const seen: number[] = [];
  for (let i = 0; i < 600; i++) {
    const job = ok(await status(client, jobId));
    seen.push(job.progress);
    if (job.status !== 'queued' && job.status !== 'running') return { job, seen };
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${jobId} did not end`);
}

/** Downloads a finished job's GLB and checks it with the validator. */
async function validOutput(client: ApiClient, job: ModelLightJob): Promise<Buffer> {
  const file = await client.repo('GET', `${BASE}/download`, undefined, { key: job.key });
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toContain('model/gltf-binary');
  expect(file.bytes.byteLength).toBe(job.sizeAfter);
  expect(await glbErrors(file.bytes)).toEqual([]);
  return file.bytes;
}

/** A new account whose client reads English replies. */
async function newEnglishUser(api: TestApi, plan?: string): Promise<TestUser> {
  const user = await api.newUser(plan ? { plan } : {});
  return { ...user, client: user.client.withLocale('en') };
}

async function usedMatchesRecount(api: TestApi, user: TestUser): Promise<number> {
  const quota = api.server.services.quota;
  const used = await quota.usedBytes(user.id);
  expect(await quota.recount(user.id)).toBe(used);
  return used;
}

describeBackends('model lightweighting', (api) => {
  it('lightens a GLB to about the ratio with progress, and the output passes the validator; list, count, read, delete', async () => {
    const user = await newEnglishUser(api);
    const glb = await sphereGlb(48, 64);
    const queued = ok(await upload(user.client, 'sphere.glb', glb, 'ratio=0.5&productType=1&mergeByMaterials=false'));
    expect(queued).toMatchObject({ status: 'queued', fileName: 'sphere.glb', ratio: 0.5, productType: 1, sizeBefore: glb.byteLength, progress: 0 });
    const { job, seen } = await untilEnded(user.client, queued.jobId);
    expect(job.status, job.errorMsg).toBe('done');
    expect(job.progress).toBe(100);
    expect(seen.some((p) => p > 0 && p < 100) || seen.length <= 2).toBe(true);
    expect(job.trianglesBefore).toBe(48 * 64 * 2);
    expect(job.trianglesAfter!).toBeLessThanOrEqual(48 * 64 * 2 * 0.55);
    expect(job.trianglesAfter!).toBeGreaterThan(48 * 64 * 2 * 0.3);
    expect(job.sizeAfter!).toBeLessThan(glb.byteLength / 2);
    await validOutput(user.client, job);
    expect(ok(await user.client.repo<ModelLightJob>('GET', `${BASE}/read`, undefined, { key: job.key }))).toEqual(job);
    const list = ok(await user.client.repo<{ rows: ModelLightJob[]; pageInfo: { totalRows: number } }>('GET', `${BASE}/list`, undefined, { page: 1, size: 10, productType: 1 }));
    expect(list.rows.map((r) => r.jobId)).toEqual([job.jobId]);
    expect(list.pageInfo.totalRows).toBe(1);
    expect(ok(await user.client.repo<ModelLightCount>('GET', `${BASE}/count`))).toMatchObject({ today: 1, inFlight: 0, total: 1 });
    // The input's reference went when the job ended; the output counts in used storage until the job is deleted.
    expect(await usedMatchesRecount(api, user)).toBe(job.sizeAfter);
    expect(ok(await user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: job.jobId, productType: 1 }))).toEqual({ deleted: true });
    expect(await usedMatchesRecount(api, user)).toBe(0);
    expect((await user.client.repo('GET', `${BASE}/download`, undefined, { key: job.key })).status).toBe(404);
    expect(ok(await user.client.repo<ModelLightCount>('GET', `${BASE}/count`))).toMatchObject({ today: 1, total: 0 });
  });

  it('compresses with Draco when asked: the output uses KHR_draco_mesh_compression, passes the validator and reads back', async () => {
    const user = await newEnglishUser(api);
    const glb = await sphereGlb(48, 64);
    const queued = ok(await upload(user.client, 'sphere.glb', glb, 'ratio=0.5&productType=1&compression=draco'));
    expect(queued.compression).toBe('draco');
    const { job } = await untilEnded(user.client, queued.jobId);
    expect(job.status, job.errorMsg).toBe('done');
    expect(job.trianglesAfter!).toBeLessThanOrEqual(48 * 64 * 2 * 0.55);
    const bytes = await validOutput(user.client, job);
    const jsonLength = bytes.readUInt32LE(12);
    const json = JSON.parse(bytes.subarray(20, 20 + jsonLength).toString('utf8')) as { extensionsUsed?: string[]; extensionsRequired?: string[] };
    expect(json.extensionsRequired).toContain('KHR_draco_mesh_compression');
    expect(json.extensionsUsed).not.toContain('EXT_meshopt_compression');
    // The compressed geometry decodes to the triangles the job reported.
    const document = await (await lightweightIo()).readBinary(new Uint8Array(bytes));
    expect(countGeometry(document).triangles).toBe(job.trianglesAfter);
    const refused = await upload(user.client, 'sphere.glb', glb, 'ratio=0.5&productType=1&compression=zstd');
    expect(refused.status).toBe(400);
  });

  it('reads OBJ (two materials, merged), binary STL and a .zip of a .gltf with its .bin; every output is valid', async () => {
    const user = await newEnglishUser(api);
    const inputs: [string, Uint8Array | string, string][] = [
      ['sphere.obj', sphereObj(), 'ratio=0.4&productType=1&mergeByMaterials=true'],
      ['sphere.stl', sphereStl(), 'ratio=0.5&productType=1'],
    ];
    for (const [name, data, query] of inputs) {
      const { job } = await untilEnded(user.client, ok(await upload(user.client, name, data, query)).jobId);
      expect(job.status, `${name}: ${job.errorMsg}`).toBe('done');
      expect(job.trianglesAfter!).toBeLessThan(job.trianglesBefore!);
      await validOutput(user.client, job);
    }
    const zipped = await untilEnded(user.client, ok(await upload(user.client, 'sphere.zip', await sphereGltfZip())).jobId);
    expect(zipped.job.status, zipped.job.errorMsg).toBe('done');
    await validOutput(user.client, zipped.job);
  });

  it('refuses bad calls with the spec\'s messages before any work: product type, ratio, format, several files, bombs', async () => {
    const user = await newEnglishUser(api);
    const glb = await sphereGlb(4, 4);
    const refused = async (reply: Promise<Reply>, status: number, msg: RegExp) => {
      const r = await reply;
      expect(r.status, r.msg).toBe(status);
      expect(r.code).toBe(405);
      expect(r.msg).toMatch(msg);
    };
    await refused(upload(user.client, 'a.glb', glb, 'ratio=0.5&productType=2'), 400, /product type of model conversion must be 1/);
    await refused(upload(user.client, 'a.glb', glb, 'ratio=0&productType=1'), 400, /ratio/);
    await refused(upload(user.client, 'a.glb', glb, 'productType=1'), 400, /ratio/);
    await refused(upload(user.client, 'a.fbx', glb), 400, /\.glb, \.gltf, \.obj or \.stl.*\.fbx/);
    await refused(upload(user.client.withLocale('zh-CN'), 'a.fbx', glb), 400, /请上传/);
    await refused(user.client.upload(`${BASE}/upload?ratio=0.5&productType=1`, {}, [{ field: 'file', name: 'a.glb', data: glb }, { field: 'file', name: 'b.glb', data: glb }]), 400, /one model file/);
    await refused(upload(user.client, 'bomb.glb', bombGlb()), 400, /declares .* MB of data once decoded/);
    await refused(upload(user.client, 'bomb.zip', bombZip()), 400, /archive cannot be used/);
    await refused(user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: 'x', productType: 3 }), 400, /product type of model conversion must be 1/);
    expect(ok(await user.client.repo<ModelLightCount>('GET', `${BASE}/count`))).toMatchObject({ today: 0, total: 0 });
    expect(await usedMatchesRecount(api, user)).toBe(0);
  });

  it('fails a model the reader refuses at once, with a clear message and no retry', async () => {
    const user = await newEnglishUser(api);
    const { job } = await untilEnded(user.client, ok(await upload(user.client, 'broken.obj', 'v 0 0 0\nf 1 2 3\n')).jobId);
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.errorMsg).toMatch(/cannot be lightened: OBJ line 2: index 2 is out of range/);
    expect(job.key).toBeUndefined();
    expect(await usedMatchesRecount(api, user)).toBe(0);
  });

  it('no one reads, downloads or deletes another user\'s job', async () => {
    const owner = await newEnglishUser(api);
    const other = await newEnglishUser(api);
    const { job } = await untilEnded(owner.client, ok(await upload(owner.client, 'mine.glb', await sphereGlb(8, 8))).jobId);
    expect(job.status).toBe('done');
    for (const reply of [
      await status(other.client, job.jobId),
      await other.client.repo('GET', `${BASE}/read`, undefined, { key: job.key }),
      await other.client.repo('GET', `${BASE}/download`, undefined, { key: job.key }),
      await other.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: job.jobId, productType: 1 }),
    ]) expect([reply.status, reply.msg]).toEqual([404, 'The lightweighting job does not exist.']);
    expect(ok(await other.client.repo<{ rows: unknown[] }>('GET', `${BASE}/list`)).rows).toEqual([]);
    expect((await api.anon.repo('GET', `${BASE}/list`)).status).toBe(401);
    await validOutput(owner.client, ok(await status(owner.client, job.jobId)));
  });

  it('holds the daily limit ("daily upload limit of light-quantified models reached") until the next UTC day', async () => {
    const user = await newEnglishUser(api);
    const limit = api.server.config.modelLight.dailyLimit;
    const glb = await sphereGlb(4, 6);
    for (let i = 0; i < limit; i++) await untilEnded(user.client, ok(await upload(user.client, `m${i}.glb`, glb)).jobId);
    const refused = await upload(user.client, 'one-more.glb', glb);
    expect([refused.status, refused.code, refused.msg]).toEqual([429, 405, `The daily upload limit of light-quantified models has been reached (${limit} a day).`]);
    expect((await upload(user.client.withLocale('zh-TW'), 'one-more.glb', glb)).msg).toMatch(/今日輕量化模型上傳次數已達上限/);
    // Deleting jobs gives no upload back.
    for (const row of ok(await user.client.repo<{ rows: ModelLightJob[] }>('GET', `${BASE}/list`)).rows) {
      ok(await user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: row.jobId, productType: 1 }));
    }
    expect((await upload(user.client, 'one-more.glb', glb)).status).toBe(429);
    api.clock.advance(DAY_MS);
    try {
      const client = (await api.login(user.username, user.password)).withLocale('en'); // the session expired meanwhile
      expect((await untilEnded(client, ok(await upload(client, 'tomorrow.glb', glb)).jobId)).job.status).toBe('done');
    } finally {
      api.clock.advance(-DAY_MS);
    }
  });

  it('generated bad input: every reply is a clear refusal or a job that ends (done or failed), never a 500 or a stuck job', async () => {
    const user = await newEnglishUser(api);
    const good = await sphereGlb(4, 4);
    const jobs: string[] = [];
    await fc.assert(fc.asyncProperty(
      fc.constantFrom('m.glb', 'm.gltf', 'm.obj', 'm.stl', 'm.zip', 'm.fbx', 'm', '..\\m.glb', 'm.GLB'),
      fc.oneof(fc.uint8Array({ maxLength: 300 }), fc.constant(good), fc.string({ maxLength: 200 }).map((s) => new TextEncoder().encode(s)),
        fc.tuple(fc.nat(good.byteLength - 1), fc.integer({ min: 0, max: 255 })).map(([at, value]) => { const b = good.slice(); b[at] = value; return b; })),
      fc.oneof(fc.constant('ratio=0.5&productType=1'), fc.string({ maxLength: 40 }), fc.record({ ratio: fc.oneof(fc.double(), fc.string({ maxLength: 5 })), productType: fc.oneof(fc.constant(1), fc.integer()) })
        .map((q) => `ratio=${encodeURIComponent(String(q.ratio))}&productType=${q.productType}`)),
      async (name, data, query) => {
        const reply = await upload(user.client, name, data, query);
        expect(reply.status, reply.msg).toBeLessThan(500);
        if (reply.code === 0) jobs.push(reply.data.jobId);
        else expect(reply.msg).toBeTruthy();
        while (jobs.length >= api.server.config.modelLight.inFlightPerUser) {
          const { job } = await untilEnded(user.client, jobs.shift()!);
          expect(['done', 'failed']).toContain(job.status);
          if (job.status === 'done') await validOutput(user.client, job);
          else expect(job.errorMsg).toBeTruthy();
        }
      },
    ), { numRuns: 30 });
    for (const id of jobs) expect(['done', 'failed']).toContain((await untilEnded(user.client, id)).job.status);
  }, 120_000);
}, () => ({ jobs: { concurrency: 1, leaseMs: 10_000, timeoutMs: 60_000, maxAttempts: 2, pollMs: 100 }, modelLight: { dailyLimit: 3, inFlightPerUser: 2 } }));

describeBackends('model lightweighting without a runner (jobs stay queued)', (api) => {
  it('limits jobs in flight per user, cancels a queued job by deleting it, and applies the 100 MB free / 200 MB rules first', async () => {
    const user = await newEnglishUser(api);
    const glb = await sphereGlb(4, 4);
    const first = ok(await upload(user.client, 'a.glb', glb));
    ok(await upload(user.client, 'b.glb', glb));
    const third = await upload(user.client, 'c.glb', glb);
    expect([third.status, third.msg]).toEqual([429, 'You already have 2 models being lightened; wait until one is finished.']);
    expect(ok(await user.client.repo<ModelLightCount>('GET', `${BASE}/count`))).toMatchObject({ inFlight: 2, today: 2 });
    expect(await usedMatchesRecount(api, user)).toBe(glb.byteLength); // the same input bytes, stored and counted once
    ok(await user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: first.jobId, productType: 1 }));
    expect(ok(await upload(user.client, 'c.glb', glb)).status).toBe('queued');
    const big = new Uint8Array(100 * 1024 * 1024 + 1);
    const free = await upload(user.client, 'big.glb', big);
    expect([free.status, free.msg]).toEqual([403, 'No permission at the moment, you can upgrade your subscription plan']);
    const pro = await newEnglishUser(api, 'PROFESSIONAL');
    const huge = await upload(pro.client, 'huge.glb', new Uint8Array(200 * 1024 * 1024));
    expect([huge.status, huge.msg]).toEqual([400, 'The file is too large: documents must be under 200 MB.']);
  }, 60_000);
}, () => ({ jobs: { concurrency: 0, leaseMs: 10_000, timeoutMs: 60_000, maxAttempts: 2, pollMs: 100 }, modelLight: { dailyLimit: 10, inFlightPerUser: 2 } }));

describe('model lightweighting fixtures', () => {
  it('makes a valid GLB', async () => {
    expect(await glbErrors(await sphereGlb(4, 4))).toEqual([]);
  });
});
