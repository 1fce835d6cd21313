import { expect } from 'vitest';
import { ok } from '../support/server.js';
import type { AuthzGroup } from './types.js';

const own = 'acts on the signed-in user only; takes no id';

/** Accounts, projects, project bin, site messages, subscription. */
export const coreAuthz: AuthzGroup = {
  name: 'core',
  async setup(_api, owner) {
    const project = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Owner project' }));
    const lib = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Owner lib', componentLib: true }));
    const binned = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Owner binned' }));
    ok(await owner.client.repo('GET', `/repo/kf-project/update-delete/${binned.uuid}`));
    const message = ok(await owner.client.repo<{ id: string }>('POST', '/v1/site-messages', { userId: owner.id, title: 'Owner note', content: 'x' }));
    return { projectUuid: project.uuid, libUuid: lib.uuid, binnedProjectUuid: binned.uuid, messageId: message.id };
  },
  cases: {
    'GET /repo/kf-project/:uuid': (ids) => ({ method: 'GET', path: `/repo/kf-project/${ids.projectUuid}` }),
    'GET /repo/kf-project/findComponentLib': (ids) => ({ method: 'GET', path: '/repo/kf-project/findComponentLib', query: { uuid: ids.libUuid } }),
    'POST /repo/kf-project/updateProject': (ids) => ({ method: 'POST', path: '/repo/kf-project/updateProject', body: { uuid: ids.projectUuid, name: 'Stolen' } }),
    'POST /repo/kf-project/updateProjects/': (ids) => ({ method: 'POST', path: '/repo/kf-project/updateProjects/', body: [{ uuid: ids.projectUuid, name: 'Stolen' }] }),
    'GET /repo/kf-project/update-delete/:id': (ids) => ({ method: 'GET', path: `/repo/kf-project/update-delete/${ids.projectUuid}` }),
    'GET /repo/kf-project/rollback/:id': (ids) => ({ method: 'GET', path: `/repo/kf-project/rollback/${ids.binnedProjectUuid}` }),
    'DELETE /repo/kf-project/del/:id': (ids) => ({ method: 'DELETE', path: `/repo/kf-project/del/${ids.binnedProjectUuid}` }),
    'GET /repo/kf-customer/find-user': (ids) => ({ method: 'GET', path: '/repo/kf-customer/find-user', query: { userId: ids.userId } }),
    'GET /v1/site-messages/user-messages': (ids) => ({ method: 'GET', path: '/v1/site-messages/user-messages', query: { userId: ids.userId } }),
    'POST /v1/site-messages': (ids) => ({ method: 'POST', path: '/v1/site-messages', body: { userId: ids.userId, title: 'Spam' } }),
    'PUT /v1/site-messages/user/:userId/read-all': (ids) => ({ method: 'PUT', path: `/v1/site-messages/user/${ids.userId}/read-all` }),
    'PUT /v1/site-messages/user/:userId/delete-all': (ids) => ({ method: 'PUT', path: `/v1/site-messages/user/${ids.userId}/delete-all` }),
    'PUT /v1/site-messages/:id/delete': (ids) => ({ method: 'PUT', path: `/v1/site-messages/${ids.messageId}/delete` }),
    'PUT /v1/site-messages/:id/read': (ids) => ({ method: 'PUT', path: `/v1/site-messages/${ids.messageId}/read` }),
  },
  exempt: {
    'POST /action/check': own,
    'POST /check.client': own,
    'POST /action/logout': own,
    'POST /logout.client': own,
    'POST /action/session-lock': own,
    'POST /action/session-un-lock': own,
    'POST /repo/user/add-user-token': own,
    'POST /repo/kf-customer/update-user': own,
    'GET /repo/kf-customer/find-user-image': own,
    'POST /repo/kf-customer/update-user-image': own,
    'GET /repo/kf-project/get-all': own,
    'GET /repo/kf-project/findComponentLibs': own,
    'POST /repo/kf-project/createProject': own,
    'GET /repo/kf-project/get-default-project': own,
    'GET /repo/kf-project/get-used-space': own,
    'GET /repo/kf-project/get-first-login': own,
    'GET /repo/kf-project/get-delete-count': own,
    'GET /repo/kf-project/load-recycle-bin': own,
    'GET /repo/kf-project/clear': own,
    'GET /v1/subscriptions/current': own,
    'GET /v1/site-messages/stream': own,
    'GET /repo/kf-mail/outbox': 'managers only, takes no id: refused (403) to anyone else in tests/api/mail.test.ts',
  },
  async verify(_api, owner, ids) {
    const project = ok(await owner.client.repo<{ name: string }>('GET', `/repo/kf-project/${ids.projectUuid}`));
    expect(project.name).toBe('Owner project');
    const bin = ok(await owner.client.repo<{ uuid: string }[]>('GET', '/repo/kf-project/load-recycle-bin'));
    expect(bin.map((p) => p.uuid)).toContain(ids.binnedProjectUuid);
    const messages = ok(await owner.client.repo<{ rows: { id: string; read: boolean; title: string }[] }>('GET', '/v1/site-messages/user-messages', undefined, { userId: ids.userId }));
    expect(messages.rows.map((m) => [m.id, m.read, m.title])).toEqual([[ids.messageId, false, 'Owner note']]);
  },
};
