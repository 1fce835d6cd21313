// Core server figures: request throughput of the framework (health, session check, project list, message list) and
// login latency (argon2id). SQLite always; PostgreSQL when DATABASE_URL is set. Scene figures (loadScene of a
// 10,000-node document, findAll over 1,000 scenes, saveScene latency) are in scenes.bench.ts.
import { backends, startTestServer, type Backend } from '../api/support/server.js';
import { ApiClient } from '../api/support/api-client.js';

/** Requests per second of `call` with `concurrency` loops running for `ms`. */
async function throughput(call: () => Promise<unknown>, ms = 3000, concurrency = 8): Promise<number> {
  const end = performance.now() + ms;
  let count = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (performance.now() < end) {
      await call();
      count++;
    }
  }));
  return count / ((performance.now() - started) / 1000);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function expectOk(promise: Promise<{ code: number | undefined; msg?: string }>): Promise<void> {
  const reply = await promise;
  if (reply.code !== 0) throw new Error(`bench call failed: ${reply.code} ${reply.msg}`);
}

async function benchBackend(backend: Backend): Promise<void> {
  const test = await startTestServer(backend);
  try {
    const anon = new ApiClient(test.url);
    const login = await anon.repo<{ token: string; user: { userId: string } }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
    const client = anon.withToken(login.data.token);
    const userId = login.data.user.userId;
    for (let i = 0; i < 50; i++) await client.repo('POST', '/v1/site-messages', { userId, title: `Message ${i}` });
    for (let i = 0; i < 20; i++) await client.repo('POST', '/repo/kf-project/createProject', { name: `Project ${i}` });

    const health = await throughput(() => expectOk(anon.repo('GET', '/health')));
    const check = await throughput(() => expectOk(client.repo('POST', '/action/check')));
    const projects = await throughput(() => expectOk(client.repo('GET', '/repo/kf-project/get-all')));
    const messages = await throughput(() => expectOk(client.repo('GET', '/v1/site-messages/user-messages', undefined, { userId, pageSize: 20 })));
    const logins: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      await expectOk(anon.repo('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' }));
      logins.push(performance.now() - t0);
    }
    console.log(`[${backend}] health: ${health.toFixed(0)} req/s`);
    console.log(`[${backend}] check (session + permissions + used space): ${check.toFixed(0)} req/s`);
    console.log(`[${backend}] get-all over 21 projects: ${projects.toFixed(0)} req/s`);
    console.log(`[${backend}] user-messages page of 20 (of 50): ${messages.toFixed(0)} req/s`);
    console.log(`[${backend}] login (argon2id) median latency: ${median(logins).toFixed(1)} ms`);
  } finally {
    await test.stop();
  }
}

/** Runs the core server figures on every backend. */
export default async function serverBench(): Promise<void> {
  for (const backend of backends()) await benchBackend(backend);
}
