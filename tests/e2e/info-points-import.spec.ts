import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';

// Issue 29: Import… in the info-point list sends a CSV or JSON file to the server; a file with a bad line shows the
// server's refusal by line in the user's language and adds nothing; a good file adds its points, drawn in the viewport.
test.use({ actionTimeout: 30_000 });

const TOP_VIEW = `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 6; cam.target.set(1, 0, 0); s.viewport.setGizmo('none');`;
/** Warning markers (#e02424). */
const RED = { red: 'r > 180 && g < 80 && b < 80' } as const;

const BAD_CSV = 'name,x,y,z,status\nPump,0,0,0,warning\nValve,one,0,0,warning\n';
const GOOD_CSV = 'name,x,y,z,status\nPump,0,0,0,warning\nValve,2,0,0,warning\n';

async function listWithInfoPoints(page: Page): Promise<void> {
  await run(page, `
    s.undo.execute([s.document.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: 'scene', name: 'Sensors', props: { infoPoints: [] }, children: [] }],
      { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set(['ip']);
  `);
  await page.getByTestId('tab-inspector').click();
}

const pointsOf = (page: Page) => run<{ name: string; status: string; position: number[] }[]>(page,
  `return (s.document.get('ip').props.infoPoints || []).map((p) => ({ name: p.name, status: p.status, position: p.position }));`);

async function projectSets(page: Page, token: string, project: string): Promise<number> {
  const reply = await page.request.get(`/cloud/api/repo/kf-info-point/find-pro-info-point?projectId=${project}`, { headers: { Authentication: token } });
  return ((await reply.json()).data as unknown[]).length;
}

