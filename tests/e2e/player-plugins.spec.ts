import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiToken, registerThroughApi } from './support/accounts.js';
import { waitForViewport } from './support/designer.js';
import { pixelPatch } from './support/pixels.js';
import { confirmPluginLoad } from './support/plugin-load.js';
import { runFromPalette } from './support/platform-helpers.js';
import { DEMO_USER, signIn } from './support/session.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

// A third-party logic block's action runs in the preview (issue 24): the user adds a URL plugin whose block calls its
// own sandbox action (tests/fixtures/logic-action-plugin, `runsInPlayer: true`) in the designer's plugin manager; a
// scene's logic calls it; the Preview command opens the player, which loads the user's remembered plugin before the
// logic starts, and the action paints the sphere. A viewer who is not signed in gets no plugin: the scene cannot name
// code to run, and the call fails in the sandbox as a missing method.

const FIXTURE = readFileSync(join(process.cwd(), 'tests/fixtures/logic-action-plugin/index.js'), 'utf8');
const PLUGIN_URL = '/acme-plugins/paint.js';
const GREEN = { r: 0, g: 1, b: 0 };

/** Serve the fixture plugin to every page of `context`; returns how many times it was fetched. */
async function serveFixture(context: BrowserContext): Promise<() => number> {
  let fetched = 0;
  await context.route(`**${PLUGIN_URL}`, (route) => {
    fetched++;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FIXTURE });
  });
  return () => fetched;
}

/** The player's probe (screens/preview/player-stage.tsx), read as a string script. */
function inPlayer<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`(async () => { const p = window.__scenePlayer; ${script} })()`) as Promise<T>;
}

async function waitForPlayer(page: Page): Promise<void> {
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await waitForPlayerDrawn(page);
  await inPlayer(page, 'await p.view.runtime.whenIdle();');
}

/** How much greener than red and blue the sphere shows (mean over a 5×5 patch at its centre). */
async function sphereGreenness(page: Page): Promise<number> {
  const at = await inPlayer<{ x: number; y: number }>(page, 'return p.view.screenPointOf("sphere");');
  const patch = await pixelPatch(page, at, 5, 'player-canvas');
  const mean = (channel: number) => patch.filter((_, i) => i % 3 === channel).reduce((a, b) => a + b, 0) / (patch.length / 3);
  return mean(1) - Math.max(mean(0), mean(2));
}

test('a URL plugin\'s logic action runs in the preview of a scene that uses it; not for a viewer who is not signed in', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  const fetchedByOwner = await serveFixture(page.context());
  // A fresh account, so no other test's plugin list is touched; its scene is the demo scene with logic calling the action.
  const demoToken = await apiToken(request, DEMO_USER);
  const demoHeaders = { Authentication: demoToken };
  const demoProject = (await (await request.get('/cloud/api/repo/kf-project/get-default-project', { headers: demoHeaders })).json()).data as { uuid: string };
  const demoScenes = (await (await request.get(`/cloud/api/repo/kf-scene/findAll/${demoProject.uuid}`, { headers: demoHeaders })).json()).data as { uuid: string; name: string }[];
  const demo = demoScenes.find((s) => s.name === 'Demo scene')!;
  const content = ((await (await request.get(`/cloud/api/repo/kf-scene/loadScene/${demo.uuid}`, { headers: demoHeaders })).json()).data as { content: string }).content;
  const user = await registerThroughApi(request, 'pplug');
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const logic = `scene.log('logic started'); scene.acmePaint('sphere', 'green');`;
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: 'Painted', content, logic } });
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;

  // In the designer: add the plugin in the plugin manager, confirm it; it is remembered and active.
  await page.goto(`/artistDesigner/${project.uuid}/${sceneUuid}/1`);
  await waitForViewport(page);
  await runFromPalette(page, 'open plugin manager');
  const manager = page.getByTestId('plugin-manager');
  await manager.getByTestId('plugin-manager-url').fill(PLUGIN_URL);
  await manager.getByTestId('plugin-manager-add').click();
  await confirmPluginLoad(page, PLUGIN_URL);
  await expect(manager.locator('[data-testid="plugin-row"][data-plugin-id="acme.logic-paint"]')).toHaveAttribute('data-state', 'active');

  // Preview with console: the player loads the plugin before the logic starts, and its action paints the sphere.
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type('Preview scene with console');
  const [player] = await Promise.all([
    page.context().waitForEvent('page'),
    palette.getByTestId('command-palette-item').filter({ hasText: /^Preview scene with console/ }).first().click(),
  ]);
  await waitForPlayer(player);
  const console = player.getByTestId('player-console');
  await expect(console).toContainText('Your plugin "Acme paint block" runs in this preview');
  await expect(console).toContainText('acme painted sphere green');
  await expect.poll(() => inPlayer(player, 'return p.document.get("sphere").props.color;')).toEqual(GREEN);
  await expect.poll(() => sphereGreenness(player), { timeout: 10_000 }).toBeGreaterThan(60);
  await player.screenshot({ path: '/tmp/player-plugins-owner.png' });
  expect(fetchedByOwner()).toBeGreaterThan(0);
  const previewUrl = player.url();
  await player.close();

  // The same link for a viewer who is not signed in: no plugin is loaded (the scene names none), the call is refused.
  const anonymous = await browser.newContext();
  try {
    const fetchedByViewer = await serveFixture(anonymous);
    const viewer = await anonymous.newPage();
    await viewer.goto(previewUrl);
    await waitForPlayer(viewer);
    const viewerConsole = viewer.getByTestId('player-console');
    await expect(viewerConsole).toContainText('logic started');
    await expect(viewerConsole).toContainText('acmePaint');
    await expect(viewerConsole).not.toContainText('acme painted');
    expect(await inPlayer(viewer, 'return p.document.get("sphere").props.color;')).not.toEqual(GREEN);
    expect(await sphereGreenness(viewer)).toBeLessThan(30);
    await viewer.screenshot({ path: '/tmp/player-plugins-anonymous.png' });
    expect(fetchedByViewer()).toBe(0);
  } finally {
    await anonymous.close();
  }
});
