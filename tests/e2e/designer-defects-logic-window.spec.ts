import { expect, test, type Page } from '@playwright/test';
import { runFromPalette } from './support/platform-helpers.js';
import { openDemoScene } from './support/designer.js';

/** Whether a click at the centre of a panel's tab lands on that tab (not on something drawn over it). */
function tabTakesClicks(page: Page, panelId: string): Promise<boolean> {
  return page.getByTestId(`tab-${panelId}`).evaluate((tab) => {
    const box = tab.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !!hit && tab.contains(hit);
  });
}

test('the logic window stays inside its panel: the centre tabs take clicks, before and after a reload in Design mode', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Keyboard shortcut named/.test(message.text())) warnings.push(message.text());
  });
  await openDemoScene(page);
  await expect(page.getByTestId('workbench')).toHaveAttribute('data-design-mode', 'design');
  await runFromPalette(page, 'Show logic window');
  await expect(page.locator('.blocklyToolbox, .blocklyToolboxDiv').first()).toBeVisible({ timeout: 60_000 });

  const logic = await page.getByTestId('logic-window').boundingBox();
  const strip = await page.getByTestId('tab-logic').boundingBox();
  expect(logic!.y).toBeGreaterThanOrEqual(strip!.y + strip!.height - 1);
  expect(await tabTakesClicks(page, 'viewport')).toBe(true);
  await page.screenshot({ path: test.info().outputPath('logic-open.png') });

  await page.reload();
  await expect(page.getByTestId('workbench')).toHaveAttribute('data-design-mode', 'design');
  await expect(page.locator('.blocklyToolbox, .blocklyToolboxDiv').first()).toBeVisible({ timeout: 60_000 });
  for (const panel of ['viewport', 'logic', 'workbench.welcome']) expect(await tabTakesClicks(page, panel)).toBe(true);
  await page.getByTestId('tab-viewport').click();
  await expect(page.getByTestId('viewport-canvas')).toBeVisible();
  await expect(page.getByTestId('logic-window')).toBeHidden();

  // Each mode has a layout of its own: the logic window is mounted again, and Blockly's registry says nothing.
  await page.getByTestId('design-mode-logical').click();
  await expect(page.locator('.blocklyToolbox, .blocklyToolboxDiv').first()).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('design-mode-design').click();
  await page.getByTestId('tab-logic').click();
  await expect(page.locator('.blocklyToolbox, .blocklyToolboxDiv').first()).toBeVisible({ timeout: 60_000 });
  expect(warnings).toEqual([]);
});
