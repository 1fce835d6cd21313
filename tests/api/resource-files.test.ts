import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

async function upload(u: SceneUser, name: string, data: Uint8Array | string, type = 'application/octet-stream'): Promise<ResourceVo> {
  const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: `S${randomUUID().slice(0, 6)}`, content: sceneContent() })).uuid;
  const reply = await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene }, [{ field: 'file', name, data, type }]);
  expect(reply.code).toBe(200);
  return reply.data[0];
}

/** GET {context}{url}: ResourceVo.url is '/resources/{pubResUuid}', served under the API context. */
function fetchUrl(u: SceneUser, url: string, headers: Record<string, string> = {}) {
  return u.client.raw('GET', `${u.client.context}${url}`, { headers });
}

describeBackends('resource files at {context}/resources/{pubResUuid}', (api) => {
  it('serves the owner the bytes at the url the resource names, typed by extension, with an ETag and a 304 on repeat', async () => {
    const u = await newSceneUser(api);
    const res = await upload(u, 'pixel.png', PNG, 'image/png');
    expect(res.url).toBe(`/resources/${res.pubResUuid}`);
    const reply = await fetchUrl(u, res.url);
    expect(reply.status).toBe(200);
    expect(reply.bytes.equals(PNG)).toBe(true);
    expect(reply.headers.get('content-type')).toBe('image/png');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('cache-control')).toBe('private, no-cache');
    const etag = reply.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await fetchUrl(u, res.url, { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);
    // The resource uuid itself is accepted too (as load-file does).
    expect((await fetchUrl(u, `/resources/${res.uuid}`)).bytes.equals(PNG)).toBe(true);
  });

  it('never serves a type the browser would run: html and svg go out as octet-stream in a sandbox', async () => {
    const u = await newSceneUser(api);
    const res = await upload(u, 'page.html', '<script>alert(1)</script>', 'text/html');
    const reply = await fetchUrl(u, res.url);
    expect(reply.headers.get('content-type')).toBe('application/octet-stream');
    expect(reply.headers.get('content-security-policy')).toContain('sandbox');
    const glb = await upload(u, 'car.glb', 'glTF-bytes');
    expect((await fetchUrl(u, glb.url)).headers.get('content-type')).toBe('model/gltf-binary');
  });

  it('keeps the url on replace-scene-resource: new bytes and a new ETag, the old ETag no longer matches', async () => {
    const u = await newSceneUser(api);
    const res = await upload(u, 'a.png', 'old-bytes');
    const before = (await fetchUrl(u, res.url)).headers.get('etag') ?? '';
    ok(await u.client.upload('/repo/kf-scene/replace-scene-resource', { uuid: res.uuid }, [{ field: 'file', name: 'b.png', data: 'new-bytes' }]));
    const after = await fetchUrl(u, res.url, { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.bytes.toString()).toBe('new-bytes');
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('needs a session (401/106), refuses another user like a missing file (404), and forgets deleted resources', async () => {
    const u = await newSceneUser(api);
    const other = await newSceneUser(api);
    const res = await upload(u, 'secret.png', 'owner-only');
    const anonymous = await api.anon.raw('GET', `/cloud${res.url}`);
    expect([anonymous.status, anonymous.code, anonymous.kfSysCode]).toEqual([401, 401, 106]);
    const intruder = await fetchUrl(other, res.url);
    expect([intruder.status, intruder.code]).toEqual([404, 405]);
    expect(intruder.bytes.toString()).not.toContain('owner-only');
    const missing = await fetchUrl(u, `/resources/${randomUUID()}`);
    expect([missing.status, missing.code]).toEqual([404, 405]);
    expect(missing.msg).toBe((await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: randomUUID() })).msg);
    ok(await u.client.repo('DELETE', `/repo/kf-scene/deleteSceneResource/${res.uuid}`));
    expect((await fetchUrl(u, res.url)).status).toBe(404);
  });

  it('is listed in the OpenAPI document with its permission and a binary reply', async () => {
    const doc = (await api.anon.repo('GET', '/docs/openapi.json')).body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const op = doc.paths['/cloud/resources/{pubResUuid}']?.get;
    expect(op).toBeDefined();
    expect(op['x-permission']).toEqual({ resource: 'resource', action: 'read' });
    expect(op.security).toEqual([{ Authentication: [] }]);
    expect(JSON.stringify(op.responses)).toContain('"format":"binary"');
  });
});
