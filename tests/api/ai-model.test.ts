import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModelLightJob } from '../../sdk/contract/model-light.js';
import type { AiModelProviderInfo } from '../../sdk/contract/ai-model.js';
import { movePoints } from '../../host/server/modules/commerce/points-ledger.js';
import { describeBackends, ok, type TestApi, type TestUser } from './support/server.js';
import type { ApiClient, Reply } from './support/api-client.js';
import { glbErrors, sphereGlb } from './support/model-fixtures.js';
import { discPng } from '../support/disc-png.js';

// AI model generation (issue 33, docs/jobs.md "AI model generation"): check, consume 20 points, generate from images,
// the job on the queue, the Khronos validator over its model, the points given back when it fails.

const BASE = '/repo/kf-model-light';
const FEATURE = 'ai-model-generation';

async function newUser(api: TestApi, points: number): Promise<TestUser> {
  const user = await api.newUser({ plan: 'PROFESSIONAL' }); // spending points needs the professional plan (spec 000 §6)
  if (points > 0) {
    await movePoints({ db: api.server.db, dialect: api.backend, now: api.clock.now() }, { userId: user.id, kind: 'grant', amount: points, requestKey: `grant:${user.id}` });
  }
  return { ...user, client: user.client.withLocale('en') };
}

const remaining = async (c: ApiClient) => ok(await c.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining;

/** The browser's order: check, consume, generate. Answers the generate reply and the consume's entry id. */
async function generate(user: TestUser, images: { name: string; data: Uint8Array }[], key = crypto.randomUUID()): Promise<{ reply: Reply<ModelLightJob>; entry: string }> {
  const check = ok(await user.client.repo<{ enough: boolean }>('GET', '/v1/user-tokens/check', undefined, { amount: 20 }));
  expect(check.enough).toBe(true);
  const consumed = ok(await user.client.repo<{ entry: { id: string } }>('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: FEATURE, userUuid: user.id, requestKey: key }));
  const reply = await user.client.upload<ModelLightJob>(`${BASE}/generate?productType=2&pointsEntry=${consumed.entry.id}`, {}, images.map((i) => ({ field: 'file', ...i })));
  return { reply, entry: consumed.entry.id };
}

async function untilEnded(client: ApiClient, jobId: string): Promise<ModelLightJob> {
  for (let i = 0; i < 600; i++) {
    const job = ok(await client.repo<ModelLightJob>('POST', `${BASE}/status`, { jobId }));
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`job ${jobId} did not end`);
}

const jobsSettings = () => ({ jobs: { concurrency: 1, leaseMs: 10_000, timeoutMs: 60_000, maxAttempts: 2, pollMs: 100 } });

describeBackends('AI model generation, local image-to-relief provider', (api) => {
  it('names the offline provider honestly, with its price and limits', async () => {
    const user = await newUser(api, 0);
    expect(ok(await user.client.repo<AiModelProviderInfo>('GET', `${BASE}/ai-provider`))).toEqual({
      provider: 'local-relief', extensions: ['.png', '.jpg', '.jpeg'], points: 20, maxImages: 3, maxImageBytes: 20 * 1024 * 1024,
    });
  });

  it('makes a relief model from an image for 20 points; the model passes the validator; listed as productType 2', async () => {
    const user = await newUser(api, 100);
    const { reply, entry } = await generate(user, [{ name: 'cup.png', data: discPng(160, 120) }]);
    const queued = ok(reply);
    expect(queued).toMatchObject({ jobId: entry, productType: 2, provider: 'local-relief', imageCount: 1, points: 20, fileName: 'cup.png' });
    expect(await remaining(user.client)).toBe(80);
    const job = await untilEnded(user.client, queued.jobId);
    expect(job.status, job.errorMsg).toBe('done');
    expect(job).toMatchObject({ pointsRefunded: false, progress: 100 });
    expect(job.trianglesAfter!).toBeGreaterThan(1000);
    const file = await user.client.repo('GET', `${BASE}/download`, undefined, { key: job.key });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('cup-generated.glb');
    expect(await glbErrors(file.bytes)).toEqual([]);
    expect(await remaining(user.client)).toBe(80);
    const list = ok(await user.client.repo<{ rows: ModelLightJob[] }>('GET', `${BASE}/list`, undefined, { page: 1, size: 10, productType: 2 }));
    expect(list.rows.map((r) => r.jobId)).toEqual([job.jobId]);
    expect(ok(await user.client.repo<{ rows: ModelLightJob[] }>('GET', `${BASE}/list`, undefined, { page: 1, size: 10, productType: 1 })).rows).toEqual([]);
    // The same payment again answers with the same job; deleting a finished job gives nothing back.
    const again = ok(await user.client.upload<ModelLightJob>(`${BASE}/generate?productType=2&pointsEntry=${entry}`, {}, [{ field: 'file', name: 'cup.png', data: discPng(160, 120) }]));
    expect(again.jobId).toBe(job.jobId);
    expect((await user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: job.jobId, productType: 1 })).status).toBe(404);
    ok(await user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: job.jobId, productType: 2 }));
    expect(await remaining(user.client)).toBe(80);
    expect(await api.server.services.quota.recount(user.id)).toBe(await api.server.services.quota.usedBytes(user.id));
  });

  it('gives the points back when the provider refuses the image (no subject), once', async () => {
    const user = await newUser(api, 40);
    const { reply } = await generate(user, [{ name: 'blank.png', data: discPng(96, 96, { blank: true }) }]);
    const queued = ok(reply);
    expect(await remaining(user.client)).toBe(20);
    const job = await untilEnded(user.client, queued.jobId);
    expect(job.status).toBe('failed');
    expect(job.attempts).toBe(1); // the image's fault: not tried again
    expect(job.errorMsg).toMatch(/^The generator could not use the image: No subject found/);
    expect(job.pointsRefunded).toBe(true);
    expect(await remaining(user.client)).toBe(40);
    const ledger = ok(await user.client.repo<{ rows: { kind: string; amount: number; refundOf: string | null }[] }>('GET', '/v1/user-tokens/entries', undefined, { page: 1, pageSize: 10 }));
    expect(ledger.rows.filter((r) => r.kind === 'refund')).toEqual([expect.objectContaining({ amount: 20, refundOf: queued.jobId })]);
    // Deleting the failed job gives nothing more back; its payment cannot pay again.
    ok(await user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: job.jobId, productType: 2 }));
    expect(await remaining(user.client)).toBe(40);
    const reused = await user.client.upload(`${BASE}/generate?productType=2&pointsEntry=${queued.jobId}`, {}, [{ field: 'file', name: 'a.png', data: discPng() }]);
    expect(reused.status).toBe(409);
  });

  it('cancelling a queued or running job gives the points back', async () => {
    const user = await newUser(api, 20);
    const { reply } = await generate(user, [{ name: 'disc.png', data: discPng(1200, 1200) }]);
    const queued = ok(reply);
    expect(await remaining(user.client)).toBe(0);
    ok(await user.client.repo('DELETE', `${BASE}/delete`, undefined, { jobId: queued.jobId, productType: 2 }));
    expect(await remaining(user.client)).toBe(20);
  });

  it('refuses without payment, with another feature\'s or another user\'s payment; a refused call gives the payment back', async () => {
    const user = await newUser(api, 100);
    const other = await newUser(api, 100);
    const png = [{ field: 'file', name: 'a.png', data: discPng() }];
    expect((await user.client.upload(`${BASE}/generate?productType=2&pointsEntry=nothing`, {}, png)).status).toBe(404);
    const elsewhere = ok(await user.client.repo<{ entry: { id: string } }>('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-image', userUuid: user.id }));
    expect((await user.client.upload(`${BASE}/generate?productType=2&pointsEntry=${elsewhere.entry.id}`, {}, png)).status).toBe(402);
    const others = ok(await other.client.repo<{ entry: { id: string } }>('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: FEATURE, userUuid: other.id }));
    expect((await user.client.upload(`${BASE}/generate?productType=2&pointsEntry=${others.entry.id}`, {}, png)).status).toBe(404);
    expect(await remaining(other.client)).toBe(80);
    expect(await remaining(user.client)).toBe(80);
    // Refused images: the payment comes back at once.
    const gif = await generate(user, [{ name: 'a.gif', data: new TextEncoder().encode('GIF89a') }]);
    expect(gif.reply.status).toBe(400);
    expect(gif.reply.msg).toBe('This generator takes .png .jpg .jpeg images (a.gif is not one).');
    const four = await generate(user, [1, 2, 3, 4].map((i) => ({ name: `${i}.png`, data: discPng() })));
    expect(four.reply.status).toBe(400);
    expect(four.reply.msg).toBe('Choose one to 3 images.');
    const fake = await generate(user, [{ name: 'fake.png', data: new TextEncoder().encode('not a png at all') }]);
    expect(fake.reply.status).toBe(400);
    expect(await remaining(user.client)).toBe(80);
    expect((await user.client.upload(`${BASE}/generate?productType=2&pointsEntry=${gif.entry}`, {}, png)).status).toBe(409);
  });

  it('refuses generated bad input with a 4xx, never a 500', async () => {
    const user = await newUser(api, 0);
    await fc.assert(fc.asyncProperty(
      fc.record({ productType: fc.oneof(fc.constant('2'), fc.string({ maxLength: 5 })), pointsEntry: fc.oneof(fc.constant(''), fc.string({ maxLength: 200 })) }),
      fc.array(fc.record({ name: fc.string({ maxLength: 40 }), data: fc.uint8Array({ maxLength: 64 }) }), { maxLength: 4 }),
      async (query, files) => {
        const qs = new URLSearchParams(query).toString();
        const reply = await user.client.upload(`${BASE}/generate?${qs}`, {}, files.map((f) => ({ field: 'file', name: f.name || 'x', data: f.data })));
        expect(reply.status).toBeGreaterThanOrEqual(400);
        expect(reply.status).toBeLessThan(500);
      },
    ), { numRuns: 30 });
  });
}, jobsSettings);

