// Stage fields a designer edits in the stage panel: movers (spec 001 §3 Mover) and the Sprite renderer's uvSource.
import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { redGreenSheet } from './support/pictures.js';

/** Strongly red and strongly green pixels of the viewport canvas. */
function colouredPixels(page: Page): Promise<{ red: number; green: number }> {
  return viewportPixelCounts(page, { green: 'g > 150 && r < 90 && b < 90', red: 'r > 150 && g < 90 && b < 90' });
}

function stage(page: Page, index: number): Promise<Record<string, unknown>> {
  return run<Record<string, unknown>>(page, `return s.document.get('ps').props.stages[${index}];`);
}

async function pressOutside(page: Page, key: string): Promise<void> {
  await page.locator('body').click({ position: { x: 5, y: 5 } }).catch(() => undefined);
  await page.keyboard.press(key);
}

async function frontCamera(page: Page): Promise<void> {
  await run(page, `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2.6; cam.radius = 9; s.viewport.setGizmo('none');`);
}

async function typeInto(page: Page, field: ReturnType<Page['locator']>, value: string): Promise<void> {
  await field.fill(value);
  await field.press('Enter');
}

test('a rate mover added in the panel makes particles; uvSource picks the sheet frame; undo; saved and reloaded', async ({ page }) => {
  test.setTimeout(480_000);
  const { url } = await openLitScene(page, { name: 'Stage fields' });
  await frontCamera(page);
  // A two-frame sheet: the left half red, the right half green. A Value modifier sets variable0 to 1 (the green frame).
  const sheet = await redGreenSheet(page);
  const stages = [
    { id: 'e', kind: 'BoxEmitter', enabled: true, params: { rate: 0, life: 3, speed: 0, size: 0.35, boxSize: { x: 2, y: 2, z: 0.2 }, spread: 0 } },
    { id: 'v', kind: 'ValueModifier', enabled: true, params: { target: 'variable0', mode: 'set', value: { x: 1, y: 0, z: 0 } } },
    { id: 'r', kind: 'SpriteRenderer', enabled: true, url: sheet, params: { scale: 1, blend: 'alpha', columns: 2, rows: 1 } },
  ];
  await run(page, `
    s.undo.execute([s.document.insertPatch([{ id: 'ps', type: 'ParticleSystem', parent: 'scene', name: 'Particles',
      props: { position: { x: 2.5, y: 1.5, z: 0 }, maxParticleCount: 2000, randomSeed: 1, stages: ${JSON.stringify(stages)} }, children: [] }], { parent: 'scene', index: 0 })]);
    s.selection.set(['ps']);
  `);
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-stages');
  // Rate 0 and no mover: nothing drawn.
  await expect.poll(async () => (await colouredPixels(page)).green, { timeout: 30_000 }).toBeLessThan(20);

  // Add a mover on the emitter's rate through the panel and hold it at 300 particles a second.
  await row.getByTestId('stage-tile-0').click();
  await row.getByTestId('stage-mover-property').selectOption('rate');
  await row.getByTestId('stage-mover-add').click();
  const mover = row.getByTestId('stage-mover-0');
  await expect(mover).toHaveAttribute('data-property', 'rate');
  await typeInto(page, mover.getByLabel('Min', { exact: true }), '300');
  await typeInto(page, mover.getByLabel('Max', { exact: true }), '300');
  await expect.poll(async () => (await stage(page, 0)).movers).toEqual([expect.objectContaining({ property: 'rate', min: 300, max: 300, enable: true })]);
  const moverId = ((await stage(page, 0)).movers as { id: string }[])[0]!.id;
  expect(moverId).toMatch(/^mover-/);

  // uvSource 'quad' (the default): the whole sheet on each sprite, red and green halves.
  await expect.poll(async () => Math.min(...Object.values(await colouredPixels(page))), { timeout: 60_000, message: 'red and green halves of whole-sheet sprites' }).toBeGreaterThan(200);
  await page.locator('[data-testid=viewport-canvas]').screenshot({ path: test.info().outputPath('uv-quad.png') });

  // uvSource variable0 through the panel: frame 1, green only.
  await row.getByTestId('stage-tile-2').click();
  await expect(row.getByTestId('stage-uv-source')).toHaveValue('quad');
  await row.getByTestId('stage-uv-source').selectOption('variable0');
  await expect.poll(async () => (await stage(page, 2)).uvSource).toBe('variable0');
  await expect.poll(async () => {
    const c = await colouredPixels(page);
    return c.green > 500 && c.red < c.green / 20;
  }, { timeout: 60_000, message: 'only the green frame' }).toBe(true);
  await page.locator('[data-testid=viewport-canvas]').screenshot({ path: test.info().outputPath('uv-variable0.png') });

  // Undo: the uvSource edit, then max, min and the add, one step each; redo all four.
  await pressOutside(page, 'Control+z');
  await expect.poll(async () => (await stage(page, 2)).uvSource ?? 'quad').toBe('quad');
  await expect.poll(async () => Math.min(...Object.values(await colouredPixels(page))), { timeout: 60_000, message: 'red back after undo' }).toBeGreaterThan(200);
  await pressOutside(page, 'Control+z');
  await expect.poll(async () => ((await stage(page, 0)).movers as { max: number }[])[0]!.max).toBe(1);
  await pressOutside(page, 'Control+z');
  await expect.poll(async () => ((await stage(page, 0)).movers as { min: number }[])[0]!.min).toBe(0);
  await pressOutside(page, 'Control+z');
  await expect.poll(async () => (await stage(page, 0)).movers ?? []).toEqual([]);
  for (let i = 0; i < 4; i++) await pressOutside(page, 'Control+y');
  await expect.poll(async () => (await stage(page, 2)).uvSource).toBe('variable0');
  expect((await stage(page, 0)).movers).toEqual([expect.objectContaining({ id: moverId, property: 'rate', min: 300, max: 300 })]);

  // Save, reload: the mover is in the panel and still makes particles.
  await pressOutside(page, 'Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(url);
  await waitForViewport(page);
  await frontCamera(page);
  await run(page, `s.selection.set(['ps']);`);
  await page.getByTestId('tab-inspector').click();
  await row.getByTestId('stage-tile-0').click();
  await expect(row.getByTestId('stage-mover-0')).toHaveAttribute('data-property', 'rate');
  await expect(row.getByTestId('stage-mover-0').getByLabel('Max', { exact: true })).toHaveValue('300');
  await expect.poll(async () => (await colouredPixels(page)).green, { timeout: 60_000, message: 'particles after reload' }).toBeGreaterThan(500);
  await row.screenshot({ path: test.info().outputPath('movers-after-reload.png') });

  // The movers list and UV source in English (the next test: the two other languages), on a second particle system,
  // undone after.
  const reloaded = await run<string>(page, 'return s.document.serialize();');
  await checkTexts(page, 'en');
  await page.keyboard.press('Escape');
  await run(page, `while (s.undo.undo()); s.selection.set(['ps']); await vp.runtime.whenIdle();`);
  expect(await run<string>(page, 'return s.document.serialize();')).toBe(reloaded);
  await row.getByTestId('stage-tile-0').click();

  // Delete the mover in the panel: one write, nothing left.
  await row.getByTestId('stage-mover-0').getByTestId('stage-mover-delete').click();
  await expect.poll(async () => (await stage(page, 0)).movers).toEqual([]);
});

const TEXTS = {
  en: { add: 'Add mover', title: 'Movers (2)', uv: 'UV source' },
  'zh-CN': { add: '添加运动器', title: '运动器（2）', uv: 'UV 来源' },
  'zh-TW': { add: '新增運動器', title: '運動器（2）', uv: 'UV 來源' },
} as const;

/** A particle system with two movers and a UV source added and selected: its movers list and UV source in `locale`. */
async function checkTexts(page: Page, locale: keyof typeof TEXTS): Promise<void> {
  const text = TEXTS[locale];
  await run(page, `
    const stages = [
      { id: 'a', kind: 'BoxEmitter', enabled: true, params: { rate: 0 }, movers: [
        { id: 'm1', property: 'rate', enable: true, min: 0, max: 50, duration: 2, delay: 0, swing: true, easing: 'easeInOutSine' },
        { id: 'm2', property: 'boxSize.x', enable: false, min: 1, max: 3, duration: 1, delay: 0.5, swing: false, easing: 'linear' }] },
      { id: 'd', kind: 'SpriteRenderer', enabled: true, uvSource: 'variable1', params: {} },
    ];
    s.undo.execute([s.document.insertPatch([{ id: 'ps-texts', type: 'ParticleSystem', parent: 'scene', name: 'Particles', props: { stages }, children: [] }], { parent: 'scene', index: 0 })]);
    s.selection.set(['ps-texts']);
  `);
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-stages');
  await expect(row.getByTestId('stage-mover-add')).toHaveText(text.add);
  await expect(row.getByTestId('stage-movers')).toContainText(text.title);
  await expect(row.getByTestId('stage-mover-1')).toHaveAttribute('data-property', 'boxSize.x');
  await row.screenshot({ path: test.info().outputPath(`stage-movers-${locale}.png`) });
  await row.getByTestId('stage-tile-1').click();
  await expect(row.locator('[data-param=uvSource]')).toContainText(text.uv);
  await expect(row.getByTestId('stage-uv-source')).toHaveValue('variable1');
  await row.screenshot({ path: test.info().outputPath(`stage-uv-source-${locale}.png`) });
}

// English is checked by the test above, in the designer it has open (a designer start per language costs more than the
// checks themselves).
test('the movers list and uvSource in Simplified and Traditional Chinese', async ({ browser }) => {
  test.setTimeout(360_000);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: 'Stage fields' });
    await checkTexts(page, locale);
    await context.close();
  }
});
