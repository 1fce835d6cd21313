// Authorisation cases of the scene and resource endpoints: what a second user sends with the first user's ids.
// Each endpoint of the scenes/resources modules is listed; the suite fails on a route missing from this table.
import type { ApiClient, Reply } from './support/server.js';
import type { UploadFile } from './support/api-client.js';

/** The first user's ids the second user tries to use. */
export interface OwnerIds {
  readonly projectUuid: string;
  readonly sceneUuid: string;
  readonly resourceUuid: string;
  readonly pubResUuid: string;
  readonly groupId: string;
  readonly materialUuid: string;
  readonly infoPointUuid: string;
  readonly partUuid: string;
  readonly cfg3dUuid: string;
  readonly assetName: string;
}

/** A request made by the intruder with the owner's ids. */
export type AuthCase = (intruder: ApiClient, ids: OwnerIds) => Promise<Reply>;

const png: UploadFile[] = [{ field: 'file', name: 'x.png', data: 'x' }];
const kzsFile = (bytes: Uint8Array): UploadFile[] => [{ field: 'file', name: 'x.kzs', data: bytes }];

/** Routes that hold no user's data (public catalogue, templates, own counters): exempt, with the reason. */
export const OWNERLESS_ROUTES: Readonly<Record<string, string>> = {
  'GET /repo/kf-scene/findAllTemplates': 'shipped templates, nobody owns them',
  'GET /repo/kf-scene/get-delete-count': 'counts only the caller\'s own bin',
  'GET /repo/kf-scene/query-delete-list': 'lists only the caller\'s own bin',
  'GET /repo/kf-scene/clear': 'empties only the caller\'s own bin',
  'GET /repo/kf-resource/build-in-lights': 'built-in catalogue',
  'GET /repo/kf-resource/build-in-material': 'built-in catalogue',
  'GET /repo/kf-resource/build-in-simple-material': 'built-in catalogue',
  'GET /repo/kf-resource/build-in-images': 'built-in catalogue',
  'GET /repo/kf-resource/build-in-hdrs': 'built-in catalogue',
  'GET /repo/kf-resource/build-in-models': 'built-in catalogue',
  'GET /repo/kf-resource/all-lutes': 'built-in catalogue',
  'GET /repo/kf-resource/info-points-by-category/:category/:n': 'built-in catalogue',
  'GET /repo/kf-resource/build-in-file/*': 'built-in catalogue files',
};

