import { expect, test, type Page } from '@playwright/test';
import { openDemoScene } from './support/designer.js';
import { canvasPixels } from './support/pixels.js';
import { chooseNewLink, openPublishDialog } from './support/publish.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

// Publishing (issue 27, docs/publishing.md): the designer's Publish dialog publishes the saved demo scene and shows
// the link; the link opened in a fresh browser context without a session plays the scene (with the free plan's
// watermark); a password-protected link asks for its password; a taken-down link says so in the visitor's language.

async function waitForPlayer(page: Page): Promise<void> {
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await waitForPlayerDrawn(page);
}

test('publishes the demo scene from the designer and plays the link in an anonymous browser', async ({ page, browser }) => {
  const opened = await openDemoScene(page);
  const dialog = await openPublishDialog(page);
  await chooseNewLink(dialog);
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-notice')).toContainText('Published');
  const address = await dialog.getByTestId('publish-address').inputValue();
  expect(address).toMatch(/\/preview\/[A-Za-z0-9_-]{22}$/);
  await page.screenshot({ path: test.info().outputPath('publish-dialog.png') });
  await dialog.getByTestId('publish-close').click();
  const shortKey = address.slice(address.lastIndexOf('/') + 1);

  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    await view.goto(new URL(address).pathname);
    await waitForPlayer(view);
    // A scene, not a blank canvas (polled: the meshes show once their shaders have compiled, some frames after the first).
    await expect.poll(async () => {
      const rgb = await canvasPixels(view, { width: 64, height: 40 }, 'player-canvas');
      return Math.max(...rgb) - Math.min(...rgb);
    }, { timeout: 30_000 }).toBeGreaterThan(60);
    await expect(view.getByTestId('published-watermark')).toHaveText('Made with Scene Designer');
    expect(await view.evaluate(() => localStorage.getItem('kf.token'))).toBeNull();
    await view.screenshot({ path: test.info().outputPath('published-viewer.png') });

    // The owner protects the link: the visitor is asked for the password, refused a wrong one, let in with the right one.
    const headers = { Authentication: opened.token };
    const mine = (await (await page.request.get('/cloud/api/repo/kf-publish-link/artist-links', { headers, params: { link: shortKey } })).json()).data as { rows: { linkUuid: string }[] };
    const linkUuid = mine.rows[0].linkUuid;
    expect((await page.request.post('/cloud/api/repo/kf-publish-link/upsert', { headers, data: { linkUuid, password: 'Secret 27' } })).ok()).toBe(true);
    await view.goto(`/preview/${shortKey}`);
    await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'password');
    await view.getByTestId('published-password').fill('wrong');
    await view.getByTestId('published-open').click();
    await expect(view.getByRole('alert')).toHaveText('The password is not correct.');
    await view.screenshot({ path: test.info().outputPath('published-password.png') });
    await view.getByTestId('published-password').fill('Secret 27');
    await view.getByTestId('published-open').click();
    await waitForPlayer(view);

    // Taken down: the visitor's page says so (here in Chinese, the visitor's chosen language).
    expect((await page.request.post('/cloud/api/repo/kf-publish-link/take-down', { headers, data: { linkUuid } })).ok()).toBe(true);
    await view.evaluate(() => localStorage.setItem('kf.locale', 'zh-CN'));
    await view.goto(`/preview/${shortKey}`);
    await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'takenDown');
    await expect(view.getByRole('alert')).toHaveText('分发链接已下架或已过期。');
    await view.screenshot({ path: test.info().outputPath('published-taken-down-zh-CN.png') });
  } finally {
    await visitor.close();
  }
});
