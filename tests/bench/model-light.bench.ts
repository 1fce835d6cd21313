// Model lightweighting (issue 33): simplify throughput on a 2-million-triangle mesh, against gltfpack on the same
// input and ratio in the same run, and /health latency while two lightweighting jobs run on the server.
// Targets: at least 1 million input triangles a second per core; at least 0.8 of gltfpack's rate; output within 5 %
// of the asked ratio; /health p99 under 100 ms while two jobs run.
// gltfpack (npm, wasm) is the reference: GLTFPACK_BIN names its cli.js, else node_modules/gltfpack/cli.js.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Document, WebIO } from '@gltf-transform/core';
import { MeshoptSimplifier } from 'meshoptimizer';
import { countGeometry, lightweightGlb, lightweightIo } from '../../libs/model-lightweight/index.js';

const SIDE = 1000; // 1000 × 1000 quads: 2,000,000 triangles
const RATIO = 0.5;

/** A wavy height field of SIDE × SIDE quads as GLB. */
function gridGlb(): Promise<Uint8Array> {
  const n = SIDE + 1;
  const positions = new Float32Array(n * n * 3);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = (y * n + x) * 3;
      positions[i] = x / SIDE;
      positions[i + 1] = 0.05 * Math.sin(x / 37) * Math.cos(y / 23) + 0.02 * Math.sin((x + y) / 11);
      positions[i + 2] = y / SIDE;
    }
  }
  const indices = new Uint32Array(SIDE * SIDE * 6);
  let k = 0;
  for (let y = 0; y < SIDE; y++) {
    for (let x = 0; x < SIDE; x++) {
      const a = y * n + x;
      indices.set([a, a + n, a + 1, a + 1, a + n, a + n + 1], k);
      k += 6;
    }
  }
  const doc = new Document();
  const buffer = doc.createBuffer();
  const primitive = doc.createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer));
  doc.createScene().addChild(doc.createNode('Grid').setMesh(doc.createMesh('Grid').addPrimitive(primitive)));
  return new WebIO().writeBinary(doc);
}

function gltfpackBin(): string | undefined {
  const candidates = [process.env.GLTFPACK_BIN, resolve(import.meta.dirname, '../../node_modules/gltfpack/cli.js')];
  return candidates.find((c): c is string => !!c && existsSync(c));
}

async function trianglesOf(glb: Uint8Array): Promise<number> {
  return countGeometry(await (await lightweightIo()).readBinary(glb)).triangles;
}

async function throughput(glb: Uint8Array, dir: string): Promise<void> {
  const before = 2 * SIDE * SIDE;
  await MeshoptSimplifier.ready;
  const doc = await new WebIO().readBinary(glb);
  const primitive = doc.getRoot().listMeshes()[0].listPrimitives()[0];
  const positions = primitive.getAttribute('POSITION')!.getArray() as Float32Array;
  const indices = primitive.getIndices()!.getArray() as Uint32Array;
  let started = performance.now();
  const [kept] = MeshoptSimplifier.simplify(indices, positions, 3, Math.floor(indices.length * RATIO / 3) * 3, 0.01);
  const rawSeconds = (performance.now() - started) / 1000;
  console.log(`meshoptimizer simplify alone: ${(before / rawSeconds / 1e6).toFixed(2)} M triangles/s (${rawSeconds.toFixed(2)} s, kept ${(kept.length / 3 / before * 100).toFixed(1)} %)`);

  started = performance.now();
  const ours = await lightweightGlb(glb, { ratio: RATIO, compress: false, error: 0.01 });
  const oursSeconds = (performance.now() - started) / 1000;
  console.log(`libs/model-lightweight (read, dedup, weld, simplify, prune, write; no compression): ${(before / oursSeconds / 1e6).toFixed(2)} M triangles/s`
    + ` (${oursSeconds.toFixed(2)} s), kept ${(ours.stats.trianglesAfter / before * 100).toFixed(1)} % of ${before.toLocaleString('en')} (asked ${RATIO * 100} %)`);

  const bin = gltfpackBin();
  if (!bin) {
    console.log('gltfpack: not installed (npm i -D gltfpack@1.3.0, or GLTFPACK_BIN=…/cli.js); no comparison');
    return;
  }
  const input = join(dir, 'grid.glb');
  const output = join(dir, 'grid-gltfpack.glb');
  writeFileSync(input, glb);
  started = performance.now();
  execFileSync(process.execPath, [bin, '-i', input, '-o', output, '-si', String(RATIO), '-se', '0.01', '-noq'], { stdio: 'ignore' });
  const packSeconds = (performance.now() - started) / 1000;
  const packKept = await trianglesOf(readFileSync(output));
  console.log(`gltfpack 1.3 (-si ${RATIO} -se 0.01 -noq, its own process incl. file io): ${(before / packSeconds / 1e6).toFixed(2)} M triangles/s`
    + ` (${packSeconds.toFixed(2)} s), kept ${(packKept / before * 100).toFixed(1)} %`);
  console.log(`ours / gltfpack: ${(packSeconds / oursSeconds).toFixed(2)} (target ≥ 0.8)`);
}

