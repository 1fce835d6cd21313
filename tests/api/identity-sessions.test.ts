import { describe, expect, it } from 'vitest';
import { TICKET_TTL_MS } from '../../host/server/modules/accounts/session-routes.js';
import { describeBackends, ok, type TestApi } from './support/server.js';

// Identity and sessions (issue 12, item 7): usernames and mailboxes are one namespace of login names, registration
// races answer 'user exists', a password change ends the other sessions and the tickets, and tickets are single-use,
// short-lived and ended by logout.

let counter = 0;

function form(overrides: Record<string, string> = {}): Record<string, string> {
  const tag = `${Date.now().toString(36)}${++counter}`;
  return {
    username: `idn_${tag}`, nickname: 'Nick', password: 'Secret1!x', confirmPassword: 'Secret1!x',
    mailbox: `idn_${tag}@example.com`, code: '000000', company: 'ACME', city: 'Shanghai', phone: '13912345678', position: 'Artist',
    ...overrides,
  };
}

async function codeFor(api: TestApi, mailbox: string): Promise<string> {
  ok(await api.anon.repo('POST', '/repo/kf-customer/artist-email-code', { mailbox }));
  const row = await api.server.db.selectFrom('outbox').select('code').where('email', '=', mailbox.toLowerCase())
    .orderBy('created_at', 'desc').executeTakeFirstOrThrow();
  return row.code;
}

async function register(api: TestApi, overrides: Record<string, string> = {}) {
  const f = form(overrides);
  return api.anon.withLocale('en').repo('POST', '/repo/kf-customer/artist-register', { ...f, code: await codeFor(api, f.mailbox) });
}

describeBackends('identity and sessions', (api) => {
  describe('one namespace of login names', () => {
    it('refuses a username equal to another account\'s mailbox, in any case', async () => {
      const first = form();
      ok(await register(api, first));
      const reply = await register(api, { username: first.mailbox.toUpperCase() });
      expect(reply.status).toBe(400);
      expect(reply.msg).toBe('This username is already taken.');
    });

    it('refuses a mailbox equal to another account\'s username or mailbox, in any case', async () => {
      const first = form({ username: `owner${Date.now()}@example.com` });
      ok(await register(api, first));
      const asUsername = await register(api, { mailbox: first.username.toUpperCase() });
      expect(asUsername.status).toBe(400);
      expect(asUsername.msg).toBe('This mailbox is already used by another account.');
      const asMailbox = await register(api, { mailbox: first.mailbox.toUpperCase() });
      expect(asMailbox.msg).toBe('This mailbox is already used by another account.');
      const sameName = await register(api, { username: first.username.toUpperCase() });
      expect(sameName.msg).toBe('This username is already taken.');
    });

    it('refuses a profile mailbox that is another account\'s username', async () => {
      const other = await api.newUser();
      const user = await api.newUser();
      const reply = await user.client.withLocale('en').repo('POST', '/repo/kf-customer/update-user', { mailbox: `${other.username}@example.com` });
      expect(reply.status).toBe(400);
      expect(reply.msg).toBe('This mailbox is already used by another account.');
      const clash = form({ username: `x${Date.now()}@example.org` });
      ok(await register(api, clash));
      const byName = await user.client.withLocale('en').repo('POST', '/repo/kf-customer/update-user', { mailbox: clash.username });
      expect(byName.msg).toBe('This mailbox is already used by another account.');
      ok(await user.client.repo('POST', '/repo/kf-customer/update-user', { mailbox: `${user.username}@other.example.com` }));
    });

    it('signs in by username or mailbox in any case', async () => {
      const f = form();
      ok(await register(api, f));
      for (const account of [f.username, f.username.toUpperCase(), f.mailbox, f.mailbox.toUpperCase()]) {
        const reply = await api.anon.repo<{ user: { username: string } }>('POST', '/action/login', { username: account, password: f.password });
        expect(ok(reply).user.username).toBe(f.username);
      }
    });

    it('answers five simultaneous registrations of one username with one success and four \'user exists\'', async () => {
      const base = form();
      const forms = await Promise.all([0, 1, 2, 3, 4].map(async (i) => {
        const f = { ...base, mailbox: `race${i}_${base.mailbox}` };
        return { ...f, code: await codeFor(api, f.mailbox) };
      }));
      const replies = await Promise.all(forms.map((f) => api.anon.withLocale('en').repo('POST', '/repo/kf-customer/artist-register', f)));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);
      expect(replies.filter((r) => r.status === 400).map((r) => r.msg)).toEqual(Array(4).fill('This username is already taken.'));
      const rows = await api.server.db.selectFrom('users').select('id').where('username', '=', base.username).execute();
      expect(rows).toHaveLength(1);
    });
  });

  describe('sessions and tickets', () => {
    it('a password change ends the account\'s other sessions and its tickets, and keeps the current session', async () => {
      const user = await api.newUser();
      const other = await api.login(user.username, user.password);
      const { ticket } = ok(await other.repo<{ ticket: string }>('POST', '/repo/user/add-user-token'));
      ok(await user.client.repo('POST', '/repo/kf-customer/update-user', { oldPassword: user.password, newPassword: 'Changed1!x', confirmPassword: 'Changed1!x' }));
      expect((await other.repo('GET', '/repo/kf-project/get-all')).status).toBe(401);
      expect((await api.anon.repo('POST', '/action/login', { ticket })).code).toBe(401);
      ok(await user.client.repo('GET', '/repo/kf-project/get-all'));
      await api.login(user.username, 'Changed1!x');
    });

    it('a ticket signs in once', async () => {
      const user = await api.newUser();
      const { ticket } = ok(await user.client.repo<{ ticket: string }>('POST', '/repo/user/add-user-token'));
      ok(await api.anon.repo('POST', '/action/login', { ticket }));
      expect((await api.anon.repo('POST', '/action/login', { ticket })).code).toBe(401);
      expect((await api.anon.repo('GET', '/action/single-login', undefined, { ticket })).code).toBe(401);
    });

    it('a ticket lives minutes, not days', async () => {
      expect(TICKET_TTL_MS).toBeLessThanOrEqual(15 * 60 * 1000);
      const user = await api.newUser();
      const { ticket, expiresAt } = ok(await user.client.repo<{ ticket: string; expiresAt: number }>('POST', '/repo/user/add-user-token'));
      expect(expiresAt - api.clock.now()).toBeGreaterThan(TICKET_TTL_MS - 60_000);
      expect(expiresAt - api.clock.now()).toBeLessThanOrEqual(TICKET_TTL_MS);
      api.clock.advance(TICKET_TTL_MS + 1);
      expect((await api.anon.repo('GET', '/action/single-login', undefined, { ticket })).code).toBe(401);
    });

    it('logout ends the account\'s tickets', async () => {
      const user = await api.newUser();
      const { ticket } = ok(await user.client.repo<{ ticket: string }>('POST', '/repo/user/add-user-token'));
      ok(await user.client.repo('POST', '/action/logout'));
      expect((await api.anon.repo('POST', '/action/login', { ticket })).code).toBe(401);
    });
  });
});
