import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { openSavedInPlayer } from './support/player-frames.js';
import { showPanel } from './support/platform-helpers.js';

test.use({ actionTimeout: 30_000 });

/** Look straight down at the labels from close by; no gizmo. */
const TOP_VIEW = `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 8; cam.target.set(0, 0, 0); s.viewport.setGizmo('none');`;

/** The labels' text is white on a dark plate; nothing else in the lit scene is as white. */
const TEXT_PIXELS = { white: 'r > 225 && g > 225 && b > 225' } as const;

async function whitePixels(page: Page): Promise<number> {
  await run(page, 's.selection.clear(); await vp.runtime.whenIdle(); vp.invalidate(true);');
  return (await viewportPixelCounts(page, TEXT_PIXELS)).white;
}

const pointsOf = (page: Page, id: string) =>
  run<{ text: string; position: number[]; visible: boolean }[]>(page, `return s.document.get(${JSON.stringify(id)}).props.textPoints || [];`);

test('text points: the node from the menu, add, edit the text, undo, clear after confirmation, save, reload, the player', async ({ page }) => {
  test.setTimeout(480_000);
  const scene = await openLitScene(page, { name: 'Text points' });
  await run(page, TOP_VIEW);
  const before = await whitePixels(page);

  await showPanel(page, 'sceneTree');
  await page.getByTestId('scene-tree-row-scene').click({ button: 'right' });
  await page.getByTestId('scene-tree-create-TextPoints').click();
  await expect.poll(() => run<string>(page, `const n = s.document.get(s.selection.selected[0]); return n ? n.type : '';`)).toBe('TextPoints');
  const id = await run<string>(page, 'return s.selection.selected[0];');
  await page.getByTestId('tab-inspector').click();
  const editor = page.getByTestId('inspector-row-textPoints').getByTestId('text-points-textPoints');
  await expect(editor).toContainText('No text points');
  const select = async () => {
    await run(page, `s.selection.set([${JSON.stringify(id)}]);`);
    await expect(editor).toBeVisible();
  };

  // Two points: the second one unit on from the first (selected after it was added).
  await editor.getByTestId('text-points-add').click();
  await editor.getByTestId('text-points-add').click();
  await expect.poll(() => pointsOf(page, id)).toEqual([
    { text: 'Text', position: [0, 0, 0], visible: true },
    { text: 'Text', position: [1, 0, 0], visible: true },
  ]);
  await editor.getByTestId('text-point-z').fill('-2');
  await editor.getByTestId('text-point-z').press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.position)).toEqual([1, 0, -2]);
  await expect.poll(() => whitePixels(page), { timeout: 30_000, message: 'two labels' }).toBeGreaterThan(before + 40);
  const two = await whitePixels(page);

  // A longer text draws more white.
  await select();
  await editor.getByTestId('text-point-row-1').click();
  await editor.getByTestId('text-point-text').fill('Pump room 7 — north wing');
  await editor.getByTestId('text-point-text').press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.text)).toBe('Pump room 7 — north wing');
  await expect.poll(() => whitePixels(page), { timeout: 30_000, message: 'a longer label' }).toBeGreaterThan(two * 1.5);
  await page.screenshot({ path: test.info().outputPath('text-points-edited.png') });

  // Undo takes the text back.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await expect.poll(() => pointsOf(page, id).then((p) => p[1]!.text)).toBe('Text');

  // Clear all asks first: cancel keeps the points, confirm empties the list, undo brings them back.
  await select();
  await editor.getByTestId('text-points-clear').click();
  await expect(page.getByTestId('dialog')).toContainText('Are you sure you want to empty it?');
  await page.getByTestId('dialog-cancel').click();
  await expect(editor.getByTestId('text-points-count')).toHaveText('2 points');
  await editor.getByTestId('text-points-clear').click();
  await page.getByTestId('dialog-confirm').click();
  await expect.poll(() => pointsOf(page, id)).toEqual([]);
  await expect.poll(() => whitePixels(page), { timeout: 30_000, message: 'no labels' }).toBeLessThan(before + 10);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await expect.poll(() => pointsOf(page, id).then((p) => p.length)).toBe(2);

  // Selection: Shift selects the range, Ctrl toggles one out; the one left is edited.
  await select();
  await editor.getByTestId('text-point-row-0').click();
  await editor.getByTestId('text-point-row-1').click({ modifiers: ['Shift'] });
  await expect(editor).toContainText('2 selected');
  await editor.getByTestId('text-point-row-0').click({ modifiers: ['Control'] });
  await expect(editor.getByTestId('text-point-row-0')).toHaveAttribute('aria-selected', 'false');
  await editor.getByTestId('text-point-text').fill('Hall');
  await editor.getByTestId('text-point-text').press('Enter');
  await expect.poll(() => pointsOf(page, id).then((p) => p.map((q) => q.text))).toEqual(['Text', 'Hall']);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(scene.url);
  await waitForViewport(page);
  await run(page, TOP_VIEW);
  expect(await pointsOf(page, id)).toEqual([
    { text: 'Text', position: [0, 0, 0], visible: true },
    { text: 'Hall', position: [1, 0, -2], visible: true },
  ]);
  await expect.poll(() => whitePixels(page), { timeout: 30_000, message: 'labels after reload' }).toBeGreaterThan(before + 40);

  // The list's texts in English (the next test: the two other languages), on a second node undone after.
  const reloaded = await run<string>(page, 'return s.document.serialize();');
  await checkTexts(page, 'en');
  await run(page, 'while (s.undo.undo()); s.selection.clear(); await vp.runtime.whenIdle();');
  expect(await run<string>(page, 'return s.document.serialize();')).toBe(reloaded);

  await openSavedInPlayer(page, scene);
  await expect.poll(() => page.evaluate(`(async () => {
    const canvas = document.querySelector('[data-testid=player-canvas]');
    await new Promise((done) => requestAnimationFrame(() => done()));
    const probe = document.createElement('canvas');
    probe.width = canvas.width; probe.height = canvas.height;
    const ctx = probe.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const d = ctx.getImageData(0, 0, probe.width, probe.height).data;
    let white = 0;
    for (let i = 0; i < d.length; i += 4) if (${TEXT_PIXELS.white.replace(/\b([rgb])\b/g, (c) => `d[i + ${'rgb'.indexOf(c)}]`)}) white++;
    return white;
  })()`), { timeout: 30_000, message: 'labels in the player' }).toBeGreaterThan(20);
  await page.screenshot({ path: test.info().outputPath('text-points-player.png') });
});

