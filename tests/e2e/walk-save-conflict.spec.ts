import { expect, test, type Page } from '@playwright/test';
import { apiToken, registerThroughApi } from './support/accounts.js';
import { runFromPalette, showPanel, toast } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

/** Warnings and errors on screen (the toasts that would compete with the conflict dialog). */
function complaints(page: Page) {
  return page.locator('[data-testid="notification"][data-kind="warning"], [data-testid="notification"][data-kind="error"]');
}

test('a stale save shows the conflict dialog only: no warning, no error, also after Save as new succeeded', async ({ browser, request }) => {
  test.setTimeout(400_000);
  const user = await registerThroughApi(request, 'sc');
  const headers = { Authentication: await apiToken(request, user) };
  const project = ((await (await request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()) as { data: { uuid: string } }).data.uuid;
  const templates = ((await (await request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()) as { data: { uuid: string }[] }).data;
  const scene = ((await (await request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project}&templateId=${templates[0].uuid}&name=Shared`, { headers, data: {} })).json()) as { data: { uuid: string; version: number } }).data;
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, user, { locale: 'en' });
    await page.goto(`/artistDesigner/${project}/${scene.uuid}/${scene.version}`);
    await expect(page.getByTestId('viewport-canvas')).toBeVisible({ timeout: 90_000 });
    await showPanel(page, 'open-scenes');
    await expect(page.getByTestId('open-scene-tab').filter({ hasText: 'Shared' })).toBeVisible({ timeout: 30_000 });
    return { context, page };
  };
  const a = await open();
  const b = await open();
  await runFromPalette(a.page, 'Create Transform');
  await a.page.keyboard.press('Control+S');
  await expect(toast(a.page, 'Scene saved').first()).toBeVisible();

  await runFromPalette(b.page, 'Create Transform');
  await b.page.keyboard.press('Control+S');
  const dialog = b.page.getByTestId('conflict-dialog');
  await expect(dialog).toBeVisible();
  // Give a competing toast the time to arrive, then make sure none did.
  await b.page.waitForTimeout(1_500);
  await expect(complaints(b.page)).toHaveCount(0);
  await dialog.getByTestId('conflict-save-as-new').click();
  await expect(dialog).toBeHidden();
  // The designer is told that the new version was made, and which one.
  await expect(toast(b.page, /Saved as a new version \(version \d+\)/).first()).toBeVisible();
  await expect(b.page.getByTestId('open-scene-tab').filter({ hasText: 'Shared' })).toHaveAttribute('data-dirty', 'false');
  await expect(complaints(b.page)).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});
