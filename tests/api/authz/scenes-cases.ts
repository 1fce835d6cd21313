import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ok, type TestApi, type TestUser } from '../support/server.js';
import type { UploadFile } from '../support/api-client.js';
import type { AuthzGroup, AuthzRequest, OwnerIds } from './types.js';

// Scene, resource and built-in routes (server-scenes' area): the intruder sends the owner's scene, resource, group
// and data-resource ids; after every request the owner's rows must be exactly as before.

const png: UploadFile[] = [{ field: 'file', name: 'x.png', data: 'x' }];
const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });
const snapshots = new Map<string, string>();
const archives = new Map<string, Uint8Array>();

async function snapshot(api: TestApi, owner: TestUser, ids: OwnerIds): Promise<string> {
  const db = api.server.db;
  return JSON.stringify([
    await db.selectFrom('scenes').selectAll().where('user_id', '=', owner.id).orderBy('uuid').execute(),
    await db.selectFrom('scene_versions').select(['scene_uuid', 'version']).where('scene_uuid', '=', ids.sceneUuid).orderBy('version').execute(),
    await db.selectFrom('resources').selectAll().where('user_id', '=', owner.id).orderBy('uuid').execute(),
    await db.selectFrom('resource_groups').selectAll().where('user_id', '=', owner.id).orderBy('id').execute(),
    await db.selectFrom('scene_assets').selectAll().where('project_uuid', '=', ids.scenesProjectUuid).orderBy('id').execute(),
    await db.selectFrom('projects').selectAll().where('uuid', '=', ids.scenesProjectUuid).execute(),
    await db.selectFrom('recycle_bin').selectAll().where('user_id', '=', owner.id).orderBy('id').execute(),
  ]);
}

const upload = (path: string, fields: Record<string, string>, files: readonly UploadFile[]): AuthzRequest => ({ method: 'POST', path, upload: { fields, files } });
const kzs = (ids: OwnerIds): UploadFile[] => [{ field: 'file', name: 'x.kzs', data: archives.get(ids.sceneUuid) ?? new Uint8Array() }];

