// Issue 28: two instances behind a proxy on one PostgreSQL database and one S3 bucket. Clients upload and save
// through the proxy while the instances are killed (SIGKILL) and restarted in turn: every acknowledged write must be
// there afterwards, readable through either instance. Needs PostgreSQL (DATABASE_URL); skipped otherwise.
// The proxy is Debian's nginx where /usr/sbin/nginx exists (tests/support/nginx-proxy.ts), else a small Node proxy
// doing what nginx does (tests/support/round-robin-proxy.ts); SCALE_OUT_PROXY=node picks the Node one. The test
// prints which one ran.
import { existsSync } from 'node:fs';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dropSchema, freshSchemaName, spawnServer, type ServerProcess } from './support/server-process.js';
import { ApiClient } from './support/api-client.js';
import { startLocalS3, type LocalS3 } from '../support/s3-store.js';
import { startRoundRobinProxy } from '../support/round-robin-proxy.js';
import { NGINX, startNginxProxy } from '../support/nginx-proxy.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import type { SaveSceneReply, SceneVo } from '../../sdk/contract/scene.js';

const databaseUrl = process.env.DATABASE_URL;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** How long clients write while instances are killed and restarted. */
const LOAD_MS = Number(process.env.SCALE_OUT_LOAD_MS ?? 25_000);
/** At least this many kills, however slow the machine: the load runs until both the time and the kills are done. */
const MIN_KILLS = 2;
/** The proxy in front: nginx where installed. */
const PROXY = process.env.SCALE_OUT_PROXY === 'node' || !existsSync(NGINX) ? 'node' : 'nginx';

interface Proxy {
  readonly url: string;
  setTargets(targets: readonly string[]): Promise<void> | void;
  close(): Promise<void>;
}

/**
 * A read after the load, tried once more when its pooled keep-alive connection was cut: nginx's old workers close
 * their idle connections after each reload (the kills above reload it), and a client's first request on such a
 * connection can meet the close (undici: 'other side closed'). Browsers retry an idempotent request then; so does this.
 */
async function readAgainIfCut<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof TypeError) || !/fetch failed/.test(error.message)) throw error;
    return read();
  }
}

function startProxy(targets: readonly string[]): Promise<Proxy> {
  console.log(PROXY === 'nginx'
    ? `scale-out: proxy is Debian's nginx (${NGINX})`
    : `scale-out: proxy is the Node proxy (${existsSync(NGINX) ? 'SCALE_OUT_PROXY=node' : `${NGINX} not installed`})`);
  return PROXY === 'nginx' ? startNginxProxy(targets) : startRoundRobinProxy(targets);
}

