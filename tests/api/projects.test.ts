import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';

const DAY = 24 * 60 * 60 * 1000;

interface Project { uuid: string; name: string; isDefault: boolean; componentLib: boolean; groups: unknown[]; infoPoints: { url: string; category: string }[] }

describeBackends('projects', (api) => {
  it('creates, reads, updates and lists projects', async () => {
    const { client } = await api.newUser();
    const created = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Factory', groups: ['a'], infoPoints: [{ url: 'resources/x.png', category: 'c' }] }));
    expect(created).toMatchObject({ name: 'Factory', isDefault: false, componentLib: false, groups: ['a'] });
    expect(ok(await client.repo<Project>('GET', `/repo/kf-project/${created.uuid}`)).name).toBe('Factory');
    const updated = ok(await client.repo<Project>('POST', '/repo/kf-project/updateProject', { uuid: created.uuid, name: 'Plant' }));
    expect(updated.name).toBe('Plant');
    expect(updated.infoPoints[0].url).toBe('resources/x.png');
    const second = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Second' }));
    const many = ok(await client.repo<Project[]>('POST', '/repo/kf-project/updateProjects/', [{ uuid: created.uuid, name: 'P1' }, { uuid: second.uuid, name: 'P2' }]));
    expect(many.map((p) => p.name)).toEqual(['P1', 'P2']);
    const all = ok(await client.repo<Project[]>('GET', '/repo/kf-project/get-all'));
    expect(all.map((p) => p.name).sort()).toEqual(['P1', 'P2']);
    const def = ok(await client.repo<Project>('GET', '/repo/kf-project/get-default-project'));
    expect(def.isDefault).toBe(true);
    expect(ok(await client.repo<Project[]>('GET', '/repo/kf-project/get-all'))[0].uuid).toBe(def.uuid);
  });

  it('validates project names', async () => {
    const { client } = await api.newUser();
    const empty = await client.withLocale('en').repo('POST', '/repo/kf-project/createProject', { name: '' });
    expect([empty.status, empty.code]).toEqual([400, 405]);
    expect(empty.msg).toContain('Name cannot be empty');
    const long = await client.withLocale('en').repo('POST', '/repo/kf-project/createProject', { name: 'x'.repeat(51) });
    expect(long.msg).toContain('50 bytes');
    ok(await client.repo('POST', '/repo/kf-project/createProject', { name: 'x'.repeat(50) }));
    const badJson = await client.raw('POST', '/cloud/api/repo/kf-project/createProject', { body: '{"name":', headers: { 'content-type': 'application/json', 'Accept-Language': 'en', Authentication: client.token! } });
    expect([badJson.status, badJson.code]).toEqual([400, 405]);
    expect(badJson.msg).toContain('not valid JSON');
    const emptyJson = await client.raw('GET', '/cloud/api/repo/kf-project/get-all', { headers: { 'content-type': 'application/json', Authentication: client.token! } });
    expect(emptyJson.code).toBe(0);
    const emptyDelete = await client.raw('DELETE', '/cloud/api/repo/kf-project/del/none', { headers: { 'content-type': 'application/json', Authentication: client.token! } });
    expect(emptyDelete.status).toBe(404);
    const wrongType = await client.repo('POST', '/repo/kf-project/createProject', { name: 42 });
    expect(wrongType.status).toBe(400);
  });

  it('keeps component libraries apart', async () => {
    const { client } = await api.newUser();
    const lib = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Lib', componentLib: true }));
    expect(lib.componentLib).toBe(true);
    expect(ok(await client.repo<Project[]>('GET', '/repo/kf-project/findComponentLibs')).map((p) => p.uuid)).toEqual([lib.uuid]);
    expect(ok(await client.repo<Project>('GET', '/repo/kf-project/findComponentLib', undefined, { uuid: lib.uuid })).name).toBe('Lib');
    expect(ok(await client.repo<Project[]>('GET', '/repo/kf-project/get-all')).some((p) => p.uuid === lib.uuid)).toBe(false);
  });

  it('reports used space, first login and the current subscription', async () => {
    const free = await api.newUser();
    expect(ok(await free.client.repo('GET', '/repo/kf-project/get-used-space'))).toMatchObject({ planName: 'FREE', storageLimit: 100, usedStorage: 0, overLimit: false });
    expect(ok(await free.client.repo('GET', '/repo/kf-project/get-first-login'))).toMatchObject({ firstLogin: true });
    const pro = await api.newUser({ plan: 'PROFESSIONAL' });
    expect(ok(await pro.client.repo('GET', '/v1/subscriptions/current'))).toMatchObject({ planName: 'PROFESSIONAL', storageLimit: 1000 });
    await api.login(free.username, free.password);
    expect(ok(await free.client.repo('GET', '/repo/kf-project/get-first-login'))).toMatchObject({ firstLogin: false });
  });

  it('refuses uploads past the plan limit with "insufficient space left"', async () => {
    const user = await api.newUser();
    const hash = 'f'.repeat(63) + String(Math.floor(Math.random() * 10));
    await api.server.db.insertInto('blobs').values({ hash, size: 100 * 1024 * 1024 - 10, created_at: api.clock.now() }).onConflict((oc) => oc.column('hash').doNothing()).execute();
    await api.server.db.insertInto('blob_refs').values({ id: `ref-${user.id}`, user_id: user.id, hash, kind: 'test', ref_id: user.id, created_at: api.clock.now() }).execute();
    await api.server.db.updateTable('users').set((eb) => ({ used_bytes: eb('used_bytes', '+', 100 * 1024 * 1024 - 10) })).where('id', '=', user.id).execute(); // the running total
    const space = ok(await user.client.repo<{ usedStorage: number; overLimit: boolean }>('GET', '/repo/kf-project/get-used-space'));
    expect(space).toMatchObject({ usedStorage: 100, overLimit: true });
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const reply = await user.client.withLocale('en').upload('/repo/kf-customer/update-user-image', {}, [{ field: 'file', name: 'a.png', data: png }]);
    expect([reply.status, reply.code, reply.msg]).toEqual([413, 405, 'Insufficient space left.']);
  });

  it('round-trips the recycle bin: delete, count, list with day filters, rollback, delete for good', async () => {
    const user = await api.newUser();
    let client = user.client;
    const a = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'A' }));
    const b = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'B' }));
    const c = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'C' }));
    ok(await client.repo('GET', `/repo/kf-project/update-delete/${a.uuid}`));
    api.clock.advance(3 * DAY);
    client = await api.login(user.username, user.password);
    ok(await client.repo('GET', `/repo/kf-project/update-delete/${b.uuid}`));
    ok(await client.repo('GET', `/repo/kf-project/update-delete/${c.uuid}`));
    expect(ok(await client.repo('GET', '/repo/kf-project/get-delete-count'))).toBe(3);
    expect(ok(await client.repo<Project[]>('GET', '/repo/kf-project/get-all')).map((p) => p.name)).toEqual([]);
    expect((await client.repo('GET', `/repo/kf-project/${a.uuid}`)).status).toBe(404);
    const day = ok(await client.repo<{ uuid: string }[]>('GET', '/repo/kf-project/load-recycle-bin', undefined, { date: 1 }));
    expect(day.map((p) => p.uuid).sort()).toEqual([b.uuid, c.uuid].sort());
    expect(ok(await client.repo<unknown[]>('GET', '/repo/kf-project/load-recycle-bin', undefined, { date: 7 }))).toHaveLength(3);
    expect(ok(await client.repo<unknown[]>('GET', '/repo/kf-project/load-recycle-bin'))).toHaveLength(3);
    ok(await client.repo('GET', `/repo/kf-project/rollback/${a.uuid}`));
    expect(ok(await client.repo<Project>('GET', `/repo/kf-project/${a.uuid}`)).name).toBe('A');
    ok(await client.repo('DELETE', `/repo/kf-project/del/${b.uuid}`));
    expect((await client.repo('GET', `/repo/kf-project/rollback/${b.uuid}`)).status).toBe(404);
    expect(ok(await client.repo('GET', '/repo/kf-project/get-delete-count'))).toBe(1);
    expect(ok(await client.repo('GET', '/repo/kf-project/clear', undefined, { flag: '0' }))).toBe(1);
    expect(ok(await client.repo<Project>('GET', `/repo/kf-project/${c.uuid}`)).name).toBe('C');
    ok(await client.repo('GET', `/repo/kf-project/update-delete/${c.uuid}`));
    expect(ok(await client.repo('GET', '/repo/kf-project/clear', undefined, { flag: '1' }))).toBe(1);
    expect(ok(await client.repo('GET', '/repo/kf-project/get-delete-count'))).toBe(0);
    const row = await api.server.db.selectFrom('projects').select('uuid').where('uuid', '=', c.uuid).executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses to delete the default project', async () => {
    const { client } = await api.newUser();
    const def = ok(await client.repo<Project>('GET', '/repo/kf-project/get-default-project'));
    const reply = await client.withLocale('en').repo('GET', `/repo/kf-project/update-delete/${def.uuid}`);
    expect([reply.status, reply.code, reply.msg]).toEqual([400, 405, 'The default project cannot be deleted.']);
  });

  it('purges bin items older than 30 days with the scheduled job', async () => {
    const user = await api.newUser();
    let client = user.client;
    const old = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Old' }));
    const recent = ok(await client.repo<Project>('POST', '/repo/kf-project/createProject', { name: 'Recent' }));
    ok(await client.repo('GET', `/repo/kf-project/update-delete/${old.uuid}`));
    api.clock.advance(20 * DAY);
    client = await api.login(user.username, user.password);
    ok(await client.repo('GET', `/repo/kf-project/update-delete/${recent.uuid}`));
    await api.server.runJobs();
    expect(ok(await client.repo('GET', '/repo/kf-project/get-delete-count'))).toBe(2);
    api.clock.advance(11 * DAY);
    const fresh = await api.login(user.username, user.password);
    await api.server.runJobs();
    const left = ok(await fresh.repo<{ uuid: string }[]>('GET', '/repo/kf-project/load-recycle-bin'));
    expect(left.map((p) => p.uuid)).toEqual([recent.uuid]);
    expect(await api.server.db.selectFrom('projects').select('uuid').where('uuid', '=', old.uuid).executeTakeFirst()).toBeUndefined();
  });
});
