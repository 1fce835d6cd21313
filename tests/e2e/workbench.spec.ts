import { expect, test, type Page } from '@playwright/test';
import { buildHelloPlugin } from '../fixtures/hello-plugin/build.js';
import { signIn } from './support/session.js';
import { confirmPluginLoad } from './support/plugin-load.js';

async function openDesigner(page: Page, locale: 'en' | 'zh-CN' | 'zh-TW' = 'en', path = '/design') {
  await signIn(page, undefined, { locale });
  await page.goto(path);
  await expect(page.getByTestId('tab-workbench.welcome')).toBeVisible();
}

/** The group (tab strip + content) that holds a panel's tab. */
function groupOf(page: Page, panelId: string) {
  return page.locator('.dv-groupview').filter({ has: page.getByTestId(`tab-${panelId}`) });
}

async function box(page: Page, testId: string) {
  const b = await page.getByTestId(testId).boundingBox();
  if (!b) throw new Error(`${testId} is not visible`);
  return b;
}

async function runFromPalette(page: Page, query: string) {
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type(query);
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
}

test('a dragged panel stays where it was put after a reload, and Reset layout restores the default', async ({ page }) => {
  await openDesigner(page);
  await page.getByTestId('tab-workbench.output').click();
  const before = await box(page, 'panel-workbench.output');
  const center = await groupOf(page, 'workbench.welcome').locator('.dv-content-container').boundingBox();
  if (!center) throw new Error('no center group');
  expect(before.y).toBeGreaterThan(center.y + center.height - 5); // default: Output below the center area

  // Drag the Output tab onto the right edge of the center area: a split beside it.
  await page.getByTestId('tab-workbench.output').dragTo(groupOf(page, 'workbench.welcome').locator('.dv-content-container'), {
    targetPosition: { x: center.width - 12, y: center.height / 2 },
  });
  await expect
    .poll(async () => {
      const moved = await box(page, 'panel-workbench.output');
      return moved.x > center.x + 100 && moved.y < center.y + 50;
    })
    .toBe(true);
  const movedBefore = await box(page, 'panel-workbench.output');

  await page.reload();
  await expect(page.getByTestId('panel-workbench.output')).toBeVisible();
  const movedAfter = await box(page, 'panel-workbench.output');
  expect(Math.abs(movedAfter.x - movedBefore.x)).toBeLessThan(5);
  expect(Math.abs(movedAfter.y - movedBefore.y)).toBeLessThan(5);
  const saved = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('kf.layout.')));
  expect(saved).toHaveLength(1);
  expect(saved[0]).not.toBe('kf.layout.anonymous');

  const isDefault = async () => {
    const now = await page.getByTestId('panel-workbench.output').boundingBox();
    return !!now && Math.abs(now.x - before.x) < 5 && Math.abs(now.y - before.y) < 5;
  };
  await page.getByTestId('menu-view').click();
  await page.getByTestId('menu-item-workbench.resetLayout').click();
  await page.getByTestId('tab-workbench.output').click();
  await expect.poll(isDefault).toBe(true);
  await page.reload();
  await page.getByTestId('tab-workbench.output').click();
  await expect.poll(isDefault).toBe(true);
});

test('a closed panel stays closed after a reload and comes back from the View menu', async ({ page }) => {
  await openDesigner(page);
  await page.getByTestId('tab-workbench.output').locator('.dv-default-tab-action').click();
  await expect(page.getByTestId('tab-workbench.output')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('tab-workbench.welcome')).toBeVisible();
  await expect(page.getByTestId('tab-workbench.output')).toHaveCount(0);
  await page.getByTestId('menu-view').click();
  await page.getByTestId('menu-item-workbench.showPanel.workbench.output').click();
  await expect(page.getByTestId('panel-workbench.output')).toBeVisible();
});

test('the command palette lists commands with bindings and runs one by keyboard', { tag: '@smoke' }, async ({ page }) => {
  await openDesigner(page);
  await expect(page.getByTestId('workbench')).toHaveAttribute('data-design-mode', 'design');

  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  const showAll = palette.getByTestId('command-palette-item').filter({ hasText: 'Show all commands' });
  await expect(showAll.locator('kbd')).toHaveText(['Ctrl+Shift+P', 'F1']);
  await page.keyboard.type('design mode');
  await expect(palette.getByTestId('command-palette-item')).toHaveCount(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(palette).toBeHidden();
  await expect(page.getByTestId('workbench')).toHaveAttribute('data-design-mode', 'logical');

  await page.keyboard.press('F1');
  await expect(palette).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.getByTestId('design-mode-design').click();
  await expect(page.getByTestId('workbench')).toHaveAttribute('data-design-mode', 'design');
});

test('switching language asks first, reloads, and changes the texts (and back)', async ({ page }) => {
  await openDesigner(page, 'zh-CN');
  await expect(page.getByTestId('menu-view')).toHaveText('视图');

  // Declining keeps everything as it is.
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByTestId('dialog-confirm')).toBeVisible();
  await page.getByTestId('dialog-cancel').click();
  await expect(page.getByTestId('menu-view')).toHaveText('视图');

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('dialog')).toContainText('切换语言');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('dialog-confirm').click()]);
  await expect(page.getByTestId('menu-view')).toHaveText('View');
  await expect(page.getByTestId('tab-workbench.welcome')).toHaveText('Welcome');
  expect(await page.evaluate(() => localStorage.getItem('kf.locale'))).toBe('en');

  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.getByRole('dialog')).toContainText('Switch language');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('dialog-confirm').click()]);
  await expect(page.getByTestId('menu-view')).toHaveText('视图');
  await expect(page.getByTestId('tab-workbench.welcome')).toHaveText('欢迎');
});

