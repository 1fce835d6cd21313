// Core server figures: request throughput of the framework (health, session check, project list, message list) and
// login latency (argon2id). SQLite always; PostgreSQL when DATABASE_URL is set. Scene figures (loadScene of a
// 10,000-node document, findAll over 1,000 scenes, saveScene latency) are in scenes.bench.ts; save acknowledgements
// of 50 users (issue 28) in save-acks.bench.ts.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { logDestination } from '../../host/server/observe/logger.js';
import { backends, startTestServer, type Backend, type TestServer } from '../api/support/server.js';
import { ApiClient } from '../api/support/api-client.js';
import { LOAD_TOOL, requestsPerSecond } from './support/http-load.js';

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
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
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

/** A Fastify hello-world (JSON) in this process: the reference a JSON read endpoint is measured against. */
async function helloWorld(): Promise<{ url: string; close(): Promise<void> }> {
  const app = Fastify();
  app.get('/hello', async () => ({ code: 0, msg: 'ok', data: { hello: 'world' } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}

async function demoClient(test: TestServer): Promise<ApiClient> {
  const anon = new ApiClient(test.url);
  const login = await anon.repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
  return anon.withToken(login.data.token);
}

/**
 * Issue 28 figures: a JSON read endpoint against a hello-world, and logging + metrics on against off, same run. Both
 * servers listen in this process (the same process shape) and production settings (no reply checking); the load
 * comes from another process (wrk, else a Node child), 8 connections, best of four rounds each.
 */
async function edgeCost(backend: Backend): Promise<void> {
  const hello = await helloWorld();
  const production = { checkReplies: false };
  const off = await startTestServer(backend, production);
  const on = await startTestServer(backend, { ...production, logRequests: true, logLevel: 'info', metricsToken: randomUUID() });
  // The 'on' server logs to /dev/null through the server's own destination (what writing to stdout costs, without a terminal).
  await on.server.close();
  const { createServer } = await import('../../host/server/app.js');
  const onServer = await createServer({ ...on.server.config, port: 0 }, { clock: on.clock, logStream: logDestination('/dev/null') });
  try {
    const offClient = await demoClient(off);
    for (let i = 0; i < 20; i++) await offClient.repo('POST', '/repo/kf-project/createProject', { name: `Project ${i}` });
    const onClient = await demoClient({ ...on, url: onServer.url });
    for (let i = 0; i < 20; i++) await onClient.repo('POST', '/repo/kf-project/createProject', { name: `Project ${i}` });
    const getAll = '/cloud/api/repo/kf-project/get-all';
    const best = { hello: 0, off: 0, on: 0 };
    // CPU time of this process (the servers' side) per request: far less sensitive than req/s to other work on a
    // shared machine (the PostgreSQL backends' own time is not in it).
    const cpu = { hello: Infinity, off: Infinity, on: Infinity };
    const rounds = { hello: [] as number[], off: [] as number[], on: [] as number[] };
    const measure = async (which: keyof typeof best, url: string, headers: Record<string, string> = {}) => {
      const before = process.cpuUsage();
      const started = performance.now();
      const rate = await requestsPerSecond(url, headers);
      const used = process.cpuUsage(before);
      const perRequest = (used.user + used.system) / (rate * (performance.now() - started) / 1000);
      best[which] = Math.max(best[which], rate);
      cpu[which] = Math.min(cpu[which], perRequest);
      rounds[which].push(perRequest);
    };
    // Four rounds, 'off' before 'on' in two of them and after it in the other two: a machine that gets busier or
    // quieter during the run does not favour one side.
    for (let round = 0; round < 4; round++) {
      await measure('hello', `${hello.url}/hello`);
      const offRound = () => measure('off', `${off.url}${getAll}`, { Authentication: offClient.token! });
      const onRound = () => measure('on', `${onServer.url}${getAll}`, { Authentication: onClient.token! });
      if (round % 2 === 0) await offRound().then(onRound);
      else await onRound().then(offRound);
    }
    const us = (n: number) => `${n.toFixed(1)} µs CPU/request`;
    // Each round's 'on' against the same round's 'off' (measured back to back), the median of the four.
    const pairs = rounds.on.map((on, i) => on / rounds.off[i]! - 1);
    console.log(`[${backend}] load from ${LOAD_TOOL} in its own process; machine load ${loadAverage()}`);
    console.log(`[${backend}] Fastify hello-world (same process shape, same client): ${best.hello.toFixed(0)} req/s, ${us(cpu.hello)}`);
    console.log(`[${backend}] get-all (session + permissions + 21 projects, 4.2 kB): ${best.off.toFixed(0)} req/s = ${(best.off / best.hello).toFixed(2)} of hello-world (target ≥ 0.5); ${us(cpu.off)} = ${(cpu.hello / cpu.off).toFixed(2)} of hello-world by CPU`);
    console.log(`[${backend}] get-all with request logs and metrics on: ${best.on.toFixed(0)} req/s, cost ${((1 - best.on / best.off) * 100).toFixed(1)}% (target < 5%); ${us(cpu.on)}, cost by CPU ${((cpu.on / cpu.off - 1) * 100).toFixed(1)}% (best rounds), ${(median(pairs) * 100).toFixed(1)}% (median of the rounds' on/off pairs)`);
  } finally {
    await onServer.close();
    await on.stop();
    await off.stop();
    await hello.close();
  }
}

function loadAverage(): string {
  return loadavg().map((n) => n.toFixed(2)).join(', ');
}

/** Runs the core server figures on every backend. */
export default async function serverBench(): Promise<void> {
  // EDGE_ONLY=1: only the logs + metrics on/off figures (issue 28).
  if (!process.env.EDGE_ONLY) for (const backend of backends()) await benchBackend(backend);
  for (const backend of backends()) await edgeCost(backend);
  // Save acknowledgement latency (issue 28) is in save-acks.bench.ts.
}
