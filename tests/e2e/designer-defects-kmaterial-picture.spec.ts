import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { boxColour, openLitScene } from './support/lit-scene.js';
import { solidPng } from './support/pictures.js';
import { luminance, meanPixelDifference, pixelPatch } from './support/pixels.js';
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

/** The side (CSS px) of the square read around the box's centre once the view is framed on the box. */
const FRAMED_PATCH = 48;

/** The RGB bytes of the framed box's centre square, drawn now (the runtime idle, no gizmo: nothing selected). */
async function framedBoxPatch(page: Page): Promise<number[]> {
  await run(page, 'await vp.runtime.whenIdle(); vp.invalidate(true); await new Promise((r) => setTimeout(r, 300));');
  return pixelPatch(page, await boxCentre(page), FRAMED_PATCH);
}

/**
 * The share of the square's pixels in the built-in Bricks' two colours: brick (red well above green and blue) and
 * mortar (grey, lighter than the mean brick pixel). Lighting scales a face's colour, so a flat colour stays in at most
 * one class on every face: a dark grey-looking face of a flat red box is darker than its lit faces, not mortar.
 */
function brickAndMortar(rgb: readonly number[]): { brick: number; mortar: number } {
  const pixels: [number, number, number][] = [];
  for (let i = 0; i < rgb.length; i += 3) pixels.push([rgb[i], rgb[i + 1], rgb[i + 2]]);
  const luma = ([r, g, b]: readonly number[]) => 0.299 * r + 0.587 * g + 0.114 * b;
  const bricks = pixels.filter(([r, g, b]) => r - g > 40 && r - b > 40);
  const brickLuma = bricks.reduce((sum, p) => sum + luma(p), 0) / Math.max(1, bricks.length);
  const mortar = pixels.filter((p) => Math.max(...p) - Math.min(...p) < 0.25 * Math.max(...p) && luma(p) > brickLuma);
  return { brick: bricks.length / pixels.length, mortar: mortar.length / pixels.length };
}

/** Show or hide a scene node through the document (one undo step, undone by the caller). */
const setVisible = (page: Page, id: string, visible: boolean) =>
  run(page, `s.undo.execute([s.document.setPropPatch(${JSON.stringify(id)}, 'visible', ${visible})]);`);

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

  // Framed on the box (its texels a few pixels wide): the box is opaque and shows both of the bricks' colours. The
  // defect drew a flat, see-through salmon box: one colour, and the ground showing through it.
  await run(page, "s.selection.set(['box']); vp.frameSelection(); s.selection.set([]);");
  let shares = { brick: 0, mortar: 0 };
  await expect(async () => {
    shares = brickAndMortar(await framedBoxPatch(page));
    expect(shares.brick, 'share of brick-red pixels').toBeGreaterThan(0.3);
    expect(shares.mortar, 'share of light grey mortar pixels').toBeGreaterThan(0.03);
  }).toPass({ timeout: 60_000 });
  await page.getByTestId('viewport-canvas').screenshot({ path: test.info().outputPath('stage-bricks-framed.png') });
  // Opaque: the ground is what lies behind the box there (hiding it changes that square once the box is hidden too),
  // yet hiding it changes none of the box's pixels; and the box is drawn (it differs from what is behind it).
  const boxAndGround = await framedBoxPatch(page);
  await setVisible(page, 'ground', false);
  const boxOnly = await framedBoxPatch(page);
  await setVisible(page, 'box', false);
  const nothing = await framedBoxPatch(page);
  await run(page, 's.undo.undo();');
  await run(page, 's.undo.undo();');
  await setVisible(page, 'box', false);
  const groundOnly = await framedBoxPatch(page);
  await run(page, 's.undo.undo();');
  const groundBehind = meanPixelDifference(groundOnly, nothing);
  const throughBox = meanPixelDifference(boxAndGround, boxOnly);
  const fromBehind = meanPixelDifference(boxAndGround, groundOnly);
  console.log(`framed bricks: brick ${shares.brick.toFixed(2)}, mortar ${shares.mortar.toFixed(2)}; ground behind ${groundBehind.toFixed(1)}, ground through the box ${throughBox.toFixed(1)}, box against the ground ${fromBehind.toFixed(1)}`);
  expect(groundBehind, 'the ground is behind the box').toBeGreaterThan(10);
  expect(throughBox, 'hiding the ground behind the box changes none of its pixels').toBeLessThan(2);
  expect(fromBehind, 'the box differs from the ground behind it').toBeGreaterThan(20);
  expect(await run<boolean>(page, "return s.document.get('box').props.visible !== false && s.document.get('ground').props.visible !== false;")).toBe(true);

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
