import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, openDemoScene } from './support/designer.js';

/** The canvas scaled down to 96×60, as RGB bytes (what the user sees, averaged a little). */
function canvasPixels(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const source = document.querySelector('[data-testid=viewport-canvas]') as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = 96;
    probe.height = 60;
    const g = probe.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(source, 0, 0, 96, 60);
    const data = g.getImageData(0, 0, 96, 60).data;
    const rgb: number[] = [];
    for (let i = 0; i < data.length; i += 4) rgb.push(data[i], data[i + 1], data[i + 2]);
    return rgb;
  });
}

/** Mean absolute difference of two pixel arrays (0–255). */
function difference(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** Wait until the viewport has drawn everything it was asked to (the on-demand loop goes quiet). */
async function settle(page: Page): Promise<void> {
  await run(page, 'await vp.runtime.whenIdle();');
  await expect.poll(async () => {
    const before = await run<number>(page, 'return vp.framesRendered;');
    await page.waitForTimeout(400);
    return (await run<number>(page, 'return vp.framesRendered;')) - before;
  }, { timeout: 30_000 }).toBe(0);
}

/**
 * The picture once a redraw no longer changes it. The on-demand loop can go quiet before every material has been
 * drawn on a freshly opened scene (software WebGL compiles slowly), so redraw until two pictures agree.
 */
async function stablePicture(page: Page): Promise<number[]> {
  let previous: number[] = [];
  for (let i = 0; i < 20; i++) {
    await run(page, 'vp.invalidate(true);');
    await settle(page);
    const now = await canvasPixels(page);
    if (previous.length && difference(now, previous) < 0.02) return now;
    previous = now;
  }
  throw new Error('The viewport picture never settled');
}

/** Poll the canvas until its difference from `reference` passes `check`. */
async function expectPixels(page: Page, reference: readonly number[], check: (diff: number) => boolean, what: string): Promise<number> {
  let last = 0;
  await expect.poll(async () => {
    await settle(page);
    last = difference(await canvasPixels(page), reference);
    if (process.env.PP_DEBUG) console.log(what, last.toFixed(3));
    return check(last);
  }, { message: `${what} (difference ${last.toFixed(2)})`, timeout: 30_000 }).toBe(true);
  return last;
}

/** The ids of the effect rows in the panel, in order. */
function rowTypes(page: Page): Promise<string[]> {
  return page.getByTestId('post-pipeline').locator('[data-testid^=post-row-]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type') ?? ''));
}

async function addEffect(page: Page, className: string): Promise<string> {
  await page.getByTestId('post-add').click();
  await page.getByTestId(`post-add-${className}`).click();
  const row = page.locator(`[data-testid^=post-row-][data-type=${className}]`).last();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  return (await row.getAttribute('data-testid'))!.slice('post-row-'.length);
}

