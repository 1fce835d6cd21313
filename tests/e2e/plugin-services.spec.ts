import { expect, test, type Page } from '@playwright/test';
import { buildServicePlugin } from '../fixtures/service-plugins/build.js';
import { registerThroughApi } from './support/accounts.js';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { runFromPalette, toast } from './support/platform-helpers.js';
import { signIn } from './support/session.js';
import { confirmPluginLoad } from './support/plugin-load.js';

const COUNTER_URL = '/third-party/services/node-counter.js';
const REPORT_URL = '/third-party/services/node-report.js';

const row = (page: Page, id: string) => page.getByTestId('plugin-manager').locator(`[data-testid="plugin-row"][data-plugin-id="${id}"]`);

/** Add a plugin in the manager; `confirm` when the user has not accepted this URL's capabilities before (it asks once). */
async function addFromUrl(page: Page, url: string, id: string, confirm: boolean): Promise<void> {
  const manager = page.getByTestId('plugin-manager');
  await manager.getByTestId('plugin-manager-url').fill(url);
  await manager.getByTestId('plugin-manager-add').click();
  if (confirm) await confirmPluginLoad(page, url);
  await expect(row(page, id)).toHaveAttribute('data-state', 'active');
}

async function paletteOffers(page: Page, query: string): Promise<boolean> {
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type(query);
  const offered = (await palette.textContent())?.includes('Report meshes') ?? false;
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  return offered;
}

test('a plugin loaded from a URL provides a service that a second URL plugin uses; both unload cleanly', async ({ page, request }) => {
  test.setTimeout(360_000); // a designer with a live viewport on software WebGL
  const counter = await buildServicePlugin('node-counter');
  const report = await buildServicePlugin('node-report');
  // Each bundle carries only its own code: the SDK is the designer's, through the import map.
  for (const code of [counter, report]) expect(code).toContain('from "@scene-platform/sdk"');
  await page.route(`**${COUNTER_URL}*`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: counter }));
  await page.route(`**${REPORT_URL}*`, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: report }));

  // A fresh account, so its kept plugin list is its own.
  const user = await registerThroughApi(request, 'svc');
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Services&category=Test`, { headers, data: {} })).json()).data as { uuid: string };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(page);

  // The consumer alone is refused: its provider is not active.
  await runFromPalette(page, 'open plugin manager');
  const manager = page.getByTestId('plugin-manager');
  await manager.getByTestId('plugin-manager-url').fill(REPORT_URL);
  await manager.getByTestId('plugin-manager-add').click();
  await confirmPluginLoad(page, REPORT_URL);
  const refused = row(page, 'acme.node-report');
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused.getByTestId('plugin-errors')).toContainText('Plugin "Node report (Acme)" needs "acme.node-counter", which is not active');
  await refused.getByTestId('plugin-unload').click();
  await expect(refused).toHaveCount(0);

  // Provider, then consumer: both active.
  await addFromUrl(page, COUNTER_URL, 'acme.node-counter', true);
  await addFromUrl(page, REPORT_URL, 'acme.node-report', false); // accepted when it was refused above
  await page.keyboard.press('Escape');

  // The consumer's command answers through the provider's service, which follows the document.
  const meshes = await run<number>(page, `return s.document.ids().filter((id) => s.document.get(id).type === 'Mesh').length;`);
  await page.getByTestId('viewport-canvas').click({ position: { x: 5, y: 5 } });
  await runFromPalette(page, 'report meshes');
  await expect(toast(page, `Meshes in the scene: ${meshes} (changes seen: 0)`)).toBeVisible();
  await runFromPalette(page, 'createNode.Mesh');
  await expect.poll(() => run<number>(page, `return s.document.ids().filter((id) => s.document.get(id).type === 'Mesh').length;`)).toBe(meshes + 1);
  await runFromPalette(page, 'report meshes');
  await expect(toast(page, `Meshes in the scene: ${meshes + 1} (changes seen: 1)`)).toBeVisible();

  // Unloading the provider deactivates its consumer first; then both are gone with their commands.
  await runFromPalette(page, 'open plugin manager');
  await row(page, 'acme.node-counter').getByTestId('plugin-unload').click();
  await expect(row(page, 'acme.node-counter')).toHaveCount(0);
  await expect(row(page, 'acme.node-report')).toHaveAttribute('data-state', 'inactive');
  await row(page, 'acme.node-report').getByTestId('plugin-unload').click();
  await expect(row(page, 'acme.node-report')).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(await paletteOffers(page, 'report meshes')).toBe(false);
  const kept = (await (await page.request.get('/cloud/api/repo/user-plugins/list', { headers })).json()).data as { url: string }[];
  expect(kept).toEqual([]);
  // The editor still edits after the unload (no listener of the released plugins is left to fail).
  await runFromPalette(page, 'createNode.Mesh');
  await expect.poll(() => run<number>(page, `return s.document.ids().filter((id) => s.document.get(id).type === 'Mesh').length;`)).toBe(meshes + 2);

  // Saving still sends the viewport's picture as the scene's preview: the core reads the live scene from the runtime
  // it started, not from the viewport state (which a plugin provides and the core does not see).
  await page.getByTestId('viewport-canvas').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+s');
  await expect(toast(page, 'Scene saved')).toBeVisible();
  const saved = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; preview: string | null }[];
  expect(saved.find((entry) => entry.uuid === scene.uuid)?.preview ?? '').toMatch(/^data:image\/jpeg;base64,/);
});
