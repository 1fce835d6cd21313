import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { openDemoScene } from './support/designer.js';
import { registerThroughApi } from './support/accounts.js';
import { toast } from './support/platform-helpers.js';
import { imagePixel } from './support/pixels.js';
import { chooseNewLink, openPublishDialog } from './support/publish.js';
import { signIn } from './support/session.js';

// Sharing a publish link (issue 27, docs/publishing.md "QR code and poster", "Likes and favourites in the viewer"): the
// designer saves (the scene's thumbnail is taken from the viewport) and publishes; the Publish dialog's QR code and poster
// download as PNG files whose QR code reads as the link; in the viewer an anonymous visitor sees the counts and is asked
// to sign in, a signed-in visitor likes and favourites and the counts say so.

/** A downloaded PNG file, decoded; and the text of the QR code found in it. */
async function readPng(download: Download): Promise<{ png: PNG; qr: string | undefined }> {
  const png = PNG.sync.read(await readFile((await download.path())!));
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return { png, qr: code?.data };
}

async function download(page: Page, testId: string): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  return file;
}

test('shares a published scene as QR code and poster, and a signed-in visitor likes and favourites it', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const opened = await openDemoScene(page);
  await page.keyboard.press('Control+S');
  await expect(toast(page, 'Scene saved').first()).toBeVisible({ timeout: 30_000 });
  const dialog = await openPublishDialog(page);
  await chooseNewLink(dialog);
  await dialog.getByTestId('publish-title').fill('Share walk');
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-state')).toHaveText('Published');
  await expect(dialog.getByTestId('publish-share')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const address = await dialog.getByTestId('publish-address').inputValue();
  expect(address).toMatch(/\/preview\/[A-Za-z0-9_-]{22}$/);
  await dialog.screenshot({ path: test.info().outputPath('share-dialog.png') });

  const qr = await download(page, 'publish-share-download-qr');
  expect(qr.suggestedFilename()).toBe('Share-walk-qr.png');
  expect((await readPng(qr)).qr).toBe(address);
  const posterFile = await download(page, 'publish-share-download-poster');
  expect(posterFile.suggestedFilename()).toBe('Share-walk-poster.png');
  const poster = await readPng(posterFile);
  expect([poster.png.width, poster.png.height, poster.qr]).toEqual([720, 1080, address]);
  await posterFile.saveAs(test.info().outputPath('poster.png'));
  // The poster's picture is the scene's thumbnail saved a moment ago: its centre has the thumbnail's centre colour.
  const thumbnail = (await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${opened.sceneUuid}`, { headers: { Authentication: opened.token } })).json()).data.preview as string;
  const centre = await imagePixel(page, thumbnail);
  const at = (360 + 280 * 720) * 4;
  const posterCentre = [...poster.png.data.subarray(at, at + 3)];
  for (let i = 0; i < 3; i++) expect(Math.abs(posterCentre[i] - centre[i]), `${posterCentre} vs ${centre}`).toBeLessThan(12); // the default panel's centre differs by 39 in blue
  await dialog.getByTestId('publish-close').click();
  await expect(dialog).toHaveCount(0);

  // The viewer: an anonymous visitor sees the counts and is asked to sign in; a signed-in one likes and favourites.
  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    await view.goto(new URL(address).pathname);
    await expect(view.getByTestId('published-like-count')).toHaveText('0', { timeout: 60_000 });
    await expect(view.getByTestId('published-favorite-count')).toHaveText('0');
    await view.getByTestId('published-like').click();
    await expect(view.getByTestId('published-sign-in')).toContainText('Sign in to like or favourite this scene.');
    await expect(view.getByTestId('published-like')).toHaveAttribute('aria-pressed', 'false');
    await view.screenshot({ path: test.info().outputPath('viewer-sign-in.png') });

    // Sign in from the viewer (its own entry has no router: a page load of the login screen, which comes back here).
    const fan = await registerThroughApi(visitor.request, 'fan');
    await view.getByTestId('published-sign-in').getByRole('button').click();
    await expect(view.getByTestId('login-account')).toBeVisible({ timeout: 30_000 });
    expect(new URL(view.url()).pathname).toBe('/');
    expect(new URL(view.url()).searchParams.get('from')).toBe(new URL(address).pathname);
    await view.getByTestId('login-account').fill(fan.username);
    await view.getByTestId('login-password').fill(fan.password);
    await view.getByTestId('login-submit').click();
    await expect.poll(() => new URL(view.url()).pathname, { timeout: 30_000 }).toBe(new URL(address).pathname);
    await signIn(view, fan, { locale: 'en' });
    await view.goto(new URL(address).pathname);
    await expect(view.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await view.getByTestId('published-like').click();
    await expect(view.getByTestId('published-like')).toHaveAttribute('aria-pressed', 'true');
    await view.getByTestId('published-favorite').click();
    await expect(view.getByTestId('published-favorite')).toHaveAttribute('aria-pressed', 'true');
    await expect(view.getByTestId('published-like-count')).toHaveText('1');
    await expect(view.getByTestId('published-favorite-count')).toHaveText('1');
    await view.screenshot({ path: test.info().outputPath('viewer-reactions.png') });
    // A reload shows the same: the counts and the visitor's own reactions come from the server.
    await view.reload();
    await expect(view.getByTestId('published-like')).toHaveAttribute('aria-pressed', 'true', { timeout: 60_000 });
    await expect(view.getByTestId('published-like-count')).toHaveText('1');
    await expect(view.getByTestId('published-favorite-count')).toHaveText('1');
  } finally {
    await visitor.close();
  }
});
