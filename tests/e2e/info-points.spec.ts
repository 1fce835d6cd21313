import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { openSavedInPlayer } from './support/player-frames.js';
import { showPanel, toast } from './support/platform-helpers.js';

// A missing element fails in half a minute, not at the end of the whole test's time.
test.use({ actionTimeout: 30_000 });

/** Look straight down at the points (x 0 to 2), close enough that their markers and labels stand apart; no gizmo. */
const TOP_VIEW = `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 6; cam.target.set(1, 0, 0); s.viewport.setGizmo('none');`;

/**
 * The status pixels with no node selected: the point handles of the selected points (an orange disc) would hide a
 * marker and count as orange.
 */
async function unselectedStatusPixels(page: Page): Promise<Record<keyof typeof STATUS_PIXELS, number>> {
  await run(page, 's.selection.clear(); await vp.runtime.whenIdle(); vp.invalidate(true);');
  return statusPixels(page);
}

// The viewport's 'Fast' quality draws at a lower resolution than CSS pixels, so one 16 px marker is about 27 canvas
// pixels of its colour.
/** Pixel classes of the status colours (spec 001 §3): normal #22b14c, warning #e02424, fault #ff8c1a. */
const STATUS_PIXELS = {
  green: 'g > 140 && r < 90 && b < 120 && g - r > 70',
  red: 'r > 180 && g < 80 && b < 80',
  orange: 'r > 215 && g > 110 && g < 175 && b < 70',
} as const;
const statusPixels = (page: Page) => viewportPixelCounts(page, STATUS_PIXELS);

/** The same pixel classes counted on the player's canvas. */
function playerStatusPixels(page: Page): Promise<Record<keyof typeof STATUS_PIXELS, number>> {
  const tests = Object.entries(STATUS_PIXELS).map(([name, condition]) => `if (${condition}) counts.${name}++;`).join('\n');
  return page.evaluate(`(async () => {
    const canvas = document.querySelector('[data-testid=player-canvas]');
    await new Promise((done) => requestAnimationFrame(() => done()));
    const probe = document.createElement('canvas');
    const w = probe.width = canvas.width, h = probe.height = canvas.height;
    const ctx = probe.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const d = ctx.getImageData(0, 0, w, h).data;
    const counts = { green: 0, red: 0, orange: 0 };
    for (let i = 0; i < d.length; i += 4) { const r = d[i], g = d[i + 1], b = d[i + 2]; ${tests} }
    return counts;
  })()`) as Promise<Record<keyof typeof STATUS_PIXELS, number>>;
}

const pointsOf = (page: Page, id: string) =>
  run<{ name: string; status: string; position: number[] }[]>(page, `return (s.document.get(${JSON.stringify(id)}).props.infoPoints || []).map((p) => ({ name: p.name, status: p.status, position: p.position }));`);

async function undo(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
}

