import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxData } from '../../sdk/contract/mail.js';
import { OUTBOX_RETENTION_MS } from '../../host/server/modules/mail/mail-module.js';
import { smtpSettingsFrom } from '../../host/server/mail/smtp-settings.js';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox.js';
import { describeBackends, ok } from './support/server.js';

function form(mailbox: string, code: string): Record<string, string> {
  return {
    username: `mail_${Math.random().toString(36).slice(2, 8)}`, nickname: 'Nick', password: 'Str0ng!Pass', confirmPassword: 'Str0ng!Pass',
    mailbox, code, company: 'ACME', city: 'Shanghai', phone: '13912345678', position: 'Designer',
  };
}

const mailbox = (tag: string): string => `${tag}${Math.random().toString(36).slice(2, 8)}@example.com`;

let inbox: SmtpInbox;
beforeAll(async () => {
  inbox = await startSmtpInbox();
});
afterAll(() => inbox.close());

describeBackends('registration mail through SMTP', (api) => {
  it('mails the code through the relay and registration accepts the code read from the mail', async () => {
    const to = mailbox('smtp');
    const sent = ok(await api.anon.withLocale('en').repo<{ sent: boolean }>('POST', '/repo/kf-customer/artist-email-code', { mailbox: to }));
    expect(sent.sent).toBe(true);
    const mail = await inbox.waitFor(to);
    expect(mail.subject).toBe('Your Scene Designer verification code');
    expect(mail.from).toBe('no-reply@scene.test');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeDefined();
    const user = ok(await api.anon.repo<{ username: string }>('POST', '/repo/kf-customer/artist-register', form(to, code!)));
    expect(user.username).toMatch(/^mail_/);
    const row = await api.server.db.selectFrom('outbox').selectAll().where('email', '=', to).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', error: null, subject: 'Your Scene Designer verification code' });
    expect(row.used_at).not.toBeNull();
  });

  it('writes the mail in the asker\'s language', async () => {
    const to = mailbox('zh');
    ok(await api.anon.withLocale('zh-TW').repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: to }));
    const mail = await inbox.waitFor(to);
    expect(mail.subject).toBe('您的場景設計器驗證碼');
    expect(mail.text).toMatch(/^您的驗證碼是 \d{6}，10 分鐘內有效。$/);
  });

  it('answers a refused send with a clear error in the user\'s language and never accepts that code', async () => {
    const to = mailbox('refuse');
    const reply = await api.anon.withLocale('zh-CN').repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: to });
    expect(reply.status).toBe(503);
    expect(reply.msg).toBe('验证码邮件发送失败，请稍后重试。');
    const row = await api.server.db.selectFrom('outbox').selectAll().where('email', '=', to).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/550|unavailable/i);
    const register = await api.anon.repo('POST', '/repo/kf-customer/artist-register', form(to, row.code));
    expect(register.status).toBe(400);
  });
}, () => ({ smtp: smtpSettingsFrom({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, SMTP_FROM: 'no-reply@scene.test' }) }));

// A relay that accepts the connection and then says nothing: the send must give up after the time limit.
let silent: Server;
const sockets: Socket[] = [];
beforeAll(async () => {
  silent = createTcpServer((socket) => sockets.push(socket));
  await new Promise<void>((ready) => silent.listen(0, '127.0.0.1', ready));
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((done) => silent.close(() => done()));
});

describeBackends('registration mail through a silent relay', (api) => {
  it('gives up after the time limit, keeps other requests answered and tells the user', async () => {
    const started = Date.now();
    const pending = api.anon.withLocale('en').repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: mailbox('silent') });
    // While the send waits, the server keeps answering.
    const health = await fetch(`${api.server.url}${api.server.config.apiContext}/api/health`);
    expect(health.status).toBe(200);
    const reply = await pending;
    expect(reply.status).toBe(503);
    expect(reply.msg).toBe('The mail with your code could not be sent. Please try again later.');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
}, () => ({ smtp: smtpSettingsFrom({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String((silent.address() as { port: number }).port), SMTP_TIMEOUT_SECONDS: '1' }) }));

