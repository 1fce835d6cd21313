import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openDesignerWithProbe } from '../fixtures/inspector-probe/designer.js';
import { openDemoScene } from './support/designer.js';
import { runFromPalette, showPanel } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

const SHOTS = 'test-results/e2e/walk';
mkdirSync(SHOTS, { recursive: true });

async function openDesigner(page: Page, path = '/design') {
  await signIn(page, undefined, { locale: 'en' });
  await page.goto(path);
  await expect(page.getByTestId('tab-workbench.welcome')).toBeVisible();
}

/** Whether the element under the centre of the locator's box is the element itself (or inside it): nothing covers it. */
async function isOnTop(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return !!hit && (hit === el || el.contains(hit));
  });
}

test('a top-bar menu is drawn above a floating panel, and its items can be clicked', async ({ page }) => {
  await openDesigner(page);
  const inspectorGroup = page.locator('.dv-groupview').filter({ has: page.getByTestId('tab-inspector') });
  await inspectorGroup.getByTestId('group-float').click();
  await expect(page.locator('.dv-resize-container').filter({ has: page.getByTestId('tab-inspector') })).toBeVisible();
  await page.getByTestId('menu-view').click();
  const reset = page.getByTestId('menu-item-workbench.resetLayout');
  await expect(reset).toBeVisible();
  // The floating group covers the place where the View menu opens.
  const menuBox = await page.locator('.kf-menu-popup').boundingBox();
  const floatBox = await page.locator('.dv-resize-container').boundingBox();
  if (!menuBox || !floatBox) throw new Error('menu or floating group not laid out');
  expect(menuBox.x < floatBox.x + floatBox.width && floatBox.x < menuBox.x + menuBox.width && menuBox.y + menuBox.height > floatBox.y).toBe(true);
  await page.screenshot({ path: `${SHOTS}/menu-over-floating-panel.png` });
  expect(await isOnTop(page, 'menu-item-workbench.resetLayout')).toBe(true);
  await reset.click();
  await expect(page.locator('.dv-resize-container')).toHaveCount(0);
});

test('the scene tree context menu closes on Escape, on a click in another panel and on a tab switch', async ({ page }) => {
  await openDemoScene(page);
  await showPanel(page, 'sceneTree');
  const root = page.getByTestId('scene-tree-row-scene');
  const menu = page.getByTestId('scene-tree-menu');

  await root.click({ button: 'right' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await root.click({ button: 'right' });
  await expect(menu).toBeVisible();
  await page.getByTestId('panel-inspector').click({ position: { x: 40, y: 200 } });
  await expect(menu).toBeHidden();

  await root.click({ button: 'right' });
  await expect(menu).toBeVisible();
  await page.getByTestId('tab-builtinResources').click();
  await expect(menu).toBeHidden();
  await page.getByTestId('tab-sceneTree').click();
  await expect(menu).toBeHidden();
});

test('the designer leads back: the logo and the Projects link to the project list, the Scene list link and the empty state after Close all to the scene list', async ({ page }) => {
  const opened = await openDemoScene(page);
  await expect(page.getByTestId('designer-brand')).toHaveAttribute('href', '/project');
  await page.getByTestId('designer-nav-scenes').click();
  await expect(page).toHaveURL(new RegExp(`/scenes/${opened.projectUuid}$`));
  await expect(page.getByTestId('scene-card').first()).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('designer-nav-projects')).toBeVisible();
  await page.getByTestId('designer-nav-projects').click();
  await expect(page).toHaveURL(/\/project$/);
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await page.goBack();
  await page.getByTestId('designer-brand').click();
  await expect(page).toHaveURL(/\/project$/);
  await page.goBack();

  await showPanel(page, 'open-scenes');
  await page.getByTestId('open-scenes-close-all').click();
  const toList = page.getByTestId('open-scenes-to-list');
  await expect(toList).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/designer-empty-state.png` });
  await toList.click();
  await expect(page).toHaveURL(new RegExp(`/scenes/${opened.projectUuid}$`));
  await expect(page.getByTestId('scene-card').first()).toBeVisible();
});

test('the Versions panel fits the right column: no version number is cut off', async ({ page }) => {
  await openDemoScene(page);
  await showPanel(page, 'open-scenes');
  await showPanel(page, 'scene-versions');
  const rows = page.getByTestId('scene-version-row');
  // Other tests may have saved the demo scene already: each save adds one row to what is there.
  await page.waitForTimeout(1000);
  const before = await rows.count();
  for (let saved = 1; saved <= 2; saved++) {
    await page.getByTestId('open-scenes-save').click();
    await expect(rows).toHaveCount(before + saved, { timeout: 30_000 });
  }
  await page.getByTestId('panel-scene-versions').screenshot({ path: `${SHOTS}/versions-panel.png` });
  const cut = await page.getByTestId('panel-scene-versions').evaluate((panel) => {
    const box = panel.getBoundingClientRect();
    const out: string[] = [];
    for (const cell of panel.querySelectorAll<HTMLElement>('th, td, button')) {
      const r = cell.getBoundingClientRect();
      if (r.right > box.right + 0.5 || cell.scrollWidth > cell.clientWidth + 1) out.push(`${cell.tagName} "${cell.textContent}" ${Math.round(r.right)}>${Math.round(box.right)}`);
    }
    return out;
  });
  expect(cut).toEqual([]);
});

test('the JSON editor takes the inspector width, its Invalid JSON goes when the text is valid again, Escape leaves Maximise', async ({ page }) => {
  test.setTimeout(300_000);
  await openDesignerWithProbe(page);
  await runFromPalette(page, 'Create Inspector probe');
  const panel = page.getByTestId('panel-inspector');
  const row = panel.getByTestId('inspector-row-data');
  const editor = page.getByTestId('json-editor-data');
  await expect(editor).toBeVisible();
  const panelBox = await panel.boundingBox();
  const editorBox = await editor.boundingBox();
  if (!panelBox || !editorBox) throw new Error('inspector not laid out');
  expect(editorBox.width).toBeGreaterThan(panelBox.width * 0.8);

  const box = row.getByRole('textbox');
  await box.fill('{"a": ');
  await expect(row.getByRole('alert')).toContainText('Invalid JSON');
  await box.fill('{"a": 2}');
  await expect(row.getByRole('alert')).toHaveCount(0);

  await row.getByRole('button', { name: 'Code' }).click();
  await expect(row.getByRole('button', { name: 'Maximise' })).toBeVisible();
  await row.getByRole('button', { name: 'Maximise' }).click();
  await expect(editor).toHaveClass(/maximised/);
  await page.screenshot({ path: `${SHOTS}/json-maximised.png` });
  await page.keyboard.press('Escape');
  await expect(editor).not.toHaveClass(/maximised/);
  await page.screenshot({ path: `${SHOTS}/json-in-inspector.png` });
});
