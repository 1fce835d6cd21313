// Crash-restart benchmark (issue 12): the server runs as its own process and is killed with SIGKILL while saves and
// uploads are in flight (and, on a fresh data folder / schema, during its first start); each restart must succeed and
// every acknowledged write must read back intact. Reports cycles, acknowledged writes checked, lost writes, restart
// failures and blob reference mismatches, per database (PostgreSQL when DATABASE_URL is set).
// Alone: `node --import tsx tests/bench/crash-restart.bench.ts [cycles]` (default 100 per database; CRASH_CYCLES for
// `npm run bench crash`; CRASH_BACKENDS=sqlite|postgres for one database).
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { ApiClient, type Reply } from '../api/support/api-client.js';
import { bundleServer } from '../api/support/server-bundle.js';
import { dropSchema, freshSchemaName, spawnServer, type ProcessStorage, type ServerProcess } from '../api/support/server-process.js';

/** A fresh data folder / schema (with a kill during its first start) every this many cycles. */
const FRESH_EVERY = 10;
const WRITERS = 4;

interface Figures {
  cycles: number;
  firstStartKills: number;
  checked: number;
  lost: number;
  restartFailures: number;
  rowsWithoutFile: number;
  refsWithoutRow: number;
  rowsWithoutRef: number;
}

interface Acked {
  /** scene uuid → last acknowledged version and its content. */
  readonly saves: Map<string, { version: number; content: string }>;
  readonly uploads: { url: string; sha: string }[];
}


const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

async function signIn(url: string): Promise<ApiClient> {
  const anon = new ApiClient(url);
  const reply = await anon.repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
  if (reply.code !== 0) throw new Error(`demo login failed: ${reply.status} ${reply.msg}`);
  return anon.withToken(reply.data.token);
}

async function verify(client: ApiClient, acked: Acked, figures: Figures): Promise<void> {
  for (const [uuid, save] of acked.saves) {
    figures.checked++;
    const reply = await client.repo<{ content: string }>('GET', `/repo/kf-scene/loadSceneByIdAndVersion/${uuid}/0/${save.version}`);
    if (reply.code !== 0 || reply.data.content !== save.content) figures.lost++;
  }
  for (const upload of acked.uploads) {
    figures.checked++;
    const reply = await client.raw('GET', `${client.context}${upload.url}`);
    if (reply.status !== 200 || sha(reply.bytes) !== upload.sha) figures.lost++;
  }
}

/** Saves and uploads from several writers until stopped; what the server acknowledged is recorded. */
function writeLoad(client: ApiClient, projectUuid: string, acked: Acked, stop: { now: boolean }): Promise<void> {
  const writer = async (w: number): Promise<void> => {
    let scene: string | null = null;
    let version: number | null = null;
    for (let i = 0; !stop.now; i++) {
      try {
        if (i % 2 === 0 || scene === null) {
          const content = JSON.stringify({ writer: w, i, noise: randomBytes(256).toString('base64') });
          const reply: Reply<{ uuid: string; version: number }> = await client.repo('POST', '/repo/kf-scene/saveScene', {
            uuid: scene, projectUuid, name: `Crash ${w}`, content, ...(version ? { version } : {}),
          });
          if (reply.code === 0) {
            scene = reply.data.uuid;
            version = reply.data.version;
            acked.saves.set(reply.data.uuid, { version: reply.data.version, content });
          }
        } else {
          const bytes = randomBytes(1024 + Math.floor(Math.random() * 32 * 1024));
          const reply = await client.upload<{ url: string }[]>('/repo/kf-scene/import-scene-resource', { scene }, [
            { field: 'file', name: `f${w}-${i}.bin`, data: bytes, type: 'application/octet-stream' },
          ]);
          if (reply.code === 200 || reply.code === 0) acked.uploads.push({ url: reply.data[0].url, sha: sha(bytes) });
        }
      } catch {
        return; // the connection died with the server
      }
    }
  };
  return Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w))).then(() => undefined);
}

/** Blob bookkeeping against rows, read straight from the database and the blob folder (server stopped). */
async function referenceMismatches(storage: ProcessStorage, figures: Figures): Promise<void> {
  const queries = {
    rows: `select hash from resources where hash is not null and deleted_at is null union all select hash from scene_assets`,
    refsWithoutRow: `select count(*) as n from blob_refs r where (r.kind = 'resource' and not exists (select 1 from resources x where x.uuid = r.ref_id))
      or (r.kind = 'scene-asset' and not exists (select 1 from scene_assets x where x.id = r.ref_id))`,
    rowsWithoutRef: `select count(*) as n from resources x where x.hash is not null and not exists (select 1 from blob_refs r where r.kind = 'resource' and r.ref_id = x.uuid and r.hash = x.hash)`,
  };
  let rows: { hash: string }[];
  let refsWithoutRow: number;
  let rowsWithoutRef: number;
  if (storage.databaseUrl) {
    const client = new pg.Client({ connectionString: storage.databaseUrl, options: `-c search_path=${storage.databaseSchema}` });
    await client.connect();
    try {
      rows = (await client.query<{ hash: string }>(queries.rows)).rows;
      refsWithoutRow = Number((await client.query<{ n: string }>(queries.refsWithoutRow)).rows[0].n);
      rowsWithoutRef = Number((await client.query<{ n: string }>(queries.rowsWithoutRef)).rows[0].n);
    } finally {
      await client.end();
    }
  } else {
    const file = join(storage.dataDir, 'platform.sqlite');
    if (!existsSync(file)) return;
    const db = new SQLite(file, { readonly: true });
    try {
      rows = db.prepare(queries.rows).all() as { hash: string }[];
      refsWithoutRow = Number((db.prepare(queries.refsWithoutRow).get() as { n: number }).n);
      rowsWithoutRef = Number((db.prepare(queries.rowsWithoutRef).get() as { n: number }).n);
    } finally {
      db.close();
    }
  }
  figures.rowsWithoutFile += rows.filter((r) => !existsSync(join(storage.dataDir, 'blobs', r.hash.slice(0, 2), r.hash))).length;
  figures.refsWithoutRow += refsWithoutRow;
  figures.rowsWithoutRef += rowsWithoutRef;
}

