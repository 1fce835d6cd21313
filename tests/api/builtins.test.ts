import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { demoUser } from './scenes-fixtures.js';
import type { BuiltinHdr, BuiltinImage, BuiltinInfoPoint, BuiltinLight, BuiltinLut, BuiltinMaterial, BuiltinModel } from '../../sdk/contract/resource.js';

describeBackends('built-in resources', (api) => {
  it('lists every built-in kind, served from our own server', async () => {
    const { client } = await demoUser(api);
    const lights = ok(await client.repo<BuiltinLight[]>('GET', '/repo/kf-resource/build-in-lights'));
    expect(lights.map((l) => l.type)).toEqual(expect.arrayContaining(['DirectionalLight', 'HemisphericLight', 'PointLight', 'SpotLight']));
    const materials = ok(await client.repo<BuiltinMaterial[]>('GET', '/repo/kf-resource/build-in-material'));
    expect(materials.every((m) => m.type === 'PBRMaterial')).toBe(true);
    const simple = ok(await client.repo<BuiltinMaterial[]>('GET', '/repo/kf-resource/build-in-simple-material'));
    expect(simple.every((m) => m.type === 'StandardMaterial')).toBe(true);
    const images = ok(await client.repo<BuiltinImage[]>('GET', '/repo/kf-resource/build-in-images'));
    const hdrs = ok(await client.repo<BuiltinHdr[]>('GET', '/repo/kf-resource/build-in-hdrs'));
    const models = ok(await client.repo<BuiltinModel[]>('GET', '/repo/kf-resource/build-in-models'));
    const luts = ok(await client.repo<BuiltinLut[]>('GET', '/repo/kf-resource/all-lutes'));
    const checks: [string, string][] = [
      [images[0].url, '\x89PNG'], [hdrs[0].url, '#?RADIANCE'], [hdrs[0].preview, '\x89PNG'], [models[0].url, 'glTF'],
      [luts[0].url, '\x89PNG'], [luts[0].cubeUrl, 'TITLE'], [materials[0].preview, '\x89PNG'],
    ];
    for (const [url, magic] of checks) {
      expect(url.startsWith('/cloud/api/repo/kf-resource/build-in-file/'), url).toBe(true);
      const file = await api.anon.raw('GET', url); // public: a texture loads without a token
      expect(file.status, url).toBe(200);
      expect(file.bytes.subarray(0, magic.length).toString('latin1'), url).toBe(magic);
    }
    expect((await api.anon.raw('GET', '/cloud/api/repo/kf-resource/build-in-file/../../etc/passwd')).status).not.toBe(200);
    expect((await api.anon.raw('GET', '/cloud/api/repo/kf-resource/build-in-file/images/none.png')).status).toBe(404);
  });

  it('gives info points by category, at most n', async () => {
    const { client } = await demoUser(api);
    const alert = ok(await client.repo<BuiltinInfoPoint[]>('GET', '/repo/kf-resource/info-points-by-category/alert/0'));
    expect(alert.length).toBeGreaterThan(1);
    expect(alert.every((p) => p.category === 'alert')).toBe(true);
    expect(ok(await client.repo<BuiltinInfoPoint[]>('GET', '/repo/kf-resource/info-points-by-category/alert/1'))).toHaveLength(1);
    expect(ok(await client.repo<BuiltinInfoPoint[]>('GET', '/repo/kf-resource/info-points-by-category/all/0')).length).toBeGreaterThan(alert.length);
    expect((await client.repo('GET', '/repo/kf-resource/info-points-by-category/alert/-1')).status).toBe(400);
  });

  it('needs a session for the lists', async () => {
    const reply = await api.anon.repo('GET', '/repo/kf-resource/build-in-lights');
    expect(reply.status).toBe(401);
  });
});
