// Name rules on every route that stores a name (issue 12, item 9): group names, scene categories, profile fields.
import { expect, it } from 'vitest';
import { describeBackends, ok, type Reply } from './support/server.js';
import { newSceneUser, sceneContent, type SceneUser } from './scenes-fixtures.js';

const BAD_GROUPS = ['a/b', '<script>', 'x'.repeat(300), '   '];
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const LONG_CATEGORY = '分'.repeat(17); // 51 bytes

function expectRefused(reply: Reply, what: string): void {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(400);
  expect(reply.code, what).toBe(405);
}

async function sceneOf(user: SceneUser): Promise<string> {
  return ok(await user.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 's', content: sceneContent() })).uuid;
}

describeBackends('name rules on every route', (api) => {
  it('refuses bad group names wherever groups are stored, and stores nothing', async () => {
    const user = await newSceneUser(api);
    const scene = await sceneOf(user);
    const image = ok(await user.client.upload<{ uuid: string }>('/repo/kf-scene/upload-image', { scene }, [{ field: 'file', name: 'a.png', data: PNG, type: 'image/png' }]));
    for (const bad of BAD_GROUPS) {
      expectRefused(await user.client.repo('POST', '/repo/kf-scene/update-resource-groups', { uuids: [image.uuid], groups: [bad] }), `update-resource-groups ${bad}`);
      expectRefused(await user.client.repo('POST', '/repo/kf-scene/update-groups-by-uuid', { uuids: [image.uuid], groups: ['ok', bad] }), `update-groups-by-uuid ${bad}`);
      expectRefused(await user.client.upload('/repo/kf-scene/import-scene-resource', { scene, groups: JSON.stringify([bad]) }, [{ field: 'file', name: 'm.glb', data: 'glTF' }]), `import-scene-resource ${bad}`);
      expectRefused(await user.client.upload('/repo/kf-scene/upload-image', { scene, groups: JSON.stringify([bad]) }, [{ field: 'file', name: 'b.png', data: PNG, type: 'image/png' }]), `upload-image ${bad}`);
      expectRefused(await user.client.repo('POST', '/repo/kf-material/update-pro-info', { projectId: user.projectUuid, name: 'm', groups: [bad] }), `update-pro-info ${bad}`);
    }
    expectRefused(await user.client.upload('/repo/kf-scene/import-scene-resource', { scene, groups: 'fine,a/b' }, [{ field: 'file', name: 'm.glb', data: 'glTF' }]), 'comma list');
    const resources = ok(await user.client.repo<{ resources: { uuid: string; groups: string[] }[] }>('GET', `/repo/kf-scene/load-resources/${scene}`));
    expect(resources.resources.map((r) => [r.uuid, r.groups])).toEqual([[image.uuid, []]]);
    const set = ok(await user.client.repo<{ groups: string[] }[]>('POST', '/repo/kf-scene/update-resource-groups', { uuids: [image.uuid], groups: [' walls ', 'walls'] }));
    expect(set[0].groups).toEqual(['walls']);
  });

  it('limits scene categories to 50 bytes on saveScene, updateScene, createScene, copy and import', async () => {
    const user = await newSceneUser(api);
    const scene = await sceneOf(user);
    expectRefused(await user.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: user.projectUuid, name: 'n', content: sceneContent(), category: LONG_CATEGORY }), 'saveScene');
    expectRefused(await user.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: scene, projectUuid: user.projectUuid, name: 's', content: sceneContent(), category: LONG_CATEGORY }), 'saveScene update');
    expectRefused(await user.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: scene, category: LONG_CATEGORY }), 'updateScene');
    expectRefused(await user.client.repo('POST', '/repo/kf-scene/copy-scene', { uuid: scene, category: LONG_CATEGORY }), 'copy-scene');
    expectRefused(await user.client.repo('POST', '/repo/kf-scene/createScene', undefined, { projectId: user.projectUuid, templateId: 'x', name: 'c', category: LONG_CATEGORY }), 'createScene');
    expectRefused(await user.client.upload('/repo/kf-scene/import-scene', { project: user.projectUuid, category: LONG_CATEGORY }, [{ field: 'file', name: 'a.kzs', data: 'PK' }]), 'import-scene');
    const fits = '分'.repeat(16); // 48 bytes
    ok(await user.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: scene, category: fits }));
    const rows = ok(await user.client.repo<{ uuid: string; category: string }[]>('GET', `/repo/kf-scene/findAll/${user.projectUuid}`));
    expect(rows.map((r) => r.category)).toEqual([fits]);
  });

  it('limits profile fields', async () => {
    const user = await newSceneUser(api);
    for (const field of ['company', 'city', 'position', 'nickname']) {
      expectRefused(await user.client.repo('POST', '/repo/kf-customer/update-user', { [field]: 'x'.repeat(1024 * 1024) }), field);
    }
    const profile = ok(await user.client.repo<{ company: string }>('GET', '/repo/kf-customer/find-user'));
    expect(profile.company).toBe('T');
  });
});
