import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { describeBackends, ok, type TestUser } from './support/server.js';
import { MemberLimits } from '../../sdk/contract/project-members.js';

// Project members (docs/collaboration.md): invitations by username or mailbox, accept/decline (single use, expiring,
// unguessable), roles, removal, leaving; shared projects in the member's list; a member's saves count against the
// owner's storage; bad input is refused with a clear 4xx, never a 500.

const content = JSON.stringify({ format: 'scene-document', version: 1, nodes: { scene: { id: 'scene', type: 'Scene', parent: null, name: 'S', props: {}, children: [] } } });
type Invitation = { id: string; projectUuid: string; projectName: string; inviterName: string; role: string; expiresAt: number };
type Members = { myRole: string; members: { userId: string; role: string }[]; invitations: { inviteeId: string; role: string }[] };
type Project = { uuid: string; name: string; role?: string; ownerName?: string; isDefault: boolean };

describeBackends('project members', (api) => {
  let owner: TestUser;
  let second: TestUser;
  let third: TestUser;
  let projectUuid: string;
  let sceneUuid: string;
  const invite = (body: Record<string, unknown>, by = owner) => by.client.repo('POST', '/repo/kf-project-members/invite', body);
  const inbox = async (u: TestUser) => ok(await u.client.repo<Invitation[]>('GET', '/repo/kf-project-members/invitations'));
  const members = async (u: TestUser) => ok(await u.client.repo<Members>('GET', `/repo/kf-project-members/list/${projectUuid}`));
  const used = async (u: TestUser) => ok(await u.client.repo<{ usedBytes: number }>('GET', '/repo/kf-project/get-used-space')).usedBytes;

  beforeAll(async () => {
    owner = await api.newUser();
    second = await api.newUser();
    third = await api.newUser();
    projectUuid = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Shared plant' })).uuid;
    sceneUuid = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid, name: 'Hall', content })).uuid;
  });

  it('invites by username, shows the invitation to the invitee only, and accepting makes a shared project', async () => {
    const sent = ok(await invite({ projectUuid, invitee: second.username, role: 'editor' }));
    expect(sent).toMatchObject({ inviteeId: second.id, role: 'editor' });
    expect((await members(owner)).invitations.map((i) => i.inviteeId)).toEqual([second.id]);
    expect(await inbox(third)).toEqual([]);
    const [invitation] = await inbox(second);
    expect(invitation).toMatchObject({ projectUuid, projectName: 'Shared plant', inviterName: owner.username, role: 'editor' });
    expect(invitation.id).toMatch(/^[A-Za-z0-9_-]{32}$/); // 24 random bytes
    expect(ok(await second.client.repo('POST', '/repo/kf-project-members/accept', { id: invitation.id }))).toEqual({ projectUuid, role: 'editor' });
    // Single use: the same id is gone.
    expect((await second.client.repo('POST', '/repo/kf-project-members/accept', { id: invitation.id })).status).toBe(404);
    const list = ok(await second.client.repo<Project[]>('GET', '/repo/kf-project/get-all'));
    expect(list.find((p) => p.uuid === projectUuid)).toMatchObject({ name: 'Shared plant', role: 'editor', ownerName: owner.username, isDefault: false });
    expect(ok(await owner.client.repo<Project[]>('GET', '/repo/kf-project/get-all')).find((p) => p.uuid === projectUuid)?.role).toBeUndefined();
    const view = await members(second);
    expect(view.myRole).toBe('editor');
    expect(view.members.map((m) => [m.userId, m.role])).toEqual([[owner.id, 'owner'], [second.id, 'editor']]);
    expect(view.invitations).toEqual([]); // pending invitations are the owner's to see
  });

  it('lets an editor save a scene, counted against the owner\'s storage, under the editor\'s name', async () => {
    const ownerBefore = await used(owner);
    const secondBefore = await used(second);
    const saved = ok(await second.client.repo<{ version: number; lastModifiedBy: string }>('POST', '/repo/kf-scene/saveScene', { uuid: sceneUuid, projectUuid, name: 'Hall', content: content.replace('"S"', '"Edited by member"'), version: 1 }));
    expect(saved).toMatchObject({ version: 2, lastModifiedBy: second.username });
    expect(await used(owner)).toBeGreaterThan(ownerBefore);
    expect(await used(second)).toBe(secondBefore);
    const created = ok(await second.client.repo<{ uuid: string }>('POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid, name: 'Member scene', content }));
    const row = await api.server.db.selectFrom('scenes').select('user_id').where('uuid', '=', created.uuid).executeTakeFirstOrThrow();
    expect(row.user_id).toBe(owner.id);
    expect(ok(await owner.client.repo<{ name: string }[]>('GET', `/repo/kf-scene/findAll/${projectUuid}`)).map((s) => s.name).sort()).toEqual(['Hall', 'Member scene']);
  });

  it('invites by mailbox as viewer; a viewer reads but is refused saving with a message naming the role', async () => {
    ok(await invite({ projectUuid, invitee: `${third.username}@EXAMPLE.com`, role: 'viewer' }));
    const [invitation] = await inbox(third);
    ok(await third.client.repo('POST', '/repo/kf-project-members/accept', { id: invitation.id }));
    expect(ok(await third.client.repo<{ name: string }>('GET', `/repo/kf-scene/loadScene/${sceneUuid}`)).name).toBe('Hall');
    const refused = await third.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: sceneUuid, projectUuid, name: 'Hall', content, force: true });
    expect(refused.status).toBe(403);
    expect(refused.msg).toMatch(/viewer|查看者/i);
    const rename = await third.client.repo('POST', '/repo/kf-project/updateProject', { uuid: projectUuid, name: 'Mine now' });
    expect(rename.status).toBe(403);
  });

  it('lets only the owner change roles, invite and remove; the owner stays', async () => {
    expect((await second.client.repo('POST', '/repo/kf-project-members/set-role', { projectUuid, userId: third.id, role: 'editor' })).status).toBe(403);
    expect((await invite({ projectUuid, invitee: third.username, role: 'editor' }, second)).status).toBe(403);
    expect((await second.client.repo('POST', '/repo/kf-project-members/remove', { projectUuid, userId: third.id })).status).toBe(403);
    expect((await owner.client.repo('POST', '/repo/kf-project-members/remove', { projectUuid, userId: owner.id })).status).toBe(400);
    expect((await owner.client.repo('POST', '/repo/kf-project-members/set-role', { projectUuid, userId: owner.id, role: 'viewer' })).status).toBe(400);
    expect((await owner.client.repo('POST', '/repo/kf-project-members/leave', { projectUuid })).status).toBe(400);
    expect(ok(await owner.client.repo('POST', '/repo/kf-project-members/set-role', { projectUuid, userId: third.id, role: 'editor' }))).toMatchObject({ role: 'editor' });
    ok(await third.client.repo('POST', '/repo/kf-scene/saveScene', { uuid: sceneUuid, projectUuid, name: 'Hall', content, force: true }));
    expect((await invite({ projectUuid, invitee: third.username, role: 'viewer' })).status).toBe(409); // already a member
    expect((await invite({ projectUuid, invitee: owner.username, role: 'viewer' })).status).toBe(400);
    expect((await invite({ projectUuid, invitee: 'no-such-person', role: 'viewer' })).status).toBe(404);
    ok(await owner.client.repo('POST', '/repo/kf-project-members/remove', { projectUuid, userId: third.id }));
    expect((await third.client.repo('GET', `/repo/kf-scene/loadScene/${sceneUuid}`)).status).toBe(404);
    expect(ok(await third.client.repo<Project[]>('GET', '/repo/kf-project/get-all')).some((p) => p.uuid === projectUuid)).toBe(false);
  });

  it('only owners delete: an editor cannot bin the project or its scenes', async () => {
    expect((await second.client.repo('GET', `/repo/kf-project/update-delete/${projectUuid}`)).status).toBe(403);
    expect((await second.client.repo('GET', `/repo/kf-scene/deleteScene/${sceneUuid}`)).status).toBe(403);
  });

  it('expires invitations, and declining, revoking or re-inviting uses one up', async () => {
    ok(await invite({ projectUuid, invitee: third.username, role: 'viewer' }));
    const [old] = await inbox(third);
    ok(await invite({ projectUuid, invitee: third.username, role: 'editor' })); // replaces: the old id no longer works
    expect((await third.client.repo('POST', '/repo/kf-project-members/accept', { id: old.id })).status).toBe(404);
    const [fresh] = await inbox(third);
    expect(fresh.role).toBe('editor');
    ok(await third.client.repo('POST', '/repo/kf-project-members/decline', { id: fresh.id }));
    expect(await inbox(third)).toEqual([]);
    ok(await invite({ projectUuid, invitee: third.username, role: 'viewer' }));
    ok(await owner.client.repo('POST', '/repo/kf-project-members/revoke-invitation', { projectUuid, userId: third.id }));
    expect(await inbox(third)).toEqual([]);
    ok(await invite({ projectUuid, invitee: third.username, role: 'viewer' }));
    const [late] = await inbox(third);
    // A week passes for this invitation (the sessions' own clock stays: they would expire too).
    await api.server.db.updateTable('project_invitations').set({ expires_at: api.clock.now() - 1 }).where('id', '=', late.id).execute();
    expect(await inbox(third)).toEqual([]);
    expect((await third.client.repo('POST', '/repo/kf-project-members/accept', { id: late.id })).status).toBe(404);
    expect(late.expiresAt - api.clock.now()).toBeLessThanOrEqual(MemberLimits.invitationTtlMs);
  });

  it('refuses sharing the default project', async () => {
    const def = ok(await owner.client.repo<{ uuid: string }>('GET', '/repo/kf-project/get-default-project'));
    expect((await invite({ projectUuid: def.uuid, invitee: third.username, role: 'viewer' })).status).toBe(400);
  });

  it('hides a binned project from its members, and deleting it for good removes its members and invitations', async () => {
    const other = ok(await owner.client.repo<{ uuid: string }>('POST', '/repo/kf-project/createProject', { name: 'Short-lived' })).uuid;
    ok(await invite({ projectUuid: other, invitee: second.username, role: 'viewer' }));
    const [invitation] = (await inbox(second)).filter((i) => i.projectUuid === other);
    ok(await second.client.repo('POST', '/repo/kf-project-members/accept', { id: invitation.id }));
    ok(await invite({ projectUuid: other, invitee: third.username, role: 'viewer' }));
    ok(await owner.client.repo('GET', `/repo/kf-project/update-delete/${other}`));
    expect((await second.client.repo('GET', `/repo/kf-project-members/list/${other}`)).status).toBe(404);
    expect(ok(await second.client.repo<Project[]>('GET', '/repo/kf-project/get-all')).some((p) => p.uuid === other)).toBe(false);
    ok(await owner.client.repo('DELETE', `/repo/kf-project/del/${other}`));
    const db = api.server.db;
    expect(await db.selectFrom('project_members').select('user_id').where('project_uuid', '=', other).execute()).toEqual([]);
    expect(await db.selectFrom('project_invitations').select('id').where('project_uuid', '=', other).execute()).toEqual([]);
  });

  it('answers bad input with a clear 4xx, never a 500 (fast-check)', async () => {
    const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ minLength: 255, maxLength: 400 }), fc.constant(''), fc.constant(projectUuid), fc.constant(second.id));
    const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }));
    const body = fc.record({ projectUuid: value, invitee: value, role: fc.oneof(fc.constantFrom('owner', 'editor', 'viewer', 'admin'), value), userId: value, id: value }, { requiredKeys: [] });
    const path = fc.constantFrom('invite', 'revoke-invitation', 'set-role', 'remove', 'leave', 'accept', 'decline');
    const samples = fc.sample(fc.tuple(path, body, fc.constantFrom(owner, second, third)), { numRuns: 120, seed: 34 });
    for (const [p, b, who] of samples) {
      const reply = await who.client.repo('POST', `/repo/kf-project-members/${p}`, b);
      expect(reply.status, `${p} ${JSON.stringify(b)} → ${reply.status} ${reply.msg}`).toBeLessThan(500);
      if (reply.status >= 400) expect(reply.msg, `${p}: a refusal says why`).toBeTruthy();
    }
    const bad = await owner.client.repo('GET', `/repo/kf-project-members/list/${'x'.repeat(500)}`);
    expect(bad.status).toBe(400);
    // The owner's membership survived whatever the fuzz did to it.
    expect((await members(owner)).myRole).toBe('owner');
  });
});
