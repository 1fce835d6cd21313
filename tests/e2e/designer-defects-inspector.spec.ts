import { expect, test, type Page } from '@playwright/test';
import { openDemoScene } from './support/designer.js';

/**
 * The inspector's drop-downs whose chosen text does not fit: the text measured in the select's own font against its
 * width less padding and Chromium's arrow (20 px).
 */
function clippedSelects(page: Page) {
  return page.getByTestId('panel-inspector').evaluate((panel) => {
    const measure = document.createElement('canvas').getContext('2d')!;
    return [...panel.querySelectorAll('select')].filter((select) => select.offsetParent).flatMap((select) => {
      const style = getComputedStyle(select);
      measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.options[select.selectedIndex]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
      return measure.measureText(text).width > room ? [`${select.getAttribute('aria-label') ?? select.dataset.testid}: '${text}' in ${Math.round(room)} px`] : [];
    });
  });
}

test('the tree footer counts what it lists; the inspector shows whole option texts for a material and its channels', async ({ page }) => {
  await openDemoScene(page);
  await page.getByTestId('tab-sceneTree').click();
  const footer = page.getByTestId('scene-tree-footer');
  const rows = page.getByTestId('panel-sceneTree').locator('.kf-tree-row');
  // Other specs on this worker's server may have saved the demo scene with more nodes: read the counts, do not assume
  // them. The demo scene's Objects group starts collapsed, so fewer are shown than counted.
  const counts = async () => {
    const match = /^(\d+) of (\d+) nodes shown$/.exec((await footer.textContent()) ?? '');
    expect(match, 'footer says "<shown> of <total> nodes shown"').not.toBeNull();
    return { shown: Number(match![1]), total: Number(match![2]) };
  };
  await expect(footer).toHaveText(/^\d+ of \d+ nodes shown$/);
  const before = await counts();
  const rowsBefore = await rows.count();
  expect(before.shown).toBeLessThan(before.total);
  await page.getByTestId('scene-tree-row-group').locator('.kf-tree-twisty').click();
  await expect(rows).not.toHaveCount(rowsBefore);
  const rowsAfter = await rows.count();
  const after = await footer.textContent();
  // Box, Sphere and Cylinder are now listed too: the shown count grows by the rows that appeared, the total does not.
  expect(after === `${before.total} nodes` || after === `${before.shown + rowsAfter - rowsBefore} of ${before.total} nodes shown`, after ?? '').toBe(true);
  expect(rowsAfter - rowsBefore).toBeGreaterThanOrEqual(3);
  await page.getByTestId('scene-tree-row-box').click();

  const inspector = page.getByTestId('panel-inspector');
  await expect(inspector.getByTestId('material-from-project')).toBeVisible();
  expect(await clippedSelects(page)).toEqual([]);
  await inspector.getByTestId('material-new').selectOption({ label: 'New Mixed material' });
  await inspector.getByTestId('kmat-add-channel').click();
  await expect(inspector.getByTestId('kmat-channel-0')).toBeVisible();
  expect(await clippedSelects(page)).toEqual([]);
  await inspector.getByTestId('kmat-channel-0').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('inspector.png') });
});
