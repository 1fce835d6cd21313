import { expect, test } from '@playwright/test';
import { openDemoScene } from './support/designer.js';
test('probe', async ({ page }) => {
  test.setTimeout(300_000);
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console', m.type(), m.text()); });
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await openDemoScene(page);
  await page.keyboard.press('Control+Shift+P');
  await page.keyboard.type('Show logic window');
  await page.keyboard.press('Enter');
  await expect(page.locator('.blocklyToolbox')).toBeVisible({ timeout: 30000 });
  await page.getByText('Events', { exact: true }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/logic-probe.png' });
});
