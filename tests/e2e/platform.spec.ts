import { expect, test, type Page } from '@playwright/test';
import { apiToken, emailCodeFromOutbox, newAccount, registerThroughApi } from './support/accounts.js';
import { runFromPalette, showPanel, toast, useLocale } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

async function openScenesTab(page: Page, name: string) {
  await showPanel(page, 'open-scenes');
  return page.getByTestId('open-scene-tab').filter({ hasText: name });
}

test('a new user registers (seeing each rule first), creates a project and a scene, saves, sees versions, reopens, deletes, restores and signs out', async ({ page }) => {
  test.setTimeout(180_000);
  await useLocale(page, 'en');
  await page.goto('/');
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await page.getByTestId('register-link').click();
  await expect(page).toHaveURL(/\/register$/);

  // Bad input: every rule is shown next to its field, and nothing is sent.
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('artist-register')) sent.push(r.url());
  });
  await page.getByTestId('register-password').fill('short');
  await page.getByTestId('register-confirmPassword').fill('other');
  await page.getByTestId('register-mailbox').fill('not-a-mailbox');
  await page.getByTestId('register-phone').fill('12345');
  await page.getByTestId('register-nickname').fill('x'.repeat(51));
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-username-error')).toHaveText('This field cannot be empty');
  await expect(page.getByTestId('register-nickname-error')).toHaveText('At most 50 bytes');
  await expect(page.getByTestId('register-password-error')).toHaveText('At least 8 characters');
  await expect(page.getByTestId('register-confirmPassword-error')).toHaveText('The passwords do not match');
  await expect(page.getByTestId('register-mailbox-error')).toHaveText('Enter a valid mailbox, e.g. name@example.com');
  await expect(page.getByTestId('register-phone-error')).toHaveText('Enter an 11-digit mobile number');
  for (const field of ['company', 'city', 'position', 'code']) await expect(page.getByTestId(`register-${field}-error`)).toHaveText('This field cannot be empty');
  await page.getByTestId('register-password').fill('alllowercase1!');
  await expect(page.getByTestId('register-password-error')).toHaveText('Use upper case, lower case, digits and special characters');
  expect(sent).toEqual([]);

  // Good input, with the code from the mailbox (the server's outbox).
  const account = newAccount('ui');
  for (const [field, value] of Object.entries(account)) await page.getByTestId(`register-${field}`).fill(value);
  const codeSent = page.waitForResponse((r) => r.url().includes('artist-email-code'));
  await page.getByTestId('register-send-code').click();
  await codeSent;
  await page.getByTestId('register-code').fill(emailCodeFromOutbox(account.mailbox));
  await expect(page.locator('.kf-field-error')).toHaveCount(0);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByTestId('screen-project-list')).toBeVisible();

  // Create a project (its name rule first).
  await page.getByTestId('project-create').click();
  await page.getByTestId('prompt-input').fill('   ');
  await expect(page.getByTestId('field-error')).toHaveText('This field cannot be empty');
  await page.getByTestId('prompt-input').fill('E2E project');
  await page.getByTestId('prompt-ok').click();
  const card = page.getByTestId('project-card').filter({ hasText: 'E2E project' });
  await expect(card).toBeVisible();
  await card.getByTestId('project-open').click();
  await expect(page).toHaveURL(/\/scenes\//);
  const sceneListUrl = page.url();
  await expect(page.getByTestId('category').filter({ hasText: 'Default' })).toBeVisible();

  // Create a scene from a template: the designer opens it as a tab.
  await page.getByTestId('scene-create').click();
  await page.getByTestId('scene-template').first().check();
  await page.getByTestId('scene-name').fill('Scene A');
  await page.getByTestId('create-scene-ok').click();
  await expect(page).toHaveURL(/\/artistDesigner\//, { timeout: 20_000 });
  const tab = await openScenesTab(page, 'Scene A');
  await expect(tab).toBeVisible({ timeout: 20_000 });
  await expect(tab).toHaveAttribute('data-dirty', 'false');

  // Add a node: the tab shows the unsaved mark; save clears it.
  await runFromPalette(page, 'Create Transform');
  await showPanel(page, 'open-scenes');
  await expect(tab).toHaveAttribute('data-dirty', 'true');
  await expect(tab.getByTestId('unsaved-mark')).toBeVisible();
  // Leaving the page or closing the tab now asks first.
  expect(await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  })).toBe(true);
  await tab.getByTestId('open-scene-close').click();
  await expect(page.getByTestId('ask-save-dialog')).toBeVisible();
  await page.getByTestId('ask-save-cancel').click();
  await expect(tab).toBeVisible();
  await page.getByTestId('open-scenes-save').click();
  await expect(toast(page, 'Scene saved')).toBeVisible();
  await expect(tab).toHaveAttribute('data-dirty', 'false');

  // The version list: creation and our save, newest first.
  await showPanel(page, 'scene-versions');
  await expect(page.getByTestId('scene-version-row')).toHaveCount(2);
  await expect(page.getByTestId('scene-version-row').first()).toHaveAttribute('data-version', '2');

  // Close the tab, reopen it from the scene list.
  await showPanel(page, 'open-scenes');
  await tab.getByTestId('open-scene-close').click();
  await expect(page.getByTestId('open-scene-tab')).toHaveCount(0);
  await page.goto(sceneListUrl);
  const sceneCard = page.getByTestId('scene-card').filter({ hasText: 'Scene A' });
  await expect(sceneCard).toContainText('v2');
  await sceneCard.getByTestId('scene-open').click();
  await expect(await openScenesTab(page, 'Scene A')).toBeVisible({ timeout: 20_000 });

  // Delete it to the bin, find it there, roll it back.
  await page.goto(sceneListUrl);
  await page.getByTestId('scene-card').filter({ hasText: 'Scene A' }).getByTestId('scene-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('scene-card').filter({ hasText: 'Scene A' })).toHaveCount(0);
  await expect(page.getByTestId('bin-count')).toHaveText('1');
  await page.getByTestId('nav-bin').click();
  const binRow = page.getByTestId('bin-row').filter({ hasText: 'Scene A' });
  await expect(binRow).toBeVisible();
  await page.getByTestId('bin-range-1').click();
  await expect(binRow).toBeVisible();
  await binRow.getByTestId('bin-restore').click();
  await expect(binRow).toHaveCount(0);
  await page.goto(sceneListUrl);
  await expect(page.getByTestId('scene-card').filter({ hasText: 'Scene A' })).toBeVisible();

  // Sign out: back at the login screen, and protected routes send us there.
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('screen-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kf.token'))).toBeNull();
  await page.goto('/recycleBin');
  await expect(page.getByTestId('screen-login')).toBeVisible();
});

