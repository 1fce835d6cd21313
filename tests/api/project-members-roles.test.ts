import { beforeAll, describe, expect, it } from 'vitest';
import { authzGroups } from './authz/index.js';
import type { AuthzRequest, OwnerIds } from './authz/types.js';
import { describeBackends, ok, type Reply, type TestUser } from './support/server.js';
import type { ProjectRole } from '../../sdk/contract/project-members.js';

// Every endpoint of the authorisation suite × every member role (docs/collaboration.md, "Who may do what"): the
// owner's items are shared with a viewer and an editor; each sends every route case with the owner's ids. A route
// the role may use is not refused; one it may not is refused (403 naming the role, or 404 where the area knows no
// members yet); a stranger is refused everywhere (authorization.test.ts).

/** The lowest role each route allows; every route not listed is the owner's only. */
const NEED: Readonly<Record<string, ProjectRole>> = {
  'GET /repo/kf-project/:uuid': 'viewer',
  'GET /repo/kf-scene/findAll/:projectId': 'viewer',
  'GET /repo/kf-scene/find-scene-version/:id': 'viewer',
  'GET /repo/kf-scene/loadSceneByIdAndVersion/:id/:flag/:version': 'viewer',
  'GET /repo/kf-scene/loadScene/:id': 'viewer',
  'POST /repo/kf-scene/preview-ticket': 'viewer',
  'GET /repo/kf-scene/judgeScene/:projectId/:name': 'viewer',
  'GET /repo/kf-scene/check-before-save/:id/:version': 'viewer',
  'GET /repo/kf-scene/find-pro-scene': 'viewer',
  'GET /repo/kf-scene/get-category-scene-count/:id': 'viewer',
  'POST /repo/kf-scene/isAssetsExist': 'viewer',
  'GET /repo/kf-scene/load-asset': 'viewer',
  'GET /repo/kf-scene/load-resources/:sceneId': 'viewer',
  'GET /repo/kf-scene/load-resources/:sceneId/:group': 'viewer',
  'GET /repo/kf-pub-resource/get-group-tree': 'viewer',
  'GET /repo/kf-project-members/list/:projectUuid': 'viewer',
  'POST /repo/kf-project-members/leave': 'viewer',
  'POST /repo/kf-scene/createScene': 'editor',
  'POST /repo/kf-scene/saveScene': 'editor',
  'POST /repo/kf-scene/updateScene': 'editor',
  'POST /repo/kf-scene/update-pro-scene': 'editor',
  'POST /repo/kf-scene/copy-scene': 'editor',
  'POST /repo/kf-scene/copy-pro-scene': 'editor',
  'POST /repo/kf-scene/update-category': 'editor',
  'POST /repo/kf-scene/delete-category': 'editor',
  // Live-data relays of a project (docs/live-data.md): members list them and take tickets; editors change them.
  'GET /repo/data-relay/list': 'viewer',
  'POST /repo/data-relay/ticket': 'viewer',
  'POST /repo/data-relay/create': 'editor',
  'POST /repo/data-relay/update/:id': 'editor',
  'POST /repo/data-relay/delete/:id': 'editor',
};

/** Routes whose case is about the invitation of another person: a member sending it is refused like a stranger. */
const NOT_THEIRS = new Set(['POST /repo/kf-project-members/accept', 'POST /repo/kf-project-members/decline']);

const RANK: Record<ProjectRole, number> = { viewer: 1, editor: 2, owner: 3 };

async function send(user: TestUser, request: AuthzRequest): Promise<Reply> {
  if (request.context) return user.client.raw(request.method, `${user.client.context}${request.path}`);
  if (request.upload) return user.client.upload(request.path, request.upload.fields, request.upload.files, { method: request.method === 'PUT' ? 'PUT' : 'POST' });
  return user.client.repo(request.method, request.path, request.body, request.query);
}

describeBackends('project member roles on every endpoint', (api) => {
  let owner: TestUser;
  const members: Partial<Record<'viewer' | 'editor', TestUser>> = {};
  let ids: OwnerIds;
  beforeAll(async () => {
    owner = await api.newUser();
    ids = { userId: owner.id };
    for (const group of authzGroups) if (group.setup) ids = { ...ids, ...(await group.setup(api, owner, ids)) };
    const projects = await api.server.db.selectFrom('projects').select('uuid').where('user_id', '=', owner.id).where('kind', '=', 'project')
      .where('is_default', '=', 0).where('deleted_at', 'is', null).execute();
    for (const role of ['viewer', 'editor'] as const) {
      const member = await api.newUser();
      members[role] = member;
      for (const { uuid } of projects) {
        ok(await owner.client.repo('POST', '/repo/kf-project-members/invite', { projectUuid: uuid, invitee: member.username, role }));
      }
      for (const invitation of ok(await member.client.repo<{ id: string }[]>('GET', '/repo/kf-project-members/invitations'))) {
        ok(await member.client.repo('POST', '/repo/kf-project-members/accept', { id: invitation.id }));
      }
    }
  });

  it('lists only routes that exist', () => {
    const keys = new Set(api.server.routes.map((r) => r.key));
    expect(Object.keys(NEED).filter((k) => !keys.has(k))).toEqual([]);
  });

  // Viewers first: the editors' allowed writes change the owner's items afterwards.
  for (const role of ['viewer', 'editor'] as const) {
    describe(role, () => {
      for (const group of authzGroups) {
        for (const [key, build] of Object.entries(group.cases)) {
          if (key === 'POST /repo/kf-project-members/leave') continue; // tested last: it ends the membership
          const allowed = !NOT_THEIRS.has(key) && RANK[role] >= RANK[NEED[key] ?? 'owner'];
          it(`${allowed ? 'lets' : 'refuses'} a ${role} ${key}`, async () => {
            const reply = await send(members[role]!, build(ids));
            if (allowed) {
              expect([403, 404], `${key} answered ${reply.status} ${reply.msg}`).not.toContain(reply.status);
              expect(reply.status, `${key} answered ${reply.status} ${reply.msg}`).toBeLessThan(500);
            } else {
              expect([403, 404], `${key} answered ${reply.status} ${reply.code} ${reply.msg}`).toContain(reply.status);
              if (NEED[key] !== undefined) expect(reply.status, `${key}: a member is told what the role allows`).toBe(403);
            }
          });
        }
      }
      it(`lets a ${role} leave`, async () => {
        ok(await members[role]!.client.repo('POST', '/repo/kf-project-members/leave', { projectUuid: ids.scenesProjectUuid }));
        const reply = await members[role]!.client.repo('GET', `/repo/kf-scene/loadScene/${ids.sceneUuid}`);
        expect(reply.status).toBe(404);
      });
    });
  }
});