test('info points: add the node and points, a status change shows in the picture, a duplicate name is refused, undo, save, reload, the player', async ({ page }) => {
  test.setTimeout(480_000);
  const scene = await openLitScene(page, { name: 'Info points' });
  await run(page, TOP_VIEW);
  const before = await statusPixels(page);

  // The node from the scene tree's add-node menu.
  await showPanel(page, 'sceneTree');
  await page.getByTestId('scene-tree-row-scene').click({ button: 'right' });
  await page.getByTestId('scene-tree-create-InfoPoints').click();
  await expect.poll(() => run<string>(page, `const n = s.document.get(s.selection.selected[0]); return n ? n.type : '';`)).toBe('InfoPoints');
  const id = await run<string>(page, 'return s.selection.selected[0];');
  await page.getByTestId('tab-inspector').click();
  const editor = page.getByTestId('inspector-row-infoPoints').getByTestId('info-points-infoPoints');
  await expect(editor).toContainText('No info points');

  // Three points: each after the selected one, one unit further along x, named unique.
  for (let i = 0; i < 3; i++) await editor.getByTestId('info-points-add').click();
  await expect.poll(() => pointsOf(page, id)).toEqual([
    { name: 'Point', status: 'normal', position: [0, 0, 0] },
    { name: 'Point.1', status: 'normal', position: [1, 0, 0] },
    { name: 'Point.2', status: 'normal', position: [2, 0, 0] },
  ]);
  await expect(editor.getByTestId('info-points-count')).toHaveText('3 points');
  await expect.poll(async () => (await unselectedStatusPixels(page)).green, { timeout: 30_000, message: 'three green markers' }).toBeGreaterThan(before.green + 45);
  const green = (await statusPixels(page)).green;
  await page.screenshot({ path: test.info().outputPath('info-points-normal.png') });
  const select = async () => {
    await run(page, `s.selection.set([${JSON.stringify(id)}]);`);
    await expect(editor).toBeVisible();
  };

  // Point.1 to warning: a red marker appears, a green one goes.
  await select();
  await editor.getByTestId('info-point-row-Point.1').click();
  const status = editor.getByTestId('info-point-status-field');
  await status.fill('warning');
  await status.press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.status)).toBe('warning');
  await expect.poll(async () => (await unselectedStatusPixels(page)).red, { timeout: 30_000, message: 'a red marker' }).toBeGreaterThan(before.red + 15);
  expect((await statusPixels(page)).green).toBeLessThan(green - 15);
  await page.screenshot({ path: test.info().outputPath('info-points-warning.png') });

  // Renaming Point.2 to a taken name is refused with a message; the name stays.
  await select();
  await editor.getByTestId('info-point-row-Point.2').click();
  const name = editor.getByTestId('info-point-name');
  await name.fill('Point');
  await name.press('Enter');
  await expect(toast(page, 'Another info point is already named "Point": names must be unique')).toBeVisible();
  await expect(name).toHaveValue('Point.2');
  expect((await pointsOf(page, id)).map((p) => p.name)).toEqual(['Point', 'Point.1', 'Point.2']);

  // Undo takes the status edit back: the red marker goes.
  await undo(page);
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.status)).toBe('normal');
  await expect.poll(async () => (await unselectedStatusPixels(page)).red, { timeout: 30_000, message: 'no red marker after undo' }).toBeLessThan(before.red + 5);

  // Point.2 to fault (orange), then save and reload: the points and the picture come back.
  await select();
  await editor.getByTestId('info-point-row-Point.2').click();
  await editor.getByTestId('info-point-status-field').fill('fault');
  await editor.getByTestId('info-point-status-field').press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p[2]!.status)).toBe('fault');
  await expect.poll(async () => (await unselectedStatusPixels(page)).orange, { timeout: 30_000, message: 'an orange marker' }).toBeGreaterThan(before.orange + 15);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(scene.url);
  await waitForViewport(page);
  await run(page, TOP_VIEW);
  expect(await pointsOf(page, id)).toEqual([
    { name: 'Point', status: 'normal', position: [0, 0, 0] },
    { name: 'Point.1', status: 'normal', position: [1, 0, 0] },
    { name: 'Point.2', status: 'fault', position: [2, 0, 0] },
  ]);
  await expect.poll(async () => (await unselectedStatusPixels(page)).orange, { timeout: 30_000, message: 'the orange marker after reload' }).toBeGreaterThan(before.orange + 15);
  await run(page, `s.selection.set([${JSON.stringify(id)}]);`);
  await page.getByTestId('tab-inspector').click();
  await expect(page.getByTestId('info-points-infoPoints').getByTestId('info-points-count')).toHaveText('3 points');
  await page.screenshot({ path: test.info().outputPath('info-points-after-reload.png') });

  // The list's texts in English (the next test: the two other languages), on a second node undone after.
  const reloaded = await run<string>(page, 'return s.document.serialize();');
  await checkPointListTexts(page, 'en');
  await run(page, 'while (s.undo.undo()); s.selection.clear(); await vp.runtime.whenIdle();');
  expect(await run<string>(page, 'return s.document.serialize();')).toBe(reloaded);

  // A built-in point by category (kf-resource/info-points-by-category): Alert · red after Point.2, drawn red; undo, redo, saved.
  await run(page, `s.selection.set([${JSON.stringify(id)}]);`);
  const list = page.getByTestId('info-points-infoPoints');
  await list.getByTestId('info-point-row-Point.2').click();
  await list.getByTestId('info-points-builtins').click();
  await expect(list.getByTestId('info-points-builtin-general-blue')).toBeVisible();
  await list.getByTestId('info-points-builtin-category').selectOption('alert');
  await expect(list.getByTestId('info-points-builtin-general-blue')).toHaveCount(0);
  await list.getByTestId('info-points-builtin-alert-red').click();
  await expect.poll(() => pointsOf(page, id).then((p) => p[3])).toEqual({ name: 'Alert · red', status: 'warning', position: [3, 0, 0] });
  const builtinCategory = () => run<string>(page, `return s.document.get(${JSON.stringify(id)}).props.infoPoints[3].category;`);
  expect(await builtinCategory()).toBe('alert');
  await page.screenshot({ path: test.info().outputPath('info-points-builtins.png') });
  await expect.poll(async () => (await unselectedStatusPixels(page)).red, { timeout: 30_000, message: 'the built-in point\'s red marker' }).toBeGreaterThan(before.red + 15);
  await undo(page);
  await expect.poll(() => pointsOf(page, id).then((p) => p.length)).toBe(3);
  await page.keyboard.press('Control+y');
  await expect.poll(() => pointsOf(page, id).then((p) => p.length)).toBe(4);
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);

  // The player draws the markers too.
  await openSavedInPlayer(page, scene);
  await expect.poll(async () => {
    const counts = await playerStatusPixels(page);
    return counts.green > 20 && counts.orange > 8 && counts.red > 8;
  }, { timeout: 30_000, message: 'green, orange and (the built-in point) red markers in the player' }).toBe(true);
  await page.screenshot({ path: test.info().outputPath('info-points-player.png') });
});

