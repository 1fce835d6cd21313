import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ok } from '../support/server.js';
import type { AuthzGroup } from './types.js';

const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });
type Sync = { sceneUuid: string; state: string; marketId: string | null; allowCopy: boolean };

/** The market: only the owner uploads, syncs or withdraws a scene or reads a project's sync states; a copy goes into one's own project (issue 31). */
export const marketAuthz: AuthzGroup = {
  name: 'market',
  async setup(api, owner) {
    const projectUuid = randomUUID();
    const now = api.clock.now();
    await api.server.db.insertInto('projects').values({ uuid: projectUuid, user_id: owner.id, name: 'Owner market', kind: 'project', groups: '[]', des_routes: '[]', info_points: '[]', is_default: 0, deleted_at: null, created_at: now, updated_at: now }).execute();
    const scene = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid, name: 'Owner market scene', content }));
    const up = ok(await owner.client.repo<Sync>('GET', `/repo/kf-scene/mk/upload-to-market/${scene.uuid}/upload`, undefined, { allowCopy: 'true' }));
    return { marketSceneUuid: scene.uuid, marketProjectUuid: projectUuid, marketId: up.marketId! };
  },
  cases: {
    'GET /repo/kf-scene/mk/upload-to-market/:sceneUuid/:action': (ids) => ({ method: 'GET', path: `/repo/kf-scene/mk/upload-to-market/${ids.marketSceneUuid}/withdraw` }),
    'GET /repo/kf-market/sync-states/:projectId': (ids) => ({ method: 'GET', path: `/repo/kf-market/sync-states/${ids.marketProjectUuid}` }),
    // The item allows copying: the refusal is for the owner's project as the target.
    'POST /repo/kf-market/copy-scene': (ids) => ({ method: 'POST', path: '/repo/kf-market/copy-scene', body: { marketId: ids.marketId, projectUuid: ids.marketProjectUuid } }),
  },
  exempt: {
    'GET /repo/kf-project/get-all-market': 'the public market list (a session only marks the caller\'s own rows); tests/api/market.test.ts checks nobody sees what is not open',
    'GET /repo/kf-scene/findAll/:page': 'the public market list by page and name/value filters',
    'GET /repo/kf-market/get-des-projects': 'designers\' projects with scenes open on the market, for anyone',
    'GET /repo/kf-scene/loadMkScene/:id': 'the uploaded version of an open market scene, for anyone (no designer data)',
  },
  async verify(api, owner, ids) {
    const states = ok(await owner.client.repo<Sync[]>('GET', `/repo/kf-market/sync-states/${ids.marketProjectUuid}`));
    expect(states.map((s) => [s.sceneUuid, s.state, s.marketId])).toEqual([[ids.marketSceneUuid, 'synced', ids.marketId]]);
    const scenes = await api.server.db.selectFrom('scenes').select('uuid').where('project_uuid', '=', ids.marketProjectUuid).execute();
    expect(scenes.length).toBe(1);
  },
};
