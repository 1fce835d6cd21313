import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, openDemoScene } from './support/designer.js';
import { canvasPixels, meanPixelDifference } from './support/pixels.js';
import { confirmPluginLoad } from './support/plugin-load.js';
import { viewportAt } from './support/viewport-quality.js';

// These checks compare the viewport's own pixels (small areas, a one-pixel edge, an effect's faint shading): sharp.
test.use({ storageState: viewportAt('high') });

/**
 * The viewport's picture at 96×60 as RGB bytes. Draws the scene itself until every material, texture and post-process
 * shader is ready, draws once more and reads the canvas in the same task (the drawing buffer is still there), so no
 * waiting for the on-demand loop to go quiet.
 */
async function picture(page: Page): Promise<number[]> {
  await page.evaluate(async () => {
    type Pass = { isReady(): boolean } | null;
    type Cam = { _postProcesses: Pass[] };
    const vp = (window as unknown as { __kfViewport: { scene: { render(): void; isReady(full: boolean): boolean; getWaitingItemsCount(): number; activeCameras: Cam[] | null; activeCamera: Cam | null }; runtime: { whenIdle(): Promise<void> } } }).__kfViewport;
    const scene = vp.scene;
    await vp.runtime.whenIdle();
    const cameras = () => (scene.activeCameras?.length ? scene.activeCameras : scene.activeCamera ? [scene.activeCamera] : []);
    const ready = () => scene.isReady(true) && scene.getWaitingItemsCount() === 0 && cameras().every((c) => c._postProcesses.every((p) => !p || p.isReady()));
    for (let i = 0; i < 600 && !ready(); i++) {
      scene.render();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    scene.render();
  });
  return canvasPixels(page);
}


/** The plain scene's picture once two in a row agree (a freshly opened scene may still be compiling). */
async function stablePicture(page: Page): Promise<number[]> {
  let previous = await picture(page);
  for (let i = 0; i < 10; i++) {
    const now = await picture(page);
    if (meanPixelDifference(now, previous) < 0.02) return now;
    previous = now;
  }
  throw new Error('The viewport picture never settled');
}

/** Poll the picture until its difference from `reference` passes `check`; returns that difference. */
async function expectPixels(page: Page, reference: readonly number[], check: (diff: number) => boolean, what: string): Promise<number> {
  let last = 0;
  await expect.poll(async () => {
    last = meanPixelDifference(await picture(page), reference);
    if (process.env.PP_DEBUG) console.log(what, last.toFixed(3));
    return check(last);
  }, { message: `${what} (difference ${last.toFixed(2)})`, timeout: 30_000 }).toBe(true);
  return last;
}

/** Bring a dock tab to the front unless its content already shows. */
async function show(page: Page, tab: string, content: string): Promise<void> {
  if (!(await page.getByTestId(content).isVisible())) await page.getByTestId(`tab-${tab}`).click();
}

/** The types of the effect rows in the Rendering pipeline panel, in order. */
function rowTypes(page: Page): Promise<string[]> {
  return page.getByTestId('post-pipeline').locator('[data-testid^=post-row-]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-type') ?? ''));
}

async function addEffect(page: Page, className: string): Promise<string> {
  await show(page, 'renderingPipeline', 'post-pipeline');
  await page.getByTestId('post-add').click();
  await page.getByTestId(`post-add-${className}`).click();
  const row = page.locator(`[data-testid^=post-row-][data-type=${className}]`).last();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  return (await row.getAttribute('data-testid'))!.slice('post-row-'.length);
}

/** Add a LUT from the LUT pipeline panel's list; returns the effect's id. */
async function addLut(page: Page, name: string): Promise<string> {
  await show(page, 'lutPipeline', 'lut-pipeline');
  await page.getByTestId('lut-add').click();
  await page.getByTestId(`lut-add-${name}`).click();
  const row = page.getByTestId('lut-pipeline').locator('[data-testid^=lut-row-][aria-selected=true]');
  await expect(row).toHaveCount(1);
  return (await row.getAttribute('data-testid'))!.slice('lut-row-'.length);
}