const TEXTS = {
  en: { count: '3 points', add: 'Add', status: 'Status' },
  'zh-CN': { count: '3 个点', add: '添加', status: '状态' },
  'zh-TW': { count: '3 個點', add: '新增', status: '狀態' },
} as const;

/** An info-points node of three points added (one undo step) and selected: its list shows the texts of `locale`. */
async function checkPointListTexts(page: Page, locale: keyof typeof TEXTS): Promise<void> {
  const text = TEXTS[locale];
  await run(page, `
    const points = [['Pump', 'online', 'sensor'], ['Valve 7', 'warning', 'actuator'], ['Tank', 'offline', 'level']].map(([name, status, type], i) =>
      ({ id: 'p' + i, name, category: 'water', type, status, position: [i * 2 - 2, 0, 0], visible: i !== 2 }));
    s.undo.execute([s.document.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: 'scene', name: 'Sensors', props: { infoPoints: points }, children: [] }],
      { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set(['ip']);
  `);
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-infoPoints');
  const editor = row.getByTestId('info-points-infoPoints');
  await expect(editor.getByTestId('info-points-count')).toHaveText(text.count);
  await expect(editor.getByTestId('info-points-add')).toHaveText(text.add);
  await editor.getByTestId('info-point-row-Valve 7').click();
  await expect(editor.getByTestId('info-point-detail')).toContainText(text.status);
  await row.scrollIntoViewIfNeeded();
  await row.screenshot({ path: test.info().outputPath(`info-points-panel-${locale}.png`) });
}

// English is checked by the test above, in the designer it has open (a designer start per language costs more than the
// checks themselves).
test('the info-point list in Simplified and Traditional Chinese', async ({ browser }) => {
  test.setTimeout(420_000);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: 'Info point texts' });
    await checkPointListTexts(page, locale);
    await context.close();
  }
});
