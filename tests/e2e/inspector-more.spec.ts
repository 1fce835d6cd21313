import { expect, test, type Page } from '@playwright/test';
import { openDesignerWithProbe, PROBE } from '../fixtures/inspector-probe/designer.js';
import { shareOneDesigner } from './support/one-designer.js';
import { signIn } from './support/session.js';

interface Probe {
  document: { root: { children: string[]; props: Record<string, unknown> }; get(id: string): { props: Record<string, unknown> } | undefined; section(name: string): Array<{ name: string; path: string }> };
  selection: { set(ids: string[]): void };
  undo: { canUndo: boolean; needSave: boolean };
  commands: { execute(id: string, args?: unknown): Promise<unknown> };
}

type Win = Record<string, Probe>;

/** The Scene root's background colour as JSON ('null' when never set). */
const rootBackground = (page: Page) => page.evaluate((name) => JSON.stringify((window as unknown as Win)[name].document.root.props.backgroundColor ?? null), PROBE);
/** Undo state. */
const state = (page: Page) => page.evaluate((name) => {
  const probe = (window as unknown as Win)[name];
  return { canUndo: probe.undo.canUndo, needSave: probe.undo.needSave };
}, PROBE);
/** A prop of a node. */
const nodeProp = (page: Page, id: string, key: string) => page.evaluate(({ name, id, key }) => (window as unknown as Win)[name].document.get(id)?.props[key], { name: PROBE, id, key });
/** Whether a node exists. */
const nodeExists = (page: Page, id: string) => page.evaluate(({ name, id }) => (window as unknown as Win)[name].document.get(id) !== undefined, { name: PROBE, id });
/** The exposed section, as name@path. */
const exposedList = (page: Page) => page.evaluate((name) => (window as unknown as Win)[name].document.section('exposed').map((e) => `${e.name}@${e.path}`), PROBE);

async function open(page: Page) {
  await signIn(page, undefined, { locale: 'en' });
  await openDesignerWithProbe(page);
}

/** Create one probe node (optionally with props) and select it; returns its id. */
async function createProbe(page: Page, props: Record<string, unknown> = {}): Promise<string> {
  return page.evaluate(async ({ name, props }) => {
    const probe = (window as unknown as Win)[name];
    await probe.commands.execute('scene.createNode.InspectorProbe', { props });
    const children = probe.document.root.children;
    return children[children.length - 1];
  }, { name: PROBE, props });
}

