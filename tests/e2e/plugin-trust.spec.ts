import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi } from './support/accounts.js';
import { waitForViewport } from './support/designer.js';
import { killFrozenPage } from './support/frozen-page.js';
import { runFromPalette } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

// Plugins from a URL and trust (issue 24): capabilities shown and confirmed before a plugin loads, a plugin without
// 'session.token' cannot read the token, safe mode loads no remembered plugin, a plugin that froze the page on start
// is disabled on the next start. The fixtures are plain ES modules in tests/fixtures/trust-plugins.

const FIXTURES = join(process.cwd(), 'tests/fixtures/trust-plugins');

/** Serve the fixtures under /trust-plugins/ to this page. */
async function serveFixtures(page: Page): Promise<void> {
  await page.route('**/trust-plugins/*.js', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: readFileSync(join(FIXTURES, name), 'utf8') });
  });
}

const row = (page: Page, id: string) => page.getByTestId('plugin-manager').locator(`[data-testid="plugin-row"][data-plugin-id="${id}"]`);

/** A fresh account with a scene; returns the designer's address. */
async function designerFor(page: Page, request: Parameters<typeof registerThroughApi>[0], prefix: string): Promise<string> {
  const user = await registerThroughApi(request, prefix);
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Trust&category=Test`, { headers, data: {} })).json()).data as { uuid: string };
  return `/artistDesigner/${project.uuid}/${scene.uuid}/1`;
}

async function addFromManager(page: Page, url: string): Promise<void> {
  await runFromPalette(page, 'open plugin manager');
  const manager = page.getByTestId('plugin-manager');
  await manager.getByTestId('plugin-manager-url').fill(url);
  await manager.getByTestId('plugin-manager-add').click();
}

test('capabilities: confirmed before loading; without "session.token" a plugin cannot read the token; safe mode loads no remembered plugin', async ({ page, request }) => {
  test.setTimeout(360_000);
  await serveFixtures(page);
  const designer = await designerFor(page, request, 'trust');
  await page.goto(designer);
  await waitForViewport(page);

  // A plugin asking for the token and the raw api: the dialog lists both and the trust statement before it loads.
  await addFromManager(page, '/trust-plugins/token-holder.js');
  const dialog = page.getByTestId('dialog');
  await expect(dialog).toContainText('Load the plugin "Token holder"?');
  await expect(dialog).toContainText('read your session token');
  await expect(dialog).toContainText('call the server as you');
  await expect(dialog).toContainText('wrapping window.fetch');
  expect(await page.evaluate(() => 'activated:' + String((window as unknown as { __kfTokenHolder?: unknown }).__kfTokenHolder !== undefined))).toBe('activated:false');
  await page.screenshot({ path: '/tmp/plugin-trust-consent.png' });
  await page.getByTestId('dialog-confirm').click();
  await expect(row(page, 'test.token-holder')).toHaveAttribute('data-state', 'active');
  await expect(row(page, 'test.token-holder').getByTestId('plugin-capabilities')).toContainText('read your session token');
  expect(await page.evaluate(() => (window as unknown as { __kfTokenHolder: { hasToken: boolean } }).__kfTokenHolder.hasToken)).toBe(true);

  // A plugin with no capability: confirmed, it loads, and its attempt to read the token is refused by name.
  await addFromManager(page, '/trust-plugins/token-reader.js');
  await expect(dialog).toContainText('It asks for no capability');
  await page.getByTestId('dialog-confirm').click();
  await expect(row(page, 'test.token-reader')).toHaveAttribute('data-state', 'active');
  const result = await page.evaluate(() => (window as unknown as { __kfTrustResult: { tokenService: string; sessionToken: string } }).__kfTrustResult);
  expect(result.tokenService).toMatch(/^refused: Plugin "Token reader" asked for 'session\.token', which needs the capability "session\.token"/);
  expect(result.sessionToken).toBe('undefined');

  // Safe mode: the remembered plugins are not loaded; a banner says so and leads back.
  await page.goto(`${designer}?safeMode=1`);
  await waitForViewport(page);
  const banner = page.getByTestId('safe-mode-banner');
  await expect(banner).toContainText('Safe mode: your remembered plugins were not loaded.');
  await runFromPalette(page, 'open plugin manager');
  await expect(row(page, '/trust-plugins/token-reader.js')).toHaveAttribute('data-state', 'inactive');
  await expect(row(page, '/trust-plugins/token-holder.js')).toHaveAttribute('data-state', 'inactive');
  expect(await page.evaluate(() => (window as unknown as { __kfTrustResult?: unknown }).__kfTrustResult)).toBeUndefined();
  await page.screenshot({ path: '/tmp/plugin-trust-safe-mode.png' });

  // Leaving safe mode loads them again (their capabilities were accepted: no question).
  await banner.getByTestId('safe-mode-leave').click();
  await waitForViewport(page);
  expect(new URL(page.url()).searchParams.get('safeMode')).toBeNull();
  await runFromPalette(page, 'open plugin manager');
  await expect(row(page, 'test.token-reader')).toHaveAttribute('data-state', 'active');
  await expect(page.getByTestId('safe-mode-banner')).toHaveCount(0);
});

test('a plugin whose activation froze the page is disabled on the next start, and the user is told which and why', async ({ browser, page, context, request }) => {
  test.setTimeout(180_000);
  await serveFixtures(page);
  const designer = await designerFor(page, request, 'busy');
  await page.goto(designer);
  await waitForViewport(page);
  await addFromManager(page, '/trust-plugins/busy-loop.js');
  await page.getByTestId('dialog-confirm').click();
  // The busy loop freezes this page for good: give the page a moment to reach it, then end its renderer from outside.
  // Waiting is done in the test's own process (page.waitForTimeout asks the frozen page); so is the ending
  // (support/frozen-page.ts): closing the frozen page, or opening the next one in its process, hung in a CI run.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await killFrozenPage(browser, page);

  const next = await context.newPage();
  await serveFixtures(next);
  await next.goto(designer);
  await waitForViewport(next);
  await expect(next.getByTestId('notification').filter({ hasText: 'The plugin at /trust-plugins/busy-loop.js did not finish starting last time' })).toBeVisible();
  await runFromPalette(next, 'open plugin manager');
  await expect(row(next, '/trust-plugins/busy-loop.js')).toHaveAttribute('data-state', 'inactive');
  // The page answers: the plugin was not started again.
  expect(await next.evaluate(() => 1 + 1)).toBe(2);
});