/** Type a number into an inspector row's number editor. */
async function setNumber(page: Page, name: string, value: string): Promise<void> {
  const input = page.getByTestId('panel-inspector').getByTestId(`inspector-row-${name}`).getByTestId('number-input');
  await input.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

async function setEnum(page: Page, name: string, value: string): Promise<void> {
  await page.getByTestId('panel-inspector').getByTestId(`inspector-row-${name}`).locator('select').selectOption(value);
}

/**
 * Each effect with one property changed, and how much it must change the demo scene's picture (mean difference on a
 * 0–255 scale). Motion blur, SSR and glow need motion, reflective or emissive materials the demo scene does not have:
 * they are added, edited and toggled, and the picture must stay intact.
 */
const EFFECTS: readonly { className: string; edit: (page: Page) => Promise<void>; visible: boolean }[] = [
  { className: 'ToneMappingPostProcess', edit: (p) => setNumber(p, 'exposure', '3'), visible: true },
  { className: 'ColorBalancePostProcess', edit: (p) => setNumber(p, 'saturation', '0'), visible: true },
  { className: 'VignettePostProcess', edit: (p) => setNumber(p, 'weight', '6'), visible: true },
  { className: 'GrainPostProcess', edit: (p) => setNumber(p, 'intensity', '80'), visible: true },
  { className: 'BloomPostProcess', edit: (p) => setNumber(p, 'threshold', '0.1'), visible: true },
  { className: 'DepthOfFieldPostProcess', edit: (p) => setNumber(p, 'fStop', '0.1'), visible: true },
  { className: 'ChromaticAberrationPostProcess', edit: (p) => setNumber(p, 'amount', '300'), visible: true },
  { className: 'SharpenPostProcess', edit: (p) => setNumber(p, 'edgeAmount', '2'), visible: true },
  { className: 'SsaoPostProcess', edit: (p) => setNumber(p, 'totalStrength', '5'), visible: true },
  { className: 'FxaaPostProcess', edit: async () => undefined, visible: true },
  { className: 'MotionBlurPostProcess', edit: (p) => setEnum(p, 'samples', '8'), visible: false },
  { className: 'SsrPostProcess', edit: (p) => setNumber(p, 'strength', '2'), visible: false },
  { className: 'GlowPostProcess', edit: (p) => setNumber(p, 'intensity', '3'), visible: false },
];

test('post-processing: every effect through the Rendering pipeline panel changes the picture and is undone, reordered, saved', async ({ page }) => {
  test.setTimeout(600_000); // thirteen effects on software WebGL
  await openDemoScene(page);
  await page.getByTestId('tab-renderingPipeline').click();
  await expect(page.getByTestId('post-pipeline')).toContainText('No effects');
  // Nothing selected, as while an effect is selected: no gizmo in the reference picture.
  await run(page, 's.selection.clear();');
  const plain = await stablePicture(page);

  // PP_ONLY=<class name> runs one effect (while working on it); PP_DEBUG=1 prints each picture difference.
  for (const { className, edit, visible } of EFFECTS.filter((e) => !process.env.PP_ONLY || e.className === process.env.PP_ONLY)) {
    const id = await addEffect(page, className);
    await page.getByTestId('tab-inspector').click();
    await edit(page);
    await page.getByTestId('tab-renderingPipeline').click();
    if (visible) await expectPixels(page, plain, (d) => d > 0.4, `${className} changes the picture`);
    else await expectPixels(page, plain, (d) => d < 3, `${className} keeps the picture`);
    // Switched off, the picture is the plain scene again; the effect stays in the list.
    await page.getByTestId(`post-toggle-${id}`).uncheck();
    await expectPixels(page, plain, (d) => d < 0.3, `${className} off restores the picture`);
    await page.getByTestId('post-delete').click();
    await expect(page.getByTestId(`post-row-${id}`)).toHaveCount(0);
  }

  // Reorder, delete and undo through the panel and Ctrl+Z.
  await addEffect(page, 'ToneMappingPostProcess');
  await addEffect(page, 'VignettePostProcess');
  const grain = await addEffect(page, 'GrainPostProcess');
  expect(await rowTypes(page)).toEqual(['ToneMappingPostProcess', 'VignettePostProcess', 'GrainPostProcess']);
  await page.getByTestId(`post-row-${grain}`).click();
  await page.getByTestId('post-up').click();
  await page.getByTestId('post-up').click();
  expect(await rowTypes(page)).toEqual(['GrainPostProcess', 'ToneMappingPostProcess', 'VignettePostProcess']);
  await expect(page.getByTestId('post-up')).toBeDisabled();
  await page.getByTestId('post-delete').click();
  expect(await rowTypes(page)).toEqual(['ToneMappingPostProcess', 'VignettePostProcess']);
  await page.getByTestId('viewport-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect.poll(() => rowTypes(page)).toEqual(['GrainPostProcess', 'ToneMappingPostProcess', 'VignettePostProcess']);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect.poll(() => rowTypes(page)).toEqual(['ToneMappingPostProcess', 'VignettePostProcess', 'GrainPostProcess']);

  // The toolbar toggle shows the plain scene without touching the document.
  await page.getByTestId(`post-row-${grain}`).click();
  await page.getByTestId('post-delete').click();
  const withEffects = await expectPixels(page, plain, (d) => d > 0.4, 'tone mapping and vignette change the picture');
  await page.getByTestId('viewport-effects').click();
  await expect(page.getByTestId('viewport-effects')).toHaveAttribute('aria-pressed', 'false');
  await expectPixels(page, plain, (d) => d < 0.3, 'effects hidden by the toolbar');
  await page.getByTestId('viewport-effects').click();
  await expectPixels(page, plain, (d) => Math.abs(d - withEffects) < 0.5, 'effects shown again');

  // Saved and loaded again: the effects come back in order and render.
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return window.__kfViewport.services.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.reload();
  await expect(page.getByTestId('viewport-canvas')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('tab-renderingPipeline').click();
  await expect.poll(() => rowTypes(page), { timeout: 30_000 }).toEqual(['ToneMappingPostProcess', 'VignettePostProcess']);
  const saved = await expectPixels(page, plain, (d) => d > 0.4, 'saved effects render after a reload');

  // A third-party effect loaded from a URL (a plain ES module against the designer's SDK) is in the Add menu and renders.
  const fixture = readFileSync(new URL('../fixtures/post-effect-plugin/index.js', import.meta.url), 'utf8');
  await page.route('**/third-party/post-invert.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: fixture }));
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('load plugin');
  await page.keyboard.press('Enter');
  await page.getByTestId('dialog-input').fill('/third-party/post-invert.js');
  await page.keyboard.press('Enter');
  await page.getByTestId('tab-renderingPipeline').click();
  await addEffect(page, 'AcmeInvertPostProcess');
  await expectPixels(page, plain, (d) => d > saved + 20, 'the third-party effect inverts the picture');
  await page.screenshot({ path: test.info().outputPath('pipeline.png') });

  // Leave the demo scene as the specs after this one expect it: every effect deleted, saved.
  const rows = page.locator('[data-testid^=post-row-]');
  while (await rows.count()) {
    await rows.first().locator('.kf-pipeline-name').click();
    await page.getByTestId('post-delete').click();
  }
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return window.__kfViewport.services.undo.needSave;'), { timeout: 30_000 }).toBe(false);
});