// The tests add probe nodes of their own to one designer's scene; every edit is undone before the next.
test.describe('one designer with the probe plugin', () => {
  const designer = shareOneDesigner(open);

  test('gradient presets on a color3 property; a cancelled picker leaves no undo step and no unsaved flag', async ({ page }) => {
    await designer.openScene(page);
    const inspector = page.getByTestId('panel-inspector');
    // Nothing selected: the Scene root, whose background colour (color3) has never been set.
    await expect(inspector.getByTestId('inspector-heading')).toHaveText(/Scene|Demo/);
    const before = await rootBackground(page);
    expect(await state(page)).toEqual({ canUndo: false, needSave: false });
    const background = inspector.getByTestId('inspector-row-backgroundColor');
    await background.getByTestId('color-swatch').click();
    const popup = page.getByTestId('color-popup');
    await expect(popup).toBeVisible();
    await expect(popup.locator('[data-testid^="color-gradient-preset-"]')).toHaveCount(10);
    await page.getByTestId('color-preset-3').click();
    await expect.poll(() => rootBackground(page)).toBe(JSON.stringify({ r: 1, g: 0.231373, b: 0.188235 }));
    await page.getByTestId('color-cancel').click();
    await expect(popup).toBeHidden();
    expect(await rootBackground(page)).toBe(before);
    expect(await state(page)).toEqual({ canUndo: false, needSave: false });

    // Escape cancels the same way.
    await background.getByTestId('color-swatch').click();
    await page.getByTestId('color-preset-9').click();
    await expect.poll(() => rootBackground(page)).not.toBe(before);
    await page.getByTestId('color-palette').focus();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    expect(await rootBackground(page)).toBe(before);
    expect(await state(page)).toEqual({ canUndo: false, needSave: false });

    // A probe node's color3 'Tint': a gradient preset gives the colour clicked on it (right end of red→yellow = yellow).
    const id = await createProbe(page);
    const tint = inspector.getByTestId('inspector-row-tint');
    await tint.getByTestId('color-swatch').click();
    await expect(popup).toBeVisible();
    await page.screenshot({ path: '/tmp/inspector-shot-color3-presets.png' });
    const preset = page.getByTestId('color-gradient-preset-1');
    const box = (await preset.boundingBox())!;
    await preset.click({ position: { x: box.width - 1, y: box.height / 2 } });
    await page.getByTestId('color-ok').click();
    await expect(popup).toBeHidden();
    const written = await nodeProp(page, id, 'tint') as { r: number; g: number; b: number };
    expect(written.r).toBe(1);
    expect(written.b).toBeLessThan(0.03); // near the yellow end: (255, 204, 0)
    expect(written.g).toBeGreaterThan(0.75);
    expect(Object.keys(written).sort()).toEqual(['b', 'g', 'r']);
    await expect(tint.getByTestId('color-swatch')).toContainText(/#FF[C-F][0-9A-F]0[0-9A-F]/);
  });

  test('keyboard titles: focusable, named, Enter sets parameters, menu key offers the mouse actions; a mover refuses animation', async ({ page }) => {
    await designer.openScene(page);
    const id = await createProbe(page, { movers: [{ id: 'm1', property: 'speed', enable: true, min: 0, max: 20, duration: 2 }] });
    const inspector = page.getByTestId('panel-inspector');
    const label = inspector.getByRole('button', { name: 'Label', exact: true });
    await expect(label).toHaveAttribute('tabindex', '0');
    await expect(inspector.getByRole('group', { name: 'Label', exact: true })).toBeVisible();

    // Tab reaches the titles.
    await inspector.getByRole('button', { name: 'Enabled', exact: true }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(inspector.getByRole('button', { name: 'Enabled', exact: true })).toBeFocused();

    // The menu key opens the title's menu; Add to animation without a current animation is refused with a message.
    await label.focus();
    await page.keyboard.press('ContextMenu');
    const menu = page.getByRole('menu', { name: 'Actions for "Label"' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Set parameters…', 'Add to animation', 'Remove from animation', 'Bind to live data…', 'Upgrade your plan…']);
    await page.screenshot({ path: '/tmp/inspector-shot-title-menu.png' });
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(label).toBeFocused();

    // A property driven by a mover: Ctrl+Enter (like Ctrl+click) is refused for that reason.
    const speed = inspector.getByRole('button', { name: 'Speed', exact: true });
    await speed.focus();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByTestId('notification').filter({ hasText: '"Speed" is driven by a mover and cannot be animated' })).toBeVisible();
    await speed.click({ modifiers: ['Control'] });
    await expect(page.getByTestId('notification').filter({ hasText: 'driven by a mover' }).first()).toBeVisible();

    // Enter on a title opens 'Set Parameters'; confirm exposes it.
    await label.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('expose-dialog');
    await expect(dialog).toBeVisible();
    await page.getByTestId('expose-dialog-name').fill('kbLabel');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(inspector.getByTestId('inspector-row-label')).toHaveAttribute('data-title-state', 'exposed');
    expect(await exposedList(page)).toEqual([`kbLabel@${id}.label`]);
  });

  test('deleting a node removes its exposed properties in the same undo step; undo brings both back', async ({ page }) => {
    await designer.openScene(page);
    const id = await createProbe(page);
    const inspector = page.getByTestId('panel-inspector');
    await inspector.getByTestId('inspector-title-label').dblclick();
    const dialog = page.getByTestId('expose-dialog');
    await page.getByTestId('expose-dialog-name').fill('doomed');
    await page.getByTestId('expose-dialog-group').fill('Gone');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    const exposedNames = async () => (await exposedList(page)).map((e) => e.split('@')[0]);
    expect(await exposedNames()).toEqual(['doomed']);

    // Delete from the scene tree's menu.
    await page.getByTestId('tab-sceneTree').click();
    const row = page.getByTestId(`scene-tree-row-${id}`);
    await row.click({ button: 'right' });
    await page.getByTestId('scene-tree-menu-delete').click();
    await expect(row).toBeHidden();
    expect(await exposedNames()).toEqual([]);
    await page.getByTestId('tab-exposed-properties').click();
    await expect(page.getByTestId('exposed-collection')).not.toContainText('doomed');

    // One undo: the node and its parameter are back together.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+z');
    await page.getByTestId('tab-sceneTree').click();
    await expect(row).toBeVisible();
    expect(await exposedNames()).toEqual(['doomed']);
    await page.getByTestId('tab-exposed-properties').click();
    await expect(page.getByTestId('exposed-group-Gone').getByTestId('exposed-item-doomed')).toBeVisible();
    await page.keyboard.press('Control+z');
    expect(await exposedNames()).toEqual([]);
    expect(await nodeExists(page, id)).toBe(true);
  });
});