test('a ticket in the address signs in automatically (/login/:ticket and /login/:group/:role/:ticket)', async ({ page, request }) => {
  const user = await registerThroughApi(request, 'tk');
  const token = await apiToken(request, user);
  const issue = async () => ((await (await request.post('/cloud/api/repo/user/add-user-token', { headers: { Authentication: token }, data: {} })).json()) as { data: { ticket: string } }).data.ticket;
  await useLocale(page, 'en');
  await page.goto(`/login/${await issue()}`);
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByTestId('screen-project-list')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('kf.user'))) ?? '{}').username).toBe(user.username);
  await page.getByTestId('logout').click();
  // The sign-out has finished (its reply could otherwise land after the next sign-in and end it).
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kf.token'))).toBeNull();
  await page.goto(`/login/designers/owner/${await issue()}`);
  await expect(page).toHaveURL(/\/project$/);
  // A bad ticket leaves the user on the login screen with a message.
  await page.getByTestId('logout').click();
  await page.goto('/login/not-a-real-ticket');
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'The ticket could not be used' })).toBeVisible();
});

test('a forced sign-out (104: the account signed in elsewhere) returns to the root route', async ({ page, request }) => {
  const user = await registerThroughApi(request, 'fo');
  const first = await apiToken(request, user);
  await request.post('/cloud/api/repo/kf-customer/update-user', { headers: { Authentication: first }, data: { singleSession: true } });
  await signIn(page, user, { locale: 'en' });
  await page.goto('/project');
  await expect(page.getByTestId('screen-project-list')).toBeVisible();
  // The project list's own requests finish first: this test is about the next action after the forced sign-out, not
  // a request already in flight when it happens.
  await page.waitForLoadState('networkidle');
  await apiToken(request, user); // signs in elsewhere: this page's session is forced offline
  await page.getByTestId('nav-bin').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('screen-login')).toBeVisible();
  await expect(toast(page, 'Your account was logged in on another device; you have been signed out')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kf.token'))).toBeNull();
});

test('a stale save (two browsers on one scene) offers reload or save as new', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const user = await registerThroughApi(request, 'cf');
  const token = await apiToken(request, user);
  const headers = { Authentication: token };
  const project = ((await (await request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()) as { data: { uuid: string } }).data.uuid;
  const templates = ((await (await request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()) as { data: { uuid: string }[] }).data;
  const scene = ((await (await request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project}&templateId=${templates[0].uuid}&name=Shared`, { headers, data: {} })).json()) as { data: { uuid: string; version: number } }).data;
  const path = `/artistDesigner/${project}/${scene.uuid}/${scene.version}`;
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, user, { locale: 'en' });
    await page.goto(path);
    await expect(await openScenesTab(page, 'Shared')).toBeVisible({ timeout: 30_000 });
    return { context, page };
  };
  const a = await open();
  const b = await open();
  await runFromPalette(a.page, 'Create Transform');
  await showPanel(a.page, 'open-scenes');
  await a.page.getByTestId('open-scenes-save').click();
  await expect(toast(a.page, 'Scene saved')).toBeVisible();

  await runFromPalette(b.page, 'Create Transform');
  await showPanel(b.page, 'open-scenes');
  await b.page.getByTestId('open-scenes-save').click();
  const dialog = b.page.getByTestId('conflict-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Scene modified by others');
  await expect(dialog.getByTestId('conflict-reload')).toBeVisible();
  await dialog.getByTestId('conflict-save-as-new').click();
  await expect(dialog).toBeHidden();
  await expect(b.page.getByTestId('open-scene-tab').filter({ hasText: 'Shared' })).toHaveAttribute('data-dirty', 'false');
  const versions = ((await (await request.get(`/cloud/api/repo/kf-scene/find-scene-version/${scene.uuid}`, { headers })).json()) as { data: unknown[] }).data;
  expect(versions).toHaveLength(3);

  // The other choice: A is now stale and reloads B's version.
  await runFromPalette(a.page, 'Create Transform');
  await showPanel(a.page, 'open-scenes');
  await a.page.getByTestId('open-scenes-save').click();
  await a.page.getByTestId('conflict-dialog').getByTestId('conflict-reload').click();
  await expect(a.page.getByTestId('open-scene-tab').filter({ hasText: 'Shared' })).toHaveAttribute('data-dirty', 'false');
  await a.context.close();
  await b.context.close();
});
