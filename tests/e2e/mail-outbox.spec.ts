// Mail for registration codes, against servers this spec starts itself (each with its own data folder):
// one configured with a local SMTP server (smtp-server) the test reads, one without SMTP whose outbox page a manager reads.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { spawnServer, type ServerProcess } from '../api/support/server-process.js';
import { startSmtpInbox } from '../support/smtp-inbox.js';
import { newAccount } from './support/accounts.js';
import { DEMO_USER } from './support/session.js';

const WEB_ROOT = resolve(process.env.E2E_WEB_ROOT ?? 'dist/web');

async function startServer(env: Record<string, string>): Promise<{ url: string; server: ServerProcess; output(): string; done(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-e2e-mail-'));
  const server = spawnServer({ dataDir }, { WEB_ROOT, ...env });
  let output = '';
  server.child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await server.ready;
  return {
    url, server, output: () => output,
    async done() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sign in through the API of the server at `url` and keep the session as the web app does. */
async function signInAt(page: Page, url: string, credentials: { username: string; password: string }, locale: string): Promise<void> {
  const reply = (await (await page.request.post(`${url}/cloud/api/action/login`, { data: credentials })).json()) as { code: number; msg: string; data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown; subscription?: unknown } };
  if (reply.code !== 0) throw new Error(`sign-in failed: ${reply.msg}`);
  await page.goto(`${url}/favicon.svg`);
  await page.evaluate(({ data, locale }) => {
    localStorage.setItem('kf.token', data.token);
    localStorage.setItem('kf.user', JSON.stringify(data.user));
    localStorage.setItem('kf.permissions', JSON.stringify({ pvg: data.pvg, allP: data.allP, prosCons: data.prosCons }));
    if (data.subscription) localStorage.setItem('kf.subscription', JSON.stringify(data.subscription));
    localStorage.setItem('kf.locale', locale);
  }, { data: reply.data, locale });
}

test('a new user registers with the code read from the mail the local SMTP server received', async ({ page }) => {
  const inbox = await startSmtpInbox();
  const app = await startServer({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, SMTP_FROM: 'no-reply@scene.test' });
  try {
    expect(app.output()).not.toContain('NOTICE: no SMTP');
    await page.goto(`${app.url}/favicon.svg`);
    await page.evaluate(() => localStorage.setItem('kf.locale', 'en'));
    await page.goto(`${app.url}/register`);
    const account = newAccount('smtp');
    for (const [field, value] of Object.entries(account)) await page.getByTestId(`register-${field}`).fill(value);
    await page.getByTestId('register-send-code').click();
    const mail = await inbox.waitFor(account.mailbox);
    expect(mail.subject).toBe('Your Scene Designer verification code');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.getByTestId('register-code').fill(code);
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/project$/);
    await expect(page.getByTestId('screen-project-list')).toBeVisible();
  } finally {
    await app.done();
    await inbox.close();
  }
});

test('without SMTP the server says so at start, a manager reads the code on the outbox page and others are refused', async ({ page, browser }) => {
  const app = await startServer({ MANAGER_USERNAMES: 'demo' });
  try {
    // The notice to the administrator at start-up.
    await expect.poll(app.output).toContain('NOTICE: no SMTP relay is configured');
    expect(app.output()).toContain('managers from MANAGER_USERNAMES: demo');
    const account = newAccount('held');
    const sent = (await (await page.request.post(`${app.url}/cloud/api/repo/kf-customer/artist-email-code`, { data: { mailbox: account.mailbox }, headers: { 'accept-language': 'zh-CN' } })).json()) as { code: number };
    expect(sent.code).toBe(0);

    // The manager (MANAGER_USERNAMES=demo) finds the mail on the outbox page, in zh-CN.
    await signInAt(page, app.url, DEMO_USER, 'zh-CN');
    await page.goto(`${app.url}/project`);
    await page.getByTestId('nav-outbox').click();
    await expect(page).toHaveURL(/\/outbox$/);
    await expect(page.getByTestId('outbox-smtp')).toContainText('未配置 SMTP 邮件服务器');
    const row = page.locator(`[data-testid="outbox-row"][data-to="${account.mailbox.toLowerCase()}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText('您的场景设计器验证码');
    await expect(row).toContainText('未发送（无 SMTP）');
    const body = await row.getByTestId('outbox-body').textContent();
    const code = /(\d{6})/.exec(body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    await page.screenshot({ path: join(process.env.E2E_OUTPUT_DIR ?? tmpdir(), 'outbox-page.png') });

    // The code read there registers the account.
    const registered = (await (await page.request.post(`${app.url}/cloud/api/repo/kf-customer/artist-register`, { data: { ...account, code } })).json()) as { code: number; msg: string };
    expect(registered.code, registered.msg).toBe(0);

    // Anyone else: no outbox in the navigation, and a clear refusal on the page.
    const other = await browser.newPage();
    try {
      await signInAt(other, app.url, account, 'en');
      await other.goto(`${app.url}/project`);
      await expect(other.getByTestId('screen-project-list')).toBeVisible();
      await expect(other.getByTestId('nav-outbox')).toHaveCount(0);
      await other.goto(`${app.url}/outbox`);
      await expect(other.getByTestId('outbox-refused')).toHaveText('Only administrators (accounts with the manager flag) may read the outbox.');
      await expect(other.getByTestId('outbox-table')).toHaveCount(0);
    } finally {
      await other.close();
    }
  } finally {
    await app.done();
  }
});
