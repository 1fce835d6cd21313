import { expect, test, type Page } from '@playwright/test';
import { buildExamplePlugin } from '../fixtures/example-plugin/build.js';
import { registerThroughApi } from './support/accounts.js';
import { inViewport as run, verticesUnder as verticesOf, waitForViewport } from './support/designer.js';
import { runFromPalette, toast } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

const PLUGIN_URL = '/third-party/manager/example-plugin.js';
const MISSING_URL = '/third-party/manager/missing-plugin.js';

const row = (page: Page, id: string) => page.getByTestId('plugin-manager').locator(`[data-testid="plugin-row"][data-plugin-id="${id}"]`);

test('plugin manager: add from a URL, remembered across a page reload, reload runs new code, unload; a failing URL is listed', async ({ page, request }) => {
  test.setTimeout(480_000); // a designer with a live viewport on software WebGL, opened twice
  let code = await buildExamplePlugin();
  await page.route(`**${PLUGIN_URL}*`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
  await page.route(`**${MISSING_URL}*`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not here' }));

  // A fresh account, so its kept plugin list is its own.
  const user = await registerThroughApi(request, 'pm');
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Stars&category=Test`, { headers, data: {} })).json()).data as { uuid: string };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(page);

  await runFromPalette(page, 'open plugin manager');
  const manager = page.getByTestId('plugin-manager');
  await expect(manager).toBeVisible();
  await expect(row(page, 'builtin.viewport')).toHaveAttribute('data-state', 'active');

  // A URL that fails to load is kept and listed with its error; the editor goes on.
  await manager.getByTestId('plugin-manager-url').fill(MISSING_URL);
  await manager.getByTestId('plugin-manager-add').click();
  const missing = row(page, MISSING_URL);
  await expect(missing).toHaveAttribute('data-state', 'failed');
  await expect(missing.getByTestId('plugin-errors')).not.toBeEmpty();

  // Add the example plugin: listed active with its version; its parts work.
  await manager.getByTestId('plugin-manager-url').fill(PLUGIN_URL);
  const started = Date.now();
  await manager.getByTestId('plugin-manager-add').click();
  await page.getByTestId('dialog-confirm').click(); // the capability confirmation
  const example = row(page, 'acme.example');
  await expect(example).toHaveAttribute('data-state', 'active');
  test.info().annotations.push({ type: 'plugin load from URL through the manager (ms, incl. UI)', description: String(Date.now() - started) });
  await expect(example).toContainText(PLUGIN_URL);
  await page.screenshot({ path: '/tmp/plugin-manager-panel.png' });

  await page.getByTestId('tab-acme.example.stars').click();
  const stars = page.getByTestId('panel-acme.example.stars');
  await expect(stars.getByTestId('acme-star-count')).toHaveText('Stars in the scene: 0');
  await stars.getByRole('button', { name: 'Insert star' }).click();
  await expect(stars.getByTestId('acme-star-count')).toHaveText('Stars in the scene: 1');
  const star = await run<string>(page, `return s.document.ids().find((id) => (s.document.get(id).props.geometry || {}).className === 'AcmeStar');`);
  await expect.poll(() => verticesOf(page, star)).toBe(2 * 11 + 10 * 4);
  const stored = await run<unknown>(page, `return s.document.get(${JSON.stringify(star)}).props.geometry;`);
  await page.getByTestId('viewport-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+s');
  await expect(toast(page, 'Scene saved')).toBeVisible();

  // Reload the page: the plugin is remembered and loaded again; its mesh renders from the stored geometry value.
  await page.reload();
  await waitForViewport(page);
  await runFromPalette(page, 'open plugin manager');
  await expect(row(page, 'acme.example')).toHaveAttribute('data-state', 'active');
  await expect(row(page, MISSING_URL)).toHaveAttribute('data-state', 'failed');
  expect(await run<unknown>(page, `return s.document.get(${JSON.stringify(star)}).props.geometry;`)).toEqual(stored);
  await expect.poll(() => verticesOf(page, star)).toBe(2 * 11 + 10 * 4);

  // The served file changes: Reload runs the new code, not the cached module.
  code = code.replace('Stars in the scene: {{count}}', 'Stars counted anew: {{count}}');
  expect(code).toContain('Stars counted anew');
  await row(page, 'acme.example').getByTestId('plugin-reload').click();
  await expect(toast(page, /reloaded/)).toBeVisible();
  await page.getByTestId('tab-acme.example.stars').click();
  await expect(page.getByTestId('panel-acme.example.stars').getByTestId('acme-star-count')).toHaveText('Stars counted anew: 1');
  await expect.poll(() => verticesOf(page, star)).toBe(2 * 11 + 10 * 4);

  // Unload: its meshes are gone, its panel too, the stored geometry value is intact; the editor still edits and undoes.
  await runFromPalette(page, 'open plugin manager');
  await row(page, 'acme.example').getByTestId('plugin-unload').click();
  await expect(row(page, 'acme.example')).toHaveCount(0);
  await expect.poll(() => verticesOf(page, star)).toBe(0);
  await expect(page.getByTestId('tab-acme.example.stars')).toHaveCount(0);
  expect(await run<unknown>(page, `return s.document.get(${JSON.stringify(star)}).props.geometry;`)).toEqual(stored);
  const kept = (await (await page.request.get('/cloud/api/repo/user-plugins/list', { headers })).json()).data as { url: string }[];
  expect(kept.map((p) => p.url)).toEqual([MISSING_URL]);
});
