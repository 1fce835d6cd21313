import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';
import { contentAt } from '../../host/server/modules/scenes/scene-content.js';

const UPGRADE = 'No permission at the moment, you can upgrade your subscription plan';

/** A scene content whose one keyframe animation has `keys` keys on one track. */
function withKeys(keys: number): string {
  const content = JSON.parse(sceneContent()) as Record<string, unknown>;
  content.animations = [{
    kind: 'keyframe', id: 'a1', name: 'Lift', duration: 10, speed: 1, loop: false, swing: false,
    tracks: [{ nodeId: 'scene', property: 'fogDensity', keys: Array.from({ length: keys }, (_, i) => ({ id: `k${i}`, time: i, value: i / 10 })) }],
  }];
  return JSON.stringify(content);
}

describeBackends('the keyframe gate on saving a scene (spec 000: keyframes depend on the plan)', (api) => {
  it('refuses a free-plan save that adds keyframes with the upgrade message; keeping or removing them is allowed; the professional plan may add', async () => {
    const free = await newSceneUser(api);
    const save = (uuid: string | null, content: string) => free.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid, projectUuid: free.projectUuid, name: 'Gate', content });
    // A new scene with keyframes, on the free plan: refused, nothing stored.
    const refusedNew = await save(null, withKeys(2));
    expect([refusedNew.status, refusedNew.msg]).toEqual([403, UPGRADE]);
    const scene = ok(await save(null, sceneContent()));
    const more = await save(scene.uuid, withKeys(1));
    expect([more.status, more.msg]).toEqual([403, UPGRADE]);
    const stored = await api.server.db.selectFrom('scenes').select('version').where('uuid', '=', scene.uuid).executeTakeFirstOrThrow();
    expect([Number(stored.version), await contentAt(api.server.db, scene.uuid, 1)]).toEqual([1, sceneContent()]);

    // A scene that already holds keys (made while professional) stays editable: same count, fewer keys.
    await api.server.db.updateTable('scene_versions').set({ content: withKeys(3) }).where('scene_uuid', '=', scene.uuid).where('version', '=', 1).execute();
    ok(await save(scene.uuid, withKeys(3)));
    ok(await save(scene.uuid, withKeys(2)));
    const again = await save(scene.uuid, withKeys(3));
    expect([again.status, again.msg]).toEqual([403, UPGRADE]);

    const pro = await newSceneUser(api, 'PROFESSIONAL');
    ok(await pro.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: pro.projectUuid, name: 'Pro', content: withKeys(5) }));
  }, 60_000);
});
