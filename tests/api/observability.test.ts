// Issue 28: request logs (one line per request, errors with stacks, no secret written), /metrics in the Prometheus
// text format behind its token, readiness apart from liveness.
import { createHmac, randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../host/server/app.js';
import { smtpSettingsFrom } from '../../host/server/mail/smtp-settings.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { backends, ok, startTestServer, type TestServer } from './support/server.js';
import { ApiClient } from './support/api-client.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';

const METRICS_TOKEN = `metrics-${randomUUID()}`;
const QUICK_SECRET = `quick-${randomUUID()}`;
const SMTP_USER = 'relay-user';
const SMTP_PASS = `Smtp-${randomUUID().slice(0, 12)}`;
const PASSWORD = `Pw-${randomUUID().slice(0, 10)}!A1`;
const COOKIE = `sid=${randomUUID()}`;

for (const backend of backends()) {
  describe(`observability [${backend}]`, () => {
    let inbox: SmtpInbox;
    let test: TestServer;
    let server: RunningServer;
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };

    beforeAll(async () => {
      inbox = await startSmtpInbox();
      test = await startTestServer(backend, {
        logRequests: true, logLevel: 'info', instanceId: 'node-a', metricsToken: METRICS_TOKEN, quickLoginSecret: QUICK_SECRET,
        smtp: smtpSettingsFrom({ SMTP_URL: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASS)}@127.0.0.1:${inbox.port}`, SMTP_TIMEOUT_SECONDS: '3' }),
      });
      // The same data on a server whose log this test reads.
      await test.server.close();
      server = await createServer({ ...test.server.config, port: 0 }, { clock: test.clock, logStream });
    });
    afterAll(async () => {
      await server.close();
      await test.stop();
      await inbox.close();
    });

    const anon = () => new ApiClient(server.url, undefined, undefined, '/cloud');

    it('writes one line per request with its id, route pattern, status, duration, user and instance, errors with stacks, and no secret', async () => {
      // register (password in the body; the code mail goes to a relay that takes no login: the send fails and is logged)
      const mailbox = `obs${randomUUID().slice(0, 6)}@example.com`;
      await anon().repo('POST', '/repo/kf-customer/artist-email-code', { mailbox });
      await anon().repo('POST', '/repo/kf-customer/artist-register', {
        username: `obs_${randomUUID().slice(0, 6)}`, nickname: 'Obs', password: PASSWORD, confirmPassword: PASSWORD, mailbox, code: '123456',
        company: 'ACME', city: 'X', phone: '13912345678', position: 'P',
      });
      // log in with the demo account's password, then calls with the token and a cookie
      const login = ok(await anon().repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' }));
      const client = anon().withToken(login.token);
      const projects = await fetch(`${server.url}/cloud/api/repo/kf-project/get-all`, { headers: { Authentication: login.token, cookie: COOKIE, 'x-request-id': 'trace-1234' } });
      expect(projects.headers.get('x-request-id')).toBe('trace-1234');
      const sign = createHmac('sha256', QUICK_SECRET).update(server.demo!.userId).digest('hex');
      await anon().repo('GET', '/action/quick-login', undefined, { userId: server.demo!.userId, sign });
      await anon().repo('POST', '/action/login', { username: 'demo', password: `${PASSWORD}-wrong` });
      // a 500: the blob folder of the upload is a file
      const scene = ok(await client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: server.demo!.projectUuid, name: 'Obs', content: '{"nodes":[]}' }));
      const blobs = join(server.config.dataDir, 'blobs');
      rmSync(blobs, { recursive: true, force: true });
      writeFileSync(blobs, 'not a folder');
      try {
        const failed = await client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: scene.uuid }, [{ field: 'file', name: 'a.png', data: randomUUID() }]);
        expect(failed.status).toBe(500);
      } finally {
        rmSync(blobs, { force: true });
      }
      await new Promise((r) => setTimeout(r, 200));

      const log = lines.join('');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const requestLines = entries.filter((e) => e.msg === 'request');
      const line = requestLines.find((e) => e.reqId === 'trace-1234');
      expect(line).toMatchObject({ method: 'GET', route: '/cloud/api/repo/kf-project/get-all', status: 200, userId: server.demo!.userId, instance: 'node-a' });
      expect(typeof line!.durationMs).toBe('number');
      expect(requestLines.some((e) => e.route === '/cloud/api/action/login' && e.status === 200)).toBe(true);
      expect(requestLines.every((e) => typeof e.reqId === 'string' && e.instance === 'node-a')).toBe(true);
      const failure = entries.find((e) => e.msg === 'request failed');
      expect((failure?.err as { stack?: string } | undefined)?.stack).toMatch(/\n\s+at /);
      expect(entries.some((e) => e.msg === 'sending a code mail failed')).toBe(true);

      for (const secret of [login.token, PASSWORD, 'Demo@2026!', COOKIE, COOKIE.slice(4), SMTP_PASS, encodeURIComponent(SMTP_PASS), `${SMTP_USER}:`, sign, QUICK_SECRET, METRICS_TOKEN]) {
        expect(log.includes(secret), `the log holds ${secret}`).toBe(false);
      }
    });

    it('serves /metrics in the Prometheus text format to the token holder only', async () => {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
      await server.runJobs();
      const client = anon().withToken(ok(await anon().repo<{ token: string }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' })).token);
      const scene = ok(await client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: server.demo!.projectUuid, name: 'Metrics', content: '{"nodes":[]}' }));
      expect((await client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: scene.uuid }, [{ field: 'file', name: 'a.png', data: randomUUID() }])).code).toBe(200);
      const reply = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toContain('text/plain');
      const families = parsePrometheusTextFormat(await reply.text());
      const family = (name: string): PrometheusFamily => {
        const found = families.find((f) => f.name === name);
        if (!found) throw new Error(`no metric ${name}`);
        return found;
      };
      const requests = family('http_requests_total');
      expect(requests.type).toBe('COUNTER');
      const login = requests.metrics.find((m) => m.labels?.route === '/cloud/api/action/login' && m.labels.status === '200');
      expect(Number(login?.value)).toBeGreaterThanOrEqual(1);
      expect(login?.labels?.instance).toBe('node-a');
      const latency = family('http_request_duration_seconds');
      expect(latency.type).toBe('HISTOGRAM');
      // The parser folds the buckets of labelled histograms into one sample (it keeps no labels for them): check that
      // they are there and counted; per-route numbers are read from the counter above.
      const inf = (f: PrometheusFamily) => Number(f.metrics.find((m) => m.buckets?.['+Inf'] !== undefined)?.buckets?.['+Inf']);
      expect(inf(latency)).toBeGreaterThanOrEqual(1);
      expect(family('api_errors_total').metrics.some((m) => m.labels?.code === '500' && m.labels.status === '500')).toBe(true);
      expect(family('nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
      expect(requests.metrics.some((m) => m.labels?.route === '/cloud/api/repo/kf-project/get-all' && m.labels.status === '200')).toBe(true);
      expect(family('db_query_duration_seconds').type).toBe('HISTOGRAM');
      expect(inf(family('db_query_duration_seconds'))).toBeGreaterThan(10);
      expect(inf(family('blob_operation_duration_seconds'))).toBeGreaterThanOrEqual(1);
      expect(family('job_runs_total').metrics.some((m) => m.labels?.job === 'blob-collector' && m.labels.result === 'ok')).toBe(true);
      expect(family('job_last_run_age_seconds').metrics.length).toBeGreaterThan(0);
      expect(family('mail_queue_depth').metrics.map((m) => m.labels?.status).sort()).toEqual(['held', 'sending']);
      expect(Number(family('sessions_active').metrics[0].value)).toBeGreaterThanOrEqual(1);
      if (backend === 'postgres') expect(family('db_pool_connections').metrics.length).toBe(3);
    });

    it('answers readiness apart from liveness: 503 naming the check when migrations or the blob store are not there', async () => {
      const ready = await fetch(`${server.url}/cloud/api/ready`);
      expect(ready.status).toBe(200);
      expect(((await ready.json()) as { data: { checks: Record<string, boolean> } }).data.checks).toEqual({ database: true, blobStore: true, migrations: true, accepting: true });

      const last = await server.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').limit(1).executeTakeFirstOrThrow() as { name: string };
      await server.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', last.name as never).execute();
      try {
        const notReady = await fetch(`${server.url}/cloud/api/ready`);
        expect(notReady.status).toBe(503);
        expect(((await notReady.json()) as { data: { checks: Record<string, boolean> } }).data.checks.migrations).toBe(false);
        expect((await fetch(`${server.url}/cloud/api/health`)).status).toBe(200); // alive all the same
      } finally {
        await server.db.insertInto('kysely_migration' as never).values({ name: last.name, timestamp: new Date().toISOString() } as never).execute();
      }
      const blobs = join(server.config.dataDir, 'blobs');
      rmSync(blobs, { recursive: true, force: true });
      writeFileSync(blobs, 'not a folder');
      try {
        const notReady = await fetch(`${server.url}/cloud/api/ready`);
        expect(notReady.status).toBe(503);
        expect(((await notReady.json()) as { data: { checks: Record<string, boolean> } }).data.checks.blobStore).toBe(false);
      } finally {
        rmSync(blobs, { force: true });
      }
      expect((await fetch(`${server.url}/cloud/api/ready`)).status).toBe(200);
    });
  });
}

describe('metrics off', () => {
  let test: TestServer;
  beforeAll(async () => {
    test = await startTestServer('sqlite');
  });
  afterAll(() => test.stop());
  it('has no /metrics without METRICS_TOKEN', async () => {
    expect((await fetch(`${test.url}/metrics`)).status).toBe(404);
  });
});
