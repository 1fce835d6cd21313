// Issue 28: each instance keeps users' project lists (get-all) as reply text (modules/projects/project-list-cache.ts).
// A kept list must still show every change at once: through the API (create, rename, bin, restore, purge, the default
// project made on demand), by SQL on the server's own connection, by another process on the SQLite file, and on
// another instance sharing the PostgreSQL database. One server per backend; two instances when DATABASE_URL is set.
import { expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { InstanceBus } from '../../host/server/events/instance-bus.js';
import { ApiClient, describeBackends, ok } from './support/server.js';
import { asOperator, describeTwoInstances } from './support/two-instances.js';

const GET_ALL = '/repo/kf-project/get-all';

interface Project { uuid: string; name: string; isDefault: boolean }

/** Resolves when `bus` hears that a projects row of `userId` changed (at once on SQLite, where it is synchronous). */
function projectsChanged(bus: InstanceBus, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = bus.subscribe('projects-changed', (payload) => {
      if (payload.userId !== userId) return;
      stop();
      resolve();
    });
  });
}

const names = async (client: ApiClient) => ok(await client.repo<Project[]>('GET', GET_ALL)).map((p) => p.name).sort();

describeBackends('project list cache on one instance', (api) => {
  it('keeps a list, and every change through the API shows in the next one', async () => {
    const user = await api.newUser();
    expect(await names(user.client)).toEqual([]);
    expect(api.server.services.projectLists.size).toBeGreaterThan(0);
    const made = ok(await user.client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Alpha' }));
    expect(await names(user.client)).toEqual(['Alpha']);
    ok(await user.client.repo('POST', '/repo/kf-project/updateProject', { uuid: made.uuid, name: 'Beta' }));
    expect(await names(user.client)).toEqual(['Beta']);
    ok(await user.client.repo('GET', `/repo/kf-project/update-delete/${made.uuid}`));
    expect(await names(user.client)).toEqual([]);
    ok(await user.client.repo('GET', `/repo/kf-project/rollback/${made.uuid}`));
    expect(await names(user.client)).toEqual(['Beta']);
    const def = ok(await user.client.repo<Project>('GET', '/repo/kf-project/get-default-project'));
    expect(ok(await user.client.repo<Project[]>('GET', GET_ALL)).map((p) => p.uuid)).toEqual([def.uuid, made.uuid]);
    ok(await user.client.repo('GET', `/repo/kf-project/update-delete/${made.uuid}`));
    ok(await user.client.repo('DELETE', `/repo/kf-project/del/${made.uuid}`));
    expect(ok(await user.client.repo<Project[]>('GET', GET_ALL)).map((p) => p.uuid)).toEqual([def.uuid]);
  });

  it('a change made by SQL, not through a route, shows once the database tells', async () => {
    const user = await api.newUser();
    const made = ok(await user.client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Before' }));
    expect(await names(user.client)).toEqual(['Before']); // kept
    const heard = projectsChanged(api.server.services.events, user.id);
    await api.server.db.updateTable('projects').set({ name: 'After' }).where('uuid', '=', made.uuid).execute();
    await heard;
    expect(await names(user.client)).toEqual(['After']);
  });

  it('a member\'s kept list shows projects shared with them, and every change by the owner or to the membership', async () => {
    const owner = await api.newUser();
    const member = await api.newUser();
    const shared = ok(await owner.client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Plant' }));
    expect(await names(member.client)).toEqual([]); // kept, empty
    ok(await owner.client.repo('POST', '/repo/kf-project-members/invite', { projectUuid: shared.uuid, invitee: member.username, role: 'viewer' }));
    const [invitation] = ok(await member.client.repo<{ id: string }[]>('GET', '/repo/kf-project-members/invitations'));
    ok(await member.client.repo('POST', '/repo/kf-project-members/accept', { id: invitation!.id }));
    expect(await names(member.client)).toEqual(['Plant']); // the membership forgot the member's list
    ok(await owner.client.repo('POST', '/repo/kf-project/updateProject', { uuid: shared.uuid, name: 'Plant 2' }));
    expect(await names(member.client)).toEqual(['Plant 2']); // the owner's change forgot the lists it is shared into
    const heard = projectsChanged(api.server.services.events, owner.id);
    await api.server.db.updateTable('projects').set({ name: 'Plant 3' }).where('uuid', '=', shared.uuid).execute();
    await heard;
    expect(await names(member.client)).toEqual(['Plant 3']);
    ok(await owner.client.repo('POST', '/repo/kf-project-members/set-role', { projectUuid: shared.uuid, userId: member.id, role: 'editor' }));
    expect(ok(await member.client.repo<(Project & { role?: string })[]>('GET', GET_ALL))[0]?.role).toBe('editor');
    const left = projectsChanged(api.server.services.events, member.id);
    await api.server.db.deleteFrom('project_members').where('user_id', '=', member.id).execute(); // an operator's SQL
    await left;
    expect(await names(member.client)).toEqual([]);
  });

  it('on SQLite, a change another process commits to the file shows at once', async () => {
    if (api.server.dialect !== 'sqlite') return;
    const user = await api.newUser();
    const made = ok(await user.client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Inside' }));
    expect(await names(user.client)).toEqual(['Inside']); // kept
    const outside = new Database(join(api.server.config.dataDir, 'platform.sqlite'), { fileMustExist: true, timeout: 10_000 });
    try {
      // The server's triggers live on its own connection: this change fires none of them.
      outside.prepare('UPDATE projects SET name = ? WHERE uuid = ?').run('Outside', made.uuid);
      expect(await names(user.client)).toEqual(['Outside']);
    } finally {
      outside.close();
    }
  });
});

describeTwoInstances('project list cache', 'the two-instance test', (servers) => {
  it('a change through A, and one by an operator\'s SQL, show on B (which kept the list) once the database tells', async () => {
    const anon = new ApiClient(servers.a.url);
    const login = ok(await anon.repo<{ token: string; user: { userId: string } }>('POST', '/action/login', { username: 'demo', password: 'Demo@2026!' }));
    const onA = new ApiClient(servers.a.url).withToken(login.token);
    const onB = new ApiClient(servers.b.url).withToken(login.token);
    const userId = login.user.userId;
    const before = await names(onB); // kept on B
    expect(servers.b.services.projectLists.size).toBeGreaterThan(0);
    const toldB = projectsChanged(servers.b.services.events, userId);
    const made = ok(await onA.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Made on A' }));
    expect(await names(onA)).toEqual([...before, 'Made on A'].sort()); // A forgot at once
    await toldB;
    expect(await names(onB)).toEqual([...before, 'Made on A'].sort());
    const toldA = projectsChanged(servers.a.server.services.events, userId);
    const toldBAgain = projectsChanged(servers.b.services.events, userId);
    await asOperator(servers.a, (operator) => operator.query('update projects set name = $1 where uuid = $2', ['Renamed by SQL', made.uuid]));
    await Promise.all([toldA, toldBAgain]);
    expect(await names(onA)).toContain('Renamed by SQL');
    expect(await names(onB)).toContain('Renamed by SQL');
  });
});