/** The scene/resource group of the authorisation suite. */
export const scenesAuthz: AuthzGroup = {
  name: 'scenes and resources',
  async setup(api, owner) {
    const c = owner.client;
    const projectUuid = randomUUID();
    const now = api.clock.now();
    await api.server.db.insertInto('projects').values({ uuid: projectUuid, user_id: owner.id, name: 'Owner scenes', kind: 'project', groups: '[]', des_routes: '[]', info_points: '[]', is_default: 0, deleted_at: null, created_at: now, updated_at: now }).execute();
    const scene = ok(await c.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid, name: 'Owner scene', content }));
    const res = (await c.upload<{ uuid: string; pubResUuid: string }[]>('/repo/kf-scene/import-scene-resource', { scene: scene.uuid, groups: 'G' }, [{ field: 'file', name: 'p.png', data: 'owner-bytes' }])).data[0];
    const group = ok(await c.repo<{ id: string }>('POST', '/repo/kf-pub-resource/save-group', { projectId: projectUuid, name: 'G' }));
    const data = async (path: string, body: Record<string, unknown> = {}) => ok(await c.repo<{ uuid: string }>('POST', path, { projectId: projectUuid, name: 'D', ...body })).uuid;
    ok(await c.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid, assets: [{ name: 'owner.bin', content: 'b3duZXI=' }] }));
    archives.set(scene.uuid, new Uint8Array((await c.repo('GET', `/repo/kf-scene/export-scene/${scene.uuid}`)).bytes));
    const ids: OwnerIds = {
      scenesProjectUuid: projectUuid, sceneUuid: scene.uuid, resourceUuid: res.uuid, pubResUuid: res.pubResUuid, groupId: group.id,
      materialUuid: await data('/repo/kf-material/update-pro-info'), infoPointUuid: await data('/repo/kf-info-point/update-pro-info', { data: [] }),
      partUuid: await data('/repo/kf-part/update-pro-part'), cfg3dUuid: await data('/repo/kf-configurator3d/update-pro-cfg3d'),
    };
    snapshots.set(owner.id, await snapshot(api, owner, ids));
    return ids;
  },
  async verify(api, owner, ids) {
    expect(await snapshot(api, owner, ids)).toEqual(snapshots.get(owner.id));
  },
  cases: {
    'GET /repo/kf-scene/findAll/:projectId': (i) => ({ method: 'GET', path: `/repo/kf-scene/findAll/${i.scenesProjectUuid}` }),
    'GET /repo/kf-scene/find-scene-version/:id': (i) => ({ method: 'GET', path: `/repo/kf-scene/find-scene-version/${i.sceneUuid}` }),
    'GET /repo/kf-scene/loadSceneByIdAndVersion/:id/:flag/:version': (i) => ({ method: 'GET', path: `/repo/kf-scene/loadSceneByIdAndVersion/${i.sceneUuid}/true/1` }),
    'POST /repo/kf-scene/createScene': (i) => ({ method: 'POST', path: '/repo/kf-scene/createScene', query: { projectId: i.scenesProjectUuid, templateId: 'empty', name: 'x' } }),
    'GET /repo/kf-scene/loadScene/:id': (i) => ({ method: 'GET', path: `/repo/kf-scene/loadScene/${i.sceneUuid}` }),
    'POST /repo/kf-scene/saveScene': (i) => ({ method: 'POST', path: '/repo/kf-scene/saveScene', body: { uuid: i.sceneUuid, projectUuid: i.scenesProjectUuid, name: 'x', content, saveAsNew: true } }),
    'POST /repo/kf-scene/updateScene': (i) => ({ method: 'POST', path: '/repo/kf-scene/updateScene', body: { uuid: i.sceneUuid, name: 'hijacked' } }),
    'POST /repo/kf-scene/preview-ticket': (i) => ({ method: 'POST', path: '/repo/kf-scene/preview-ticket', body: { sceneUuid: i.sceneUuid } }),
    'GET /repo/kf-scene/judgeScene/:projectId/:name': (i) => ({ method: 'GET', path: `/repo/kf-scene/judgeScene/${i.scenesProjectUuid}/x` }),
    'GET /repo/kf-scene/check-before-save/:id/:version': (i) => ({ method: 'GET', path: `/repo/kf-scene/check-before-save/${i.sceneUuid}/1` }),
    'POST /repo/kf-scene/copy-scene': (i) => ({ method: 'POST', path: '/repo/kf-scene/copy-scene', body: { uuid: i.sceneUuid } }),
    'GET /repo/kf-scene/find-pro-scene': (i) => ({ method: 'GET', path: '/repo/kf-scene/find-pro-scene', query: { projectId: i.scenesProjectUuid } }),
    'POST /repo/kf-scene/copy-pro-scene': (i) => ({ method: 'POST', path: '/repo/kf-scene/copy-pro-scene', body: { uuid: i.sceneUuid } }),
    'POST /repo/kf-scene/update-pro-scene': (i) => ({ method: 'POST', path: '/repo/kf-scene/update-pro-scene', body: { uuid: i.sceneUuid, name: 'hijacked' } }),
    'GET /repo/kf-scene/get-category-scene-count/:id': (i) => ({ method: 'GET', path: `/repo/kf-scene/get-category-scene-count/${i.scenesProjectUuid}` }),
    'POST /repo/kf-scene/update-category': (i) => ({ method: 'POST', path: '/repo/kf-scene/update-category', query: { projectId: i.scenesProjectUuid, sourceCategory: 'Default', targetCategory: 'Stolen' } }),
    'POST /repo/kf-scene/delete-category': (i) => ({ method: 'POST', path: '/repo/kf-scene/delete-category', query: { projectId: i.scenesProjectUuid, category: 'Default' } }),
    'GET /repo/kf-scene/deleteScene/:id': (i) => ({ method: 'GET', path: `/repo/kf-scene/deleteScene/${i.sceneUuid}` }),
    'GET /repo/kf-scene/update-delete/:projectUuid/:uuid/:flag': (i) => ({ method: 'GET', path: `/repo/kf-scene/update-delete/${i.scenesProjectUuid}/${i.sceneUuid}/1` }),
    'POST /repo/kf-scene/saveSceneAssets': (i) => ({ method: 'POST', path: '/repo/kf-scene/saveSceneAssets', body: { projectUuid: i.scenesProjectUuid, assets: [{ name: 'owner.bin', content: 'eA==' }] } }),
    'POST /repo/kf-scene/isAssetsExist': (i) => ({ method: 'POST', path: '/repo/kf-scene/isAssetsExist', body: { projectUuid: i.scenesProjectUuid, names: ['owner.bin'] } }),
    'GET /repo/kf-scene/load-asset': (i) => ({ method: 'GET', path: '/repo/kf-scene/load-asset', query: { projectUuid: i.scenesProjectUuid, name: 'owner.bin' } }),
    'GET /repo/kf-scene/export-scene/:id': (i) => ({ method: 'GET', path: `/repo/kf-scene/export-scene/${i.sceneUuid}` }),
    'GET /repo/kf-scene/export-scene-kzs/:id': (i) => ({ method: 'GET', path: `/repo/kf-scene/export-scene-kzs/${i.sceneUuid}` }),
    'POST /repo/kf-scene/import-scene': (i) => upload('/repo/kf-scene/import-scene', { project: i.scenesProjectUuid }, kzs(i)),
    'POST /repo/kf-scene/import-scene-merge': (i) => upload('/repo/kf-scene/import-scene-merge', { project: i.scenesProjectUuid, sceneId: i.sceneUuid }, kzs(i)),
    'GET /repo/kf-scene/load-resources/:sceneId': (i) => ({ method: 'GET', path: `/repo/kf-scene/load-resources/${i.sceneUuid}` }),
    'GET /repo/kf-scene/load-resources/:sceneId/:group': (i) => ({ method: 'GET', path: `/repo/kf-scene/load-resources/${i.sceneUuid}/G` }),
    'POST /repo/kf-scene/import-scene-resource': (i) => upload('/repo/kf-scene/import-scene-resource', { scene: i.sceneUuid }, png),
    'POST /repo/kf-scene/upload-image': (i) => upload('/repo/kf-scene/upload-image', { scene: i.sceneUuid }, png),
    'POST /repo/kf-scene/update-resource-groups': (i) => ({ method: 'POST', path: '/repo/kf-scene/update-resource-groups', body: { uuids: [i.resourceUuid], groups: ['x'] } }),
    'POST /repo/kf-scene/update-groups-by-uuid': (i) => ({ method: 'POST', path: '/repo/kf-scene/update-groups-by-uuid', body: { uuids: [i.resourceUuid], groups: ['x'] } }),
    'DELETE /repo/kf-scene/delete-resource-groups': (i) => ({ method: 'DELETE', path: '/repo/kf-scene/delete-resource-groups', body: { uuids: [i.resourceUuid], groups: ['G'] } }),
    'POST /repo/kf-scene/update-resource-info': (i) => ({ method: 'POST', path: '/repo/kf-scene/update-resource-info', body: { uuid: i.resourceUuid, name: 'x' } }),
    'POST /repo/kf-scene/replace-scene-resource': (i) => upload('/repo/kf-scene/replace-scene-resource', { uuid: i.resourceUuid }, png),
    'POST /repo/kf-scene/copy-resource': (i) => ({ method: 'POST', path: '/repo/kf-scene/copy-resource', body: { uuid: i.resourceUuid } }),
    'POST /repo/kf-pub-resource/copy-resource': (i) => ({ method: 'POST', path: '/repo/kf-pub-resource/copy-resource', body: { uuid: i.resourceUuid } }),
    'DELETE /repo/kf-scene/deleteSceneResource/:uuid': (i) => ({ method: 'DELETE', path: `/repo/kf-scene/deleteSceneResource/${i.resourceUuid}` }),
    'DELETE /repo/kf-pub-resource/delete-resource/:uuid': (i) => ({ method: 'DELETE', path: `/repo/kf-pub-resource/delete-resource/${i.pubResUuid}` }),
    'GET /repo/kf-pub-resource/load-file': (i) => ({ method: 'GET', path: '/repo/kf-pub-resource/load-file', query: { uuid: i.pubResUuid } }),
    'GET {context}/resources/:pubResUuid': (i) => ({ method: 'GET', path: `/resources/${i.pubResUuid}`, context: true }),
    'GET /repo/kf-pub-resource/get-group-tree': (i) => ({ method: 'GET', path: '/repo/kf-pub-resource/get-group-tree', query: { projectId: i.scenesProjectUuid } }),
    'POST /repo/kf-pub-resource/save-group': (i) => ({ method: 'POST', path: '/repo/kf-pub-resource/save-group', body: { projectId: i.scenesProjectUuid, name: 'x' } }),
    'POST /repo/kf-pub-resource/update-group': (i) => ({ method: 'POST', path: '/repo/kf-pub-resource/update-group', body: { id: i.groupId, projectId: i.scenesProjectUuid, name: 'x' } }),
    'DELETE /repo/kf-pub-resource/delete-group/:id': (i) => ({ method: 'DELETE', path: `/repo/kf-pub-resource/delete-group/${i.groupId}` }),
    'POST /repo/kf-material/update-pro-info': (i) => ({ method: 'POST', path: '/repo/kf-material/update-pro-info', body: { uuid: i.materialUuid, projectId: i.scenesProjectUuid, name: 'x' } }),
    'GET /repo/kf-material/find-pro-material': (i) => ({ method: 'GET', path: '/repo/kf-material/find-pro-material', query: { projectId: i.scenesProjectUuid } }),
    'POST /repo/kf-material/copy-material': (i) => ({ method: 'POST', path: '/repo/kf-material/copy-material', body: { uuid: i.materialUuid } }),
    'DELETE /repo/kf-material/delete-material/:uuid': (i) => ({ method: 'DELETE', path: `/repo/kf-material/delete-material/${i.materialUuid}` }),
    'POST /repo/kf-info-point/update-pro-info': (i) => ({ method: 'POST', path: '/repo/kf-info-point/update-pro-info', body: { uuid: i.infoPointUuid, projectId: i.scenesProjectUuid, name: 'x', data: [] } }),
    'GET /repo/kf-info-point/find-pro-info-point': (i) => ({ method: 'GET', path: '/repo/kf-info-point/find-pro-info-point', query: { projectId: i.scenesProjectUuid } }),
    'POST /repo/kf-info-point/copy-info-point': (i) => ({ method: 'POST', path: '/repo/kf-info-point/copy-info-point', body: { uuid: i.infoPointUuid } }),
    'DELETE /repo/kf-info-point/delete-info-point/:uuid': (i) => ({ method: 'DELETE', path: `/repo/kf-info-point/delete-info-point/${i.infoPointUuid}` }),
    'POST /repo/kf-part/update-pro-part': (i) => ({ method: 'POST', path: '/repo/kf-part/update-pro-part', body: { uuid: i.partUuid, projectId: i.scenesProjectUuid, name: 'x' } }),
    'GET /repo/kf-part/find-pro-part': (i) => ({ method: 'GET', path: '/repo/kf-part/find-pro-part', query: { projectId: i.scenesProjectUuid } }),
    'POST /repo/kf-part/copy-part': (i) => ({ method: 'POST', path: '/repo/kf-part/copy-part', body: { uuid: i.partUuid } }),
    'DELETE /repo/kf-part/delete-part/:uuid': (i) => ({ method: 'DELETE', path: `/repo/kf-part/delete-part/${i.partUuid}` }),
    'POST /repo/kf-configurator3d/update-pro-cfg3d': (i) => ({ method: 'POST', path: '/repo/kf-configurator3d/update-pro-cfg3d', body: { uuid: i.cfg3dUuid, projectId: i.scenesProjectUuid, name: 'x' } }),
    'GET /repo/kf-configurator3d/get-pro-cfg3d': (i) => ({ method: 'GET', path: '/repo/kf-configurator3d/get-pro-cfg3d', query: { projectId: i.scenesProjectUuid } }),
    'POST /repo/kf-configurator3d/copy-cfg3d': (i) => ({ method: 'POST', path: '/repo/kf-configurator3d/copy-cfg3d', body: { uuid: i.cfg3dUuid } }),
    'DELETE /repo/kf-configurator3d/delete-cfg3d/:uuid': (i) => ({ method: 'DELETE', path: `/repo/kf-configurator3d/delete-cfg3d/${i.cfg3dUuid}` }),
    'POST /repo/kf-pub-resource/update-file-3d': (i) => ({ method: 'POST', path: '/repo/kf-pub-resource/update-file-3d', body: { uuid: i.resourceUuid, projectId: i.scenesProjectUuid, name: 'x' } }),
    'POST /repo/kf-pub-resource/query-resource-list': (i) => ({ method: 'POST', path: '/repo/kf-pub-resource/query-resource-list', body: { projectId: i.scenesProjectUuid } }),
    'POST /repo/kf-resource/save-info-points': (i) => ({ method: 'POST', path: '/repo/kf-resource/save-info-points', body: { projectId: i.scenesProjectUuid, infoPoints: [] } }),
    'POST /repo/kf-resource/import-info-point': (i) => upload('/repo/kf-resource/import-info-point', { project: i.scenesProjectUuid }, [{ field: 'file', name: 'points.csv', data: 'name,x,y,z\nPump,1,2,3\n' }]),
  },
  exempt: {
    'GET /repo/kf-scene/findAllTemplates': 'shipped templates; takes no user id',
    'GET /repo/kf-scene/get-delete-count': 'counts only the caller\'s own scene bin',
    'GET /repo/kf-scene/query-delete-list': 'lists only the caller\'s own scene bin',
    'GET /repo/kf-scene/clear': 'empties only the caller\'s own scene bin',
    'GET /repo/kf-resource/all-lutes': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/build-in-hdrs': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/build-in-images': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/build-in-lights': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/build-in-material': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/build-in-models': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/build-in-particles': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/build-in-simple-material': 'shared built-in catalogue; takes no user id',
    'GET /repo/kf-resource/info-points-by-category/:category/:n': 'shared built-in catalogue; takes no user id',
  },
};
