import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { boxColour, openLitScene } from './support/lit-scene.js';
import { solidPng } from './support/pictures.js';
import { luminance, pixelPatch } from './support/pixels.js';
import { viewportAt } from './support/viewport-quality.js';

// These checks compare the viewport's own pixels (small areas, a one-pixel edge, an effect's faint shading): sharp.
test.use({ storageState: viewportAt('high') });

// Issue 26, item 5: a mixed material's Texture stage picks its picture with the product's texture editor (double-click
// uploads, uploads and built-in images offered, drops from the resource list), and a colour stage uses the colour editor.

async function selectBox(page: Page): Promise<void> {
  await run(page, "s.selection.set(['box']); await s.commands.execute('workbench.showPanel.inspector');");
}

/** The box's centre on the viewport canvas, in CSS pixels. */
const boxCentre = (page: Page) => run<{ x: number; y: number }>(page, `
  const scene = vp.scene, engine = scene.getEngine(), canvas = engine.getRenderingCanvas();
  const p = vp.runtime.objectOf('box').node.getAbsolutePosition();
  const q = p.constructor.Project(p, scene.getTransformMatrix().constructor.Identity(), scene.getTransformMatrix(),
    scene.activeCamera.viewport.toGlobal(engine.getRenderWidth(), engine.getRenderHeight()));
  return { x: q.x * canvas.clientWidth / canvas.width, y: q.y * canvas.clientHeight / canvas.height };`);

/** Spread (standard deviation) of the luminance of a square of the viewport around the box's centre. */
async function boxLuminanceSpread(page: Page): Promise<number> {
  const lum = luminance(await pixelPatch(page, await boxCentre(page), 16));
  const mean = lum.reduce((a, b) => a + b, 0) / lum.length;
  return Math.sqrt(lum.reduce((a, b) => a + (b - mean) ** 2, 0) / lum.length);
}

const stage = (page: Page, i: number) => run<{ url: string; params: Record<string, unknown> }>(page,
  `const m = s.document.get(s.document.get('box').props.material); return m.props.channels[0].stages[${i}];`);

test("the Texture stage's picture: the texture editor (double-click uploads, uploads offered), built-in Bricks dropped sets it, the Color stage's colour editor", async ({ page }) => {
  test.setTimeout(300_000);
  await openLitScene(page, { name: 'Stage picture' });
  await selectBox(page);
  await page.getByTestId('material-new').selectOption('KMaterial');
  await page.getByTestId('kmat-add-channel').click();
  await page.getByTestId('kmat-add-stage-0').click();
  await page.getByTestId('kmat-stage-menu-add-Texture').click();

  // The picture is the texture editor: a preview that uploads on double-click, not a url box.
  const picture = page.getByTestId('kmat-0-0-url-drop');
  await expect(picture.getByTestId('texture-preview-url')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await picture.getByTestId('texture-preview-url').dblclick();
  await (await chooser).setFiles({ name: 'green-stage.png', mimeType: 'image/png', buffer: await solidPng(page, '#00ff00', 16) });
  await expect.poll(async () => (await stage(page, 0)).url, { timeout: 60_000 }).toContain('green-stage.png');
  await expect(async () => {
    const [r, g, b] = await boxColour(page);
    expect(g > 120 && r < 90 && b < 90, `box ${[r, g, b].map(Math.round).join(',')}`).toBe(true);
  }).toPass({ timeout: 60_000 });
  // The upload is offered in the picture's list.
  await selectBox(page);
  await expect(picture.getByTestId('texture-select-url').locator('option', { hasText: 'green-stage' })).not.toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('stage-picture-upload.png') });

  // The built-in 'Bricks' dropped on the picture's preview sets the stage's url (the drop goes through the texture editor).
  await run(page, `await s.commands.execute('builtinResources.insert');`);
  const bricks = page.getByTestId('builtin-resources').getByTestId('builtin-image-bricks');
  await bricks.scrollIntoViewIfNeeded();
  await selectBox(page);
  await picture.scrollIntoViewIfNeeded();
  await bricks.dragTo(picture.getByTestId('texture-preview-url'));
  await expect.poll(async () => (await stage(page, 0)).url, { timeout: 30_000 }).toMatch(/bricks\.png/);
  // The bricks show on the box: red bricks and light mortar, not one flat colour. The stage's coordinate wrap ran per
  // vertex, where fract() of a box's 0/1 corner coordinates is 0 everywhere: each face sampled one texel (salmon).
  await run(page, 's.selection.set([]);');
  let spread = 0;
  await expect(async () => {
    await run(page, 'await vp.runtime.whenIdle(); vp.invalidate(true); await new Promise((r) => setTimeout(r, 300));');
    spread = await boxLuminanceSpread(page);
    expect(spread, 'luminance spread over the box').toBeGreaterThan(5);
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('viewport-canvas').screenshot({ path: test.info().outputPath('stage-bricks.png') });
  console.log(`bricks on the box: luminance spread ${spread.toFixed(1)}`);

  // A Color stage: its colour is the product's colour editor (swatch, hex, presets), one undo step per picker session.
  await selectBox(page);
  await page.getByTestId('kmat-add-stage-0').click();
  await page.getByTestId('kmat-stage-menu-add-Color').click();
  const colour = page.getByTestId('kmat-0-1-color');
  await colour.getByTestId('color-swatch').click();
  await expect(page.getByTestId('color-popup')).toBeVisible();
  await expect(page.locator('[data-testid^=color-preset-]').first()).toBeVisible();
  await page.getByTestId('color-hex').fill('#FF0000');
  await page.getByTestId('color-hex').press('Enter');
  await page.getByTestId('color-ok').click();
  await expect.poll(async () => (await stage(page, 1)).params['color']).toEqual({ r: 1, g: 0, b: 0 });
  await page.getByTestId('panel-inspector').screenshot({ path: test.info().outputPath('stage-colour.png') });
});
