import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { runFromPalette, showPanel, toast } from './support/platform-helpers.js';

// A missing element fails in half a minute, not at the end of the whole test's time.
test.use({ actionTimeout: 30_000 });

/** Look straight down at the origin, no gizmo (its axes would count as line pixels). */
const TOP_VIEW = `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 16; s.viewport.setGizmo('none');`;

/** Viewport pixels in the spline lines' orange (the node's default line colour #ffb400). */
async function orangePixels(page: Page): Promise<number> {
  return (await viewportPixelCounts(page, { orange: 'r > 200 && g > 120 && g < 215 && b < 80' })).orange;
}

/** The selected spline node's splines as 'name:type' ('-' before a disabled one). */
function splineSummary(page: Page, id: string): Promise<string[]> {
  return run<string[]>(page, `
    return (s.document.get(${JSON.stringify(id)}).props.splines || []).map((x) => (x.enabled === false ? '-' : '') + x.name + ':' + x.type);
  `);
}

async function rowMenu(page: Page, index: number, action: string): Promise<void> {
  await page.getByTestId(`spline-row-${index}`).click({ button: 'right' });
  await page.getByTestId(`spline-menu-${action}`).click();
}

test('spline list: create, convert, invert, reorder, disable, delete; lines in the viewport; undo; save and reload', async ({ page }) => {
  test.setTimeout(600_000);
  const { url } = await openLitScene(page, { name: 'Splines' });
  await run(page, TOP_VIEW);
  const before = await orangePixels(page);

  // Add a Spline node from the scene tree's add-node menu: it starts with one circle, drawn in orange.
  await showPanel(page, 'sceneTree');
  await page.getByTestId('scene-tree-row-scene').click({ button: 'right' });
  await page.getByTestId('scene-tree-create-SplineNode').click();
  await expect.poll(() => run<string>(page, `const n = s.document.get(s.selection.selected[0]); return n ? n.type : '';`)).toBe('SplineNode');
  const id = await run<string>(page, 'return s.selection.selected[0];');
  await page.getByTestId('tab-inspector').click();
  const list = page.getByTestId('inspector-row-splines').getByTestId('spline-list');
  await expect(list.getByTestId('spline-row-0')).toContainText('Circle 1');
  await expect.poll(() => orangePixels(page), { timeout: 30_000, message: 'the default circle drawn' }).toBeGreaterThan(before + 100);
  const oneCircle = await orangePixels(page);

  // Create a circle from the empty area's context menu; make it smaller: a second ring appears.
  await list.getByTestId('spline-rows').click({ button: 'right', position: { x: 5, y: 35 } });
  await page.getByTestId('spline-menu-createCircle').click();
  await expect(toast(page, 'create spline successful')).toBeVisible();
  await expect.poll(() => splineSummary(page, id)).toEqual(['Circle 1:circle', 'Circle 2:circle']);
  await expect(list.getByTestId('spline-row-1')).toHaveAttribute('aria-selected', 'true');
  await list.getByTestId('spline-radius').fill('2');
  await list.getByTestId('spline-radius').press('Enter');
  await expect.poll(() => orangePixels(page), { timeout: 30_000, message: 'the second ring drawn' }).toBeGreaterThan(oneCircle * 1.3);
  const twoRings = await orangePixels(page);
  await page.screenshot({ path: test.info().outputPath('splines-two-rings.png') });

  // Convert it to a path: the sampled hexagon, closed, at the same index.
  await rowMenu(page, 1, 'convertToPath');
  await expect.poll(() => splineSummary(page, id)).toEqual(['Circle 1:circle', 'Circle 2:path']);
  const converted = await run<{ points: number[]; closed: boolean }>(page, `return s.document.get(${JSON.stringify(id)}).props.splines[1];`);
  expect(converted.closed).toBe(true);
  expect(converted.points).toHaveLength(6 * 3);
  expect(converted.points.slice(0, 3)).toEqual([2, 0, 0]);
  await expect(list.getByTestId('spline-detail')).toHaveAttribute('data-type', 'path');

  // Invert the path (message); inverting the circle is refused with a warning.
  await rowMenu(page, 1, 'invertOrder');
  await expect(toast(page, 'reverse path successful')).toBeVisible();
  const inverted = await run<number[]>(page, `return s.document.get(${JSON.stringify(id)}).props.splines[1].points;`);
  expect(inverted.slice(-3)).toEqual([2, 0, 0]);
  await rowMenu(page, 0, 'invertOrder');
  await expect(toast(page, 'Please convert to the path first')).toBeVisible();
  expect(await splineSummary(page, id)).toEqual(['Circle 1:circle', 'Circle 2:path']);

  // Reorder with the row buttons; the top row's move up is refused.
  await list.getByTestId('spline-row-1').getByTestId('spline-move-up').click();
  await expect.poll(() => splineSummary(page, id)).toEqual(['Circle 2:path', 'Circle 1:circle']);
  await list.getByTestId('spline-row-0').getByTestId('spline-move-up').click();
  await expect(toast(page, 'This spline is already at the top')).toBeVisible();

  // Disable the inner path: its ring leaves the viewport.
  await list.getByTestId('spline-row-0').getByTestId('spline-enabled').uncheck();
  await expect.poll(() => splineSummary(page, id)).toEqual(['-Circle 2:path', 'Circle 1:circle']);
  await expect.poll(() => orangePixels(page), { timeout: 30_000, message: 'the inner ring gone' }).toBeLessThan(twoRings * 0.85);

  // Delete the outer circle (message): nothing left drawn; undo brings it back.
  await rowMenu(page, 1, 'delete');
  await expect(toast(page, 'deleted spline successfully')).toBeVisible();
  await expect.poll(() => splineSummary(page, id)).toEqual(['-Circle 2:path']);
  await expect.poll(() => orangePixels(page), { timeout: 30_000, message: 'no ring left' }).toBeLessThan(before + 20);
  await runFromPalette(page, 'Undo');
  await expect.poll(() => splineSummary(page, id)).toEqual(['-Circle 2:path', 'Circle 1:circle']);
  await expect.poll(() => orangePixels(page), { timeout: 30_000, message: 'the outer ring back' }).toBeGreaterThan(before + 100);

  // Save, reload: the list is as it was.
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  const saved = await run<unknown>(page, `return s.document.get(${JSON.stringify(id)}).props.splines;`);
  await page.goto(url);
  await waitForViewport(page);
  await run(page, `${TOP_VIEW} s.selection.set([${JSON.stringify(id)}]);`);
  await page.getByTestId('tab-inspector').click();
  await expect(list.getByTestId('spline-row-0')).toHaveAttribute('data-enabled', 'false');
  await expect(list.getByTestId('spline-row-0')).toContainText('Circle 2');
  await expect(list.getByTestId('spline-row-1')).toContainText('Circle 1');
  expect(await run<unknown>(page, `return s.document.get(${JSON.stringify(id)}).props.splines;`)).toEqual(saved);
  await expect.poll(() => orangePixels(page), { timeout: 30_000, message: 'the outer ring after reload' }).toBeGreaterThan(before + 100);

  // The list, its menu and two messages in English (the next test: the two other languages), on a second node undone after.
  const reloaded = await run<string>(page, 'return s.document.serialize();');
  await checkTexts(page, 'en');
  await run(page, 'while (s.undo.undo()); s.selection.clear(); await vp.runtime.whenIdle();');
  expect(await run<string>(page, 'return s.document.serialize();')).toBe(reloaded);
});