async function runBackend(backend: 'sqlite' | 'postgres', cycles: number, entry: string): Promise<Figures> {
  const figures: Figures = { cycles: 0, firstStartKills: 0, checked: 0, lost: 0, restartFailures: 0, rowsWithoutFile: 0, refsWithoutRow: 0, rowsWithoutRef: 0 };
  let storage: ProcessStorage | undefined;
  let acked: Acked = { saves: new Map(), uploads: [] };
  const retire = async (): Promise<void> => {
    if (!storage) return;
    await referenceMismatches(storage, figures);
    if (storage.databaseUrl && storage.databaseSchema) await dropSchema(storage.databaseUrl, storage.databaseSchema);
    rmSync(storage.dataDir, { recursive: true, force: true });
    storage = undefined;
  };
  for (let cycle = 0; cycle < cycles; cycle++) {
    figures.cycles++;
    if (cycle % FRESH_EVERY === 0) {
      await retire();
      const dataDir = mkdtempSync(join(tmpdir(), 'kf-crash-'));
      storage = backend === 'postgres'
        ? { dataDir, databaseUrl: process.env.DATABASE_URL, databaseSchema: freshSchemaName('crash') }
        : { dataDir };
      acked = { saves: new Map(), uploads: [] };
      // Kill during the first start: anywhere from loading to migrations and the seed.
      const first = spawnServer(storage, {}, entry);
      await Promise.race([first.ready.catch(() => undefined), sleep(Math.random() * 4000)]);
      const end = await first.kill();
      if (end.signal === 'SIGKILL') figures.firstStartKills++;
    }
    if (cycle > 0 && cycle % 10 === 0) console.log(`  [${backend}] after ${cycle} cycles: ${summary(figures)}`);
    let server: ServerProcess | undefined = spawnServer(storage!, {}, entry);
    try {
      const url = await server.ready;
      const client = await signIn(url);
      await verify(client, acked, figures);
      const projects = await client.repo<{ uuid: string }[]>('GET', '/repo/kf-project/get-all');
      const stop = { now: false };
      const load = writeLoad(client, projects.data[0].uuid, acked, stop);
      await sleep(300 + Math.random() * 1500);
      await server.kill();
      stop.now = true;
      await load;
      server = undefined;
    } catch (error) {
      figures.restartFailures++;
      console.error(`  [${backend}] cycle ${cycle}: ${error instanceof Error ? error.message.split('\n').slice(0, 3).join(' | ') : String(error)}`);
      await server?.kill();
    }
  }
  // A last restart checks the writes of the last cycle.
  if (storage) {
    const server = spawnServer(storage, {}, entry);
    try {
      await verify(await signIn(await server.ready), acked, figures);
    } catch (error) {
      figures.restartFailures++;
      console.error(`  [${backend}] final restart: ${String(error)}`);
    }
    await server.stop();
  }
  await retire();
  return figures;
}

function summary(f: Figures): string {
  return `cycles ${f.cycles} (first-start kills ${f.firstStartKills}), acknowledged writes checked ${f.checked}, ` +
    `lost writes ${f.lost}, restart failures ${f.restartFailures}, reference mismatches: rows whose blob file is missing ` +
    `${f.rowsWithoutFile}, blob references with no row ${f.refsWithoutRow}, resource rows with no reference ${f.rowsWithoutRef}`;
}

/** `npm run bench` entry (CRASH_CYCLES overrides the 100 cycles per database). */
export default async function crashRestart(cycles = Number(process.env.CRASH_CYCLES ?? 100)): Promise<void> {
  mkdirSync(tmpdir(), { recursive: true });
  const bundle = await bundleServer();
  try {
    // CRASH_BACKENDS=sqlite or =postgres runs one of them (two runs can then go side by side).
    const backends = (process.env.DATABASE_URL ? ['sqlite', 'postgres'] as const : ['sqlite'] as const)
      .filter((b) => !process.env.CRASH_BACKENDS || process.env.CRASH_BACKENDS.split(',').includes(b));
    if (!process.env.DATABASE_URL) console.log('(PostgreSQL skipped: set DATABASE_URL to include it)');
    for (const backend of backends) {
      const started = performance.now();
      const f = await runBackend(backend, cycles, bundle.entry);
      console.log(`${backend}: ${summary(f)} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    bundle.remove();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const cycles = Number(process.argv[2] ?? process.env.CRASH_CYCLES ?? 100);
  if (!Number.isInteger(cycles) || cycles < 1) throw new Error(`cycles must be a positive integer, got '${process.argv[2]}'`);
  await crashRestart(cycles);
}
