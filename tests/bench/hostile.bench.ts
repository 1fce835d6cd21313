// Hostile requests against a server running in its own process (issue 12 items 1, 2 and 7), on SQLite:
// - /health latency (p50, p99, max) while requests that once held the event loop run: update-resource-groups naming
//   one uuid 3,000 times, isAssetsExist with 40,000 names, a .kzs whose manifest lists 10,000 assets, and a 250 KB
//   .kzs holding 250 MB of scene JSON. Target: p99 under 100 ms.
// - the server process's peak resident memory (VmHWM) during the 250 MB-in-250 KB import. Target: under 512 MB.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiClient } from '../api/support/api-client.js';
import { writeKzs } from '../../host/server/modules/archive/kzs-writer.js';
import { hugeSceneKzs } from '../../host/server/modules/archive/testing/hostile-kzs.js';

const CONTENT = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts `npm run serve` as its own process on a fresh data folder; resolves when it listens. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '0', DATABASE_URL: '', WEB_ROOT: join(dataDir, 'no-web') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return child;
}

/** Resident memory of a process: current and peak (VmHWM), in MB (Linux /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

// The /health poller runs in its own process, so the time this process spends building hostile requests is not
// counted as server latency. It polls one request after another until its stdin closes, then prints the latencies.
const POLLER = `
const url = process.argv[1];
const latencies = [];
let done = false;
process.stdin.on('end', () => (done = true)).resume();
(async () => {
  while (!done) {
    const t0 = performance.now();
    await (await fetch(url)).arrayBuffer();
    latencies.push(performance.now() - t0);
  }
  process.stdout.write(JSON.stringify(latencies));
})();
`;

/** Polls /health from another process until `done` settles; returns the latencies in ms. */
async function healthWhile(url: string, done: Promise<unknown>): Promise<number[]> {
  const poller = spawn(process.execPath, ['-e', POLLER, url], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  poller.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => poller.once('exit', resolve));
  await done.catch(() => undefined);
  poller.stdin?.end();
  await exited;
  return JSON.parse(output) as number[];
}

/** Runs the hostile requests against the SQLite server and prints the figures. */
export default async function hostileBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-bench-hostile-'));
  const port = await freePort();
  const child = await startServer(dataDir, port);
  try {
    const anon = new ApiClient(`http://127.0.0.1:${port}`);
    const login = await anon.repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
    const client = anon.withToken(login.data.token).withLocale('en');
    const project = (await client.repo<{ uuid: string }>('GET', '/repo/kf-project/get-default-project')).data.uuid;
    const scene = (await client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: project, name: 'Bench', content: CONTENT })).data.uuid;
    const resource = (await client.upload<{ uuid: string }[]>('/repo/kf-scene/import-scene-resource', { scene }, [{ field: 'file', name: 'a.png', data: 'bench' }])).data[0].uuid;
    const many = writeKzs({ name: 'Many', content: CONTENT }, Array.from({ length: 10_000 }, (_, i) => ({ name: `a/${i}.bin`, bytes: new Uint8Array([1, 2, 3]) })));
    const huge = hugeSceneKzs(250);

    const start = memoryOf(child.pid ?? 0);
    const alone = await client.upload('/repo/kf-scene/import-scene', { project }, [{ field: 'file', name: 'huge.kzs', data: huge }]);
    const afterHuge = memoryOf(child.pid ?? 0);
    console.log(`[sqlite] 250 MB-in-250 KB import: answered ${alone.status} (${alone.msg}); server resident memory ${start.rss.toFixed(0)} MB before, peak ${afterHuge.peak.toFixed(0)} MB (target < 512 MB)`);

    const hostile = async () => {
      const replies = [];
      for (let round = 0; round < 3; round++) {
        replies.push(await client.repo('POST', '/repo/kf-scene/update-resource-groups', { uuids: Array(3000).fill(resource), groups: ['G'] }));
        replies.push(await client.repo('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: project, names: Array.from({ length: 40_000 }, (_, i) => `n/${i}`) }));
        replies.push(await client.upload('/repo/kf-scene/import-scene', { project }, [{ field: 'file', name: 'many.kzs', data: many }]));
        replies.push(await client.upload('/repo/kf-scene/import-scene', { project }, [{ field: 'file', name: 'huge.kzs', data: huge }]));
      }
      return replies.map((r) => r.status);
    };
    const healthUrl = `http://127.0.0.1:${port}/cloud/api/health`;
    const quiet = await healthWhile(healthUrl, new Promise((resolve) => setTimeout(resolve, 5000)));
    console.log(`[sqlite] /health with nothing else running (baseline of this machine): ${quiet.length} requests, p50 ${percentile(quiet, 50).toFixed(1)} ms, p99 ${percentile(quiet, 99).toFixed(1)} ms, max ${Math.max(...quiet).toFixed(1)} ms`);
    const run = hostile();
    const latencies = await healthWhile(healthUrl, run);
    const statuses = await run;
    const after = memoryOf(child.pid ?? 0);
    const statusCounts = statuses.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
    console.log(`[sqlite] /health during hostile requests: ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms (target p99 < 100 ms)`);
    console.log(`[sqlite] hostile replies by status: ${JSON.stringify(statusCounts)}`);
    console.log(`[sqlite] server peak resident memory over the whole hostile run: ${after.peak.toFixed(0)} MB`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
