import { expect, test, type Page } from '@playwright/test';
import { openDemoScene, inViewport as run } from './support/designer.js';
import { pixelPatch } from './support/pixels.js';

/** Frames the viewport has drawn so far. */
const frames = (page: Page) => run<number>(page, 'return vp.framesRendered;');

/** Wait until the viewport stops drawing (nothing changes, so the on-demand loop draws nothing for a second). */
async function waitUntilIdle(page: Page): Promise<void> {
  await run(page, 'await vp.runtime.whenIdle();');
  await expect.poll(async () => {
    const before = await frames(page);
    await page.waitForTimeout(1000);
    return (await frames(page)) - before;
  }, { timeout: 30_000 }).toBe(0);
}

/** The RGB colour of the canvas at a canvas point (CSS pixels). */
const pixelAt = (page: Page, point: { x: number; y: number }) => pixelPatch(page, point);

test('the viewport renders on demand: idle when nothing changes, and a document change is drawn', { tag: '@smoke' }, async ({ page }) => {
  await openDemoScene(page);
  await run(page, `
    const root = s.document.root;
    s.undo.execute([s.document.insertPatch([{ id: 'od-box', type: 'Mesh', parent: 'scene', name: 'od-box', children: [],
      props: { geometry: { className: 'Box', params: { width: 2, height: 2, depth: 2 } }, position: { x: 0, y: 1, z: 0 }, color: { r: 1, g: 0, b: 0 } } }],
      { parent: 'scene', index: root.children.length })]);
    await vp.runtime.whenIdle();
    const cam = vp.scene.activeCamera;
    cam.setTarget(vp.runtime.objectOf('od-box').node.position.clone());
    cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2.5; cam.radius = 8;
  `);
  await waitUntilIdle(page);
  const center = (await run<{ center: { x: number; y: number } }>(page, 'return vp.probeNode("od-box");')).center;
  const red = await pixelAt(page, center);
  expect(red[0]).toBeGreaterThan(red[1] + 40);

  // A document change while idle: the new colour must reach the canvas without any other input.
  const idleFrames = await frames(page);
  await run(page, `s.undo.execute([s.document.setPropPatch('od-box', 'color', { r: 0, g: 0, b: 1 })]);`);
  await expect.poll(async () => {
    const [r, , b] = await pixelAt(page, center);
    return b > r + 40;
  }, { timeout: 10_000 }).toBe(true);
  expect(await frames(page)).toBeGreaterThan(idleFrames);

  // Undo is a document change too; a camera moved by a script (no input event) is drawn as well.
  await waitUntilIdle(page);
  await page.keyboard.press('Control+z');
  await expect.poll(async () => {
    const [r, , b] = await pixelAt(page, center);
    return r > b + 40;
  }, { timeout: 10_000 }).toBe(true);
  await waitUntilIdle(page);
  const beforeMove = await frames(page);
  await run(page, 'const cam = vp.scene.activeCamera; cam.target = cam.target.add(new cam.target.constructor(0, 30, 0));');
  await expect.poll(async () => {
    const [r, g] = await pixelAt(page, center);
    return r < g + 40;
  }, { timeout: 10_000 }).toBe(true);
  expect(await frames(page)).toBeGreaterThan(beforeMove);
});
