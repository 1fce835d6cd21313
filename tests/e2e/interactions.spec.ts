import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene } from './support/lit-scene.js';
import { openSavedInPlayer } from './support/player-frames.js';

// A missing element fails in half a minute, not at the end of the whole test's time.
test.use({ actionTimeout: 30_000 });

/** Red pixels (the warning status colour #e02424) and green ones (normal #22b14c) on the player's canvas. */
function playerStatusPixels(page: Page): Promise<{ red: number; green: number }> {
  return page.evaluate(`(async () => {
    const canvas = document.querySelector('[data-testid=player-canvas]');
    await new Promise((done) => requestAnimationFrame(() => done()));
    const probe = document.createElement('canvas');
    const w = probe.width = canvas.width, h = probe.height = canvas.height;
    const ctx = probe.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const d = ctx.getImageData(0, 0, w, h).data;
    const counts = { red: 0, green: 0 };
    for (let i = 0; i < d.length; i += 4) {
      const r = d[i], g = d[i + 1], b = d[i + 2];
      if (r > 180 && g < 80 && b < 80) counts.red++;
      if (g > 140 && r < 90 && b < 120 && g - r > 70) counts.green++;
    }
    return counts;
  })()`) as Promise<{ red: number; green: number }>;
}

const interactionsOf = (page: Page) => run<Record<string, string>[]>(page, `return s.document.get('ip').props.interactions ?? [];`);

async function undo(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
}

/** Two normal info points above the box (Pump at the node's origin, Fan 1.5 along x), the node selected, the inspector shown. */
async function addPoints(page: Page): Promise<void> {
  await run(page, `
    const points = [['p1', 'Pump', 0], ['p2', 'Fan', 1.5]].map(([id, name, x]) => ({ id, name, category: '', type: '', status: 'normal', position: [x, 0, 0], visible: true }));
    s.undo.execute([s.document.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: 'scene', name: 'Sensors', props: { position: { x: 0, y: 2, z: 0 }, infoPoints: points }, children: [] }],
      { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set(['ip']);
  `);
  await page.getByTestId('tab-inspector').click();
}

test('interactions: a click on an info point sets its status in the player, edited in the panel with undo, saved', async ({ page }) => {
  test.setTimeout(420_000);
  const scene = await openLitScene(page, { name: 'Interactions' });
  await addPoints(page);
  const row = page.getByTestId('inspector-row-interactions');
  const panel = row.getByTestId('interactions');
  await expect(panel).toContainText('No interactions');

  // Add: a click that toggles the node; then on the point Pump, set Pump's status to warning.
  await panel.getByTestId('interactions-add').click();
  await expect.poll(() => interactionsOf(page)).toEqual([{ id: 'i1', trigger: 'click', binding: '', point: '', action: 'toggle', target: '', targetPoint: '', property: '', value: '' }]);
  await panel.getByTestId('interaction-point').fill('Pump');
  await panel.getByTestId('interaction-point').press('Enter');
  await panel.getByTestId('interaction-action').selectOption('setStatus');
  await panel.getByTestId('interaction-target-point').fill('Pump');
  await panel.getByTestId('interaction-target-point').press('Enter');
  await panel.getByTestId('interaction-value').fill('warning');
  await panel.getByTestId('interaction-value').press('Enter');
  await expect.poll(() => interactionsOf(page).then((l) => l[0])).toMatchObject({ trigger: 'click', point: 'Pump', action: 'setStatus', targetPoint: 'Pump', value: 'warning' });
  await expect(panel.getByTestId('interaction-row')).toHaveText(['Clicked (Pump) → Set status This node · Pump']);

  // A second one (a copy after the first), deleted again; undo brings the value edit back and forth.
  await panel.getByTestId('interactions-add').click();
  await expect.poll(() => interactionsOf(page).then((l) => l.map((x) => x.id))).toEqual(['i1', 'i2']);
  await panel.getByTestId('interactions-delete').click();
  await expect.poll(() => interactionsOf(page).then((l) => l.map((x) => x.id))).toEqual(['i1']);
  await undo(page);
  await expect.poll(() => interactionsOf(page).then((l) => l.length)).toBe(2);
  await undo(page);
  await undo(page);
  await expect.poll(() => interactionsOf(page).then((l) => l[0]?.value)).toBe('');
  await page.keyboard.press('Control+y');
  await expect.poll(() => interactionsOf(page).then((l) => l[0]?.value)).toBe('warning');
  await row.scrollIntoViewIfNeeded();
  await row.screenshot({ path: test.info().outputPath('interactions-panel-en.png') });

  // Saved and read back.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(scene.url);
  await waitForViewport(page);
  expect(await interactionsOf(page)).toEqual([{ id: 'i1', trigger: 'click', binding: '', point: 'Pump', action: 'setStatus', target: '', targetPoint: 'Pump', property: '', value: 'warning' }]);

  // The player: no red marker; a click on Fan changes nothing; a click on Pump turns it red.
  await openSavedInPlayer(page, scene);
  await page.evaluate('window.__scenePlayer.view.runtime.whenIdle()');
  await expect.poll(async () => (await playerStatusPixels(page)).green, { timeout: 30_000, message: 'two green markers' }).toBeGreaterThan(20);
  const before = await playerStatusPixels(page);
  expect(before.red).toBeLessThan(5);
  const canvas = (await page.getByTestId('player-canvas').boundingBox())!;
  const at = (await page.evaluate('window.__scenePlayer.view.screenPointOf("ip")')) as { x: number; y: number };
  const fanAt = (await page.evaluate(`(() => {
    const v = window.__scenePlayer.view; const node = v.runtime.objectOf('ip').node; const scene = v.scene; const engine = scene.getEngine();
    const p = node.getAbsolutePosition().clone(); p.x += 1.5;
    const q = p.constructor.Project(p, node.getWorldMatrix().constructor.Identity(), scene.getTransformMatrix(), scene.activeCamera.viewport.toGlobal(engine.getRenderWidth(), engine.getRenderHeight()));
    const scale = engine.getRenderingCanvasClientRect().width / engine.getRenderWidth();
    return { x: q.x * scale, y: q.y * scale };
  })()`)) as { x: number; y: number };
  await page.mouse.click(canvas.x + fanAt.x, canvas.y + fanAt.y);
  await page.waitForTimeout(500);
  expect(await page.evaluate('window.__scenePlayer.document.get("ip").props.infoPoints.map((p) => p.status)')).toEqual(['normal', 'normal']);
  await page.mouse.click(canvas.x + at.x, canvas.y + at.y);
  await expect.poll(() => page.evaluate('window.__scenePlayer.document.get("ip").props.infoPoints.map((p) => p.status)'), { timeout: 15_000 }).toEqual(['warning', 'normal']);
  await expect.poll(async () => (await playerStatusPixels(page)).red, { timeout: 30_000, message: 'the clicked marker drawn red' }).toBeGreaterThan(before.red + 15);
  await page.screenshot({ path: test.info().outputPath('interactions-player.png') });
});