test('Import…: a bad line is refused by its number and nothing is added; a good file adds its points, drawn in the viewport', async ({ page }) => {
  test.setTimeout(300_000);
  const scene = await openLitScene(page, { name: 'Info point import' });
  await run(page, TOP_VIEW);
  await listWithInfoPoints(page);
  const row = page.getByTestId('inspector-row-infoPoints');
  const editor = row.getByTestId('info-points-infoPoints');
  await expect(editor).toContainText('No info points');
  const before = await viewportPixelCounts(page, RED);

  await editor.getByTestId('info-points-import-file').setInputFiles({ name: 'sensors.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CSV) });
  const refusals = editor.getByTestId('info-points-refusals');
  await expect(refusals).toContainText('Nothing was imported: 1 line(s) of the file are refused.');
  await expect(refusals).toContainText('Line 3: x is not a number ("one").');
  expect(await pointsOf(page)).toEqual([]);
  expect(await projectSets(page, scene.token, scene.projectUuid)).toBe(0);
  await row.screenshot({ path: test.info().outputPath('info-points-import-refused-en.png') });

  await editor.getByTestId('info-points-import-file').setInputFiles({ name: 'sensors.csv', mimeType: 'text/csv', buffer: Buffer.from(GOOD_CSV) });
  await expect.poll(() => pointsOf(page)).toEqual([
    { name: 'Pump', status: 'warning', position: [0, 0, 0] },
    { name: 'Valve', status: 'warning', position: [2, 0, 0] },
  ]);
  await expect(refusals).toHaveCount(0);
  await expect(editor.getByTestId('info-points-count')).toHaveText('2 points');
  expect(await projectSets(page, scene.token, scene.projectUuid)).toBe(1);
  await run(page, 's.selection.clear(); await vp.runtime.whenIdle(); vp.invalidate(true);');
  await expect.poll(async () => (await viewportPixelCounts(page, RED)).red, { timeout: 30_000, message: 'two red markers' }).toBeGreaterThan(before.red + 30);
  await page.screenshot({ path: test.info().outputPath('info-points-imported.png') });

  // The import is one undo step: both points go together.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await expect.poll(() => pointsOf(page)).toEqual([]);

  // The file kept in the project adds its points again from the project's sets.
  await run(page, `s.selection.set(['ip']);`);
  const sets = editor.getByTestId('info-points-project-sets');
  await sets.focus();
  await expect(sets.locator('option', { hasText: 'sensors (2)' })).toHaveCount(1);
  await sets.selectOption({ label: 'sensors (2)' });
  await expect.poll(() => pointsOf(page).then((p) => p.map((q) => q.name))).toEqual(['Pump', 'Valve']);
});

test('Import… refusals in Simplified Chinese', async ({ page }) => {
  test.setTimeout(200_000);
  await openLitScene(page, { locale: 'zh-CN', name: 'Info point import zh' });
  await listWithInfoPoints(page);
  const row = page.getByTestId('inspector-row-infoPoints');
  const editor = row.getByTestId('info-points-infoPoints');
  await expect(editor.getByTestId('info-points-import')).toHaveText('导入…');
  await editor.getByTestId('info-points-import-file').setInputFiles({ name: 'sensors.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CSV) });
  const refusals = editor.getByTestId('info-points-refusals');
  await expect(refusals).toContainText('未导入任何内容：文件中有 1 行被拒绝。');
  await expect(refusals).toContainText('第 3 行：x 不是数字（“one”）。');
  expect(await pointsOf(page)).toEqual([]);
  await row.screenshot({ path: test.info().outputPath('info-points-import-refused-zh-CN.png') });
});

/** Where a point of node 'ip' is drawn, in page coordinates (the active camera's projection of its world position). */
function markerAt(page: Page, index: number): Promise<{ x: number; y: number }> {
  return run(page, `
    await vp.runtime.whenIdle();
    const cam = vp.scene.activeCamera;
    const node = vp.scene.transformNodes.find((n) => n.metadata && n.metadata.nodeId === 'ip');
    node.computeWorldMatrix(true);
    const p = s.document.get('ip').props.infoPoints[${index}].position;
    const w = node.getWorldMatrix().m;
    const wx = p[0] * w[0] + p[1] * w[4] + p[2] * w[8] + w[12], wy = p[0] * w[1] + p[1] * w[5] + p[2] * w[9] + w[13], wz = p[0] * w[2] + p[1] * w[6] + p[2] * w[10] + w[14];
    const m = cam.getViewMatrix().multiply(cam.getProjectionMatrix()).m;
    const cx = wx * m[0] + wy * m[4] + wz * m[8] + m[12], cy = wx * m[1] + wy * m[5] + wz * m[9] + m[13], cw = wx * m[3] + wy * m[7] + wz * m[11] + m[15];
    const rect = document.querySelector('[data-testid=viewport-canvas]').getBoundingClientRect();
    return { x: rect.left + (cx / cw * 0.5 + 0.5) * rect.width, y: rect.top + (-cy / cw * 0.5 + 0.5) * rect.height };
  `);
}

test('clicking a marker in the viewport selects the node and that point in the list; Ctrl adds another', async ({ page }) => {
  test.setTimeout(200_000);
  await openLitScene(page, { name: 'Info point pick' });
  await run(page, `
    const points = [['Pump', 'online'], ['Valve 7', 'warning'], ['Tank', 'fault']].map(([name, status], i) =>
      ({ id: 'p' + i, name, category: '', type: '', status, position: [i * 2 - 2, 0.5, 0], visible: true }));
    s.undo.execute([s.document.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: 'scene', name: 'Sensors', props: { infoPoints: points }, children: [] }],
      { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.clear();
    const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 9; cam.target.set(0, 0, 0); s.viewport.setGizmo('none');
  `);
  await page.getByTestId('tab-inspector').click();
  const valve = await markerAt(page, 1);
  await page.mouse.click(valve.x, valve.y);
  await expect.poll(() => run<string[]>(page, 'return s.selection.selected;')).toEqual(['ip']);
  const editor = page.getByTestId('inspector-row-infoPoints').getByTestId('info-points-infoPoints');
  await expect(editor.getByTestId('info-point-row-Valve 7')).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByTestId('info-point-name')).toHaveValue('Valve 7');
  await expect(editor.getByTestId('info-point-row-Pump')).toHaveAttribute('aria-selected', 'false');
  await page.screenshot({ path: test.info().outputPath('info-points-picked.png') });

  // Ctrl+click on another marker adds its point (the move handle of Valve 7 now sits on its marker, so Pump's is clicked).
  const pump = await markerAt(page, 0);
  await page.keyboard.down('Control');
  await page.mouse.click(pump.x, pump.y);
  await page.keyboard.up('Control');
  await expect(editor.getByTestId('info-point-row-Pump')).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByTestId('info-point-row-Valve 7')).toHaveAttribute('aria-selected', 'true');
  await expect(editor.getByTestId('info-point-row-Tank')).toHaveAttribute('aria-selected', 'false');
  expect(await run<string[]>(page, 'return s.selection.selected;')).toEqual(['ip']);
});
