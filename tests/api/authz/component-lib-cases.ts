import { expect } from 'vitest';
import { ok } from '../support/server.js';
import type { AuthzGroup } from './types.js';

const node = (id: string, type: string, parent: string | null, children: string[] = []) => ({ id, type, parent, name: id, props: {}, children });
const component = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: node('scene', 'Scene', null, ['part']), part: node('part', 'Mesh', 'scene') } });

/** Component libraries: only the owner adds to a library; a draft library's component is nobody else's to use (issue 31). */
export const componentLibAuthz: AuthzGroup = {
  name: 'component libraries',
  async setup(_api, owner) {
    const project = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Owner parts source' }));
    const lib = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Owner parts', componentLib: true }));
    const part = ok(await owner.client.repo<{ id: string }>('POST', '/repo/kf-di-data/share-component', { libUuid: lib.uuid, projectUuid: project.uuid, name: 'Part', content: component }));
    return { partsLibUuid: lib.uuid, componentId: part.id, partsProjectUuid: project.uuid };
  },
  cases: {
    'POST /repo/kf-di-data/share-component': (ids) => ({ method: 'POST', path: '/repo/kf-di-data/share-component', body: { libUuid: ids.partsLibUuid, projectUuid: ids.partsProjectUuid, name: 'Spam', content: component } }),
    'POST /repo/kf-di-data/use-component': (ids) => ({ method: 'POST', path: '/repo/kf-di-data/use-component', body: { componentId: ids.componentId, projectUuid: ids.partsProjectUuid } }),
    'POST /repo/kf-project/submitComponentLib': (ids) => ({ method: 'POST', path: '/repo/kf-project/submitComponentLib', body: { uuid: ids.partsLibUuid } }),
    'POST /repo/kf-project/approveComponentLib': (ids) => ({ method: 'POST', path: '/repo/kf-project/approveComponentLib', body: { uuid: ids.partsLibUuid } }),
    'POST /repo/kf-project/unapproveComponentLib': (ids) => ({ method: 'POST', path: '/repo/kf-project/unapproveComponentLib', body: { uuid: ids.partsLibUuid } }),
  },
  exempt: {
    'GET /repo/kf-di-data/allow-create-lib': 'counts the caller\'s own libraries; takes no id',
  },
  async verify(api, _owner, ids) {
    const scenes = await api.server.db.selectFrom('scenes').select('name').where('project_uuid', '=', ids.partsLibUuid).execute();
    expect(scenes.map((s) => s.name)).toEqual(['Part']);
    // Nobody but its owner submitted it, and no non-manager reviewed it.
    const review = await api.server.db.selectFrom('component_lib_reviews').select('status').where('project_uuid', '=', ids.partsLibUuid).executeTakeFirst();
    expect(review?.status ?? 'draft').toBe('draft');
  },
};