if (!databaseUrl) {
  describe('two instances behind a proxy', () => {
    it.skip('needs PostgreSQL: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run the scale-out test', () => undefined);
  });
} else {
  describe(`two instances behind a proxy (${PROXY}) on one PostgreSQL database and one S3 bucket`, () => {
    const schema = freshSchemaName('so');
    const dirs: string[] = [];
    let s3: LocalS3 | undefined;
    let proxy: Proxy | undefined;
    const instances: (ServerProcess | undefined)[] = [undefined, undefined];
    afterAll(async () => {
      await Promise.all(instances.map((i) => i?.kill()));
      await proxy?.close();
      await s3?.close();
      await dropSchema(databaseUrl, schema);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    });

    it('loses no acknowledged upload or save while instances are killed and restarted', async () => {
      s3 = await startLocalS3();
      const bucket = await s3.newBucket();
      const env = {
        BLOB_STORE: 's3', S3_BUCKET: bucket.bucket, S3_ENDPOINT: bucket.endpoint!, S3_ACCESS_KEY_ID: bucket.accessKeyId!, S3_SECRET_ACCESS_KEY: bucket.secretAccessKey!,
        TRUST_PROXY: '1', SHUTDOWN_TIMEOUT_SECONDS: '2',
      };
      const spawn = (name: string): ServerProcess => {
        const dataDir = mkdtempSync(join(tmpdir(), `kf-so-${name}-`));
        dirs.push(dataDir);
        return spawnServer({ dataDir, databaseUrl, databaseSchema: schema }, { ...env, INSTANCE_ID: name });
      };
      // Both start together on a fresh schema: migrations and the first-start seed run once.
      instances[0] = spawn('a');
      instances[1] = spawn('b');
      const urls = await Promise.all(instances.map((i) => i!.ready));
      proxy = await startProxy(urls);
      const anon = new ApiClient(proxy.url);

      const clients = await Promise.all([0, 1, 2].map(async (n) => {
        const login = await anon.repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
        expect(login.code, login.msg).toBe(0);
        const client = anon.withToken(login.data.token);
        const project = (await client.repo<{ uuid: string }>('GET', '/repo/kf-project/get-default-project')).data.uuid;
        const scene = await client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: project, name: `Load ${n}`, content: JSON.stringify({ n, step: 0 }) });
        expect(scene.code, scene.msg).toBe(0);
        return { client, project, scene: scene.data.uuid, uploads: [] as { uuid: string; hash: string }[], lastStep: 0, lastVersion: scene.data.version, attempts: 0, refused: 0 };
      }));

      let running = true;
      const load = clients.map(async (c, n) => {
        let step = 0;
        while (running) {
          c.attempts++;
          try {
            if (step % 2 === 0) {
              const bytes = randomBytes(200_000 + Math.floor(Math.random() * 800_000));
              const reply = await c.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: c.scene }, [{ field: 'file', name: `f${n}-${step}.png`, data: bytes }]);
              if (reply.code === 200) c.uploads.push({ uuid: reply.data[0].uuid, hash: sha(bytes) });
              else c.refused++;
            } else {
              const reply = await c.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: c.scene, projectUuid: c.project, name: `Load ${n}`, content: JSON.stringify({ n, step, pad: 'x'.repeat(50_000) }) });
              if (reply.code === 0) {
                c.lastStep = step;
                c.lastVersion = reply.data.version;
              } else c.refused++;
            }
          } catch {
            c.refused++; // connection cut by a kill: not acknowledged
          }
          step++;
        }
      });

      // Kill one instance, restart it, then the other, until the load time is over and each was killed at least once.
      const started = Date.now();
      let kills = 0;
      for (let victim = 0; kills < MIN_KILLS || Date.now() - started < LOAD_MS; victim = 1 - victim) {
        await new Promise((r) => setTimeout(r, 1500));
        await instances[victim]!.kill();
        kills++;
        await proxy.setTargets([urls[1 - victim]]);
        instances[victim] = spawn(victim === 0 ? 'a' : 'b');
        urls[victim] = await instances[victim]!.ready;
        await proxy.setTargets(urls);
      }
      running = false;
      await Promise.all(load);

      // Every acknowledged write is there, through either instance.
      let checked = 0;
      for (const c of clients) {
        for (const upload of c.uploads) {
          const file = await readAgainIfCut(() => c.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: upload.uuid }));
          expect(file.status, `upload ${upload.uuid}`).toBe(200);
          expect(sha(file.bytes), `upload ${upload.uuid}`).toBe(upload.hash);
          checked++;
        }
        const scene = await readAgainIfCut(() => c.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${c.scene}`));
        expect(scene.code, scene.msg).toBe(0);
        const content = JSON.parse(String((scene.data as { content?: unknown }).content)) as { step: number };
        expect(content.step).toBeGreaterThanOrEqual(c.lastStep);
        expect(Number((scene.data as { version?: unknown }).version)).toBeGreaterThanOrEqual(c.lastVersion);
        checked++;
      }
      const acknowledged = clients.reduce((sum, c) => sum + c.uploads.length, 0);
      console.log(`scale-out: ${kills} kills, ${clients.reduce((s, c) => s + c.attempts, 0)} writes tried, ${acknowledged} uploads acknowledged, ${checked} checks, ${clients.reduce((s, c) => s + c.refused, 0)} not acknowledged`);
      expect(kills).toBeGreaterThanOrEqual(MIN_KILLS);
      expect(acknowledged).toBeGreaterThan(5);
    }, 240_000);
  });
}
