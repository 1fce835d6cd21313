// Headers on every response and the types user files are served with (issue 12, item 8).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../host/server/http/security-headers.js';
import { describeBackends, ok, startTestServer, type Reply } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';

function expectSecurityHeaders(reply: Reply, what: string): void {
  expect(reply.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(reply.headers.get('content-security-policy'), what).toBeTruthy();
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

describeBackends('security headers', (api) => {
  it('sends nosniff and the content security policy on every kind of response', async () => {
    const user = await newSceneUser(api);
    const health = await api.anon.repo('GET', '/health');
    expectSecurityHeaders(health, 'health');
    expect(health.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expectSecurityHeaders(await api.anon.repo('GET', '/repo/no-such-thing'), 'api 404');
    expectSecurityHeaders(await api.anon.raw('GET', '/some/page'), 'page 404');
    expectSecurityHeaders(await user.client.repo('POST', '/repo/kf-project/createProject', { name: '' }), 'refusal');
    expectSecurityHeaders(await api.anon.repo('GET', '/repo/kf-project/x'), '401');
    expectSecurityHeaders(await api.anon.repo('GET', '/docs/openapi.json'), 'openapi');
  });

  it('serves load-file with a type from the allow list; html and svg go out as octet-stream attachments', async () => {
    const user = await newSceneUser(api);
    const scene = ok(await user.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 's', content: sceneContent() }));
    const served: Record<string, string | null> = {};
    for (const [name, type] of [['page.png', 'text/html'], ['icon.png', 'image/svg+xml'], ['ok.png', 'image/png'], ['x.png', 'application/javascript']] as const) {
      const uploaded = ok(await user.client.upload<{ uuid: string }>('/repo/kf-scene/upload-image', { scene: scene.uuid }, [{ field: 'file', name, data: PNG, type }]));
      const file = await user.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: uploaded.uuid });
      expect(file.status).toBe(200);
      expectSecurityHeaders(file, name);
      expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
      served[type] = file.headers.get('content-type');
    }
    expect(served).toEqual({
      'text/html': 'application/octet-stream',
      'image/svg+xml': 'application/octet-stream',
      'image/png': 'image/png',
      'application/javascript': 'application/octet-stream',
    });
  });
});

describe('content security policy of a built web app', () => {
  it('allows the inline scripts of index.html by their sha-256 and no others', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'kf-csp-'));
    const inline = "document.title = 'boot';";
    writeFileSync(join(webRoot, 'index.html'), `<!doctype html><script>${inline}</script><script type="module" src="/a.js"></script>`);
    const server = await startTestServer('sqlite', { webRoot });
    try {
      const page = await fetch(`${server.url}/`);
      const csp = page.headers.get('content-security-policy') ?? '';
      const hash = createHash('sha256').update(inline, 'utf8').digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toContain('unsafe-inline\' blob');
      expect(csp.match(/sha256-/g)).toHaveLength(1);
    } finally {
      await server.stop();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
