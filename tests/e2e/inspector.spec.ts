import { expect, test, type Page } from '@playwright/test';
import { openDesignerWithProbe, PROBE } from '../fixtures/inspector-probe/designer.js';

interface Probe {
  document: { root: { children: string[] }; get(id: string): { props: Record<string, unknown> } | undefined; section(name: string): unknown[] };
  selection: { set(ids: string[]): void };
  undo: { canUndo: boolean };
}

/** A prop of every probe node, in creation order. */
function props(page: Page, key: string): Promise<unknown[]> {
  return page.evaluate(({ name, key }) => {
    const probe = (window as unknown as Record<string, Probe>)[name];
    return probe.document.root.children.map((id) => probe.document.get(id)!.props[key]);
  }, { name: PROBE, key });
}

async function runFromPalette(page: Page, query: string) {
  await page.keyboard.press('Control+Shift+P');
  await expect(page.getByTestId('command-palette')).toBeVisible();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('command-palette')).toBeHidden();
}

async function undo(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
}

test('three selected nodes: expression, shift-drag, ??, colour picker cancel, expose, then undo step by step', async ({ page }) => {
  await openDesignerWithProbe(page);
  for (let i = 0; i < 3; i++) await runFromPalette(page, 'Create Inspector probe');
  await expect.poll(() => props(page, 'size')).toEqual([1, 1, 1]);
  await page.evaluate((name) => {
    const probe = (window as unknown as Record<string, Probe>)[name];
    probe.selection.set(probe.document.root.children);
  }, PROBE);
  const inspector = page.getByTestId('panel-inspector');
  await expect(inspector.getByTestId('inspector-heading')).toHaveText('3 nodes selected');

  // An expression typed into a number row: '?' is each node's old value, 'id' its index in the selection.
  const size = inspector.getByTestId('inspector-row-size').getByTestId('number-input');
  await expect(size).toHaveText('1');
  await size.focus();
  await page.keyboard.type('?+id');
  await page.keyboard.press('Enter');
  await expect.poll(() => props(page, 'size')).toEqual([1, 2, 3]);
  await expect(size).toHaveText('??');

  // Drag another number with Shift held: every node moves by the same amount in one step.
  const speed = inspector.getByTestId('inspector-row-speed');
  await expect(speed.getByTestId('number-input')).toHaveText('10');
  const mover = await speed.getByTestId('number-mover').boundingBox();
  if (!mover) throw new Error('no mover');
  await page.keyboard.down('Shift');
  await page.mouse.move(mover.x + mover.width / 2, mover.y + mover.height / 2);
  await page.mouse.down();
  for (let x = 1; x <= 10; x++) await page.mouse.move(mover.x + mover.width / 2 + x * 3, mover.y + mover.height / 2 - x * 3);
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect.poll(async () => {
    const speeds = await props(page, 'speed');
    return speeds[0] !== 10 && speeds.every((s) => s === speeds[0]);
  }).toBe(true);
  const dragged = (await props(page, 'speed'))[0];
  await expect(speed.getByTestId('number-input')).not.toHaveText('10');

  // The colour picker: open as gradient, pick a gradient preset (written live), cancel, and the original is back.
  const fill = inspector.getByTestId('inspector-row-fill');
  await fill.getByTestId('color-swatch').dblclick();
  await expect(page.getByTestId('color-popup')).toBeVisible();
  await page.getByTestId('color-gradient-preset-1').click();
  await expect.poll(async () => typeof (await props(page, 'fill'))[0]).toBe('object');
  await page.getByTestId('color-cancel').click();
  await expect(page.getByTestId('color-popup')).toBeHidden();
  await expect.poll(() => props(page, 'fill')).toEqual(['#3366ffff', '#3366ffff', '#3366ffff']);

  // Expose a property: double-click its title, name and group it, and find it in the collection panel.
  await inspector.getByTestId('inspector-title-label').dblclick();
  const dialog = page.getByTestId('expose-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveCSS('width', '420px');
  await expect(dialog.getByRole('heading')).toHaveText('Set Parameters');
  await page.getByTestId('expose-dialog-backdrop').click({ position: { x: 5, y: 5 } });
  await expect(dialog).toBeVisible();
  await page.getByTestId('expose-dialog-name').fill('probe.label');
  await page.getByTestId('expose-dialog-group').fill('E2E');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(inspector.getByTestId('inspector-row-label')).toHaveAttribute('data-title-state', 'exposed');
  await page.getByTestId('tab-exposed-properties').click();
  await expect(page.getByTestId('exposed-group-E2E').getByTestId('exposed-item-probe_label')).toBeVisible();

  // Undo everything, one step at a time, back to the empty scene.
  await undo(page);
  await expect(page.getByTestId('exposed-collection')).not.toContainText('probe_label');
  await page.getByTestId('tab-inspector').click();
  await expect(inspector.getByTestId('inspector-row-label')).toHaveAttribute('data-title-state', 'normal');
  expect(await props(page, 'speed')).toEqual([dragged, dragged, dragged]);
  await undo(page);
  await expect.poll(() => props(page, 'speed')).toEqual([10, 10, 10]);
  await expect(speed.getByTestId('number-input')).toHaveText('10');
  await undo(page);
  await expect.poll(() => props(page, 'size')).toEqual([1, 1, 1]);
  await expect(size).toHaveText('1');
  for (let remaining = 2; remaining >= 0; remaining--) {
    await undo(page);
    await expect.poll(async () => (await props(page, 'size')).length).toBe(remaining);
  }
  expect(await page.evaluate((name) => (window as unknown as Record<string, Probe>)[name].undo.canUndo, PROBE)).toBe(false);
  await expect(inspector.getByTestId('inspector-heading')).toHaveText('Scene');
});

test('the JSON editor loads Monaco only when code mode opens, and writes after the debounce', async ({ page }) => {
  const monacoRequests: string[] = [];
  page.on('request', (request) => {
    if (/monaco|jsonMode|json\.worker|editor\.worker/.test(request.url())) monacoRequests.push(request.url());
  });
  await openDesignerWithProbe(page);
  await runFromPalette(page, 'Create Inspector probe');
  const row = page.getByTestId('panel-inspector').getByTestId('inspector-row-data');
  await expect(row.getByRole('textbox')).toHaveValue('{\n  "a": 1\n}');
  expect(monacoRequests).toEqual([]);

  await row.getByRole('button', { name: 'Code' }).click();
  await expect(row.locator('.monaco-editor')).toBeVisible();
  expect(monacoRequests.length).toBeGreaterThan(0);
  await expect(row.locator('.kf-json-code-box')).toHaveCSS('height', '240px');
  await row.locator('.monaco-editor .view-lines').click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('42');
  await expect.poll(async () => (await props(page, 'data'))[0]).toBe(42);

  await row.getByRole('button', { name: 'Maximise' }).click();
  await expect(page.getByTestId('json-editor-data')).toHaveClass(/maximised/);
  await row.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByTestId('json-editor-data')).not.toHaveClass(/maximised/);
});
