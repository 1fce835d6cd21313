import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, registerThroughApi } from './support/accounts.js';
import { toast } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

// Flows of the platform screens (spec 000 §2–§8) against the real server, each as a fresh registered user.

/** A 1×1 PNG (the server sniffs the bytes of pictures). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Register a fresh user, sign the page in (English) and return the credentials with an API token. */
async function freshUser(page: Page, request: APIRequestContext, prefix: string) {
  const user = await registerThroughApi(request, prefix);
  const session = await signIn(page, user, { locale: 'en' });
  return { ...user, userId: session.user.userId, headers: { Authentication: await apiToken(request, user) } };
}

async function call<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PUT', path: string, headers: Record<string, string>, data?: unknown): Promise<T> {
  const response = await request.fetch(`/cloud/api${path}`, { method, headers, data: data ?? (method === 'GET' ? undefined : {}) });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${path}: code ${body.code} ${body.msg}`);
  return body.data;
}

test('the designer needs a session: an anonymous visitor goes to login and comes back to the designer after signing in', { tag: '@smoke' }, async ({ page, request }) => {
  // The one test that starts signed out on purpose: it signs in through the login form instead of signIn().
  const user = await registerThroughApi(request, 'dg');
  await page.addInitScript(() => localStorage.setItem('kf.locale', 'en'));
  await page.goto('/design');
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await expect(page.getByTestId('workbench')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/');
  await page.getByTestId('login-account').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/design$/);
  await expect(page.getByTestId('workbench')).toBeVisible({ timeout: 30_000 });
});

test('project creation refused by the server: the current project name becomes empty and the error is shown', async ({ page, request }) => {
  await freshUser(page, request, 'pc');
  await page.goto('/project');
  await expect(page.getByTestId('screen-project-list')).toBeVisible();
  await page.getByTestId('project-card').first().getByTestId('project-select').check();
  await expect(page.getByTestId('current-project')).not.toContainText('—');

  // The browser's rule first: an over-long name is refused before anything is sent.
  await page.getByTestId('project-create').click();
  await page.getByTestId('prompt-input').fill('x'.repeat(51));
  await expect(page.getByTestId('field-error')).toHaveText('At most 50 bytes');

  // A name the browser accepts but the server refuses: the request leaves with an over-long name
  // (the server's own rule), and the real server answers.
  await page.route('**/kf-project/createProject', (route) => route.continue({ postData: JSON.stringify({ name: 'y'.repeat(80) }) }));
  await page.getByTestId('prompt-input').fill('Refused project');
  const reply = page.waitForResponse((r) => r.url().includes('/kf-project/createProject'));
  await page.getByTestId('prompt-ok').click();
  expect((await reply).status()).toBe(400);
  await expect(page.getByTestId('current-project')).toHaveText('Current project: —');
  await expect(page.getByTestId('prompt-error')).toHaveText('Name holds at most 50 bytes.');
  await expect(page.getByTestId('notification').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/platform-shot-project-refused.png' });
  await page.unroute('**/kf-project/createProject');
  await page.getByTestId('prompt-input').fill('Accepted project');
  await page.getByTestId('prompt-ok').click();
  await expect(page.getByTestId('current-project')).toHaveText('Current project: Accepted project');
  await expect(page.getByTestId('project-card').filter({ hasText: 'Accepted project' })).toBeVisible();
});

test('scene list: rename and delete a category; .kzs import refuses other files; export names the file from content-disposition and re-imports', async ({ page, request }) => {
  const user = await freshUser(page, request, 'sl');
  const project = (await call<{ uuid: string }>(request, 'GET', '/repo/kf-project/get-default-project', user.headers)).uuid;
  const templates = await call<{ uuid: string }[]>(request, 'GET', '/repo/kf-scene/findAllTemplates', user.headers);
  for (const name of ['Lobby', 'Hall']) await call(request, 'POST', `/repo/kf-scene/createScene?projectId=${project}&templateId=${templates[0].uuid}&name=${name}&category=Rooms`, user.headers);
  await page.goto(`/scenes/${project}`);
  const rooms = page.getByTestId('category').and(page.locator('[data-category="Rooms"]'));
  await expect(rooms.getByTestId('category-count')).toHaveText('2');

  // Rename: the name rules, then the new name carries the scenes.
  await page.locator('[data-testid="category"][data-category="Rooms"] ~ [data-testid="category-rename"]').click();
  await page.getByTestId('prompt-input').fill('');
  await expect(page.getByTestId('field-error')).toHaveText('This field cannot be empty');
  await page.getByTestId('prompt-input').fill('Default');
  await expect(page.getByTestId('field-error')).toHaveText('This name is already used');
  await page.getByTestId('prompt-input').fill('Halls');
  await page.getByTestId('prompt-ok').click();
  await expect(toast(page, 'Category renamed')).toBeVisible();
  const halls = page.locator('[data-testid="category"][data-category="Halls"]');
  await expect(halls.getByTestId('category-count')).toHaveText('2');
  await expect(rooms).toHaveCount(0);
  await halls.click();
  await expect(page.getByTestId('scene-card')).toHaveCount(2);

  // Delete: its scenes fall back to the default category.
  await page.locator('[data-testid="category"][data-category="Halls"] ~ [data-testid="category-delete"]').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Halls');
  await page.getByTestId('confirm-ok').click();
  await expect(toast(page, 'Category deleted')).toBeVisible();
  await expect(halls).toHaveCount(0);
  await expect(page.locator('[data-testid="category"][data-category="Default"]').getByTestId('category-count')).toHaveText('2');
  await expect(page.getByTestId('scene-card')).toHaveCount(2);

  // Import refuses anything but .kzs, before sending.
  let imports = 0;
  page.on('request', (r) => {
    if (r.url().includes('/kf-scene/import-scene')) imports++;
  });
  await page.getByTestId('scene-import-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast(page, 'Only .kzs files can be imported')).toBeVisible();
  expect(imports).toBe(0);

  // Export: the download's name is the one content-disposition gives.
  const card = page.getByTestId('scene-card').filter({ hasText: 'Lobby' });
  const exported = page.waitForResponse((r) => r.url().includes('/kf-scene/export-scene/'));
  const download = page.waitForEvent('download');
  await card.getByTestId('scene-export').click();
  const disposition = (await exported).headers()['content-disposition'] ?? '';
  expect(disposition).toMatch(/attachment/);
  const file = await download;
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="([^"]+)"/i.exec(disposition)?.[1];
  expect(file.suggestedFilename()).toBe(decodeURIComponent(named ?? ''));
  expect(file.suggestedFilename()).toMatch(/\.kzs$/);
  const path = await file.path();

  // Re-import it: a new scene, named after the file.
  await page.getByTestId('scene-import-input').setInputFiles({ name: 'Lobby again.kzs', mimeType: 'application/octet-stream', buffer: readFileSync(path) });
  await expect(toast(page, 'Scene imported')).toBeVisible();
  await expect(page.getByTestId('scene-card').filter({ hasText: 'Lobby again' })).toBeVisible();
  await expect(page.getByTestId('scene-card')).toHaveCount(3);
  await page.screenshot({ path: '/tmp/platform-shot-scene-list.png' });
});

test('my files: group rules, create, rename and delete a group; an image upload shows progress; a refused extension shows the rule', async ({ page, request }) => {
  const user = await freshUser(page, request, 'mf');
  const project = (await call<{ uuid: string }>(request, 'GET', '/repo/kf-project/get-default-project', user.headers)).uuid;
  const templates = await call<{ uuid: string }[]>(request, 'GET', '/repo/kf-scene/findAllTemplates', user.headers);
  await call(request, 'POST', `/repo/kf-scene/createScene?projectId=${project}&templateId=${templates[0].uuid}&name=Gallery`, user.headers);
  await page.goto('/myFiles');
  await expect(page.getByTestId('screen-my-files')).toBeVisible();

  await page.getByTestId('file-group-create').click();
  await page.getByTestId('prompt-input').fill('a/b');
  await expect(page.getByTestId('field-error')).toHaveText('No special characters or "/"');
  await page.getByTestId('prompt-input').fill('   ');
  await expect(page.getByTestId('field-error')).toHaveText('This field cannot be empty');
  await page.getByTestId('prompt-input').fill('Textures');
  await page.getByTestId('prompt-ok').click();
  await expect(toast(page, 'Group created')).toBeVisible();
  await expect(page.getByTestId('file-group').filter({ hasText: 'Textures' })).toBeVisible();

  await page.getByTestId('file-group-create').click();
  await page.getByTestId('prompt-input').fill('Textures');
  await expect(page.getByTestId('field-error')).toHaveText('Group exists');
  await page.getByTestId('prompt-input').fill('Decals');
  await page.getByTestId('prompt-ok').click();
  await expect(page.getByTestId('file-group')).toHaveCount(2);

  await page.locator('[data-testid="file-group"][data-name="Decals"] ~ [data-testid="file-group-rename"]').click();
  await page.getByTestId('prompt-input').fill('Textures');
  await expect(page.getByTestId('field-error')).toHaveText('Group exists');
  await page.getByTestId('prompt-input').fill('Stickers');
  await page.getByTestId('prompt-ok').click();
  await expect(toast(page, 'Group renamed')).toBeVisible();
  await expect(page.getByTestId('file-group').filter({ hasText: 'Stickers' })).toBeVisible();

  await page.locator('[data-testid="file-group"][data-name="Stickers"] ~ [data-testid="file-group-delete"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(toast(page, 'Group deleted')).toBeVisible();
  await expect(page.getByTestId('file-group')).toHaveCount(1);

  // A refused extension: the rule, nothing sent.
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/kf-scene/upload-image')) uploads++;
  });
  await page.getByTestId('file-upload-input').setInputFiles({ name: 'model.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(toast(page, '.png .jpg .jpeg .tga .bmp .dds .webp .basis .ktx2 .hdr, one at a time')).toBeVisible();
  expect(uploads).toBe(0);

  // Upload into the group: the progress bar shows while the (held back) request runs.
  await page.getByTestId('file-group').filter({ hasText: 'Textures' }).click();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/kf-scene/upload-image', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('file-upload-input').setInputFiles({ name: 'brick.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('main').getByTestId('upload-progress').getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: '/tmp/platform-shot-my-files-upload.png' });
  release();
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  await expect(page.getByTestId('upload-progress')).toHaveCount(0);
  // The server keeps the name without its extension.
  await expect(page.getByTestId('file-row').and(page.locator('[data-name="brick"]'))).toBeVisible();
  expect(uploads).toBe(1);
});

test('user settings: avatar upload, password change with its rules, then login with the new password', async ({ page, request }) => {
  const user = await freshUser(page, request, 'us');
  await page.goto('/userSettings');
  await expect(page.getByTestId('screen-user-settings')).toBeVisible();

  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Picture updated')).toBeVisible();
  await expect(page.getByTestId('nav-settings').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  await page.reload();
  await expect(page.getByTestId('nav-settings').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);

  const newPassword = 'Fresh#Pass2';
  await page.getByTestId('settings-old-password').fill(user.password);
  await page.getByTestId('settings-new-password').fill(user.password);
  await page.getByTestId('settings-confirm-password').fill(user.password);
  await expect(page.getByTestId('settings-new-password-error')).toHaveText('The new password must differ from the old one');
  await page.getByTestId('settings-new-password').fill(newPassword);
  await page.getByTestId('settings-confirm-password').fill('Other#Pass3');
  await expect(page.getByTestId('settings-confirm-password-error')).toHaveText('The passwords do not match');
  // A wrong old password: the server's message at the field.
  await page.getByTestId('settings-old-password').fill('Wrong#Pass9');
  await page.getByTestId('settings-confirm-password').fill(newPassword);
  await page.getByTestId('settings-save-password').click();
  await expect(page.getByTestId('settings-old-password-error')).toHaveText('The old password is incorrect.');
  await page.getByTestId('settings-old-password').fill(user.password);
  await expect(page.getByTestId('settings-old-password-error')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/platform-shot-settings.png' });
  await page.getByTestId('settings-save-password').click();
  await expect(toast(page, 'Password changed')).toBeVisible();

  await page.getByTestId('logout').click();
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await page.getByTestId('login-account').fill(user.username);
  await page.getByTestId('login-password').fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await page.getByTestId('login-password').fill(newPassword);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('screen-login')).toBeHidden();
  await expect(page.getByTestId('logout')).toBeVisible();
  // Signed out by their own hand, the next sign-in starts at the project list, not the settings left behind.
  await expect(page).toHaveURL(/\/project$/);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kf.user'))) ?? '{}').username).toBe(user.username);
});

test('notifications: unread count, read, delete, paging, read all, delete all', async ({ page, request }) => {
  const user = await freshUser(page, request, 'nt');
  // Site messages go through the server's own send call (a user may send to themself).
  for (let i = 1; i <= 12; i++) {
    await call(request, 'POST', '/v1/site-messages', user.headers, { userId: user.userId, title: `Message ${String(i).padStart(2, '0')}`, content: `Body ${i}` });
  }
  await page.goto('/notifications');
  await expect(page.getByTestId('notifications-unread')).toHaveText('12');
  await expect(page.getByTestId('unread-count')).toHaveText('12');
  await expect(page.getByTestId('message-row')).toHaveCount(10);
  await expect(page.getByTestId('page-info')).toHaveText('Page 1 of 2');

  const first = page.getByTestId('message-row').filter({ hasText: 'Message 12' });
  await first.getByTestId('message-read').click();
  await expect(toast(page, 'Marked read')).toBeVisible();
  await expect(first).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('notifications-unread')).toHaveText('11');
  await expect(page.getByTestId('unread-count')).toHaveText('11');

  await page.getByTestId('message-row').filter({ hasText: 'Message 11' }).getByTestId('message-delete').click();
  await expect(page.getByTestId('message-row').filter({ hasText: 'Message 11' })).toHaveCount(0);
  await expect(page.getByTestId('notifications-unread')).toHaveText('10');

  await page.getByTestId('page-next').click();
  await expect(page.getByTestId('page-info')).toHaveText('Page 2 of 2');
  await expect(page.getByTestId('message-row')).toHaveCount(1);
  await expect(page.getByTestId('message-row')).toContainText('Message 01');
  // Deleting the only message of the last page goes back to the page before.
  await page.getByTestId('message-row').getByTestId('message-delete').click();
  await expect(page.getByTestId('page-info')).toHaveText('Page 1 of 1');
  await expect(page.getByTestId('message-row')).toHaveCount(10);
  await page.screenshot({ path: '/tmp/platform-shot-notifications.png' });

  await page.getByTestId('notifications-read-all').click();
  await expect(toast(page, 'All messages marked read')).toBeVisible();
  await expect(page.getByTestId('notifications-unread')).toHaveText('0');
  await expect(page.getByTestId('unread-count')).toHaveCount(0);
  await expect(page.locator('[data-testid="message-row"][data-read="false"]')).toHaveCount(0);
  await expect(page.getByTestId('notifications-read-all')).toBeDisabled();

  await page.getByTestId('notifications-delete-all').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('message-row')).toHaveCount(0);
  await expect(page.getByTestId('notifications-delete-all')).toBeDisabled();
  const left = await call<{ rows: unknown[] }>(request, 'GET', `/v1/site-messages/user-messages?userId=${user.userId}&page=1&pageSize=10`, user.headers);
  expect(left.rows).toEqual([]);
});

test('login screen: scan-login and SSO entries are hidden when the server says they are unavailable', async ({ page, request }) => {
  await freshUser(page, request, 'lg');
  await page.goto('/project');
  const flags = page.waitForResponse((r) => r.url().includes('/sys-env-variable/list'));
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('screen-login')).toBeVisible();
  // This server runs without APP_SCAN_LOGIN_URL and SSO_LOGIN_URL: it says both are off.
  const reply = (await (await flags).json()) as { code: number; data: { appScanLogin: boolean; ssoLogin: boolean } };
  expect(reply.data).toMatchObject({ appScanLogin: false, ssoLogin: false });
  await expect(page.getByTestId('login-submit')).toBeEnabled();
  await expect(page.getByTestId('login-scan')).toHaveCount(0);
  await expect(page.getByTestId('login-sso')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/platform-shot-login.png' });

  // The same reply with the flags on shows both entries (so the check above can fail).
  await page.route('**/sys-env-variable/list', async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response: real, json: { ...body, data: { ...body.data, appScanLogin: true, appScanLoginUrl: '/scan', ssoLogin: true, ssoLoginUrl: '/sso' } } });
  });
  await page.reload();
  await expect(page.getByTestId('login-scan')).toHaveAttribute('href', '/scan');
  await expect(page.getByTestId('login-sso')).toHaveAttribute('href', '/sso');
});
