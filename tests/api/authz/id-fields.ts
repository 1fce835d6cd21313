import type { z } from 'zod';
import type { AnyRouteDef } from '../../../host/server/http/route-kit.js';
import type { UploadFile } from '../support/api-client.js';
import type { AuthzRequest, OwnerIds } from './types.js';

// Ids sent in bodies and queries (issue 12 item 3). Every field of a route's body or query schema whose name says it
// holds an id must have an entry here, or the authorisation suite fails:
// - a case: the intruder's request built from the intruder's own ids (`own`) with only that field set to the owner's
//   id (`foreign`); it must be refused with 403/404 and leave the owner's rows unchanged;
// - ROUTE: the route's own case in tests/api/authz/*-cases.ts already sends the owner's id in that field (checked);
// - any other text: why the field names nothing a user owns.

/** The route's own case sends the owner's id in this field. */
export const ROUTE = 'route';

/** Names of fields that hold ids ('uuid', 'uuids', 'projectId', 'sceneUuid', 'project', 'scene', 'parentId', 'id', 'ticket'). */
const ID_FIELD = /^(uuid|uuids|id|ids|project|scene|ticket)$|(Id|Uuid|Ids|Uuids)$/;

/** A request made of the intruder's own ids except one field, which holds the owner's id. */
export type IdFieldCase = (foreign: OwnerIds, own: OwnerIds) => AuthzRequest;

type Shape = { _zod?: { def?: ZodDef } };
type ZodDef = { type: string; shape?: Record<string, Shape>; innerType?: Shape; in?: Shape; element?: Shape };

function fieldsOf(schema: Shape | undefined, prefix: string, depth = 0): string[] {
  const def = schema?._zod?.def;
  if (!def || depth > 6) return [];
  switch (def.type) {
    case 'object': return Object.keys(def.shape ?? {}).map((k) => `${prefix}.${k}`);
    case 'optional': case 'nullable': case 'default': case 'readonly': case 'nonoptional': case 'prefault': return fieldsOf(def.innerType, prefix, depth + 1);
    case 'pipe': return fieldsOf(def.in, prefix, depth + 1);
    case 'array': return fieldsOf(def.element, `${prefix}[]`, depth + 1);
    default: return [];
  }
}

/** 'body.uuid', 'query.projectId', 'body[].uuid': the id fields of a route's body and query schemas. */
export function idFieldsOf(def: AnyRouteDef): string[] {
  return [...fieldsOf(def.body as z.ZodType as Shape, 'body'), ...fieldsOf(def.query as z.ZodType as Shape, 'query')]
    .filter((f) => ID_FIELD.test(f.slice(f.lastIndexOf('.') + 1)));
}

/** The value a request sends in a field ('body.sceneId', 'body[].uuid', 'query.projectId'; multipart fields count as body). */
export function valueAt(request: AuthzRequest, field: string): unknown {
  const name = field.slice(field.lastIndexOf('.') + 1);
  if (field.startsWith('query.')) return request.query?.[name];
  if (request.upload) return request.upload.fields[name];
  if (field.startsWith('body[].')) return Array.isArray(request.body) ? request.body.map((item: Record<string, unknown>) => item[name]) : undefined;
  return (request.body as Record<string, unknown> | undefined)?.[name];
}

const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });
const typeName = 'a type or category name, not an id of anything a user owns';
const post = (path: string, body: unknown): AuthzRequest => ({ method: 'POST', path, body });
const get = (path: string, query: AuthzRequest['query']): AuthzRequest => ({ method: 'GET', path, query });

/** Archives of the intruder's own scene, set by the suite's setup (multipart import cases need a real one). */
export const ownArchives = new Map<string, Uint8Array>();
const archive = (own: OwnerIds): UploadFile[] => [{ field: 'file', name: 'own.kzs', data: ownArchives.get(own.sceneUuid) ?? new Uint8Array() }];

const DATA_KINDS = [
  { service: 'kf-material', update: 'update-pro-info', find: 'find-pro-material', copy: 'copy-material', id: 'materialUuid' },
  { service: 'kf-info-point', update: 'update-pro-info', find: 'find-pro-info-point', copy: 'copy-info-point', id: 'infoPointUuid' },
  { service: 'kf-part', update: 'update-pro-part', find: 'find-pro-part', copy: 'copy-part', id: 'partUuid' },
  { service: 'kf-configurator3d', update: 'update-pro-cfg3d', find: 'get-pro-cfg3d', copy: 'copy-cfg3d', id: 'cfg3dUuid' },
] as const;

