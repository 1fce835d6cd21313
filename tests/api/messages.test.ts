import { expect, it } from 'vitest';
import { describeBackends, ok } from './support/server.js';

interface Page { rows: { id: string; title: string; read: boolean }[]; pageInfo: { pageNo: number; pageSize: number; totalRows: number; total: number }; unread: number }

describeBackends('site messages', (api) => {
  it('sends, pages, reads and deletes messages', async () => {
    const user = await api.newUser();
    const c = user.client;
    for (let i = 1; i <= 12; i++) {
      ok(await c.repo('POST', '/v1/site-messages', { userId: user.id, title: `Note ${i}`, content: `Body ${i}` }));
      api.clock.advance(1000);
    }
    const first = ok(await c.repo<Page>('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id }));
    expect(first.rows).toHaveLength(10);
    expect(first.rows[0].title).toBe('Note 12');
    expect(first.pageInfo).toEqual({ pageNo: 1, pageSize: 10, totalRows: 12, total: 2 });
    expect(first.unread).toBe(12);
    const second = ok(await c.repo<Page>('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id, page: 2, pageSize: 10 }));
    expect(second.rows.map((r) => r.title)).toEqual(['Note 2', 'Note 1']);
    const read = ok(await c.repo<{ read: boolean }>('PUT', `/v1/site-messages/${second.rows[0].id}/read`));
    expect(read.read).toBe(true);
    expect(ok(await c.repo<Page>('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id })).unread).toBe(11);
    ok(await c.repo('PUT', `/v1/site-messages/${second.rows[1].id}/delete`));
    expect(ok(await c.repo<Page>('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id })).pageInfo.totalRows).toBe(11);
    expect((await c.repo('PUT', `/v1/site-messages/${second.rows[1].id}/read`)).status).toBe(404);
    expect(ok(await c.repo('PUT', `/v1/site-messages/user/${user.id}/read-all`))).toBe(10);
    expect(ok(await c.repo<Page>('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id, unread: 'true' })).rows).toHaveLength(0);
    expect(ok(await c.repo('PUT', `/v1/site-messages/user/${user.id}/delete-all`))).toBe(11);
    expect(ok(await c.repo<Page>('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id })).pageInfo.totalRows).toBe(0);
  });

  it('validates messages and paging', async () => {
    const user = await api.newUser();
    const c = user.client.withLocale('en');
    const empty = await c.repo('POST', '/v1/site-messages', { userId: user.id, title: '' });
    expect([empty.status, empty.code]).toEqual([400, 405]);
    expect(empty.msg).toContain('Title cannot be empty');
    const badPage = await c.repo('GET', '/v1/site-messages/user-messages', undefined, { userId: user.id, page: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.msg).toContain('page');
    const noUser = await c.repo('GET', '/v1/site-messages/user-messages');
    expect(noUser.status).toBe(400);
  });
});
