import { expect, test } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { openLitScene } from './support/lit-scene.js';
import { showPanel } from './support/platform-helpers.js';

test.use({ actionTimeout: 30_000 });

test('Convert To Path stores points at 5 decimals and the point boxes show numbers that fit (issue 26 item 15)', async ({ page }) => {
  await openLitScene(page, { name: 'Convert path' });
  await showPanel(page, 'sceneTree');
  await page.getByTestId('scene-tree-row-scene').click({ button: 'right' });
  await page.getByTestId('scene-tree-create-SplineNode').click();
  await expect.poll(() => run<string>(page, `const n = s.document.get(s.selection.selected[0]); return n ? n.type : '';`)).toBe('SplineNode');
  const id = await run<string>(page, 'return s.selection.selected[0];');
  await page.getByTestId('tab-inspector').click();
  const list = page.getByTestId('inspector-row-splines').getByTestId('spline-list');
  await list.getByTestId('spline-row-0').click({ button: 'right' });
  await page.getByTestId('spline-menu-convertToPath').click();
  await expect(list.getByTestId('spline-detail')).toHaveAttribute('data-type', 'path');

  // The stored points carry no float noise: every coordinate has at most 5 decimals, and none is -0.
  const points = await run<number[]>(page, `return s.document.get(${JSON.stringify(id)}).props.splines[0].points;`);
  expect(points.length).toBeGreaterThan(6);
  for (const value of points) {
    expect(Number(value.toFixed(5))).toBe(value);
    expect(Object.is(value, -0)).toBe(false);
  }

  // Every visible point box shows a number that fits inside it and reads as the stored value (to what it shows).
  const fields = list.locator('[data-testid^=vector3-point-][data-testid$=-x], [data-testid^=vector3-point-][data-testid$=-y], [data-testid^=vector3-point-][data-testid$=-z]');
  await expect(fields.first()).toBeVisible();
  const shown = await fields.evaluateAll((inputs) => (inputs as HTMLInputElement[]).map((input) => ({
    id: input.dataset.testid!, text: input.value, fits: input.scrollWidth <= input.clientWidth, title: input.title,
  })));
  expect(shown.length).toBeGreaterThanOrEqual(6);
  for (const field of shown) {
    const [, index, axis] = /vector3-point-(\d+)-([xyz])/.exec(field.id)!;
    const stored = points[Number(index) * 3 + 'xyz'.indexOf(axis!)]!;
    expect(field.fits, `${field.id} '${field.text}' fits its box`).toBe(true);
    expect(Math.abs(Number(field.text) - stored), `${field.id} '${field.text}' reads as ${stored}`).toBeLessThan(0.01);
    expect(Number(field.title)).toBe(stored);
  }
  await list.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('convert-path.png') });
});
