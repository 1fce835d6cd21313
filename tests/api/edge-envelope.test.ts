// One answer shape for every refusal (issue 12, item 8 and the parser/multipart part of item 5): { code, msg } with a 4xx.
import { request as httpRequest } from 'node:http';
import { expect, it } from 'vitest';
import { describeBackends, type Reply } from './support/server.js';
import { newSceneUser } from './scenes-fixtures.js';

function expectEnvelope(reply: Reply, status: number): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.headers.get('content-type')).toContain('application/json');
  expect(reply.code).toBe(405);
  expect(reply.msg).toBeTruthy();
}

/** A request Node refuses before routing, read off the socket (fetch would refuse to send some of these). */
function rawRequest(url: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const req = httpRequest({ host: target.hostname, port: target.port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const MULTIPART_ROUTES = [
  '/repo/kf-scene/import-scene', '/repo/kf-scene/import-scene-merge', '/repo/kf-scene/import-scene-resource', '/repo/kf-scene/upload-image',
  '/repo/kf-scene/replace-scene-resource', '/repo/kf-resource/import-info-point', '/repo/kf-customer/update-user-image',
  '/repo/kf-model-light/upload', '/repo/kf-model-light/generate',
];

describeBackends('refusal envelope', (api) => {
  it('answers bad JSON, an unsupported content type and a bad url encoding in the envelope', async () => {
    const user = await newSceneUser(api);
    const headers = { Authentication: user.client.token!, 'accept-language': 'en' };
    expectEnvelope(await api.anon.raw('POST', '/cloud/api/repo/kf-project/createProject', { body: '{"name":', headers: { ...headers, 'content-type': 'application/json' } }), 400);
    expectEnvelope(await api.anon.raw('POST', '/cloud/api/repo/kf-project/createProject', { body: 'name=x', headers: { ...headers, 'content-type': 'text/x-unknown' } }), 415);
    expectEnvelope(await api.anon.raw('GET', '/cloud/api/repo/kf-scene/loadScene/%E0%A4%A', { headers }), 400);
  });

  it('answers malformed multipart on all 8 upload routes with a 400 in the envelope', async () => {
    const user = await newSceneUser(api);
    expect(api.server.routes.filter((r) => r.def.multipart).map((r) => r.def.path).sort()).toEqual([...MULTIPART_ROUTES].sort());
    const bodies = [
      // a part that never ends
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.kzs"\r\nContent-Type: application/octet-stream\r\n\r\nabc',
      // a part with a broken header
      '--XYZ\r\nContent-Disposition\r\n\r\nabc\r\n--XYZ--\r\n',
      // garbage
      'not multipart at all',
    ];
    for (const path of MULTIPART_ROUTES) {
      for (const body of bodies) {
        const reply = await api.anon.raw('POST', `/cloud/api${path}`, {
          body, headers: { Authentication: user.client.token!, 'accept-language': 'en', 'content-type': 'multipart/form-data; boundary=XYZ' },
        });
        expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBeGreaterThanOrEqual(400);
        expect(reply.status, `${path}: ${JSON.stringify(reply.body)}`).toBeLessThan(500);
        expect(reply.code, path).toBe(405);
      }
      const noBoundary = await api.anon.raw('POST', `/cloud/api${path}`, {
        body: 'x', headers: { Authentication: user.client.token!, 'accept-language': 'en', 'content-type': 'multipart/form-data' },
      });
      expectEnvelope(noBoundary, 400);
    }
  });

  it('answers an over-long path segment with 414 and over-long headers or url with 431, both in the envelope', async () => {
    const long = await api.anon.withLocale('en').repo('GET', `/repo/kf-scene/loadScene/${'a'.repeat(5000)}`);
    expectEnvelope(long, 414);
    expect(long.headers.get('x-content-type-options')).toBe('nosniff');
    for (const attempt of [
      await rawRequest(api.server.url, `/cloud/api/health?x=${'a'.repeat(20_000)}`),
      await rawRequest(api.server.url, '/cloud/api/health', { 'x-big': 'b'.repeat(20_000) }),
    ]) {
      expect(attempt.status).toBe(431);
      expect(attempt.headers['content-type']).toContain('application/json');
      expect(attempt.headers['x-content-type-options']).toBe('nosniff');
      const body = JSON.parse(attempt.body) as { code: number; msg: string };
      expect(body.code).toBe(405);
      expect(body.msg).toBeTruthy();
    }
  });
});
