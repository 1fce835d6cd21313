// Issue 28: save acknowledgement latency of 1.63 MB scenes on PostgreSQL (target p95 < 100 ms with 50 users), the
// clients in a child process (support/save-clients.ts), the server in this one. `npm run bench save-acks`;
// SAVE_PHASES=alone (or a comma list of alone, paced, burst) runs only some of the three ways.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import type { Kysely } from 'kysely';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../../host/server/auth/passwords.js';
import { startTestServer } from '../api/support/server.js';
import { ApiClient } from '../api/support/api-client.js';
import { watchBackendCpu } from './support/postgres-cpu.js';

type Account = { token: string; project: string };

function loadAverage(): string {
  return loadavg().map((n) => n.toFixed(2)).join(', ');
}

/** Run the save clients in a child process; their latencies in ms. */
function saveClients(input: { url: string; users: Account[]; savesEach: number; content: string; paceMs?: number }): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./support/save-clients.ts', import.meta.url))], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stdin.end(JSON.stringify(input));
  return new Promise((resolve, reject) => child.on('exit', (code) => {
    if (code !== 0) reject(new Error(`save clients ended with code ${code}`));
    else resolve(JSON.parse(out.trim().split('\n').pop()!) as number[]);
  }));
}

/** A scene content of 12,000 mesh nodes: 1.63 MB of JSON. */
function benchContent(): string {
  const node = (i: number) => ({ id: `n${i}`, type: 'mesh', name: `Node ${i}`, props: { position: { x: i, y: 0, z: 0 }, note: 'n'.repeat(40) } });
  return JSON.stringify({ nodes: Array.from({ length: 12_000 }, (_, i) => node(i)) });
}

/** Save acknowledgement p50/p95/max: one user alone, 50 users each every 10 s, 50 users at once. */
export default async function saveAcks(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('save acknowledgement p95 with 50 users: needs PostgreSQL (DATABASE_URL); skipped');
    return;
  }
  const phases = new Set((process.env.SAVE_PHASES ?? 'alone,paced,burst').split(','));
  const test = await startTestServer('postgres', { checkReplies: false });
  try {
    const password = 'Passw0rd!x';
    const hash = await hashPassword(password);
    const users = 50;
    const content = benchContent();
    const accounts = await Promise.all(Array.from({ length: users }, async (_, u): Promise<Account> => {
      const id = randomUUID();
      const username = `bench${u}_${id.slice(0, 6)}`;
      const now = test.clock.now();
      await test.server.db.insertInto('users').values({
        id, username, nickname: username, password_hash: hash, email: `${username}@example.com`, phone: '13812345678', company: 'B', city: 'B',
        position: 'B', manager: 0, designer: 1, locked: 0, pros_cons: 1, pvg: null, all_p: null, single_session: 0, plan: 'FREE', image_hash: null,
        login_count: 0, created_at: now, updated_at: now,
      }).execute();
      const anon = new ApiClient(test.url);
      const client = anon.withToken((await anon.repo<{ token: string }>('POST', '/action/login', { username, password })).data.token);
      const project = (await client.repo<{ uuid: string }>('GET', '/repo/kf-project/get-default-project')).data.uuid;
      return { token: client.token!, project };
    }));
    const sizeMb = Buffer.byteLength(content) / 1024 / 1024;
    // Latencies, and the CPU time of this process (the server: event loop and JSON workers) per save, far steadier than
    // latency on a shared machine; PostgreSQL's backends' own time apart (this database's connections).
    const db = test.server.db as unknown as Kysely<unknown>;
    const measure = async (what: string, input: Omit<Parameters<typeof saveClients>[0], 'url' | 'content'>) => {
      const cpu = process.cpuUsage();
      const backends = await watchBackendCpu(db);
      const sorted = (await saveClients({ url: test.url, content, ...input })).sort((a, b) => a - b);
      const used = process.cpuUsage(cpu);
      const database = await backends.stop();
      const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      const cpuPerSave = (used.user + used.system) / 1000 / sorted.length;
      console.log(`[postgres] saveScene ${sizeMb.toFixed(2)} MB, ${what}, clients in another process: p50 ${p(0.5).toFixed(0)} ms, p95 ${p(0.95).toFixed(0)} ms, max ${sorted[sorted.length - 1].toFixed(0)} ms (target p95 < 100 ms); server CPU ${cpuPerSave.toFixed(1)} ms/save, PostgreSQL backends ${database === undefined ? 'n/a' : (database / sorted.length).toFixed(1)} ms/save; machine load ${loadAverage()}`);
    };
    // One user alone: the service time of a save (what a save costs with nothing else going on).
    if (phases.has('alone')) await measure('one user alone × 10', { users: accounts.slice(0, 1), savesEach: 10 });
    // 50 users at work, each saving every 10 s (an autosave), starting at random moments.
    if (phases.has('paced')) await measure(`${users} users each saving every 10 s × 3`, { users: accounts, savesEach: 3, paceMs: 10_000 });
    // 50 users pressing save at the same moment, again as soon as acknowledged (a burst: 85 MB at once).
    if (phases.has('burst')) await measure(`${users} users at once × 4`, { users: accounts, savesEach: 4 });
  } finally {
    await test.stop();
  }
}
