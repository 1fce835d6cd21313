import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../host/server/app.js';
import { loadConfig } from '../../host/server/config.js';

// A reloaded plugin's modules are imported under /@fresh/<token>/ + their path; the server serves the plain path.
describe('fresh module paths', () => {
  const parent = mkdtempSync(join(tmpdir(), 'kf-fresh-'));
  const webRoot = join(parent, 'web');
  let server: Awaited<ReturnType<typeof createServer>>;

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'plugins', 'acme'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(webRoot, 'plugins', 'acme', 'helper.js'), 'export const generation = 1;\n');
    server = await createServer(loadConfig({}, { port: 0, dataDir: join(parent, 'data'), webRoot, databaseUrl: undefined, rateLimitPerMinute: 0 }));
  });

  afterAll(async () => {
    await server?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves the current file under every token, as a script', async () => {
    const first = await fetch(`${server.url}/@fresh/k1/plugins/acme/helper.js`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('javascript');
    expect(await first.text()).toBe('export const generation = 1;\n');
    writeFileSync(join(webRoot, 'plugins', 'acme', 'helper.js'), 'export const generation = 2;\n');
    expect(await (await fetch(`${server.url}/@fresh/k2/plugins/acme/helper.js?v=3`)).text()).toBe('export const generation = 2;\n');
  });

  it('maps nothing else: a missing file, a bad token, another method', async () => {
    expect((await fetch(`${server.url}/@fresh/k1/plugins/acme/missing.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/@fresh/BAD/plugins/acme/helper.js`)).status).toBe(404);
    const post = await fetch(`${server.url}/@fresh/k1/cloud/api/health`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
