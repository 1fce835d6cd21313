import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../host/server/app.js';
import { loadConfig } from '../../host/server/config.js';
import { routeUrl, type ServerModule } from '../../host/server/http/route-kit.js';
import { describeBackends, ok, startTestServer } from './support/server.js';

describeBackends('server basics', (api) => {
  it('answers the health check with the envelope', async () => {
    const reply = await api.anon.repo<{ status: string; dialect: string }>('GET', '/health');
    expect(reply.body).toMatchObject({ code: 0, msg: 'ok' });
    const data = ok(reply);
    expect(data.status).toBe('ok');
    expect(data.dialect).toBe(api.backend);
  });

  it('refuses an unknown API path with a JSON 404 in the request language', async () => {
    const reply = await api.anon.withLocale('en').repo('GET', '/repo/no-such-thing');
    expect(reply.status).toBe(404);
    expect(reply.code).toBe(405);
    expect(reply.msg).toContain('/cloud/api/repo/no-such-thing');
    const zh = await api.anon.repo('GET', '/repo/no-such-thing');
    expect(zh.msg).toContain('没有这个调用');
  });

  it('answers a plain 404 page for non-API GETs when the web app is not built', async () => {
    const reply = await api.anon.raw('GET', '/project');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toContain('text/html');
  });

  it('serves an OpenAPI 3.1 document generated from the route table', async () => {
    const reply = await api.anon.repo('GET', '/docs/openapi.json');
    expect(reply.status).toBe(200);
    const doc = reply.body as { openapi: string; paths: Record<string, Record<string, { parameters: { name: string }[]; requestBody?: unknown; 'x-permission': unknown }>> };
    expect(doc.openapi).toBe('3.1.0');
    for (const route of api.server.routes) {
      const base = routeUrl(route.def, '/cloud');
      const path = base.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
      expect(doc.paths[path]?.[route.def.method.toLowerCase()], route.key).toBeDefined();
    }
    const login = doc.paths['/cloud/api/action/login'].post;
    expect(login.requestBody).toBeDefined();
    expect(doc.paths['/cloud/api/repo/kf-project/{uuid}'].get.parameters.map((p) => p.name)).toEqual(['uuid']);
  });

  it('dispatches application calls by server and method (payload or headers), with downloads and uploads', async () => {
    const client = await api.login();
    const v = await client.app<{ pong: boolean; echo: string; user: string }>('/v', { server: 'system', method: 'ping', echo: 'hi' });
    expect(ok(v)).toEqual({ pong: true, echo: 'hi', user: 'demo' });
    const unknown = await client.withLocale('en').app('/v', { server: 'nope', method: 'x' });
    expect([unknown.status, unknown.code]).toEqual([404, 405]);
    expect(unknown.msg).toContain("server 'nope'");
    const anonymous = await api.anon.app('/v', { server: 'system', method: 'ping' });
    expect(anonymous.code).toBe(401);
    const download = await client.app('/download', { server: 'system', method: 'export-echo', text: 'file body' });
    expect(download.headers.get('content-disposition')).toContain('echo.txt');
    expect(download.bytes.toString()).toBe('file body');
    const upload = await client.withToken(client.token).upload<{ files: { field: string; size: number }[] }>('/cloud/upload.client', {}, [{ field: 'files', name: 'a.bin', data: 'abc' }], { absolute: true });
    expect(upload.status).toBe(404);
    const form = new FormData();
    form.append('files', new Blob(['abcd']), 'a.bin');
    const viaHeaders = await fetch(`${api.server.url}/cloud/upload.client`, { method: 'POST', headers: { Authentication: client.token!, server: 'system', method: 'upload-size' }, body: form });
    const json = await viaHeaders.json() as { code: number; data: { files: { field: string; size: number }[] } };
    expect(json.code).toBe(0);
    expect(json.data.files).toEqual([{ field: 'files', name: 'a.bin', size: 4 }]);
  });

  it('seeds the demo account on first start', () => {
    expect(api.server.demo?.userId).toBeTruthy();
  });
});