const TEXTS = {
  'zh-CN': { add: '添加', delete: '删除', row: '被点击 → 显示 / 隐藏 本节点' },
  'zh-TW': { add: '新增', delete: '刪除', row: '被點擊 → 顯示 / 隱藏 本節點' },
} as const;

test('the interaction panel in Simplified and Traditional Chinese', async ({ browser }) => {
  test.setTimeout(420_000);
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openLitScene(page, { locale, name: 'Interaction texts' });
    await addPoints(page);
    const row = page.getByTestId('inspector-row-interactions');
    const panel = row.getByTestId('interactions');
    await expect(panel.getByTestId('interactions-add')).toHaveText(TEXTS[locale].add);
    await expect(panel.getByTestId('interactions-delete')).toHaveText(TEXTS[locale].delete);
    await panel.getByTestId('interactions-add').click();
    await expect(panel.getByTestId('interaction-row')).toHaveText([TEXTS[locale].row]);
    await row.scrollIntoViewIfNeeded();
    await row.screenshot({ path: test.info().outputPath(`interactions-panel-${locale}.png`) });
    await context.close();
  }
});

/** The info-point blocks' workspace: when Pump is clicked, set Pump's status to warning and hide Fan. */
const INFO_POINT_LOGIC = {
  code: 'scene.onItemEvent("click", "ip", "Pump", () => {\nscene.setInfoPointStatus("ip", "Pump", "warning");\nscene.setInfoPointVisible("ip", "Fan", false);\n});\n',
  xml: JSON.stringify({ blocks: { languageVersion: 0, blocks: [
    { type: 'info_points_on_click', x: 40, y: 30, fields: { POINT: 'Pump', NODE: 'ip' }, inputs: { DO: { block: {
      type: 'info_points_set_status', fields: { POINT: 'Pump', NODE: 'ip', STATUS: 'warning' },
      next: { block: { type: 'info_points_set_visible', fields: { VISIBLE: 'false', POINT: 'Fan', NODE: 'ip' } } },
    } } } },
  ] } }),
  codeBackup: '',
  xmlBackup: '',
};

test('info-point logic blocks: shown in the logic window, and in the player a click on Pump sets its status and hides Fan', async ({ page }) => {
  test.setTimeout(420_000);
  const scene = await openLitScene(page, { name: 'Info-point logic' });
  await addPoints(page);
  await run(page, `s.undo.execute([s.document.setSectionPatch('logic', ${JSON.stringify(INFO_POINT_LOGIC)})]);`);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(scene.url);
  await waitForViewport(page);

  // The logic window shows the blocks in their category.
  await page.getByRole('radio').nth(1).click(); // Logical: the logic window takes the main area
  await expect(page.locator('.blocklyToolboxCategory, .blocklyTreeRow').filter({ hasText: /^Info points$/ }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('.blocklyBlockCanvas .blocklyText').filter({ hasText: 'when info point' }).first()).toBeVisible();
  await expect(page.locator('.blocklyBlockCanvas .blocklyText').filter({ hasText: 'set status of info point' }).first()).toBeVisible();
  await page.getByTestId('logic-window').screenshot({ path: test.info().outputPath('info-point-blocks-en.png') });

  // The player runs it through the logic sandbox: a click on the Pump marker.
  await openSavedInPlayer(page, scene);
  await page.evaluate('window.__scenePlayer.view.runtime.whenIdle()');
  await expect.poll(async () => (await playerStatusPixels(page)).green, { timeout: 30_000, message: 'two green markers' }).toBeGreaterThan(20);
  const before = await playerStatusPixels(page);
  const canvas = (await page.getByTestId('player-canvas').boundingBox())!;
  const at = (await page.evaluate('window.__scenePlayer.view.screenPointOf("ip")')) as { x: number; y: number };
  await page.mouse.click(canvas.x + at.x, canvas.y + at.y);
  await expect.poll(() => page.evaluate('window.__scenePlayer.document.get("ip").props.infoPoints.map((p) => [p.status, p.visible])'), { timeout: 15_000 })
    .toEqual([['warning', true], ['normal', false]]);
  await expect.poll(async () => {
    const now = await playerStatusPixels(page);
    return now.red > before.red + 15 && now.green < before.green / 2;
  }, { timeout: 30_000, message: 'Pump drawn red, Fan gone' }).toBe(true);
  await page.screenshot({ path: test.info().outputPath('info-point-blocks-player.png') });
});