async function healthWhileJobsRun(glb: Uint8Array, dir: string): Promise<void> {
  const { createServer } = await import('../../host/server/app.js');
  const { loadConfig } = await import('../../host/server/config.js');
  const server = await createServer(loadConfig({ LOG_LEVEL: 'error', LOG_FORMAT: 'json' }, {
    port: 0, dataDir: join(dir, 'data'), webRoot: join(dir, 'no-web'), rateLimitPerMinute: 0, maxConnectionsPerAddress: 0,
    jobs: { concurrency: 2, leaseMs: 30_000, timeoutMs: 600_000, maxAttempts: 1, pollMs: 200 },
  }));
  try {
    const api = `${server.url}${server.config.apiContext}/api`;
    const login = await (await fetch(`${api}/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) })).json() as { data: { token: string } };
    const headers = { Authentication: login.data.token };
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const form = new FormData();
      form.append('file', new Blob([glb as Uint8Array<ArrayBuffer>]), `grid${i}.glb`);
      const reply = await (await fetch(`${api}/repo/kf-model-light/upload?ratio=${RATIO}&productType=1`, { method: 'POST', headers, body: form })).json() as { code: number; msg: string; data: { jobId: string } };
      if (reply.code !== 0) throw new Error(reply.msg);
      ids.push(reply.data.jobId);
    }
    const times: number[] = [];
    const started = performance.now();
    for (;;) {
      const t = performance.now();
      await (await fetch(`${api}/health`)).arrayBuffer();
      times.push(performance.now() - t);
      if (times.length % 20 === 0) {
        const statuses = await Promise.all(ids.map(async (jobId) => ((await (await fetch(`${api}/repo/kf-model-light/status`, {
          method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ jobId }),
        })).json()) as { data: { status: string } }).data.status));
        if (statuses.every((s) => s !== 'queued' && s !== 'running')) {
          console.log(`jobs ended: ${statuses.join(', ')} after ${((performance.now() - started) / 1000).toFixed(1)} s`);
          break;
        }
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`/health while two 2M-triangle jobs ran: ${times.length} requests, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms (target p99 < 100 ms)`);
  } finally {
    await server.close();
  }
}

export default async function modelLightBench(): Promise<void> {
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const dir = mkdtempSync(join(tmpdir(), 'kf-model-light-bench-'));
  try {
    const glb = await gridGlb();
    console.log(`input: ${SIDE} × ${SIDE} quad grid, ${(2 * SIDE * SIDE).toLocaleString('en')} triangles, ${(glb.byteLength / 1024 / 1024).toFixed(1)} MB GLB`);
    await throughput(glb, dir);
    await healthWhileJobsRun(glb, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