function dataKindCases(): Record<string, IdFieldCase | string> {
  const out: Record<string, IdFieldCase | string> = {};
  for (const k of DATA_KINDS) {
    const update = `/repo/${k.service}/${k.update}`;
    const find = `/repo/${k.service}/${k.find}`;
    const copy = `/repo/${k.service}/${k.copy}`;
    out[`POST ${update} body.uuid`] = ROUTE;
    const data = k.service === 'kf-info-point' ? { data: [] } : {}; // an info-point set's data is a point list
    out[`POST ${update} body.projectId`] = (f, o) => post(update, { uuid: o[k.id], projectId: f.scenesProjectUuid, name: 'x', ...data });
    out[`POST ${update} body.sceneId`] = (f, o) => post(update, { uuid: o[k.id], projectId: o.scenesProjectUuid, sceneId: f.sceneUuid, name: 'x', ...data });
    out[`GET ${find} query.projectId`] = ROUTE;
    out[`GET ${find} query.sceneId`] = (f, o) => get(find, { projectId: o.scenesProjectUuid, sceneId: f.sceneUuid });
    out[`POST ${copy} body.uuid`] = ROUTE;
    out[`POST ${copy} body.sceneId`] = (f, o) => post(copy, { uuid: o[k.id], sceneId: f.sceneUuid });
    out[`POST ${copy} body.projectId`] = (f, o) => post(copy, { uuid: o[k.id], projectId: f.scenesProjectUuid });
  }
  return out;
}

function groupedCases(path: string, method: 'POST' | 'DELETE', groups: string[]): IdFieldCase {
  return (f, o) => ({ method, path, body: { uuids: [o.resourceUuid, f.resourceUuid], groups } });
}

