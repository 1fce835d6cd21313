import { describe, expect, it } from 'vitest';
import { quickLoginSign } from '../../host/server/auth/tokens.js';
import { describeBackends, ok, type ApiClient } from './support/server.js';

const DAY = 24 * 60 * 60 * 1000;

function form(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    username: `reg_${Math.random().toString(36).slice(2, 8)}`, nickname: 'Nick', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass',
    mailbox: `m${Math.random().toString(36).slice(2, 8)}@example.com`, code: '000000', company: 'ACME', city: 'Shanghai',
    phone: '13912345678', position: 'Designer', ...overrides,
  };
}

describeBackends('accounts and sessions', (api) => {
  async function codeFor(mailbox: string): Promise<string> {
    ok(await api.anon.repo('POST', '/repo/kf-customer/artist-email-code', { mailbox }));
    const row = await api.server.db.selectFrom('outbox').selectAll().where('email', '=', mailbox.toLowerCase()).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    return row.code;
  }

  it('logs the demo user in with both call styles and returns user, permissions and subscription', async () => {
    const repo = await api.anon.repo<{ token: string; user: { username: string; designer: boolean }; pvg: string[]; allP: string[]; prosCons: boolean; subscription: { planName: string; storageLimit: number } }>(
      'POST', '/action/login', { username: 'demo', password: 'Demo@2026!' });
    const data = ok(repo);
    expect(data.token.length).toBeGreaterThan(30);
    expect(data.user).toMatchObject({ username: 'demo', designer: true, manager: false, locked: false });
    expect(data.pvg.length).toBeGreaterThan(10);
    expect(data.allP).toEqual(expect.arrayContaining(data.pvg));
    expect(data.prosCons).toBe(true);
    expect(data.subscription).toMatchObject({ planName: 'FREE', storageLimit: 100 });
    expect(repo.body?.pvg).toEqual(data.pvg);
    const app = ok(await api.anon.app<{ token: string }>('/login', { server: 'user', method: 'login', username: 'demo', password: 'Demo@2026!' }));
    expect(app.token).not.toBe(data.token);
    const check = await api.anon.withToken(app.token).app<{ user: { userId: string } }>('/check');
    expect(ok(check).user.userId).toBe(api.server.demo?.userId);
  });

  it('refuses wrong credentials with code 404 and system codes 101/102 in the request language', async () => {
    const unknown = await api.anon.withLocale('en').repo('POST', '/action/login', { username: 'nobody-here', password: 'x' });
    expect(unknown.code).toBe(404);
    expect(unknown.kfSysCode).toBe(101);
    expect(unknown.msg).toBe('The user does not exist or the password is incorrect.');
    const wrong = await api.anon.withLocale('zh-TW').repo('POST', '/action/login', { username: 'demo', password: 'wrong' });
    expect(wrong.code).toBe(404);
    expect(wrong.kfSysCode).toBe(102);
    expect(wrong.msg).toBe('使用者不存在或密碼錯誤。');
    const empty = await api.anon.withLocale('en').repo('POST', '/action/login', {});
    expect(empty.status).toBe(400);
    expect(empty.code).toBe(405);
    expect(empty.msg).toContain('Username cannot be empty.');
  });

  it('rate-limits failed logins per account and address', async () => {
    const user = await api.newUser();
    for (let i = 0; i < 5; i++) {
      const reply = await api.anon.repo('POST', '/action/login', { username: user.username, password: 'bad' });
      expect(reply.code).toBe(404);
    }
    const limited = await api.anon.withLocale('en').repo('POST', '/action/login', { username: user.username, password: user.password });
    expect(limited.status).toBe(429);
    expect(limited.code).toBe(405);
    expect(limited.msg).toMatch(/Too many failed logins. Try again in \d+ minutes/);
    api.clock.advance(16 * 60 * 1000);
    ok(await api.anon.repo('POST', '/action/login', { username: user.username, password: user.password }));
  });

  it('does not let a forged X-Forwarded-For escape the login limit', async () => {
    const user = await api.newUser();
    const attempt = (i: number) => api.anon.raw('POST', '/cloud/api/action/login', {
      body: JSON.stringify({ username: user.username, password: 'bad' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.0.${i}` },
    });
    for (let i = 0; i < 5; i++) expect((await attempt(i)).code).toBe(404);
    expect((await attempt(99)).status).toBe(429);
    api.clock.advance(16 * 60 * 1000);
  });

  it('needs a session: no token gives 401/106, logout ends it, expiry gives 103', async () => {
    const none = await api.anon.repo('GET', '/repo/kf-project/get-all');
    expect(none.status).toBe(401);
    expect(none.code).toBe(401);
    expect(none.kfSysCode).toBe(106);
    const user = await api.newUser();
    ok(await user.client.repo('POST', '/action/logout'));
    const after = await user.client.repo('POST', '/action/check');
    expect([after.status, after.code, after.kfSysCode]).toEqual([401, 401, 106]);
    const again = await api.login(user.username, user.password);
    api.clock.advance(3 * 60 * 60 * 1000);
    const expired = await again.repo('POST', '/action/check');
    expect([expired.status, expired.code, expired.kfSysCode]).toEqual([401, 401, 103]);
  });

  it('keeps sessions alive while used and ends them after their lifetime', async () => {
    const user = await api.newUser();
    for (let i = 0; i < 4; i++) {
      api.clock.advance(60 * 60 * 1000);
      ok(await user.client.repo('POST', '/action/check'));
    }
    api.clock.advance(8 * DAY);
    const expired = await user.client.repo('POST', '/action/check');
    expect(expired.kfSysCode).toBe(103);
  });

  it('forces the first session offline (104) on a second login when the account policy says so', async () => {
    const user = await api.newUser();
    const second = await api.login(user.username, user.password);
    ok(await user.client.repo('POST', '/action/check'));
    ok(await second.repo('POST', '/repo/kf-customer/update-user', { singleSession: true }));
    const third = await api.login(user.username, user.password);
    for (const old of [user.client, second]) {
      const reply = await old.withLocale('en').repo('POST', '/action/check');
      expect([reply.status, reply.code, reply.kfSysCode]).toEqual([401, 401, 104]);
      expect(reply.msg).toContain('logged in elsewhere');
    }
    ok(await third.repo('POST', '/action/check'));
  });

  it('deletes sessions ended more than 30 days ago with the cleanup job', async () => {
    const user = await api.newUser();
    ok(await user.client.repo('POST', '/action/logout'));
    const count = async () => (await api.server.db.selectFrom('sessions').select('token_hash').where('user_id', '=', user.id).execute()).length;
    expect(await count()).toBe(1);
    await api.server.runJobs();
    expect(await count()).toBe(1);
    api.clock.advance(31 * DAY);
    await api.server.runJobs();
    expect(await count()).toBe(0);
    expect((await user.client.repo('POST', '/action/check')).kfSysCode).toBe(106);
  });

  it('refuses an account locked by an administrator at login and on every call', async () => {
    const user = await api.newUser();
    await api.server.db.updateTable('users').set({ locked: 1 }).where('id', '=', user.id).execute();
    const call = await user.client.withLocale('en').repo('GET', '/repo/kf-project/get-all');
    expect([call.status, call.code, call.msg]).toEqual([403, 405, 'This account is locked.']);
    const login = await api.anon.repo('POST', '/action/login', { username: user.username, password: user.password });
    expect([login.status, login.code]).toEqual([403, 405]);
  });

  it('locks and unlocks the session', async () => {
    const user = await api.newUser();
    ok(await user.client.repo('POST', '/action/session-lock'));
    const locked = await user.client.repo('GET', '/repo/kf-project/get-all');
    expect([locked.status, locked.code]).toEqual([423, 405]);
    const check = ok(await user.client.repo<{ user: { locked: boolean } }>('POST', '/action/check'));
    expect(check.user.locked).toBe(true);
    const wrong = await user.client.repo('POST', '/action/session-un-lock', { password: 'nope' });
    expect(wrong.code).toBe(405);
    ok(await user.client.repo('POST', '/action/session-un-lock', { password: user.password }));
    ok(await user.client.repo('GET', '/repo/kf-project/get-all'));
  });

  it('logs in by ticket (automatic and single login) and by quick-login sign', async () => {
    const user = await api.newUser();
    const { ticket } = ok(await user.client.repo<{ ticket: string }>('POST', '/repo/user/add-user-token'));
    const auto = ok(await api.anon.repo<{ user: { userId: string } }>('POST', '/action/login', { ticket }));
    expect(auto.user.userId).toBe(user.id);
    const second = ok(await user.client.repo<{ ticket: string }>('POST', '/repo/user/add-user-token')).ticket;
    const single = ok(await api.anon.repo<{ user: { userId: string } }>('GET', '/action/single-login', undefined, { ticket: second }));
    expect(single.user.userId).toBe(user.id);
    const bad = await api.anon.repo('GET', '/action/single-login', undefined, { ticket: 'forged' });
    expect(bad.code).toBe(401);
    const secret = (await api.server.db.selectFrom('meta').select('value').where('key', '=', 'quick-login-secret').executeTakeFirstOrThrow()).value;
    const quick = ok(await api.anon.repo<{ user: { userId: string } }>('GET', '/action/quick-login', undefined, { userId: user.id, sign: quickLoginSign(secret, user.id) }));
    expect(quick.user.userId).toBe(user.id);
    const forged = await api.anon.repo('GET', '/action/quick-login', undefined, { userId: user.id, sign: 'ab'.repeat(32) });
    expect(forged.code).toBe(404);
    const late = ok(await user.client.repo<{ ticket: string }>('POST', '/repo/user/add-user-token')).ticket;
    api.clock.advance(8 * DAY);
    expect((await api.anon.repo('POST', '/action/login', { ticket: late })).code).toBe(401);
  });

  describe('registration', () => {
    const cases: [string, Record<string, string>, string, string][] = [
      ['empty username', { username: '' }, 'username', 'Username cannot be empty.'],
      ['empty nickname', { nickname: ' ' }, 'nickname', 'Nickname cannot be empty.'],
      ['empty company', { company: '' }, 'company', 'Company cannot be empty.'],
      ['empty city', { city: '' }, 'city', 'City cannot be empty.'],
      ['empty position', { position: '' }, 'position', 'Position cannot be empty.'],
      ['empty phone', { phone: '' }, 'phone', 'Phone cannot be empty.'],
      ['empty mailbox', { mailbox: '' }, 'mailbox', 'Mailbox cannot be empty.'],
      ['empty password', { password: '', confirmPassword: '' }, 'password', 'Password cannot be empty.'],
      ['short password', { password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', 'at least 8 characters'],
      ['no upper case', { password: 'abcdefg1!', confirmPassword: 'abcdefg1!' }, 'password', 'upper case, lower case, digits and special'],
      ['no lower case', { password: 'ABCDEFG1!', confirmPassword: 'ABCDEFG1!' }, 'password', 'upper case, lower case, digits and special'],
      ['no digit', { password: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' }, 'password', 'upper case, lower case, digits and special'],
      ['no special', { password: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' }, 'password', 'upper case, lower case, digits and special'],
      ['confirmation differs', { confirmPassword: 'Other1!xx' }, 'confirmPassword', 'does not match'],
      ['bad mailbox', { mailbox: 'not-a-mailbox' }, 'mailbox', 'not well formed'],
      ['phone too short', { phone: '1391234567' }, 'phone', '11-digit'],
      ['phone with letters', { phone: '1391234567a' }, 'phone', '11-digit'],
      ['name over 50 bytes', { nickname: '测'.repeat(17) }, 'nickname', '50 bytes'],
    ];
    for (const [name, overrides, field, text] of cases) {
      it(`refuses ${name} with a 400 naming the field`, async () => {
        const reply = await api.anon.withLocale('en').repo('POST', '/repo/kf-customer/artist-register', form(overrides));
        expect(reply.status).toBe(400);
        expect(reply.code).toBe(405);
        expect((reply.body?.errors as Record<string, string>)[field]).toContain(text);
        expect(reply.msg).toContain(text);
      });
    }

    it('limits email code guesses and sends per mailbox', async () => {
      const f = form();
      await codeFor(f.mailbox);
      for (let i = 0; i < 5; i++) {
        expect((await api.anon.repo('POST', '/repo/kf-customer/artist-register', { ...f, code: 'wrong' })).status).toBe(400);
      }
      const code = await api.server.db.selectFrom('outbox').select('code').where('email', '=', f.mailbox).executeTakeFirstOrThrow();
      expect((await api.anon.repo('POST', '/repo/kf-customer/artist-register', { ...f, code: code.code })).status).toBe(429);
      for (let i = 0; i < 4; i++) ok(await api.anon.repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: f.mailbox }));
      expect((await api.anon.repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: f.mailbox })).status).toBe(429);
      api.clock.advance(16 * 60 * 1000);
    });

    it('answers in zh-CN by default', async () => {
      const reply = await api.anon.repo('POST', '/repo/kf-customer/artist-register', form({ phone: '123' }));
      expect(reply.msg).toContain('手机号必须是 11 位数字');
    });

    it('needs the right email code, then registers, logs in and gets a default project', async () => {
      const f = form();
      const wrong = await api.anon.withLocale('en').repo('POST', '/repo/kf-customer/artist-register', { ...f, code: '999999x' });
      expect(wrong.status).toBe(400);
      expect(wrong.msg).toContain('email code');
      const code = await codeFor(f.mailbox);
      expect(code).toMatch(/^\d{6}$/);
      const user = ok(await api.anon.repo<{ userId: string; username: string }>('POST', '/repo/kf-customer/artist-register', { ...f, code }));
      expect(user.username).toBe(f.username);
      const reuse = await api.anon.repo('POST', '/repo/kf-customer/artist-register', { ...f, username: `${f.username}2`, code });
      expect(reuse.status).toBe(400);
      const client = await api.login(f.username, f.password);
      const projects = ok(await client.repo<{ isDefault: boolean }[]>('GET', '/repo/kf-project/get-all'));
      expect(projects).toHaveLength(1);
      expect(projects[0].isDefault).toBe(true);
      const taken = await api.anon.withLocale('en').repo('POST', '/repo/kf-customer/artist-register', { ...form(), username: f.username });
      expect(taken.msg).toContain('already taken');
    });
  });

  describe('profile', () => {
    let client: ApiClient;
    let password: string;

    it('finds and updates the user, with the password rules', async () => {
      const user = await api.newUser();
      client = user.client.withLocale('en');
      password = user.password;
      const profile = ok(await client.repo<{ userId: string; mailbox: string }>('GET', '/repo/kf-customer/find-user', undefined, { userId: user.id }));
      expect(profile.userId).toBe(user.id);
      const updated = ok(await client.repo<{ nickname: string; city: string }>('POST', '/repo/kf-customer/update-user', { nickname: 'New name', city: 'Beijing' }));
      expect(updated).toMatchObject({ nickname: 'New name', city: 'Beijing' });
      const same = await client.repo('POST', '/repo/kf-customer/update-user', { oldPassword: password, newPassword: password, confirmPassword: password });
      expect(same.msg).toContain('must differ from the old one');
      const mismatch = await client.repo('POST', '/repo/kf-customer/update-user', { oldPassword: password, newPassword: 'N3w!passw', confirmPassword: 'N3w!passX' });
      expect(mismatch.msg).toContain('does not match');
      const badOld = await client.repo('POST', '/repo/kf-customer/update-user', { oldPassword: 'Wrong1!xx', newPassword: 'N3w!passw', confirmPassword: 'N3w!passw' });
      expect(badOld.msg).toContain('old password is incorrect');
      const weak = await client.repo('POST', '/repo/kf-customer/update-user', { oldPassword: password, newPassword: 'weakweak', confirmPassword: 'weakweak' });
      expect(weak.status).toBe(400);
      const badMail = await client.repo('POST', '/repo/kf-customer/update-user', { mailbox: 'x@' });
      expect(badMail.status).toBe(400);
      ok(await client.repo('POST', '/repo/kf-customer/update-user', { oldPassword: password, newPassword: 'N3w!passw', confirmPassword: 'N3w!passw' }));
      await expect(api.login(user.username, password)).rejects.toThrow();
      await api.login(user.username, 'N3w!passw');
    });

    it('stores the user picture in the blob store and counts it as used storage', async () => {
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const before = ok(await client.repo<{ usedBytes: number }>('GET', '/repo/kf-project/get-used-space'));
      expect(ok(await client.repo<{ image: string | null }>('GET', '/repo/kf-customer/find-user-image')).image).toBeNull();
      const reply = ok(await client.upload<{ image: string }>('/repo/kf-customer/update-user-image', {}, [{ field: 'file', name: 'me.png', data: png, type: 'image/png' }]));
      expect(reply.image.startsWith('data:image/png;base64,')).toBe(true);
      const found = ok(await client.repo<{ image: string }>('GET', '/repo/kf-customer/find-user-image'));
      expect(Buffer.from(found.image.split(',')[1], 'base64').equals(png)).toBe(true);
      const after = ok(await client.repo<{ usedBytes: number }>('GET', '/repo/kf-project/get-used-space'));
      expect(after.usedBytes - before.usedBytes).toBe(png.length);
      const notImage = await client.upload('/repo/kf-customer/update-user-image', {}, [{ field: 'file', name: 'x.png', data: 'hello' }]);
      expect(notImage.status).toBe(400);
      const noFile = await client.upload('/repo/kf-customer/update-user-image', { a: 'b' }, []);
      expect(noFile.status).toBe(400);
      const json = await client.repo('POST', '/repo/kf-customer/update-user-image', {});
      expect(json.status).toBe(400);
    });
  });
});
