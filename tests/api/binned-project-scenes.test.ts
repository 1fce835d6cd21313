import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import type { SaveSceneReply, SceneVo } from '../../sdk/contract/scene.js';
import type { ResourceVo } from '../../sdk/contract/resource.js';

describeBackends('scenes of a project in the recycle bin', (api) => {
  it('are not found (404, code 405) while the project is binned, and reachable and intact after rollback', async () => {
    const u = await newSceneUser(api);
    const project = ok(await u.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Binned' }));
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: project.uuid, name: 'S', content: sceneContent(2, 'keep') }));
    const res = (await u.client.upload<ResourceVo[]>('/repo/kf-scene/import-scene-resource', { scene: scene.uuid }, [{ field: 'file', name: 'p.png', data: 'png-bytes' }])).data[0];
    ok(await u.client.repo('GET', `/repo/kf-project/update-delete/${project.uuid}`));

    const notFound = (await u.client.repo('GET', '/repo/kf-scene/loadScene/x')).msg;
    const calls = [
      await u.client.repo('GET', `/repo/kf-scene/loadScene/${scene.uuid}`),
      await u.client.repo('GET', `/repo/kf-scene/loadSceneByIdAndVersion/${scene.uuid}/true/1`),
      await u.client.repo('GET', `/repo/kf-scene/find-scene-version/${scene.uuid}`),
      await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: scene.uuid, projectUuid: project.uuid, name: 'S', version: 1, content: sceneContent(1, 'lost') }),
      await u.client.repo('POST', '/repo/kf-scene/updateScene', { uuid: scene.uuid, name: 'Renamed' }),
      await u.client.repo('GET', `/repo/kf-scene/export-scene/${scene.uuid}`),
      await u.client.repo('GET', `/repo/kf-scene/load-resources/${scene.uuid}`),
    ];
    for (const reply of calls) expect([reply.status, reply.code, reply.msg]).toEqual([404, 405, notFound]);
    for (const reply of [
      await u.client.raw('GET', `/cloud${res.url}`),
      await u.client.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: res.pubResUuid }),
    ]) expect([reply.status, reply.code]).toEqual([404, 405]);
    // A new scene cannot be saved into it either.
    const created = await u.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: project.uuid, name: 'New', content: sceneContent() });
    expect([created.status, created.code]).toEqual([404, 405]);

    ok(await u.client.repo('GET', `/repo/kf-project/rollback/${project.uuid}`));
    const loaded = ok(await u.client.repo<SceneVo>('GET', `/repo/kf-scene/loadScene/${scene.uuid}`));
    expect([loaded.version, loaded.name, loaded.content]).toEqual([1, 'S', sceneContent(2, 'keep')]);
    expect((await u.client.raw('GET', `/cloud${res.url}`)).bytes.toString()).toBe('png-bytes');
    const saved = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: scene.uuid, projectUuid: project.uuid, name: 'S', version: 1, content: sceneContent(3) }));
    expect(saved.version).toBe(2);
  });
});
