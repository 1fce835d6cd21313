import { expect, test } from '@playwright/test';
import { openDemoScene, inViewport as run } from './support/designer.js';

interface Copy { id: string; name: string; x: number; engineX: number }

test("Ctrl+D puts a numbered copy ('Box (1)', 'Box (2)') beside the original, each in one undo step", async ({ page }) => {
  await openDemoScene(page);
  const tab = page.getByTestId('tab-sceneTree');
  if (await tab.count()) await tab.click();
  await page.getByTestId('scene-tree-search').fill('Box');
  const box = page.locator('[data-testid^=scene-tree-row-][data-name="Box"]');
  await box.click();
  const original = await run<{ x: number }>(page, "return { x: s.document.get('box').props.position.x };");
  const copies = () => run<Copy[]>(page, `
    await vp.runtime.whenIdle();
    return s.document.ids().map((id) => s.document.get(id)).filter((n) => n.name.startsWith('Box (')).map((n) => ({
      id: n.id, name: n.name, x: n.props.position.x, engineX: vp.runtime.objectOf(n.id).node.getAbsolutePosition().x,
    }));
  `);

  await page.keyboard.press('Control+d');
  await expect(page.locator('[data-testid^=scene-tree-row-][data-name="Box (1)"]')).toBeVisible();
  const first = await copies();
  expect(first.map((c) => c.name)).toEqual(['Box (1)']);
  // Moved aside along X by about its width (a unit box), in the document and in the engine.
  expect(first[0].x - original.x).toBeGreaterThanOrEqual(1);
  expect(first[0].x - original.x).toBeLessThan(2);
  const originalEngineX = await run<number>(page, "return vp.runtime.objectOf('box').node.getAbsolutePosition().x;");
  expect(first[0].engineX - originalEngineX).toBeGreaterThanOrEqual(1);

  await box.click();
  await page.keyboard.press('Control+d');
  await expect(page.locator('[data-testid^=scene-tree-row-][data-name="Box (2)"]')).toBeVisible();
  expect((await copies()).map((c) => c.name).sort()).toEqual(['Box (1)', 'Box (2)']);

  // One undo removes exactly the last copy.
  await page.keyboard.press('Control+z');
  await expect(page.locator('[data-testid^=scene-tree-row-][data-name="Box (2)"]')).toHaveCount(0);
  expect((await copies()).map((c) => c.name)).toEqual(['Box (1)']);
  await page.screenshot({ path: test.info().outputPath('duplicate.png') });
});
