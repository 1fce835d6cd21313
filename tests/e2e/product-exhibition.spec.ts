import { expect, test, type Page } from '@playwright/test';
import { pixelPatch } from './support/pixels.js';
import { signIn } from './support/session.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

// Product exhibition (issue 27, docs/publishing.md "Product exhibition"): a scene saved through the API with two
// exposed properties of its box (colour, visibility) and one that names no node, published; the exhibition route of
// its short key, opened without a session, shows one control per usable exposed property beside the view, and
// changing each changes the player's document and what it draws.

/** The player's probe (screens/preview/player-stage.tsx), read as a string script so no test code reaches the page. */
function inPlayer<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`(async () => { const p = window.__scenePlayer; ${script} })()`) as Promise<T>;
}

/** The colour at the middle of the player's canvas (the box sits at the camera's target). */
async function middle(page: Page): Promise<number[]> {
  const box = await page.getByTestId('player-canvas').boundingBox();
  const rgb = await pixelPatch(page, { x: box!.width / 2, y: box!.height / 2 }, 7, 'player-canvas');
  const mean = [0, 0, 0];
  for (let i = 0; i < rgb.length; i++) mean[i % 3] += rgb[i] / (rgb.length / 3);
  return mean.map(Math.round);
}

test('the exhibition of a published scene turns its exposed properties into controls that change the product', async ({ page, browser }) => {
  const session = await signIn(page);
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const xyz = (x: number, y: number, z: number) => ({ x, y, z });
  const content = JSON.stringify({
    format: 'scene-document', version: 1,
    nodes: {
      scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: { backgroundColor: { r: 0.2, g: 0.22, b: 0.26 } }, children: ['camera', 'light', 'box'] },
      camera: { id: 'camera', type: 'OrbitCamera', parent: 'scene', name: 'Camera', props: { alpha: -Math.PI / 2, beta: Math.PI / 2.5, radius: 4, target: xyz(0, 0, 0) }, children: [] },
      light: { id: 'light', type: 'HemisphericLight', parent: 'scene', name: 'Light', props: { direction: xyz(0, 1, -1), intensity: 1 }, children: [] },
      box: { id: 'box', type: 'Mesh', parent: 'scene', name: 'Box', props: { geometry: { className: 'Box', params: { width: 1.5, height: 1.5, depth: 1.5 } }, position: xyz(0, 0, 0), color: { r: 0.9, g: 0.1, b: 0.1 } }, children: [] },
    },
    exposed: [
      { id: 'exp-color', name: 'Body colour', group: 'Finish', type: 'color3', path: 'box.color', owner: { kind: 'node', id: 'box' } },
      { id: 'exp-visible', name: 'Show the box', group: 'Finish', type: 'boolean', path: 'box.visible', owner: { kind: 'node', id: 'box' } },
      { id: 'exp-ghost', name: 'Ghost', group: '', type: 'boolean', path: 'ghost.visible', owner: { kind: 'node', id: 'ghost' } },
    ],
    animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [],
  });
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: `Exhibition ${Date.now()}`, content, logic: '' } });
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
  const published = await page.request.post('/cloud/api/repo/kf-scene/pub-scene', { headers, data: { sceneUuid } });
  const shortKey = ((await published.json()).data as { shortKey: string }).shortKey;

  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    // No link named: the 'does not exist' page of the viewer.
    await view.goto('/productExhibition');
    await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'notFound');

    await view.goto(`/productExhibition/presenter/${shortKey}`);
    await expect(view.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await waitForPlayerDrawn(view);
    const panel = view.getByTestId('exhibition-panel');
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Finish');
    await expect(panel.locator('label')).toHaveText(['Body colour', 'Show the box']); // the ghost's entry is skipped
    const colour = view.getByTestId('exhibition-control-box-color');
    const visible = view.getByTestId('exhibition-control-box-visible');
    await expect(colour).toHaveValue('#e61a1a');
    await expect(visible).toBeChecked();
    await expect.poll(async () => { const [r, g] = await middle(view); return r - g; }, { timeout: 30_000 }).toBeGreaterThan(60); // a red box

    await colour.fill('#10e020');
    await expect.poll(() => inPlayer(view, "return p.document.get('box').props.color;")).toEqual({ r: 0.063, g: 0.878, b: 0.125 });
    await expect.poll(async () => { const [r, g] = await middle(view); return g - r; }, { timeout: 30_000 }).toBeGreaterThan(60); // now green
    await view.screenshot({ path: test.info().outputPath('product-exhibition.png') });

    await visible.uncheck();
    await expect.poll(() => inPlayer(view, "return p.document.get('box').props.visible;")).toBe(false);
    await expect.poll(() => inPlayer(view, "return p.view.runtime.objectOf('box').node.isEnabled();")).toBe(false);
    await expect.poll(async () => { const [r, g, b] = await middle(view); return Math.max(r, g, b) - Math.min(r, g, b); }, { timeout: 30_000 }).toBeLessThan(30); // the grey background
    await visible.check();
    await expect.poll(() => inPlayer(view, "return p.view.runtime.objectOf('box').node.isEnabled();")).toBe(true);
  } finally {
    await visitor.close();
  }
});
