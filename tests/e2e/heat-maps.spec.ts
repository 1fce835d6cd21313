import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { openSavedInPlayer } from './support/player-frames.js';
import { showPanel } from './support/platform-helpers.js';

// A missing element fails in half a minute, not at the end of the whole test's time.
test.use({ actionTimeout: 30_000 });

/** Look straight down at the heat map's surface (10 × 10 around the origin); no gizmo. */
const TOP_VIEW = `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 14; cam.target.set(0, 0, 0); s.viewport.setGizmo('none');`;

/** Pixel classes of the colour ramp: red (the value drawn red and above), green (a third of it). */
const HEAT_PIXELS = {
  red: 'r > 170 && g < 90 && b < 90',
  green: 'g > 150 && r < 110 && b < 110',
} as const;
const heatPixels = (page: Page) => viewportPixelCounts(page, HEAT_PIXELS);

/** The heat pixels with no node selected: the handles of the selected points would cover part of the field. */
async function unselectedHeatPixels(page: Page): Promise<Record<keyof typeof HEAT_PIXELS, number>> {
  await run(page, 's.selection.clear(); await vp.runtime.whenIdle(); vp.invalidate(true);');
  return heatPixels(page);
}

/** The same pixel classes counted on the player's canvas. */
function playerHeatPixels(page: Page): Promise<Record<keyof typeof HEAT_PIXELS, number>> {
  const tests = Object.entries(HEAT_PIXELS).map(([name, condition]) => `if (${condition}) counts.${name}++;`).join('\n');
  return page.evaluate(`(async () => {
    const canvas = document.querySelector('[data-testid=player-canvas]');
    await new Promise((done) => requestAnimationFrame(() => done()));
    const probe = document.createElement('canvas');
    const w = probe.width = canvas.width, h = probe.height = canvas.height;
    const ctx = probe.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const d = ctx.getImageData(0, 0, w, h).data;
    const counts = { red: 0, green: 0 };
    for (let i = 0; i < d.length; i += 4) { const r = d[i], g = d[i + 1], b = d[i + 2]; ${tests} }
    return counts;
  })()`) as Promise<Record<keyof typeof HEAT_PIXELS, number>>;
}

const pointsOf = (page: Page, id: string) =>
  run<{ position: number[]; size: number; value: number; visible: boolean }[]>(page, `return s.document.get(${JSON.stringify(id)}).props.heatPoints || [];`);

async function undo(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
}

