// The viewport's quality preset (toolbar select, kept in the user's settings): resolution, frame-rate cap, antialiasing.
import { expect, test, type Page } from '@playwright/test';
import { openDemoScene, inViewport as run } from './support/designer.js';

/** The drawing buffer's width over the canvas' CSS width. */
const bufferRatio = (page: Page) => run<number>(page, 'const c = vp.scene.getEngine().getRenderingCanvas(); return c.width / c.clientWidth;');
/** Frames drawn in 2 s while the view is kept redrawing (as particles or an animation keep it). */
async function framesWhileBusy(page: Page): Promise<number> {
  return run<number>(page, `const start = vp.framesRendered; const end = performance.now() + 2000;
    await new Promise((done) => { const tick = () => { vp.invalidate(); if (performance.now() < end) requestAnimationFrame(tick); else done(); }; tick(); });
    return vp.framesRendered - start;`);
}

test('the quality select sets the viewport resolution and frame rate at once, and antialiasing from the next opening', async ({ page }) => {
  // The suite's pages start at 'fast' (playwright.config.ts).
  await openDemoScene(page);
  const select = page.getByTestId('viewport-quality');
  await expect(select).toHaveValue('fast');
  expect(await bufferRatio(page)).toBeCloseTo(0.5, 1);
  expect(await run(page, 'return vp.scene.getEngine().getCreationOptions().antialias;')).toBe(false);
  expect(await framesWhileBusy(page)).toBeLessThanOrEqual(32);

  await select.selectOption('high');
  await expect.poll(() => bufferRatio(page)).toBeCloseTo(1, 2);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('kf.settings') ?? '{}')['viewport.quality'])).toBe('high');
  await expect(page.locator('.kf-viewport-quality')).toHaveAttribute('title', /antialiasing shows when the designer opens next/);
  await page.screenshot({ path: test.info().outputPath('quality-high.png') });

  // Reopened: antialiased, sharp, and the select shows the kept preset.
  await page.reload();
  await expect(select).toHaveValue('high');
  await expect.poll(() => run(page, 'return vp.scene.getEngine().getCreationOptions().antialias;')).toBe(true);
  expect(await bufferRatio(page)).toBeCloseTo(1, 2);

  await select.selectOption('balanced');
  await expect.poll(() => bufferRatio(page)).toBeCloseTo(0.75, 1);
  const balanced = await framesWhileBusy(page);
  expect(balanced).toBeLessThanOrEqual(62);
});
