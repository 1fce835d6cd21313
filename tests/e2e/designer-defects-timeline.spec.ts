import { expect, test } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openDemoScene } from './support/designer.js';

test('the timeline: its ruler spans the panel, and the open animation of a scene (the second of two) is open again after a reload', async ({ page }) => {
  await openDemoScene(page);
  await page.getByTestId('tab-timeline').click();
  const timeline = page.getByTestId('timeline-panel');
  await timeline.getByTestId('timeline-new').click();
  await timeline.getByTestId('timeline-new').click();
  const select = timeline.getByTestId('timeline-animation-select');
  // The first, then the second: the one open at the save is the second, which a fallback to the first would not show.
  await select.selectOption({ label: 'Animation 1' });
  await expect(timeline.getByTestId('timeline-name')).toHaveValue('Animation 1');
  await select.selectOption({ label: 'Animation 2' });
  await expect(timeline.getByTestId('timeline-name')).toHaveValue('Animation 2');

  // The whole animation (2 s) spans the lanes beside the track names, not a strip at their left.
  const ruler = await timeline.getByTestId('timeline-ruler').boundingBox();
  const panel = await timeline.boundingBox();
  expect(ruler!.width).toBeGreaterThan(panel!.width * 0.7);
  await expect(timeline.locator('.kf-tick-label').last()).toHaveText('2');
  const lastLabel = await timeline.locator('.kf-tick-label').last().boundingBox();
  expect(lastLabel!.x).toBeGreaterThan(panel!.x + panel!.width * 0.8);
  await page.screenshot({ path: test.info().outputPath('timeline.png') });

  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  await page.reload();
  await waitForViewport(page);
  await page.getByTestId('tab-timeline').click();
  await expect(select.locator('option:checked')).toHaveText('Animation 2');
  await expect(timeline.getByTestId('timeline-name')).toHaveValue('Animation 2');
});
