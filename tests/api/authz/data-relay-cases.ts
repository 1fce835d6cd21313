import { expect } from 'vitest';
import { ok } from '../support/server.js';
import type { AuthzGroup } from './types.js';

/** Data relays (issue 30): only the project's editors change its relays; a ticket only for a scene one may open. */
export const dataRelayAuthz: AuthzGroup = {
  name: 'data relays',
  async setup(_api, owner) {
    const project = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Owner relays' }));
    const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });
    const scene = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid: project.uuid, name: 'Relayed', content }));
    const relay = ok(await owner.client.repo<{ id: string }>('POST', '/repo/data-relay/create', {
      projectUuid: project.uuid, name: 'Owner relay', kind: 'mqtt', url: 'wss://broker.example.com/mqtt', username: 'u', password: 'owner-secret',
    }));
    return { relayId: relay.id, relayProjectUuid: project.uuid, relaySceneUuid: scene.uuid };
  },
  cases: {
    'GET /repo/data-relay/list': (ids) => ({ method: 'GET', path: '/repo/data-relay/list', query: { projectUuid: ids.relayProjectUuid } }),
    'POST /repo/data-relay/create': (ids) => ({ method: 'POST', path: '/repo/data-relay/create', body: { projectUuid: ids.relayProjectUuid, name: 'Spam', kind: 'mqtt', url: 'wss://a.example/' } }),
    'POST /repo/data-relay/update/:id': (ids) => ({ method: 'POST', path: `/repo/data-relay/update/${ids.relayId}`, body: { name: 'Taken', password: 'x' } }),
    'POST /repo/data-relay/delete/:id': (ids) => ({ method: 'POST', path: `/repo/data-relay/delete/${ids.relayId}` }),
    'POST /repo/data-relay/ticket': (ids) => ({ method: 'POST', path: '/repo/data-relay/ticket', body: { sceneUuid: ids.relaySceneUuid } }),
  },
  async verify(api, _owner, ids) {
    const rows = await api.server.db.selectFrom('data_relays').select(['name', 'has_password']).where('project_uuid', '=', ids.relayProjectUuid).execute();
    expect(rows).toEqual([{ name: 'Owner relay', has_password: 1 }]);
  },
};
