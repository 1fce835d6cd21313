import { expect, test } from '@playwright/test';
import { openDemoScene, inViewport as run } from './support/designer.js';

test('the Scene background image is picked from the built-in catalogue in the inspector, shown in the viewport, and undone', async ({ page }) => {
  const { token } = await openDemoScene(page);
  const images = (await (await page.request.get('/cloud/api/repo/kf-resource/build-in-images', { headers: { Authentication: token } })).json()).data as { name: string; url: string }[];
  expect(images.length).toBeGreaterThan(0);
  const image = images[0];

  // With nothing selected the inspector shows the Scene node.
  const select = page.getByTestId('texture-backgroundImage').locator('select');
  await expect(select).toBeEnabled();
  // The built-in group lists the whole catalogue (images uploaded to the scene, if any, come in a group of their own).
  await expect(select.locator('optgroup').last().locator('option')).toHaveCount(images.length);
  await select.selectOption({ value: image.url });

  await expect.poll(() => run<string>(page, `return s.document.get('scene').props.backgroundImage;`)).toBe(image.url);
  await expect.poll(() => run<boolean>(page, `const layer = vp.scene.layers.find((l) => l.name === 'scene.background'); return !!layer && !!layer.texture && layer.texture.isReady();`), { timeout: 30_000 }).toBe(true);
  await page.screenshot({ path: test.info().outputPath('background-image.png') });

  await page.keyboard.press('Control+z');
  await expect.poll(() => run<string | undefined>(page, `return s.document.get('scene').props.backgroundImage;`)).toBeFalsy();
  await expect.poll(() => run<number>(page, `return vp.scene.layers.filter((l) => l.name === 'scene.background').length;`)).toBe(0);
  await expect(select).toHaveValue('');
});