test('heat map: the node from the menu, points added and edited, a value change changes the picture, undo, save, reload, the player', async ({ page }) => {
  test.setTimeout(480_000);
  const scene = await openLitScene(page, { name: 'Heat map' });
  await run(page, TOP_VIEW);
  const before = await heatPixels(page);

  // The node from the scene tree's add-node menu.
  await showPanel(page, 'sceneTree');
  await page.getByTestId('scene-tree-row-scene').click({ button: 'right' });
  await page.getByTestId('scene-tree-create-HeatMap').click();
  await expect.poll(() => run<string>(page, `const n = s.document.get(s.selection.selected[0]); return n ? n.type : '';`)).toBe('HeatMap');
  const id = await run<string>(page, 'return s.selection.selected[0];');
  await page.getByTestId('tab-inspector').click();
  const editor = page.getByTestId('inspector-row-heatPoints').getByTestId('heat-points-heatPoints');
  await expect(editor).toContainText('No heat points');
  const select = async () => {
    await run(page, `s.selection.set([${JSON.stringify(id)}]);`);
    await expect(editor).toBeVisible();
  };

  // A point at the origin with the default size and value; moved to x 3 in its fields.
  await editor.getByTestId('heat-points-add').click();
  await expect(editor.getByTestId('heat-point-detail')).toBeVisible();
  await editor.getByTestId('heat-point-x').fill('3');
  await editor.getByTestId('heat-point-x').press('Enter');
  await expect.poll(() => pointsOf(page, id)).toEqual([{ position: [3, 0, 0], size: 1, value: 1, visible: true }]);
  // Add copies the selected point's position, size and value; the copy moves to x -3, size 1.5.
  await editor.getByTestId('heat-points-add').click();
  await expect(editor.getByTestId('heat-points-count')).toHaveText('2 points');
  await expect.poll(() => pointsOf(page, id)).toEqual([
    { position: [3, 0, 0], size: 1, value: 1, visible: true },
    { position: [3, 0, 0], size: 1, value: 1, visible: true },
  ]);
  await editor.getByTestId('heat-point-x').fill('-3');
  await editor.getByTestId('heat-point-x').press('Enter');
  await editor.getByTestId('heat-point-size').fill('1.5');
  await editor.getByTestId('heat-point-size').press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p[1])).toEqual({ position: [-3, 0, 0], size: 1.5, value: 1, visible: true });
  await expect.poll(async () => (await unselectedHeatPixels(page)).red, { timeout: 30_000, message: 'two red spots' }).toBeGreaterThan(before.red + 150);
  const red = (await heatPixels(page)).red;
  await page.screenshot({ path: test.info().outputPath('heat-map-two-points.png') });

  // Selection rules: a click selects one, Shift selects the range, Ctrl toggles.
  await select();
  await editor.getByTestId('heat-point-row-0').click();
  await editor.getByTestId('heat-point-row-1').click({ modifiers: ['Shift'] });
  await expect(editor).toContainText('2 selected');
  await editor.getByTestId('heat-point-row-0').click({ modifiers: ['Control'] });
  await expect(editor.getByTestId('heat-point-row-1')).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByTestId('heat-point-row-0')).toHaveAttribute('aria-selected', 'false');

  // The second point's value to a third (kept to 3 decimals): its spot turns from red to green.
  const value = editor.getByTestId('heat-point-value-field');
  await value.fill('0.33349');
  await value.press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.value)).toBe(0.333);
  await expect(value).toHaveValue('0.333');
  await expect(editor.getByTestId('heat-point-row-1').getByTestId('heat-point-value')).toHaveText('0.333');
  await expect.poll(async () => (await unselectedHeatPixels(page)).red, { timeout: 30_000, message: 'one red spot left' }).toBeLessThan(before.red + (red - before.red) * 0.6);
  expect((await heatPixels(page)).green).toBeGreaterThan(before.green + 100);
  await page.screenshot({ path: test.info().outputPath('heat-map-value-changed.png') });

  // Undo takes the value edit back: both spots red again.
  await undo(page);
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.value)).toBe(1);
  await expect.poll(async () => (await unselectedHeatPixels(page)).red, { timeout: 30_000, message: 'two red spots after undo' }).toBeGreaterThan(before.red + (red - before.red) * 0.9);

  // Clear asks first; cancelling keeps the points.
  await select();
  await editor.getByTestId('heat-points-clear').click();
  await expect(page.getByTestId('dialog')).toContainText('Are you sure you want to empty it?');
  await page.getByTestId('dialog-cancel').click();
  await expect(editor.getByTestId('heat-points-count')).toHaveText('2 points');

  // The second value to 0.333 again, then save and reload: the points and the picture come back.
  await editor.getByTestId('heat-point-row-1').click();
  await value.fill('0.333');
  await value.press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.value)).toBe(0.333);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(scene.url);
  await waitForViewport(page);
  await run(page, TOP_VIEW);
  expect(await pointsOf(page, id)).toEqual([
    { position: [3, 0, 0], size: 1, value: 1, visible: true },
    { position: [-3, 0, 0], size: 1.5, value: 0.333, visible: true },
  ]);
  await expect.poll(async () => {
    const counts = await unselectedHeatPixels(page);
    return counts.red > before.red + 50 && counts.green > before.green + 100;
  }, { timeout: 30_000, message: 'a red and a green spot after reload' }).toBe(true);

  // The point list's texts in English (the next test: the two other languages), on a second heat map undone after.
  const reloaded = await run<string>(page, 'return s.document.serialize();');
  await checkPointListTexts(page, 'en');
  await run(page, 'while (s.undo.undo()); s.selection.clear(); await vp.runtime.whenIdle();');
  expect(await run<string>(page, 'return s.document.serialize();')).toBe(reloaded);

  // The player draws the field too.
  await openSavedInPlayer(page, scene);
  await expect.poll(async () => {
    const counts = await playerHeatPixels(page);
    return counts.red > 20 && counts.green > 20;
  }, { timeout: 30_000, message: 'red and green in the player' }).toBe(true);
  await page.screenshot({ path: test.info().outputPath('heat-map-player.png') });
});

const TEXTS = {
  en: { count: '3 points', add: 'Add', value: 'Value' },
  'zh-CN': { count: '3 个点', add: '添加', value: '值' },
  'zh-TW': { count: '3 個點', add: '新增', value: '值' },
} as const;

/** A heat map of three points added (one undo step) and selected: its point list shows the texts of `locale`. */
async function checkPointListTexts(page: Page, locale: keyof typeof TEXTS): Promise<void> {
  const text = TEXTS[locale];
  await run(page, `
    const points = [[-3, 0.9, 1.5], [0, 0.5, 2.5], [3, 0.2, 1]].map(([x, value, size], i) => ({ position: [x, 0, i - 1], size, value, visible: i !== 2 }));
    s.undo.execute([s.document.insertPatch([{ id: 'hm', type: 'HeatMap', parent: 'scene', name: 'Heat', props: { heatPoints: points }, children: [] }],
      { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set(['hm']);
    ${TOP_VIEW}
  `);
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-heatPoints');
  const editor = row.getByTestId('heat-points-heatPoints');
  await expect(editor.getByTestId('heat-points-count')).toHaveText(text.count);
  await expect(editor.getByTestId('heat-points-add')).toHaveText(text.add);
  await editor.getByTestId('heat-point-row-1').click();
  await expect(editor.getByTestId('heat-point-detail')).toContainText(text.value);
  await row.scrollIntoViewIfNeeded();
  await row.screenshot({ path: test.info().outputPath(`heat-map-panel-${locale}.png`) });
  await page.screenshot({ path: test.info().outputPath(`heat-map-viewport-${locale}.png`) });
}

// English is checked by the test above, in the designer it has open (a designer start per language costs more than the
// checks themselves).
test('the heat-map point list in Simplified and Traditional Chinese', async ({ browser }) => {
  test.setTimeout(420_000);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: 'Heat map texts' });
    await checkPointListTexts(page, locale);
    await context.close();
  }
});
