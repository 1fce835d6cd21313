import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createServer } from '../../host/server/app.js';
import { loadConfig } from '../../host/server/config.js';
import { describeBackends, ok } from './support/server.js';

describeBackends('server basics', (api) => {
  it('answers the health check with the envelope', async () => {
    const data = ok(await api.anon.repo<{ status: string; dialect: string }>('GET', '/health'));
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