const TEXTS = {
  en: { create: 'Create Circle', spiral: 'Spiral', warn: 'Please convert to the path first', created: 'create spline successful' },
  'zh-CN': { create: '创建圆形', spiral: '螺旋线', warn: '请先转换为路径', created: '创建样条成功' },
  'zh-TW': { create: '建立圓形', spiral: '螺旋線', warn: '請先轉換為路徑', created: '建立樣條成功' },
} as const;

/** A spline node of three splines added and selected: its list, its menu and the messages of two menu items in `locale`. */
async function checkTexts(page: Page, locale: keyof typeof TEXTS): Promise<void> {
  const text = TEXTS[locale];
  await run(page, `
    const splines = [
      { id: 'a', name: 'Circle 1', type: 'circle', enabled: true },
      { id: 'b', name: 'Spiral 1', type: 'spiral', enabled: true, turns: 3 },
      { id: 'c', name: 'Path 1', type: 'path', enabled: false, points: [0, 0, 0, 2, 0, 0, 2, 0, 2], modifiers: [{ type: 'arc', radius: 0.5, segments: 4, enabled: true }] },
    ];
    s.undo.execute([s.document.insertPatch([{ id: 'sp', type: 'SplineNode', parent: 'scene', name: 'Spline', props: { splines }, children: [] }], { parent: 'scene', index: 0 })]);
    s.selection.set(['sp']);
  `);
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-splines');
  await expect(row.getByTestId('spline-row-1').locator('svg')).toHaveAttribute('aria-label', text.spiral);
  await row.getByTestId('spline-row-2').click();
  await expect(row.getByTestId('spline-modifier-0')).toBeVisible();
  await row.screenshot({ path: test.info().outputPath(`spline-list-${locale}.png`) });

  await row.getByTestId('spline-row-0').click({ button: 'right' });
  await expect(page.getByTestId('spline-menu-createCircle')).toHaveText(text.create);
  await page.screenshot({ path: test.info().outputPath(`spline-menu-${locale}.png`) });
  await page.getByTestId('spline-menu-invertOrder').click();
  await expect(toast(page, text.warn)).toBeVisible();
  await row.getByTestId('spline-row-0').click({ button: 'right' });
  await page.getByTestId('spline-menu-createCircle').click();
  await expect(toast(page, text.created)).toBeVisible();
  await expect(row.getByTestId('spline-row-3')).toContainText('Circle 2');
}

// English is checked by the test above, in the designer it has open (a designer start per language costs more than the
// checks themselves).
test('the spline list in Simplified and Traditional Chinese', async ({ browser }) => {
  test.setTimeout(360_000);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: 'Splines' });
    await checkTexts(page, locale);
    await context.close();
  }
});
