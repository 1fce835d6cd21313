// Paths the router will not match (issue 28, finding 4): a segment over 1,024 characters is a 414 wherever it is,
// and no refusal carries an internal code (FST_…) in its message.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import { describeBackends } from './support/server.js';

/** GET a raw path (fetch would normalise `..`). */
function rawGet(url: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest({ host: target.hostname, port: target.port, path, method: 'GET', headers: { 'accept-language': 'en' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const webRoot = mkdtempSync(join(tmpdir(), 'kf-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');

describeBackends('paths at the edge', (api) => {
  it('answers 414 for a path segment over 1,024 characters on any path, matched route or not', async () => {
    const long = 'a'.repeat(1025);
    for (const path of [
      `/cloud/api/repo/${long}`, `/cloud/api/repo/kf-scene/${long}`, `/cloud/${long}.client`, `/cloud/api/repo/kf-scene/loadScene/${long}`, `/${long}`, `/assets/${long}.js`,
    ]) {
      const reply = await rawGet(api.server.url, path);
      expect(reply.status, path.slice(0, 40)).toBe(414);
      expect((JSON.parse(reply.body) as { code: number }).code).toBe(405);
    }
    // 1,024 is still fine: the usual 404 of an unknown call
    expect((await rawGet(api.server.url, `/cloud/api/repo/${'a'.repeat(1024)}`)).status).toBe(404);
  });

  it('never puts an internal code in a message (a forbidden static path included)', async () => {
    expect((await rawGet(api.server.url, '/app.js')).status).toBe(200);
    for (const path of ['/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/a/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc/passwd', '/%2e%2e%5c%2e%2e%5cwin.ini', '/app.js/%2e%2e/%2e%2e/x.js']) {
      const reply = await rawGet(api.server.url, path);
      expect(reply.status, path).toBeLessThan(500); // a refusal, or the app's page (SPA fallback)
      expect(reply.body, path).not.toMatch(/FST_|ERR_/);
      expect(reply.body, path).not.toContain('root:');
    }
  });
}, () => ({ webRoot }));
