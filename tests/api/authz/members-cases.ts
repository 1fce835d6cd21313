import { expect } from 'vitest';
import { ok, type TestApi, type TestUser } from '../support/server.js';
import type { AuthzGroup, OwnerIds } from './types.js';

// Project members: a stranger sends the owner's project, member and invitation ids; the owner's members and
// invitations must stay exactly as they were.

const snapshots = new Map<string, string>();

async function snapshot(api: TestApi, ids: OwnerIds): Promise<string> {
  const db = api.server.db;
  return JSON.stringify([
    await db.selectFrom('project_members').selectAll().where('project_uuid', '=', ids.sharedProjectUuid).orderBy('user_id').execute(),
    await db.selectFrom('project_invitations').selectAll().where('project_uuid', '=', ids.sharedProjectUuid).orderBy('id').execute(),
  ]);
}

/** The member group of the authorisation suite. */
export const membersAuthz: AuthzGroup = {
  name: 'project members',
  async setup(api: TestApi, owner: TestUser) {
    const project = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Owner shared' }));
    const member = await api.newUser();
    const invited = await api.newUser();
    ok(await owner.client.repo('POST', '/repo/kf-project-members/invite', { projectUuid: project.uuid, invitee: member.username, role: 'editor' }));
    const [mine] = ok(await member.client.repo<{ id: string }[]>('GET', '/repo/kf-project-members/invitations'));
    ok(await member.client.repo('POST', '/repo/kf-project-members/accept', { id: mine.id }));
    ok(await owner.client.repo('POST', '/repo/kf-project-members/invite', { projectUuid: project.uuid, invitee: invited.username, role: 'viewer' }));
    const [pending] = ok(await invited.client.repo<{ id: string }[]>('GET', '/repo/kf-project-members/invitations'));
    const ids: OwnerIds = { sharedProjectUuid: project.uuid, memberUserId: member.id, invitedUserId: invited.id, invitationId: pending.id };
    snapshots.set(project.uuid, await snapshot(api, ids));
    return ids;
  },
  async verify(api, _owner, ids) {
    expect(await snapshot(api, ids)).toEqual(snapshots.get(ids.sharedProjectUuid));
  },
  cases: {
    'GET /repo/kf-project-members/list/:projectUuid': (i) => ({ method: 'GET', path: `/repo/kf-project-members/list/${i.sharedProjectUuid}` }),
    'POST /repo/kf-project-members/invite': (i) => ({ method: 'POST', path: '/repo/kf-project-members/invite', body: { projectUuid: i.sharedProjectUuid, invitee: 'nobody-at-all', role: 'editor' } }),
    'POST /repo/kf-project-members/revoke-invitation': (i) => ({ method: 'POST', path: '/repo/kf-project-members/revoke-invitation', body: { projectUuid: i.sharedProjectUuid, userId: i.invitedUserId } }),
    'POST /repo/kf-project-members/set-role': (i) => ({ method: 'POST', path: '/repo/kf-project-members/set-role', body: { projectUuid: i.sharedProjectUuid, userId: i.memberUserId, role: 'viewer' } }),
    'POST /repo/kf-project-members/remove': (i) => ({ method: 'POST', path: '/repo/kf-project-members/remove', body: { projectUuid: i.sharedProjectUuid, userId: i.memberUserId } }),
    'POST /repo/kf-project-members/leave': (i) => ({ method: 'POST', path: '/repo/kf-project-members/leave', body: { projectUuid: i.sharedProjectUuid } }),
    'POST /repo/kf-project-members/accept': (i) => ({ method: 'POST', path: '/repo/kf-project-members/accept', body: { id: i.invitationId } }),
    'POST /repo/kf-project-members/decline': (i) => ({ method: 'POST', path: '/repo/kf-project-members/decline', body: { id: i.invitationId } }),
  },
  exempt: {
    'GET /repo/kf-project-members/invitations': 'lists only the invitations addressed to the caller',
  },
};