/** Every owned endpoint with the intruder's request; `kzs` is a valid archive for the import calls. */
export function sceneAuthCases(kzs: Uint8Array): Readonly<Record<string, AuthCase>> {
  const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });
  return {
    'GET /repo/kf-scene/findAll/:projectId': (c, i) => c.repo('GET', `/repo/kf-scene/findAll/${i.projectUuid}`),
    'GET /repo/kf-scene/find-scene-version/:id': (c, i) => c.repo('GET', `/repo/kf-scene/find-scene-version/${i.sceneUuid}`),
    'GET /repo/kf-scene/loadSceneByIdAndVersion/:id/:flag/:version': (c, i) => c.repo('GET', `/repo/kf-scene/loadSceneByIdAndVersion/${i.sceneUuid}/true/1`),
    'POST /repo/kf-scene/createScene': (c, i) => c.repo('POST', '/repo/kf-scene/createScene', undefined, { projectId: i.projectUuid, templateId: 'empty', name: 'x' }),
    'GET /repo/kf-scene/loadScene/:id': (c, i) => c.repo('GET', `/repo/kf-scene/loadScene/${i.sceneUuid}`),
    'POST /repo/kf-scene/saveScene': (c, i) => c.repo('POST', '/repo/kf-scene/saveScene', { uuid: i.sceneUuid, projectUuid: i.projectUuid, name: 'x', content, saveAsNew: true }),
    'POST /repo/kf-scene/updateScene': (c, i) => c.repo('POST', '/repo/kf-scene/updateScene', { uuid: i.sceneUuid, name: 'hijacked' }),
    'GET /repo/kf-scene/judgeScene/:projectId/:name': (c, i) => c.repo('GET', `/repo/kf-scene/judgeScene/${i.projectUuid}/x`),
    'GET /repo/kf-scene/check-before-save/:id/:version': (c, i) => c.repo('GET', `/repo/kf-scene/check-before-save/${i.sceneUuid}/1`),
    'POST /repo/kf-scene/copy-scene': (c, i) => c.repo('POST', '/repo/kf-scene/copy-scene', { uuid: i.sceneUuid }),
    'GET /repo/kf-scene/find-pro-scene': (c, i) => c.repo('GET', '/repo/kf-scene/find-pro-scene', undefined, { projectId: i.projectUuid }),
    'POST /repo/kf-scene/copy-pro-scene': (c, i) => c.repo('POST', '/repo/kf-scene/copy-pro-scene', { uuid: i.sceneUuid }),
    'POST /repo/kf-scene/update-pro-scene': (c, i) => c.repo('POST', '/repo/kf-scene/update-pro-scene', { uuid: i.sceneUuid, name: 'hijacked' }),
    'GET /repo/kf-scene/get-category-scene-count/:id': (c, i) => c.repo('GET', `/repo/kf-scene/get-category-scene-count/${i.projectUuid}`),
    'POST /repo/kf-scene/update-category': (c, i) => c.repo('POST', '/repo/kf-scene/update-category', undefined, { projectId: i.projectUuid, sourceCategory: 'Default', targetCategory: 'Stolen' }),
    'POST /repo/kf-scene/delete-category': (c, i) => c.repo('POST', '/repo/kf-scene/delete-category', undefined, { projectId: i.projectUuid, category: 'Default' }),
    'GET /repo/kf-scene/deleteScene/:id': (c, i) => c.repo('GET', `/repo/kf-scene/deleteScene/${i.sceneUuid}`),
    'GET /repo/kf-scene/update-delete/:projectUuid/:uuid/:flag': (c, i) => c.repo('GET', `/repo/kf-scene/update-delete/${i.projectUuid}/${i.sceneUuid}/1`),
    'POST /repo/kf-scene/saveSceneAssets': (c, i) => c.repo('POST', '/repo/kf-scene/saveSceneAssets', { projectUuid: i.projectUuid, assets: [{ name: i.assetName, content: 'eA==' }] }),
    'POST /repo/kf-scene/isAssetsExist': (c, i) => c.repo('POST', '/repo/kf-scene/isAssetsExist', { projectUuid: i.projectUuid, names: [i.assetName] }),
    'GET /repo/kf-scene/load-asset': (c, i) => c.repo('GET', '/repo/kf-scene/load-asset', undefined, { projectUuid: i.projectUuid, name: i.assetName }),
    'GET /repo/kf-scene/export-scene/:id': (c, i) => c.repo('GET', `/repo/kf-scene/export-scene/${i.sceneUuid}`),
    'GET /repo/kf-scene/export-scene-kzs/:id': (c, i) => c.repo('GET', `/repo/kf-scene/export-scene-kzs/${i.sceneUuid}`),
    'POST /repo/kf-scene/import-scene': (c, i) => c.upload('/repo/kf-scene/import-scene', { project: i.projectUuid }, kzsFile(kzs)),
    'POST /repo/kf-scene/import-scene-merge': (c, i) => c.upload('/repo/kf-scene/import-scene-merge', { project: i.projectUuid, sceneId: i.sceneUuid }, kzsFile(kzs)),
    'GET /repo/kf-scene/load-resources/:sceneId': (c, i) => c.repo('GET', `/repo/kf-scene/load-resources/${i.sceneUuid}`),
    'GET /repo/kf-scene/load-resources/:sceneId/:group': (c, i) => c.repo('GET', `/repo/kf-scene/load-resources/${i.sceneUuid}/G`),
    'POST /repo/kf-scene/import-scene-resource': (c, i) => c.upload('/repo/kf-scene/import-scene-resource', { scene: i.sceneUuid }, png),
    'POST /repo/kf-scene/upload-image': (c, i) => c.upload('/repo/kf-scene/upload-image', { scene: i.sceneUuid }, png),
    'POST /repo/kf-scene/update-resource-groups': (c, i) => c.repo('POST', '/repo/kf-scene/update-resource-groups', { uuids: [i.resourceUuid], groups: ['x'] }),
    'POST /repo/kf-scene/update-groups-by-uuid': (c, i) => c.repo('POST', '/repo/kf-scene/update-groups-by-uuid', { uuids: [i.resourceUuid], groups: ['x'] }),
    'DELETE /repo/kf-scene/delete-resource-groups': (c, i) => c.repo('DELETE', '/repo/kf-scene/delete-resource-groups', { uuids: [i.resourceUuid], groups: ['G'] }),
    'POST /repo/kf-scene/update-resource-info': (c, i) => c.repo('POST', '/repo/kf-scene/update-resource-info', { uuid: i.resourceUuid, name: 'x' }),
    'POST /repo/kf-scene/replace-scene-resource': (c, i) => c.upload('/repo/kf-scene/replace-scene-resource', { uuid: i.resourceUuid }, png),
    'POST /repo/kf-scene/copy-resource': (c, i) => c.repo('POST', '/repo/kf-scene/copy-resource', { uuid: i.resourceUuid }),
    'POST /repo/kf-pub-resource/copy-resource': (c, i) => c.repo('POST', '/repo/kf-pub-resource/copy-resource', { uuid: i.resourceUuid }),
    'DELETE /repo/kf-scene/deleteSceneResource/:uuid': (c, i) => c.repo('DELETE', `/repo/kf-scene/deleteSceneResource/${i.resourceUuid}`),
    'DELETE /repo/kf-pub-resource/delete-resource/:uuid': (c, i) => c.repo('DELETE', `/repo/kf-pub-resource/delete-resource/${i.pubResUuid}`),
    'GET /repo/kf-pub-resource/load-file': (c, i) => c.repo('GET', '/repo/kf-pub-resource/load-file', undefined, { uuid: i.pubResUuid }),
    'GET /repo/kf-pub-resource/get-group-tree': (c, i) => c.repo('GET', '/repo/kf-pub-resource/get-group-tree', undefined, { projectId: i.projectUuid }),
    'POST /repo/kf-pub-resource/save-group': (c, i) => c.repo('POST', '/repo/kf-pub-resource/save-group', { projectId: i.projectUuid, name: 'x' }),
    'POST /repo/kf-pub-resource/update-group': (c, i) => c.repo('POST', '/repo/kf-pub-resource/update-group', { id: i.groupId, projectId: i.projectUuid, name: 'x' }),
    'DELETE /repo/kf-pub-resource/delete-group/:id': (c, i) => c.repo('DELETE', `/repo/kf-pub-resource/delete-group/${i.groupId}`),
    'POST /repo/kf-material/update-pro-info': (c, i) => c.repo('POST', '/repo/kf-material/update-pro-info', { uuid: i.materialUuid, projectId: i.projectUuid, name: 'x' }),
    'GET /repo/kf-material/find-pro-material': (c, i) => c.repo('GET', '/repo/kf-material/find-pro-material', undefined, { projectId: i.projectUuid }),
    'POST /repo/kf-material/copy-material': (c, i) => c.repo('POST', '/repo/kf-material/copy-material', { uuid: i.materialUuid }),
    'DELETE /repo/kf-material/delete-material/:uuid': (c, i) => c.repo('DELETE', `/repo/kf-material/delete-material/${i.materialUuid}`),
    'POST /repo/kf-info-point/update-pro-info': (c, i) => c.repo('POST', '/repo/kf-info-point/update-pro-info', { uuid: i.infoPointUuid, projectId: i.projectUuid, name: 'x' }),
    'GET /repo/kf-info-point/find-pro-info-point': (c, i) => c.repo('GET', '/repo/kf-info-point/find-pro-info-point', undefined, { projectId: i.projectUuid }),
    'POST /repo/kf-info-point/copy-info-point': (c, i) => c.repo('POST', '/repo/kf-info-point/copy-info-point', { uuid: i.infoPointUuid }),
    'DELETE /repo/kf-info-point/delete-info-point/:uuid': (c, i) => c.repo('DELETE', `/repo/kf-info-point/delete-info-point/${i.infoPointUuid}`),
    'POST /repo/kf-part/update-pro-part': (c, i) => c.repo('POST', '/repo/kf-part/update-pro-part', { uuid: i.partUuid, projectId: i.projectUuid, name: 'x' }),
    'GET /repo/kf-part/find-pro-part': (c, i) => c.repo('GET', '/repo/kf-part/find-pro-part', undefined, { projectId: i.projectUuid }),
    'POST /repo/kf-part/copy-part': (c, i) => c.repo('POST', '/repo/kf-part/copy-part', { uuid: i.partUuid }),
    'DELETE /repo/kf-part/delete-part/:uuid': (c, i) => c.repo('DELETE', `/repo/kf-part/delete-part/${i.partUuid}`),
    'POST /repo/kf-configurator3d/update-pro-cfg3d': (c, i) => c.repo('POST', '/repo/kf-configurator3d/update-pro-cfg3d', { uuid: i.cfg3dUuid, projectId: i.projectUuid, name: 'x' }),
    'GET /repo/kf-configurator3d/get-pro-cfg3d': (c, i) => c.repo('GET', '/repo/kf-configurator3d/get-pro-cfg3d', undefined, { projectId: i.projectUuid }),
    'POST /repo/kf-configurator3d/copy-cfg3d': (c, i) => c.repo('POST', '/repo/kf-configurator3d/copy-cfg3d', { uuid: i.cfg3dUuid }),
    'DELETE /repo/kf-configurator3d/delete-cfg3d/:uuid': (c, i) => c.repo('DELETE', `/repo/kf-configurator3d/delete-cfg3d/${i.cfg3dUuid}`),
    'POST /repo/kf-pub-resource/update-file-3d': (c, i) => c.repo('POST', '/repo/kf-pub-resource/update-file-3d', { uuid: i.resourceUuid, projectId: i.projectUuid, name: 'x' }),
    'POST /repo/kf-pub-resource/query-resource-list': (c, i) => c.repo('POST', '/repo/kf-pub-resource/query-resource-list', { projectId: i.projectUuid }),
    'POST /repo/kf-resource/save-info-points': (c, i) => c.repo('POST', '/repo/kf-resource/save-info-points', { projectId: i.projectUuid, infoPoints: [] }),
    'POST /repo/kf-resource/import-info-point': (c, i) => c.upload('/repo/kf-resource/import-info-point', { project: i.projectUuid }, png),
  };
}
