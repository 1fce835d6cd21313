import { expect, test, type Page } from '@playwright/test';
import { openDemoScene, inViewport as run } from './support/designer.js';
import { solidPng } from './support/pictures.js';
import { showPanel, toast } from './support/platform-helpers.js';

/** How many of a 10 × 10 grid of points over the viewport canvas show magenta (whatever scene is open, meshes cover part). */
function magentaPoints(page: Page): Promise<number> {
  return page.evaluate(() => {
    const source = document.querySelector('[data-testid=viewport-canvas]') as HTMLCanvasElement;
    const w = source.clientWidth;
    const h = source.clientHeight;
    const probe = document.createElement('canvas');
    probe.width = w;
    probe.height = h;
    const g = probe.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(source, 0, 0, w, h);
    let count = 0;
    for (let i = 0; i < 10; i++) {
      for (let j = 0; j < 10; j++) {
        const [r, gr, b] = g.getImageData(Math.round((w * (i + 0.5)) / 10), Math.round((h * (j + 0.5)) / 10), 1, 1).data;
        if (r > 180 && b > 180 && gr < 90) count++;
      }
    }
    return count;
  });
}

test('an image uploaded to the scene is offered as a background image, and choosing it shows it', async ({ page }) => {
  await openDemoScene(page);
  const png = await solidPng(page, '#ff00ff', 64);
  await showPanel(page, 'open-scenes');
  await page.getByTestId('open-scenes-image-input').setInputFiles({ name: 'e2e-magenta.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page, 'Image uploaded')).toBeVisible({ timeout: 20_000 });

  await run(page, "s.selection.set(['scene']);");
  const background = page.getByTestId('texture-select-backgroundImage');
  // The Scene's properties were shown before the upload: opening (focusing) a list reads the scene's uploads again.
  await background.focus();
  await expect(background.locator('option', { hasText: 'e2e-magenta' })).toHaveCount(1);
  // The foreground list offers it too; the environment list (HDR only) does not.
  await page.getByTestId('texture-select-foregroundImage').focus();
  await expect(page.getByTestId('texture-select-foregroundImage').locator('option', { hasText: 'e2e-magenta' })).toHaveCount(1);
  await page.getByTestId('texture-select-environmentUrl').focus();
  await expect(page.getByTestId('texture-select-environmentUrl').locator('option', { hasText: 'e2e-magenta' })).toHaveCount(0);
  expect(await magentaPoints(page)).toBe(0);

  await background.selectOption({ label: 'e2e-magenta' });
  const stored = await run<string>(page, "return s.document.get('scene').props.backgroundImage;");
  expect(stored).toMatch(/\/resources\/[^/?]+\?name=e2e-magenta\.png$/);
  // The background layer loads the image through the session (the resource route needs it) and draws it.
  await expect.poll(() => magentaPoints(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(15);
  await page.screenshot({ path: test.info().outputPath('upload.png') });
});
