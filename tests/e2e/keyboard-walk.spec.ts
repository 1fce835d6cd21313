import { expect, test, type Page } from '@playwright/test';
import { inViewport, openDemoScene } from './support/designer.js';

// The designer from the keyboard alone: after the page opens, no click. Focus moves with Tab, the tree with arrows,
// menus open with Enter and move with arrows, Escape closes them.

test.use({ actionTimeout: 30_000 });

/** Press Tab until the focused element matches the selector (at most `max` presses); returns whether it did. */
async function tabTo(page: Page, selector: string, max = 120, key = 'Tab'): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => !!document.activeElement?.matches(s), selector)) return true;
    await page.keyboard.press(key);
  }
  return page.evaluate((s) => !!document.activeElement?.matches(s), selector);
}

/** Whether the focused element shows a focus ring (an outline or box shadow while :focus-visible). */
function focusVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || !el.matches(':focus-visible')) return false;
    const style = getComputedStyle(el);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });
}

test('keyboard only: select a node in the tree, change a property in the inspector, run a command from a menu', async ({ page }) => {
  test.setTimeout(300_000);
  await openDemoScene(page);
  await page.keyboard.press('Escape');

  // Show the scene tree with a command from the palette, typed.
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('View: Scene');
  const palette = page.getByTestId('command-palette');
  for (let i = 0; i < 10 && (await palette.locator('[aria-selected="true"]').innerText()).trim().split('\n')[0] !== 'View: Scene'; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();

  // Tab to the tree; arrows select nodes until one with a position shows in the inspector.
  expect(await tabTo(page, '[role="tree"]')).toBe(true);
  expect(await focusVisible(page)).toBe(true);
  const inspector = page.getByTestId('inspector');
  let selected: string | undefined;
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowDown');
    selected = await inViewport<string | undefined>(page, 'return s.selection.selected[s.selection.selected.length - 1];');
    if (selected && (await inspector.getByTestId('inspector-row-position').count()) > 0) break;
  }
  expect(selected).toBeTruthy();
  const tree = page.getByTestId('scene-tree');
  await expect(tree.locator('[role="treeitem"][aria-selected="true"]')).toHaveCount(1);
  const active = await tree.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  expect(await inViewport<string>(page, 'return s.selection.selected[0];')).toBe('scene');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await inViewport<string>(page, 'return s.selection.selected[0];')) === selected) break;
  }
  expect(await inViewport<string>(page, 'return s.selection.selected[0];')).toBe(selected);

  // The tree's context menu from the keyboard: its first item focused, arrows move, Escape returns to the tree.
  await page.keyboard.press('Shift+F10');
  const treeMenu = page.getByTestId('scene-tree-menu');
  await expect(treeMenu).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  const firstItem = await page.evaluate(() => document.activeElement?.textContent);
  await page.keyboard.press('ArrowDown');
  expect(await page.evaluate(() => document.activeElement?.textContent)).not.toBe(firstItem);
  await page.keyboard.press('Escape');
  await expect(treeMenu).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tree');

  // Tab on into the inspector's Position row and type a new x.
  expect(await tabTo(page, '[data-testid="inspector-row-position"] input')).toBe(true);
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('4.25');
  await page.keyboard.press('Enter');
  await expect.poll(() => inViewport<number>(page, `return s.document.get(${JSON.stringify(selected)}).props.position.x;`)).toBe(4.25);

  // Shift+Tab back to the menu bar; Enter opens View with its first item focused; arrows reach 'Toggle design mode'.
  expect(await tabTo(page, '[data-testid="menu-view"]', 200, 'Shift+Tab')).toBe(true);
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.locator('.kf-menu-popup[role="menu"]')).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('menuitem');
  // Escape closes the menu and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(page.locator('.kf-menu-popup[role="menu"]')).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-view');
  await page.keyboard.press('ArrowDown');
  const toggle = '[data-testid="menu-item-workbench.toggleDesignMode"]';
  for (let i = 0; i < 20 && !(await page.evaluate((s) => !!document.activeElement?.matches(s), toggle)); i++) await page.keyboard.press('ArrowDown');
  expect(await focusVisible(page)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('workbench')).toHaveAttribute('data-design-mode', 'logical');
  await expect(page.locator('.kf-menu-popup[role="menu"]')).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('menu-view');
});
