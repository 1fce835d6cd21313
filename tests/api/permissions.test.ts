import { expect, it } from 'vitest';
import { permissionKey } from '../../sdk/contract/permission-key.js';
import { describeBackends, ok } from './support/server.js';

describeBackends('permissions', (api) => {
  const projectRead = permissionKey('project', 'read');
  const projectWrite = permissionKey('project', 'write');

  it('declares a resource and action on every route', () => {
    for (const route of api.server.routes) {
      expect(route.def.resource, route.key).toMatch(/^[a-z-]+$/);
      expect(route.def.action, route.key).toMatch(/^[a-z-]+$/);
    }
  });

  it('allow-list mode: only keys in pvg are allowed', async () => {
    const user = await api.newUser({ pvg: [projectRead] });
    ok(await user.client.repo('GET', '/repo/kf-project/get-all'));
    const refused = await user.client.withLocale('en').repo('POST', '/repo/kf-project/createProject', { name: 'X' });
    expect([refused.status, refused.code, refused.msg]).toEqual([403, 405, 'You do not have permission to do this.']);
    const login = ok(await api.anon.repo<{ pvg: string[]; prosCons: boolean }>('POST', '/action/login', { username: user.username, password: user.password }));
    expect(login).toMatchObject({ pvg: [projectRead], prosCons: true });
    ok(await user.client.repo('POST', '/action/check'));
  });

  it('deny-list mode: a key must be absent from pvg and present in allP', async () => {
    const user = await api.newUser({ prosCons: false, pvg: [projectWrite], allP: [projectRead, projectWrite] });
    ok(await user.client.repo('GET', '/repo/kf-project/get-all'));
    expect((await user.client.repo('POST', '/repo/kf-project/createProject', { name: 'X' })).status).toBe(403);
    expect((await user.client.repo('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id })).status).toBe(403);
  });

  it('manager flag allows everything, including other users\' profiles', async () => {
    const other = await api.newUser();
    const manager = await api.newUser({ manager: true, pvg: [] });
    ok(await manager.client.repo('POST', '/repo/kf-project/createProject', { name: 'M' }));
    expect(ok(await manager.client.repo<{ userId: string }>('GET', '/repo/kf-customer/find-user', undefined, { userId: other.id })).userId).toBe(other.id);
    ok(await manager.client.repo('POST', '/v1/site-messages', { userId: other.id, title: 'Hello from the manager' }));
    const inbox = ok(await other.client.repo<{ rows: { title: string }[] }>('GET', '/v1/site-messages/user-messages', undefined, { userId: other.id }));
    expect(inbox.rows.map((r) => r.title)).toEqual(['Hello from the manager']);
  });

  it('default users get every declared key', async () => {
    const user = await api.newUser();
    const data = ok(await user.client.repo<{ pvg: string[]; allP: string[] }>('POST', '/action/check'));
    const declared = new Set(api.server.routes.map((r) => permissionKey(r.def.resource, r.def.action)));
    expect(new Set(data.pvg)).toEqual(declared);
    expect(new Set(data.allP)).toEqual(declared);
  });
});
