import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, openDemoScene } from './support/designer.js';

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

/** The libraries the scene tree does not list (materials, shared material channels, post effects), by node id. */
const UNLISTED_LIBRARIES = ['materials', 'materialChannels', 'postProcesses'];

/**
 * The document's nodes below the root: `listed`, as the tree's footer should count them (the unlisted libraries and
 * what they hold left out), and `all`.
 */
function documentCounts(page: Page): Promise<{ listed: number; all: number }> {
  return run(page, `
    const unlisted = new Set(${JSON.stringify(UNLISTED_LIBRARIES)});
    let listed = 0;
    const stack = [...s.document.get('scene').children];
    while (stack.length) {
      const node = s.document.get(stack.pop());
      if (!node || unlisted.has(node.id)) continue;
      listed++;
      stack.push(...node.children);
    }
    return { listed, all: s.document.size - 1 };`);
}

/**
 * The footer's figures against the tree and the document: the shown count is the rows listed (treeitems, the root's
 * row aside; the demo scene's rows all fit, so none is left out by the list's windowing), the total is the document's
 * listed nodes. The footer says '<n> nodes' when all are shown.
 */
async function expectFooterMatchesTree(page: Page): Promise<{ shown: number; total: number }> {
  const footer = page.getByTestId('scene-tree-footer');
  const tree = page.getByTestId('scene-tree');
  let figures = { shown: 0, total: 0 };
  await expect(async () => {
    const text = (await footer.textContent()) ?? '';
    const all = /^(\d+) nodes$/.exec(text);
    const some = /^(\d+) of (\d+) nodes shown$/.exec(text);
    expect(all ?? some, `footer '${text}' says "<n> nodes" or "<shown> of <total> nodes shown"`).not.toBeNull();
    figures = all ? { shown: Number(all[1]), total: Number(all[1]) } : { shown: Number(some![1]), total: Number(some![2]) };
    const rows = (await tree.getByRole('treeitem').count()) - (await tree.getByTestId('scene-tree-row-scene').count());
    expect(figures.shown, `shown count of '${text}' against the tree's rows`).toBe(rows);
    expect(figures.total, `total of '${text}' against the document`).toBe((await documentCounts(page)).listed);
  }).toPass({ timeout: 15_000 });
  return figures;
}

test('the tree footer counts what it lists; the inspector shows whole option texts for a material and its channels', async ({ page }) => {
  await openDemoScene(page);
  await page.getByTestId('tab-sceneTree').click();
  const rows = page.getByTestId('scene-tree').getByRole('treeitem');
  // The demo scene's Objects group starts collapsed, so fewer are shown than counted.
  const before = await expectFooterMatchesTree(page);
  expect(before.shown).toBeLessThan(before.total);
  const rowsBefore = await rows.count();
  await page.getByTestId('scene-tree-row-group').locator('.kf-tree-twisty').click();
  await expect(rows).not.toHaveCount(rowsBefore);
  // Box, Sphere and Cylinder are now listed too: the shown count grows by the rows that appeared, the total does not.
  const after = await expectFooterMatchesTree(page);
  expect(after.total).toBe(before.total);
  expect(after.shown - before.shown).toBeGreaterThanOrEqual(3);
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

  // The scene now has a material library the tree does not list: the footer's total stays the listed nodes, fewer
  // than the document holds below its root (the defect counted those: '7 nodes' with 5 listed).
  await page.getByTestId('tab-sceneTree').click();
  const withLibrary = await expectFooterMatchesTree(page);
  expect(withLibrary.total).toBe(after.total);
  expect((await documentCounts(page)).all).toBeGreaterThan(withLibrary.total);
});
