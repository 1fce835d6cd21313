import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import { OWNERLESS_ROUTES, sceneAuthCases, type OwnerIds } from './scenes-authorisation-cases.js';
import type { SaveSceneReply, SceneVo } from '../../sdk/contract/scene.js';
import type { ResourceGroup, ResourceVo } from '../../sdk/contract/resource.js';

const MODULE_RESOURCES = ['scene', 'resource', 'builtin'];

describeBackends('scene and resource authorisation', (api) => {
  it('lists every scene/resource route as a case or as ownerless', () => {
    const keys = api.server.routes.filter((r) => MODULE_RESOURCES.includes(r.def.resource)).map((r) => r.key);
    const listed = new Set([...Object.keys(sceneAuthCases(new Uint8Array())), ...Object.keys(OWNERLESS_ROUTES)]);
    expect(keys.filter((k) => !listed.has(k))).toEqual([]);
    expect([...listed].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('refuses a second user on every endpoint with the first user\'s ids, and changes nothing', async () => {
    const owner = await newSceneUser(api);
    const intruder = await newSceneUser(api);
    const c = owner.client;
    const scene = ok(await c.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: owner.projectUuid, name: 'Mine', content: sceneContent(2) }));
    const res = (await c.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: scene.uuid, groups: 'G' }, [{ field: 'file', name: 'p.png', data: 'owner-bytes' }])).data[0];
    const group = ok(await c.repo<ResourceGroup>('POST', '/repo/kf-pub-resource/save-group', { projectId: owner.projectUuid, name: 'G' }));
    const data = async (path: string) => ok(await c.repo<ResourceVo>('POST', path, { projectId: owner.projectUuid, name: 'D' })).uuid;
    ok(await c.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: owner.projectUuid, assets: [{ name: 'owner.bin', content: 'b3duZXI=' }] }));
    const ids: OwnerIds = {
      projectUuid: owner.projectUuid, sceneUuid: scene.uuid, resourceUuid: res.uuid, pubResUuid: res.pubResUuid, groupId: group.id,
      materialUuid: await data('/repo/kf-material/update-pro-info'), infoPointUuid: await data('/repo/kf-info-point/update-pro-info'),
      partUuid: await data('/repo/kf-part/update-pro-part'), cfg3dUuid: await data('/repo/kf-configurator3d/update-pro-cfg3d'), assetName: 'owner.bin',
    };
    const kzs = (await c.repo('GET', `/repo/kf-scene/export-scene/${scene.uuid}`)).bytes;
    const snapshot = async () => {
      const db = api.server.db;
      return JSON.stringify([
        await db.selectFrom('scenes').selectAll().where('user_id', '=', owner.id).orderBy('uuid').execute(),
        await db.selectFrom('scene_versions').select(['scene_uuid', 'version']).where('scene_uuid', '=', scene.uuid).execute(),
        await db.selectFrom('resources').selectAll().where('user_id', '=', owner.id).orderBy('uuid').execute(),
        await db.selectFrom('resource_groups').selectAll().where('user_id', '=', owner.id).execute(),
        await db.selectFrom('scene_assets').selectAll().where('project_uuid', '=', owner.projectUuid).execute(),
        await db.selectFrom('projects').selectAll().where('uuid', '=', owner.projectUuid).execute(),
        await db.selectFrom('recycle_bin').selectAll().where('user_id', '=', owner.id).execute(),
      ]);
    };
    const before = await snapshot();
    for (const [key, send] of Object.entries(sceneAuthCases(kzs))) {
      const reply = await send(intruder.client, ids);
      expect(reply.code, key).not.toBe(0);
      expect(reply.code, key).not.toBe(200);
      expect([403, 404], `${key}: HTTP ${reply.status} ${reply.msg}`).toContain(reply.status);
      expect(reply.bytes.toString('latin1'), key).not.toContain('owner-bytes');
    }
    expect(await snapshot()).toEqual(before);
    // the owner still reaches everything
    expect(ok(await c.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${scene.uuid}`)).name).toBe('Mine');
  }, 60_000);
});
