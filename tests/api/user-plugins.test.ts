import { expect, it } from 'vitest';
import { UserPluginLimits } from '../../sdk/contract/user-plugin.js';
import { describeBackends, ok } from './support/server.js';

interface UserPlugin { id: string; url: string; enabled: boolean; createdAt: number }

describeBackends('user plugins', (api) => {
  it('keeps each user\'s own list: add, list, disable, enable, remove', async () => {
    const { client } = await api.newUser();
    expect(ok(await client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list'))).toEqual([]);
    const first = ok(await client.repo<UserPlugin>('POST', '/repo/user-plugins/add', { url: '/third-party/a.js' }));
    expect(first).toMatchObject({ url: '/third-party/a.js', enabled: true });
    api.clock.advance(1);
    const second = ok(await client.repo<UserPlugin>('POST', '/repo/user-plugins/add', { url: 'https://cdn.example.com/b.js?x=1', enabled: false }));
    expect(second.enabled).toBe(false);
    expect(ok(await client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list')).map((p) => [p.url, p.enabled]))
      .toEqual([['/third-party/a.js', true], ['https://cdn.example.com/b.js?x=1', false]]);
    expect(ok(await client.repo<UserPlugin>('POST', '/repo/user-plugins/set-enabled', { id: first.id, enabled: false })).enabled).toBe(false);
    expect(ok(await client.repo<UserPlugin>('POST', '/repo/user-plugins/set-enabled', { id: second.id, enabled: true })).enabled).toBe(true);
    expect(ok(await client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list')).map((p) => p.enabled)).toEqual([false, true]);
    ok(await client.repo('DELETE', `/repo/user-plugins/${first.id}`));
    expect(ok(await client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list')).map((p) => p.id)).toEqual([second.id]);
    const again = await client.repo('DELETE', `/repo/user-plugins/${first.id}`);
    expect(again.status).toBe(404);
    const duplicate = await client.withLocale('en').repo('POST', '/repo/user-plugins/add', { url: 'https://cdn.example.com/b.js?x=1' });
    expect([duplicate.status, duplicate.code]).toEqual([409, 409]);
    expect(duplicate.msg).toContain('already in your list');
  });

  it('user B can neither see nor change user A\'s list', async () => {
    const a = await api.newUser();
    const b = await api.newUser();
    const mine = ok(await a.client.repo<UserPlugin>('POST', '/repo/user-plugins/add', { url: '/third-party/mine.js' }));
    expect(ok(await b.client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list'))).toEqual([]);
    const toggle = await b.client.withLocale('en').repo('POST', '/repo/user-plugins/set-enabled', { id: mine.id, enabled: false });
    expect([toggle.status, toggle.code]).toEqual([404, 405]);
    expect(toggle.msg).toContain('not in your list');
    expect((await b.client.repo('DELETE', `/repo/user-plugins/${mine.id}`)).status).toBe(404);
    // The same url in B's list is B's own row; A's stays as it was.
    ok(await b.client.repo('POST', '/repo/user-plugins/add', { url: '/third-party/mine.js', enabled: false }));
    expect(ok(await a.client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list'))).toEqual([mine]);
    expect((await api.anon.repo('GET', '/repo/user-plugins/list')).status).toBe(401);
  });

  it('refuses bad urls and more than the limit of plugins', async () => {
    const { client } = await api.newUser();
    const en = client.withLocale('en');
    const refused = async (body: unknown) => {
      const reply = await en.repo('POST', '/repo/user-plugins/add', body);
      expect([reply.status, reply.code]).toEqual([400, 405]);
      return reply.msg;
    };
    expect(await refused({ url: 'x'.repeat(0) })).toBeTruthy();
    expect(await refused({ url: `/p/${'x'.repeat(UserPluginLimits.urlChars)}.js` })).toContain('too long');
    await refused({ url: '/p/a\u0000.js' });
    expect(await refused({ url: 'javascript:alert(1)' })).toContain('http://');
    expect(await refused({ url: '//evil.example.com/p.js' })).toContain('http://');
    await refused({ url: 42 });
    await refused({ id: 'x'.repeat(129), enabled: true });
    const longId = await en.repo('POST', '/repo/user-plugins/set-enabled', { id: 'x'.repeat(129), enabled: true });
    expect(longId.status).toBe(400);
    const longest = `/p/${'y'.repeat(UserPluginLimits.urlChars - 6)}.js`;
    expect(longest.length).toBe(UserPluginLimits.urlChars);
    ok(await client.repo('POST', '/repo/user-plugins/add', { url: longest }));
    for (let i = 1; i < UserPluginLimits.perUser; i++) ok(await client.repo('POST', '/repo/user-plugins/add', { url: `/p/${i}.js` }));
    expect(ok(await client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list'))).toHaveLength(UserPluginLimits.perUser);
    expect(await refused({ url: '/p/one-too-many.js' })).toContain(`at most ${UserPluginLimits.perUser} plugins`);
    // Concurrent adds at the limit: still not one more.
    const list = ok(await client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list'));
    ok(await client.repo('DELETE', `/repo/user-plugins/${list[0].id}`));
    const raced = await Promise.all([0, 1, 2].map((i) => client.repo('POST', '/repo/user-plugins/add', { url: `/p/race-${i}.js` })));
    expect(raced.filter((r) => r.code === 0)).toHaveLength(1);
    expect(ok(await client.repo<UserPlugin[]>('GET', '/repo/user-plugins/list'))).toHaveLength(UserPluginLimits.perUser);
  });
});
