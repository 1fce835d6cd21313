import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';
import { newSceneUser, sceneContent } from './scenes-fixtures.js';
import type { SaveSceneReply } from '../../sdk/contract/scene.js';

const MB = 1024 * 1024;
const UPGRADE = 'No permission at the moment, you can upgrade your subscription plan';

describeBackends('plan limits of single files', (api) => {
  it('answers a model over 100 MB on the free plan with the upgrade message, not insufficient space (issue 12 item 14)', async () => {
    const u = await newSceneUser(api);
    const scene = ok(await u.client.repo<SaveSceneReply>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: u.projectUuid, name: 'Big model', content: sceneContent() }));
    const model = new Uint8Array(101 * MB);
    const reply = await u.client.upload('/repo/kf-scene/import-scene-resource', { scene: scene.uuid }, [{ field: 'file', name: 'huge.glb', data: model }]);
    expect([reply.status, reply.code, reply.msg]).toEqual([403, 405, UPGRADE]);
    expect(await api.server.db.selectFrom('resources').select('uuid').where('user_id', '=', u.id).execute()).toEqual([]);
  }, 120_000);
});