describeBackends('outbox without SMTP', (api) => {
  it('holds the code mail for the outbox, which managers read and nobody else', async () => {
    const to = mailbox('held');
    ok(await api.anon.withLocale('en').repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: to }));
    const manager = await api.newUser({ manager: true });
    const page = ok(await manager.client.repo<OutboxData>('GET', '/repo/kf-mail/outbox', undefined, { pageSize: 5 }));
    expect(page.smtpConfigured).toBe(false);
    expect(page.total).toBeGreaterThanOrEqual(1);
    const mail = page.rows.find((r) => r.to === to);
    expect(mail).toMatchObject({ subject: 'Your Scene Designer verification code', status: 'held', error: null });
    const code = /\b(\d{6})\b/.exec(mail!.body)![1];
    ok(await api.anon.repo('POST', '/repo/kf-customer/artist-register', form(to, code)));

    const designer = await api.newUser();
    const refused = await designer.client.withLocale('en').repo('GET', '/repo/kf-mail/outbox');
    expect(refused.status).toBe(403);
    expect(refused.msg).toBe('Only administrators (accounts with the manager flag) may read the outbox.');
    expect((await designer.client.withLocale('zh-TW').repo('GET', '/repo/kf-mail/outbox')).msg).toBe('只有管理員（帶管理員標記的帳號）可以查看寄件匣。');
    expect((await api.anon.repo('GET', '/repo/kf-mail/outbox')).status).toBe(401);
    expect((await manager.client.repo('GET', '/repo/kf-mail/outbox', undefined, { pageSize: 1000 })).status).toBe(400);
  });

  it('pages newest first', async () => {
    const manager = await api.newUser({ manager: true });
    const first = mailbox('page1');
    const second = mailbox('page2');
    ok(await api.anon.repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: first }));
    api.clock.advance(1000);
    ok(await api.anon.repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: second }));
    const page = ok(await manager.client.repo<OutboxData>('GET', '/repo/kf-mail/outbox', undefined, { page: 1, pageSize: 2 }));
    expect(page.rows.map((r) => r.to)).toEqual([second, first]);
  });

  it('prunes rows a week after their code expired', async () => {
    const to = mailbox('old');
    ok(await api.anon.repo('POST', '/repo/kf-customer/artist-email-code', { mailbox: to }));
    const count = async () => (await api.server.db.selectFrom('outbox').select('id').where('email', '=', to).execute()).length;
    await api.server.runJobs();
    expect(await count()).toBe(1);
    api.clock.advance(OUTBOX_RETENTION_MS + 11 * 60 * 1000);
    await api.server.runJobs();
    expect(await count()).toBe(0);
  });
});

describe('SMTP settings', () => {
  it('reads SMTP_URL and the separate variables, and refuses malformed ones by name', () => {
    expect(smtpSettingsFrom({})).toBeUndefined();
    expect(smtpSettingsFrom({ SMTP_URL: 'smtps://me%40x.com:p%3Ass@mail.example.com', SMTP_FROM: 'Designer <d@example.com>' })).toEqual({
      host: 'mail.example.com', port: 465, secure: true, user: 'me@x.com', pass: 'p:ss', from: 'Designer <d@example.com>', timeoutMs: 10_000,
    });
    expect(smtpSettingsFrom({ SMTP_HOST: 'relay', SMTP_PORT: '2525', SMTP_USER: 'u', SMTP_PASS: 'p', SMTP_TIMEOUT_SECONDS: '3' })).toEqual({
      host: 'relay', port: 2525, secure: false, user: 'u', pass: 'p', from: 'Scene Designer <no-reply@localhost>', timeoutMs: 3000,
    });
    expect(() => smtpSettingsFrom({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => smtpSettingsFrom({ SMTP_HOST: 'x', SMTP_PORT: 'abc' })).toThrow(/port/);
    expect(() => smtpSettingsFrom({ SMTP_HOST: 'x', SMTP_TIMEOUT_SECONDS: '0' })).toThrow(/SMTP_TIMEOUT_SECONDS/);
  });
});