const TEXTS = {
  en: { count: '2 points', add: 'Add', text: 'Text' },
  'zh-CN': { count: '2 个点', add: '添加', text: '文本' },
  'zh-TW': { count: '2 個點', add: '新增', text: '文字' },
} as const;

/** A text-points node of two points added (one undo step) and selected: its list shows the texts of `locale`. */
async function checkTexts(page: Page, locale: keyof typeof TEXTS): Promise<void> {
  const text = TEXTS[locale];
  await run(page, `
    const points = [{ text: '一号泵房 Pump 1', position: [-2, 0.5, 0], visible: true }, { text: '東樓 East', position: [2, 0.5, 1], visible: true }];
    s.undo.execute([s.document.insertPatch([{ id: 'tp', type: 'TextPoints', parent: 'scene', name: 'Texts', props: { textPoints: points }, children: [] }],
      { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set(['tp']);
    ${TOP_VIEW}
  `);
  await page.getByTestId('tab-inspector').click();
  const row = page.getByTestId('inspector-row-textPoints');
  const editor = row.getByTestId('text-points-textPoints');
  await expect(editor.getByTestId('text-points-count')).toHaveText(text.count);
  await expect(editor.getByTestId('text-points-add')).toHaveText(text.add);
  await editor.getByTestId('text-point-row-1').click();
  await expect(editor.getByTestId('text-point-detail')).toContainText(text.text);
  await row.scrollIntoViewIfNeeded();
  await row.screenshot({ path: test.info().outputPath(`text-points-panel-${locale}.png`) });
  await page.screenshot({ path: test.info().outputPath(`text-points-viewport-${locale}.png`) });
}

// English is checked by the test above, in the designer it has open (a designer start per language costs more than the
// checks themselves).
test('the text point list in Simplified and Traditional Chinese', async ({ browser }) => {
  test.setTimeout(420_000);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: 'Text point texts' });
    await checkTexts(page, locale);
    await context.close();
  }
});
