// The page policies of issue 25, on every page kind of a server with a built web app: the designer without
// 'unsafe-eval' or blob: scripts, the player's page with exactly its scene's data origins (never http: https:), each
// worker with a policy of its own, and Permissions-Policy and Cross-Origin-Opener-Policy everywhere; COEP credentialless
// (cross-origin isolation, for the logic's memory cap) on the player's pages and the worker files only.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeBackends, ok, type Reply } from '../api/support/server.js';
import { newSceneUser, sceneContent } from '../api/scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { PreviewTicketReply } from '../../sdk/contract/preview.js';

const webRoot = mkdtempSync(join(tmpdir(), 'kf-policies-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><script>document.title = "boot";</script><script type="module" src="/assets/index.js"></script>');

const csp = (reply: Reply) => reply.headers.get('content-security-policy') ?? '';
const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

function expectEveryPageHeaders(reply: Reply, what: string): void {
  expect(reply.headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(reply.headers.get('permissions-policy'), what).toMatch(/camera=\(\)/);
  expect(reply.headers.get('x-content-type-options'), what).toBe('nosniff');
}

describeBackends('the policy of each page kind', (api) => {
  it('designer pages: no eval, no blob: scripts, the boot script by hash', async () => {
    for (const path of ['/', '/projects', '/design/p/s']) {
      const page = await api.anon.raw('GET', path);
      expectEveryPageHeaders(page, path);
      expect(csp(page), path).not.toContain("'unsafe-eval'");
      expect(directive(csp(page), 'script-src'), path).not.toContain('blob:');
      expect(directive(csp(page), 'script-src'), path).toMatch(/'sha256-/);
      expect(csp(page), path).not.toMatch(/http: |https: /);
      // Not cross-origin isolated: the designer loads plugins from other origins and measures no worker's memory.
      expect(page.headers.get('cross-origin-embedder-policy'), path).toBeNull();
    }
    expectEveryPageHeaders(await api.anon.repo('GET', '/health'), 'api');
    expect((await api.anon.repo('GET', '/health')).headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('the player\'s page: exactly the allowed origins of the ticket\'s scene in connect-src, img-src and media-src', async () => {
    const u = await newSceneUser(api);
    const content = sceneContent(1).replace('"props":{}', '"props":{"allowedOrigins":"https://data.example.com, http://127.0.0.1:4567/x\\nnot a url"}');
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Data', content }));
    const { ticket } = ok(await u.client.repo<PreviewTicketReply>('POST', '/repo/kf-scene/preview-ticket', { sceneUuid: scene.uuid }));
    for (const path of [`/preview/${u.projectUuid}/${scene.uuid}/${ticket}`, `/preview/${u.projectUuid}/${scene.uuid}/console/${ticket}`, `/preview/${u.projectUuid}/${scene.uuid}/${ticket}/%7B%22a%22%3A1%7D`]) {
      const page = await api.anon.raw('GET', path);
      expect(page.status, path).toBe(200);
      expectEveryPageHeaders(page, path);
      for (const name of ['img-src', 'media-src']) {
        expect(directive(csp(page), name), `${path} ${name}`).toMatch(/^\S+ 'self' data: blob: https:\/\/data\.example\.com http:\/\/127\.0\.0\.1:4567$/);
      }
      // connect-src adds each origin's WebSocket form (live data's MQTT and WebSocket feeds, docs/live-data.md).
      expect(directive(csp(page), 'connect-src'), path).toMatch(/^\S+ 'self' data: blob: https:\/\/data\.example\.com wss:\/\/data\.example\.com http:\/\/127\.0\.0\.1:4567 ws:\/\/127\.0\.0\.1:4567$/);
      expect(csp(page), path).not.toMatch(/http: |https: |'unsafe-eval'/);
      // Cross-origin isolated (with COOP same-origin), so the page can measure its logic worker's memory (the memory cap).
      expect(page.headers.get('cross-origin-embedder-policy'), path).toBe('credentialless');
    }
    // A forged ticket gets the page (it shows the error) with no outside origin at all.
    const forged = await api.anon.raw('GET', `/preview/${u.projectUuid}/${scene.uuid}/${ticket.slice(0, -2)}xx`);
    expect(directive(csp(forged), 'connect-src')).toBe("connect-src 'self' data: blob:");
  });

  it('each worker: a policy of its own', async () => {
    const sandbox = await api.anon.raw('GET', '/assets/logic-sandbox.worker-AbC12.js');
    expect(csp(sandbox)).toBe("default-src 'none'; script-src 'unsafe-eval'; sandbox allow-scripts");
    const ktx2 = await api.anon.raw('GET', '/assets/ktx2.worker-AbC12.js');
    expect(csp(ktx2)).toBe("default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'");
    expectEveryPageHeaders(sandbox, 'sandbox worker');
    // A dedicated worker of an isolated page loads only when it sends a compatible COEP itself.
    expect(sandbox.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
    expect(ktx2.headers.get('cross-origin-embedder-policy')).toBe('credentialless');
  });
}, () => ({ webRoot }));