/** A generation service over HTTP for the tests: it answers a sphere, or for an image named 'broken.png' bytes that are no GLB. */
class FakeService {
  server!: Server;
  jobs = new Map<string, { broken: boolean; polls: number }>();
  auth: string[] = [];
  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/gen`;
  }
  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse): Promise<void> {
    this.auth.push(req.headers.authorization ?? '');
    if (req.headers.authorization !== 'Bearer secret-key') return void res.writeHead(401).end();
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/gen/jobs') {
      const body = JSON.parse(Buffer.concat(chunks).toString()) as { images: { name: string; data: string }[] };
      const id = `j${this.jobs.size + 1}`;
      this.jobs.set(id, { broken: body.images[0].name === 'broken.png', polls: 0 });
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
    }
    const match = /^\/gen\/jobs\/([^/]+)(\/result)?$/.exec(url.pathname);
    const job = match && this.jobs.get(match[1]);
    if (!job) return void res.writeHead(404).end();
    if (match[2]) {
      return void res.writeHead(200, { 'content-type': 'model/gltf-binary' }).end(job.broken ? Buffer.from('glTF not really') : Buffer.from(await sphereGlb(8, 12)));
    }
    job.polls++;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(job.polls < 2 ? { status: 'running', progress: 0.5 } : { status: 'done' }));
  }
}

const service = new FakeService();
let serviceUrl = '';
describe('AI model generation over HTTP', () => {
  beforeAll(async () => { serviceUrl = await service.start(); });
  afterAll(() => new Promise<void>((r) => service.server.close(() => r())));
  describeBackends('http provider', (api) => {
    it('submits with the key, polls, fetches and validates; a model with errors is not kept and the points come back', async () => {
      const user = await newUser(api, 100);
      expect(ok(await user.client.repo<AiModelProviderInfo>('GET', `${BASE}/ai-provider`)).provider).toBe('http');
      const good = await untilEnded(user.client, ok((await generate(user, [{ name: 'a.png', data: discPng() }, { name: 'b.png', data: discPng() }])).reply).jobId);
      expect(good.status, good.errorMsg).toBe('done');
      expect(good).toMatchObject({ provider: 'http', imageCount: 2, trianglesAfter: 8 * 12 * 2 });
      expect(await remaining(user.client)).toBe(80);
      const bad = await untilEnded(user.client, ok((await generate(user, [{ name: 'broken.png', data: discPng() }])).reply).jobId);
      expect(bad.status).toBe('failed');
      expect(bad.errorMsg).toMatch(/^The generated model is not valid glTF and was not kept/);
      expect(await remaining(user.client)).toBe(80);
      expect(service.auth.every((a) => a === 'Bearer secret-key')).toBe(true);
    });
  }, () => ({ ...jobsSettings(), aiModel: { provider: 'http', url: serviceUrl, key: 'secret-key' } }));
});
