import { expect } from 'vitest';
import { ok } from '../support/server.js';
import type { AuthzGroup } from './types.js';

/** The plugin manager's per-user list of external plugins. */
export const userPluginsAuthz: AuthzGroup = {
  name: 'user plugins',
  async setup(_api, owner) {
    const plugin = ok(await owner.client.repo<{ id: string }>('POST', '/repo/user-plugins/add', { url: '/owner/plugin.js' }));
    return { userPluginId: plugin.id };
  },
  cases: {
    'POST /repo/user-plugins/set-enabled': (ids) => ({ method: 'POST', path: '/repo/user-plugins/set-enabled', body: { id: ids.userPluginId, enabled: false } }),
    'DELETE /repo/user-plugins/:id': (ids) => ({ method: 'DELETE', path: `/repo/user-plugins/${ids.userPluginId}` }),
  },
  exempt: {
    'GET /repo/user-plugins/list': 'lists the signed-in user\'s own plugins only; takes no id',
    'POST /repo/user-plugins/add': 'adds to the signed-in user\'s own list; takes no id',
  },
  async verify(_api, owner, ids) {
    const list = ok(await owner.client.repo<{ id: string; url: string; enabled: boolean }[]>('GET', '/repo/user-plugins/list'));
    expect(list.map((p) => [p.id, p.url, p.enabled])).toEqual([[ids.userPluginId, '/owner/plugin.js', true]]);
  },
};