test('an unknown address shows the not-found screen', { tag: '@smoke' }, async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kf.locale', 'en'));
  await page.goto('/no/such/place');
  await expect(page.getByTestId('not-found')).toContainText('Page not found');
  await expect(page.getByTestId('not-found')).toContainText('/no/such/place');
});

test('the artist designer keeps its state when the user switches away and back', async ({ page }) => {
  await openDesigner(page, 'en', '/artistDesigner/p-1/s-1/1');
  await page.getByTestId('design-mode-logical').click();
  await page.evaluate(() => {
    history.pushState({}, '', '/no/such/place');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByTestId('workbench')).toBeHidden();
  await page.goBack();
  await expect(page.getByTestId('workbench')).toBeVisible();
  await expect(page.getByTestId('workbench')).toHaveAttribute('data-design-mode', 'logical');
});

test('leaving the designer for the project list and opening it again keeps the page, its one session and the texts', async ({ page }) => {
  const checks: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/cloud/api/action/check')) checks.push(r.url());
  });
  await openDesigner(page);
  await page.evaluate(() => ((window as unknown as { kfSamePage?: boolean }).kfSamePage = true));
  await page.getByTestId('designer-nav-projects').click();
  // '/design' is not kept alive: its kernel is disposed, and the app kernel it was a child of still works.
  await expect(page.getByTestId('workbench')).toHaveCount(0);
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  await expect(page.getByTestId('designer-nav-projects')).toHaveCount(0);
  await page.goBack();
  // A new designer kernel on the same app kernel: its plugins' texts are back in the page's one i18n.
  await expect(page.getByTestId('tab-workbench.welcome')).toHaveText('Welcome');
  await expect(page.getByTestId('menu-view')).toHaveText('View');
  expect(await page.evaluate(() => (window as unknown as { kfSamePage?: boolean }).kfSamePage)).toBe(true);
  // The page's one session was checked with the server once.
  expect(checks).toHaveLength(1);
});

test('a third-party plugin loaded at run time from a URL contributes a panel and a command', async ({ page }) => {
  const code = await buildHelloPlugin();
  await page.route('**/third-party/hello-plugin.js', (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: code }));
  await openDesigner(page);

  await runFromPalette(page, 'load plugin');
  await page.getByTestId('dialog-input').fill('/third-party/hello-plugin.js');
  await page.keyboard.press('Enter');
  await confirmPluginLoad(page, '/third-party/hello-plugin.js');
  await expect(page.getByTestId('notification').filter({ hasText: 'Plugin "acme.hello" loaded from /third-party/hello-plugin.js' })).toBeVisible();
  await expect(page.getByTestId('panel-acme.hello')).toContainText('knows only the SDK');

  await runFromPalette(page, 'say hello');
  await expect(page.getByTestId('notification').filter({ hasText: 'greeting 1' })).toHaveAttribute('data-kind', 'success');
  await page.keyboard.press('Control+Alt+H');
  await expect(page.getByTestId('notification').filter({ hasText: 'greeting 2' })).toBeVisible();
  // The plugin has no React: its panel is drawn through Panels' mount(element), with a working button.
  await page.getByTestId('panel-acme.hello').getByRole('button', { name: 'Say hello' }).click();
  await expect(page.getByTestId('notification').filter({ hasText: 'greeting 3' })).toBeVisible();
});

test('the start-up WebAssembly module loads from our static path, and a failed load is ignored', async ({ page }) => {
  const wasm = page.waitForResponse((r) => r.url().endsWith('/wasm/meshopt_decoder.wasm'));
  await page.addInitScript(() => localStorage.setItem('kf.locale', 'en'));
  await page.goto('/no-such-screen');
  expect((await wasm).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-wasm', 'ready');

  await page.route('**/wasm/meshopt_decoder.wasm', (route) => route.abort('failed'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-wasm', 'unavailable');
  await expect(page.getByTestId('not-found')).toBeVisible();
});
