// Built-in content (templates, catalogue items, the default category, the tree root, the plan) read in the user's
// language, before and after switching the language in the interface.
import { expect, test } from '@playwright/test';
import { inViewport, waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';

test('switching to Traditional Chinese shows the built-in content in Traditional Chinese', async ({ page }) => {
  test.setTimeout(180_000);
  const session = await signIn(page, undefined, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  await page.goto(`/scenes/${project.uuid}`);

  // English.
  await page.getByTestId('scene-create').click();
  await expect(page.getByTestId('scene-template-title')).toHaveText(['Empty scene', 'Basic lit scene', 'Showroom']);
  await expect(page.getByTestId('scene-category')).toHaveValue('Default');
  await page.getByTestId('create-scene-dialog').getByRole('button', { name: 'Cancel' }).click();

  // Switch the language in the interface (it asks, then reloads).
  await page.getByTestId('language-select').selectOption('zh-TW');
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('language-select')).toHaveValue('zh-TW');
  await expect(page.getByTestId('category').first()).toContainText('預設');

  // Templates and the pre-filled default category in Traditional Chinese; creating keeps the scene in the default category.
  await page.getByTestId('scene-create').click();
  await expect(page.getByTestId('scene-template-title')).toHaveText(['空場景', '基礎光照場景', '展廳']);
  await expect(page.getByTestId('scene-category')).toHaveValue('預設');
  await page.screenshot({ path: '/tmp/zh-tw-create-scene.png' });
  await page.getByTestId('scene-template').nth(1).check();
  const name = `語言 ${Date.now().toString(36)}`;
  await page.getByTestId('scene-name').fill(name);
  await page.getByTestId('create-scene-ok').click();
  await expect(page).toHaveURL(/\/artistDesigner\//, { timeout: 30_000 });
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { name: string; category: string }[];
  expect(scenes.find((s) => s.name === name)?.category).toBe('Default');

  // The designer: the tree root and the built-in resources in Traditional Chinese.
  await waitForViewport(page);
  await expect(page.getByTestId('inspector-heading')).toHaveText('場景');
  // (Click the tab's title: a two-character title puts the tab's close button near its centre.)
  await page.getByTestId('tab-sceneTree').click({ position: { x: 10, y: 10 } });
  await expect(page.getByTestId('scene-tree-row-scene').locator('.kf-tree-name')).toHaveText('場景');
  // The template's nodes were named in the interface language (the browser sends it as Accept-Language).
  await expect(page.getByTestId('scene-tree-row-sun')).toHaveAttribute('data-name', '太陽光');
  await expect(page.getByTestId('scene-tree-row-ground')).toHaveAttribute('data-name', '地面');
  await inViewport(page, `await s.commands.execute('builtinResources.insert');`);
  const panel = page.getByTestId('builtin-resources');
  await expect(panel.getByTestId('builtin-light-sun').getByTestId('builtin-title')).toHaveText('太陽光');
  await expect(panel.getByTestId('builtin-model-box').getByTestId('builtin-title')).toHaveText('立方體');
  await expect(panel.getByTestId('builtin-image-checker').getByTestId('builtin-title')).toHaveText('棋盤格');
  await page.screenshot({ path: '/tmp/zh-tw-designer.png' });

  // The plan.
  await page.goto('/userSettings');
  await expect(page.getByText('方案：免費版')).toBeVisible();
});