/** Type a number into an inspector row's number editor. */
async function setNumber(page: Page, name: string, value: string): Promise<void> {
  await show(page, 'inspector', 'panel-inspector');
  const input = page.getByTestId('panel-inspector').getByTestId(`inspector-row-${name}`).getByTestId('number-input');
  await input.focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

async function setEnum(page: Page, name: string, value: string): Promise<void> {
  await show(page, 'inspector', 'panel-inspector');
  await page.getByTestId('panel-inspector').getByTestId(`inspector-row-${name}`).locator('select').selectOption(value);
}

/**
 * The fifteen effects, each with one property changed. `visible`: it must change the demo scene's picture (mean
 * difference on a 0–255 scale). Motion blur, SSR and glow need motion, reflective or emissive materials the demo
 * scene does not have: they are added, edited and toggled, and the picture must stay intact. The LUT comes from the
 * LUT pipeline panel.
 */
const EFFECTS: readonly { className: string; add?: (page: Page) => Promise<string>; edit: (page: Page) => Promise<void>; visible: boolean }[] = [
  { className: 'ToneMappingPostProcess', edit: (p) => setNumber(p, 'exposure', '3'), visible: true },
  { className: 'ColorBalancePostProcess', edit: (p) => setNumber(p, 'saturation', '0'), visible: true },
  { className: 'VignettePostProcess', edit: (p) => setNumber(p, 'weight', '6'), visible: true },
  { className: 'GrainPostProcess', edit: (p) => setNumber(p, 'intensity', '80'), visible: true },
  { className: 'BloomPostProcess', edit: (p) => setNumber(p, 'threshold', '0.1'), visible: true },
  { className: 'DepthOfFieldPostProcess', edit: (p) => setNumber(p, 'fStop', '0.1'), visible: true },
  { className: 'ChromaticAberrationPostProcess', edit: (p) => setNumber(p, 'amount', '300'), visible: true },
  { className: 'SharpenPostProcess', edit: (p) => setNumber(p, 'edgeAmount', '2'), visible: true },
  { className: 'SsaoPostProcess', edit: (p) => setNumber(p, 'totalStrength', '5'), visible: true },
  { className: 'GtaoPostProcess', edit: (p) => setNumber(p, 'exponent', '4'), visible: true },
  { className: 'LutPostProcess', add: (p) => addLut(p, 'sepia'), edit: (p) => setNumber(p, 'intensity', '0.9'), visible: true },
  { className: 'FxaaPostProcess', edit: async () => undefined, visible: true },
  { className: 'MotionBlurPostProcess', edit: (p) => setEnum(p, 'samples', '8'), visible: false },
  { className: 'SsrPostProcess', edit: (p) => setNumber(p, 'strength', '2'), visible: false },
  { className: 'GlowPostProcess', edit: (p) => setNumber(p, 'intensity', '3'), visible: false },
];

// A smaller window: software WebGL draws every pass of every effect per pixel, and the check needs only a 96×60 picture.
test.use({ viewport: { width: 1000, height: 640 } });

test('post-processing: each of the fifteen effects changes the picture and is restored when off; LUT panel; reorder, undo, save', async ({ page }) => {
  // About 2.5 min at a load average of 18 on two cores; the limit only guards against a hang on a busier machine.
  test.setTimeout(600_000);
  await openDemoScene(page);
  await show(page, 'renderingPipeline', 'post-pipeline');
  await expect(page.getByTestId('post-pipeline')).toContainText('No effects');
  // Nothing selected, as while an effect is selected: no gizmo in the reference picture.
  await run(page, 's.selection.clear();');
  const plain = await stablePicture(page);

  // PP_ONLY=<class name> runs one effect (while working on it); PP_DEBUG=1 prints each picture difference.
  for (const { className, add, edit, visible } of EFFECTS.filter((e) => !process.env.PP_ONLY || e.className === process.env.PP_ONLY)) {
    const id = add ? await add(page) : await addEffect(page, className);
    await edit(page);
    if (visible) await expectPixels(page, plain, (d) => d > 0.4, `${className} changes the picture`);
    else await expectPixels(page, plain, (d) => d < 3, `${className} keeps the picture`);
    // Switched off, the picture is the plain scene again; the effect stays in the list.
    await show(page, 'renderingPipeline', 'post-pipeline');
    await page.getByTestId(`post-toggle-${id}`).uncheck();
    await expectPixels(page, plain, (d) => d < 0.3, `${className} off restores the picture`);
    await page.getByTestId('post-delete').click();
    await expect(page.getByTestId(`post-row-${id}`)).toHaveCount(0);
  }

  // The LUT panel: the identity LUT keeps the picture (the strip is read the right way round), Delete removes it and
  // undo brings it back.
  const identity = await addLut(page, 'identity');
  await expect(page.getByTestId(`lut-row-${identity}`)).toContainText('/luts/identity.png');
  await expect(page.getByTestId(`lut-row-${identity}`).locator('img')).toHaveAttribute('src', /identity-preview\.png/);
  await expectPixels(page, plain, (d) => d < 1.5, 'the identity LUT keeps the picture');
  await page.getByTestId('lut-delete').click();
  await expect(page.getByTestId(`lut-row-${identity}`)).toHaveCount(0);
  await expect(page.getByTestId('lut-pipeline')).toContainText('No LUTs');
  await page.getByTestId('viewport-canvas').focus();
  await page.keyboard.press('Control+z');
  await expect(page.getByTestId(`lut-row-${identity}`)).toHaveCount(1);
  await page.getByTestId(`lut-row-${identity}`).click();
  await page.getByTestId('lut-delete').click();

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
  await page.waitForFunction(() => !!(window as unknown as { __kfViewport?: unknown }).__kfViewport);
  await show(page, 'renderingPipeline', 'post-pipeline');
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
  await confirmPluginLoad(page, '/third-party/post-invert.js');
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