/** Route key + ' ' + field → a case, ROUTE, or why the field holds no owned id. */
export const idFieldCases: Readonly<Record<string, IdFieldCase | string>> = {
  'GET /repo/kf-customer/find-user query.userId': ROUTE,
  'POST /repo/user-plugins/set-enabled body.id': ROUTE,
  'POST /repo/kf-model-light/status body.jobId': ROUTE,
  'DELETE /repo/kf-model-light/delete query.jobId': ROUTE,
  'GET /repo/kf-project/findComponentLib query.uuid': ROUTE,
  'POST /repo/kf-project-members/invite body.projectUuid': ROUTE,
  'POST /repo/kf-project-members/revoke-invitation body.projectUuid': ROUTE,
  'POST /repo/kf-project-members/revoke-invitation body.userId': ROUTE,
  'POST /repo/kf-project-members/set-role body.projectUuid': ROUTE,
  'POST /repo/kf-project-members/set-role body.userId': ROUTE,
  'POST /repo/kf-project-members/remove body.projectUuid': ROUTE,
  'POST /repo/kf-project-members/remove body.userId': ROUTE,
  'POST /repo/kf-project-members/leave body.projectUuid': ROUTE,
  'POST /repo/kf-project-members/accept body.id': ROUTE,
  'POST /repo/kf-project-members/decline body.id': ROUTE,
  'POST /repo/kf-project/updateProject body.uuid': ROUTE,
  'POST /repo/kf-project/updateProjects/ body[].uuid': (f, o) => post('/repo/kf-project/updateProjects/', [{ uuid: o.projectUuid, name: 'Mine' }, { uuid: f.projectUuid, name: 'Stolen' }]),
  'GET /v1/site-messages/user-messages query.userId': ROUTE,
  'POST /v1/site-messages body.userId': ROUTE,
  'POST /v1/subscriptions/orders query.planUuid': 'a plan of the public catalogue',
  'POST /v1/trial-coupons body.planUuid': 'a plan of the public catalogue',
  'GET /v1/trial-coupons/check query.userUuid': ROUTE,
  'POST /v1/trial-coupons/use body.userUuid': ROUTE,
  'POST /v1/user-tokens/consume body.userUuid': ROUTE,
  'POST /v1/user-tokens/consume body.featureUuid': 'names the AI feature that spends the points, nothing a user owns',
  'POST /v1/user-tokens/grants body.userUuid': ROUTE,
  'POST /v1/user-tokens/refunds body.entryId': ROUTE,
  'POST /v1/vouchers/use body.orderUuid': ROUTE,
  'POST /v1/vouchers/use body.userUuid': (f, o) => post('/v1/vouchers/use', { orderUuid: o.orderUuid, originalAmount: 1000, userUuid: f.userId, voucherKey: 'VANY' }),

  'POST /repo/kf-scene/createScene query.projectId': ROUTE,
  'POST /repo/kf-scene/createScene query.templateId': 'a shipped template, the same for everyone',
  'POST /repo/kf-scene/saveScene body.uuid': ROUTE,
  'POST /repo/kf-scene/saveScene body.projectUuid': (f, o) => post('/repo/kf-scene/saveScene', { uuid: o.sceneUuid, projectUuid: f.scenesProjectUuid, name: 'x', content, saveAsNew: true }),
  'POST /repo/kf-scene/updateScene body.uuid': ROUTE,
  'POST /repo/kf-scene/preview-ticket body.sceneUuid': ROUTE,
  'GET /repo/data-relay/list query.projectUuid': ROUTE,
  'POST /repo/data-relay/create body.projectUuid': ROUTE,
  'POST /repo/data-relay/ticket body.sceneUuid': ROUTE,
  'POST /repo/kf-scene/update-pro-scene body.uuid': ROUTE,
  'POST /repo/kf-scene/copy-scene body.uuid': ROUTE,
  'POST /repo/kf-scene/copy-scene body.projectUuid': (f, o) => post('/repo/kf-scene/copy-scene', { uuid: o.sceneUuid, projectUuid: f.scenesProjectUuid }),
  'POST /repo/kf-scene/copy-pro-scene body.uuid': ROUTE,
  'POST /repo/kf-scene/copy-pro-scene body.projectUuid': (f, o) => post('/repo/kf-scene/copy-pro-scene', { uuid: o.sceneUuid, projectUuid: f.scenesProjectUuid }),
  'GET /repo/kf-scene/find-pro-scene query.projectId': ROUTE,
  'GET /repo/kf-scene/find-pro-scene query.typeId': typeName,
  'POST /repo/kf-scene/update-category query.projectId': ROUTE,
  'POST /repo/kf-scene/delete-category query.projectId': ROUTE,
  'POST /repo/kf-scene/saveSceneAssets body.projectUuid': ROUTE,
  'POST /repo/kf-scene/isAssetsExist body.projectUuid': ROUTE,
  'GET /repo/kf-scene/load-asset query.projectUuid': ROUTE,
  'POST /repo/kf-scene/import-scene body.project': ROUTE,
  'POST /repo/kf-scene/import-scene-merge body.project': (f, o) => ({ method: 'POST', path: '/repo/kf-scene/import-scene-merge', upload: { fields: { project: f.scenesProjectUuid, sceneId: o.sceneUuid }, files: archive(o) } }),
  'POST /repo/kf-scene/import-scene-merge body.sceneId': (f, o) => ({ method: 'POST', path: '/repo/kf-scene/import-scene-merge', upload: { fields: { project: o.scenesProjectUuid, sceneId: f.sceneUuid }, files: archive(o) } }),
  'POST /repo/kf-scene/import-scene-resource body.scene': ROUTE,
  'POST /repo/kf-scene/upload-image body.scene': ROUTE,
  'POST /repo/kf-scene/update-resource-groups body.uuids': groupedCases('/repo/kf-scene/update-resource-groups', 'POST', ['x']),
  'POST /repo/kf-scene/update-groups-by-uuid body.uuids': groupedCases('/repo/kf-scene/update-groups-by-uuid', 'POST', ['x']),
  'DELETE /repo/kf-scene/delete-resource-groups body.uuids': groupedCases('/repo/kf-scene/delete-resource-groups', 'DELETE', ['G']),
  'POST /repo/kf-scene/update-resource-info body.uuid': ROUTE,
  'POST /repo/kf-scene/replace-scene-resource body.uuid': ROUTE,
  'POST /repo/kf-scene/copy-resource body.uuid': ROUTE,
  'POST /repo/kf-scene/copy-resource body.sceneId': (f, o) => post('/repo/kf-scene/copy-resource', { uuid: o.resourceUuid, sceneId: f.sceneUuid }),
  'POST /repo/kf-scene/copy-resource body.projectId': (f, o) => post('/repo/kf-scene/copy-resource', { uuid: o.resourceUuid, projectId: f.scenesProjectUuid }),
  'POST /repo/kf-pub-resource/copy-resource body.uuid': ROUTE,
  'POST /repo/kf-pub-resource/copy-resource body.sceneId': (f, o) => post('/repo/kf-pub-resource/copy-resource', { uuid: o.resourceUuid, sceneId: f.sceneUuid, projectId: o.scenesProjectUuid }),
  'POST /repo/kf-pub-resource/copy-resource body.projectId': (f, o) => post('/repo/kf-pub-resource/copy-resource', { uuid: o.resourceUuid, sceneId: o.sceneUuid, projectId: f.scenesProjectUuid }),
  'GET /repo/kf-pub-resource/load-file query.uuid': ROUTE,
  'GET /repo/kf-pub-resource/get-group-tree query.projectId': ROUTE,
  'GET /repo/kf-pub-resource/get-group-tree query.sceneId': (f, o) => get('/repo/kf-pub-resource/get-group-tree', { projectId: o.scenesProjectUuid, sceneId: f.sceneUuid }),
  'GET /repo/kf-pub-resource/get-group-tree query.typeId': typeName,
  'POST /repo/kf-pub-resource/save-group body.projectId': ROUTE,
  'POST /repo/kf-pub-resource/save-group body.sceneId': (f, o) => post('/repo/kf-pub-resource/save-group', { projectId: o.scenesProjectUuid, sceneId: f.sceneUuid, name: 'x' }),
  'POST /repo/kf-pub-resource/save-group body.parentId': (f, o) => post('/repo/kf-pub-resource/save-group', { projectId: o.scenesProjectUuid, parentId: f.groupId, name: 'x' }),
  'POST /repo/kf-pub-resource/save-group body.typeId': typeName,
  'POST /repo/kf-pub-resource/update-group body.id': ROUTE,
  'POST /repo/kf-pub-resource/update-group body.projectId': (f, o) => post('/repo/kf-pub-resource/update-group', { id: o.groupId, projectId: f.scenesProjectUuid, name: 'y' }),
  'POST /repo/kf-pub-resource/update-group body.parentId': (f, o) => post('/repo/kf-pub-resource/update-group', { id: o.groupId, projectId: o.scenesProjectUuid, parentId: f.groupId }),
  'POST /repo/kf-pub-resource/update-group body.typeId': typeName,
  ...dataKindCases(),
  'POST /repo/kf-pub-resource/update-file-3d body.uuid': ROUTE,
  'POST /repo/kf-pub-resource/update-file-3d body.projectId': (f, o) => post('/repo/kf-pub-resource/update-file-3d', { uuid: o.resourceUuid, projectId: f.scenesProjectUuid, name: 'x' }),
  'POST /repo/kf-pub-resource/update-file-3d body.sceneId': (f, o) => post('/repo/kf-pub-resource/update-file-3d', { uuid: o.resourceUuid, projectId: o.scenesProjectUuid, sceneId: f.sceneUuid, name: 'x' }),
  'POST /repo/kf-pub-resource/query-resource-list body.projectId': ROUTE,
  'POST /repo/kf-pub-resource/query-resource-list body.sceneId': (f, o) => post('/repo/kf-pub-resource/query-resource-list', { projectId: o.scenesProjectUuid, sceneId: f.sceneUuid }),
  'POST /repo/kf-pub-resource/query-resource-list body.typeId': typeName,
  'POST /repo/kf-resource/save-info-points body.projectId': ROUTE,
  'POST /repo/kf-resource/import-info-point body.project': ROUTE,
  'POST /repo/kf-publish-link/upsert body.linkUuid': ROUTE,
  'POST /repo/kf-publish-link/upsert body.sceneUuid': (f) => post('/repo/kf-publish-link/upsert', { sceneUuid: f.publishSceneUuid }),
  'POST /repo/kf-scene/pub-scene body.sceneUuid': ROUTE,
  'POST /repo/kf-scene/pub-scene body.linkUuid': (f, o) => post('/repo/kf-scene/pub-scene', { sceneUuid: o.publishSceneUuid, linkUuid: f.linkUuid }),
  'POST /repo/kf-publish-link/take-down body.linkUuid': ROUTE,
  'POST /repo/kf-publish-link/republish body.linkUuid': ROUTE,
  'POST /repo/kf-publish-link/qr-code body.linkUuid': ROUTE,
  'GET /repo/kf-publish-link/like query.linkUuid': 'a published link anyone signed in may like: the like is the caller\'s own row',
  'GET /repo/kf-publish-link/unlike query.linkUuid': 'removes the caller\'s own like only',
  'GET /repo/kf-publish-link/favorite query.linkUuid': 'sets or clears the caller\'s own favourite only',
  'GET /repo/kf-publish-link/count query.linkUuid': 'the public counts of a published link',
  'POST /repo/kf-market/copy-scene body.marketId': 'a market item is public: anyone may copy one that allows copying (tests/api/market.test.ts refuses one that does not)',
  'POST /repo/kf-market/copy-scene body.projectUuid': ROUTE,
  'POST /repo/kf-di-data/share-component body.libUuid': ROUTE,
  'POST /repo/kf-di-data/share-component body.projectUuid': ROUTE,
  'POST /repo/kf-di-data/use-component body.componentId': 'an approved library\'s component is anyone\'s to use (tests/api/component-libs.test.ts refuses a draft\'s); the route case sends a draft\'s',
  'POST /repo/kf-di-data/use-component body.projectUuid': ROUTE,
  'POST /repo/kf-project/submitComponentLib body.uuid': ROUTE,
  'POST /repo/kf-project/approveComponentLib body.uuid': ROUTE,
  'POST /repo/kf-project/unapproveComponentLib body.uuid': ROUTE,
  'GET /repo/kf-publish-link/artist-links query.sceneUuid': 'filters the caller\'s own links only: another user\'s scene id gives an empty list (tests/api/publishing.test.ts checks it)',
};