describe('data folder', () => {
  it('is created on first start and locked against a second server', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'kf-lock-'));
    const dataDir = join(parent, 'nested', 'data');
    const config = loadConfig({}, { port: 0, dataDir, webRoot: join(parent, 'none'), databaseUrl: undefined, rateLimitPerMinute: 0 });
    const first = await createServer(config);
    try {
      await expect(createServer(config)).rejects.toThrow(/in use by another server/);
    } finally {
      await first.close();
    }
    const again = await createServer(config);
    expect(again.demo?.userId).toBe(first.demo?.userId);
    await again.close();
    rmSync(parent, { recursive: true, force: true });
  });
});

describe('web app and limits', () => {
  it('serves the built web app with an SPA fallback, and applies the general rate limit', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'kf-web-'));
    const webRoot = join(parent, 'web');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(webRoot, 'assets', 'app.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const config = loadConfig({}, { port: 0, dataDir: join(parent, 'data'), webRoot, databaseUrl: undefined, rateLimitPerMinute: 12 });
    const server = await createServer(config);
    try {
      const page = await fetch(`${server.url}/design/p1/name/ticket`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>app</title>');
      const asset = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'identity' } });
      expect(await asset.text()).toBe('console.log(1)');
      // Hashed assets are kept a year; the build's compressed copy goes to a browser that accepts it.
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(asset.headers.get('content-encoding')).toBeNull();
      const compressed = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.headers.get('content-encoding')).toBe('br');
      expect(compressed.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
      expect(await compressed.text()).toBe('console.log(1)');
      const missing = await fetch(`${server.url}/assets/missing.js`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).not.toContain('not built');
      // The icon browsers ask for by default is our SVG.
      const icon = await fetch(`${server.url}/favicon.ico`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get('content-type')).toContain('image/svg+xml');
      const api = await fetch(`${server.url}/cloud/api/nothing`);
      expect(api.status).toBe(404);
      expect(((await api.json()) as { code: number }).code).toBe(405);
      let limited: Response | undefined;
      for (let i = 0; i < 15 && !limited; i++) {
        const reply = await fetch(`${server.url}/cloud/api/health`, { headers: { 'Accept-Language': 'en' } });
        if (reply.status === 429) limited = reply;
      }
      expect(limited).toBeDefined();
      const body = (await limited!.json()) as { code: number; msg: string };
      expect(body.code).toBe(405);
      expect(body.msg).toContain('Too many requests');
    } finally {
      await server.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the catalogue message and no stack trace', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'kf-500-'));
    const config = loadConfig({}, { port: 0, dataDir: join(parent, 'data'), webRoot: join(parent, 'none'), databaseUrl: undefined, rateLimitPerMinute: 0 });
    const broken: ServerModule = (kit) => kit.route({
      method: 'GET', style: 'repo', path: '/broken', resource: 'system', action: 'read', auth: 'none',
      handler: () => {
        throw new Error('secret internal detail');
      },
    });
    const server = await createServer(config, { modules: [broken] });
    try {
      const reply = await fetch(`${server.url}/cloud/api/broken`, { headers: { 'Accept-Language': 'en' } });
      expect(reply.status).toBe(500);
      const text = await reply.text();
      expect(JSON.parse(text)).toEqual({ code: 500, msg: 'The server failed to handle the request. Please try again later.', data: null });
      expect(text).not.toContain('secret');
    } finally {
      await server.close();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('several instances on one PostgreSQL', () => {
  it('share sessions and data (the server keeps no state between requests)', async () => {
    const first = await startTestServer('postgres');
    const parent = mkdtempSync(join(tmpdir(), 'kf-second-'));
    const second = await createServer({ ...first.server.config, dataDir: join(parent, 'data') });
    try {
      expect(second.demo?.userId).toBe(first.server.demo?.userId);
      const login = await fetch(`${first.url}/cloud/api/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      const created = await fetch(`${second.url}/cloud/api/repo/kf-project/createProject`, { method: 'POST', headers: { 'content-type': 'application/json', Authentication: token }, body: JSON.stringify({ name: 'Made on the second' }) });
      const uuid = ((await created.json()) as { data: { uuid: string } }).data.uuid;
      const read = await fetch(`${first.url}/cloud/api/repo/kf-project/${uuid}`, { headers: { Authentication: token } });
      expect(((await read.json()) as { data: { name: string } }).data.name).toBe('Made on the second');
    } finally {
      await second.close();
      await first.stop();
      rmSync(parent, { recursive: true, force: true });
    }
  });
});

