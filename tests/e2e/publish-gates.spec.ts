import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { registerThroughApi, setUserPlan } from './support/accounts.js';
import { waitForViewport } from './support/designer.js';
import { imagePixel } from './support/pixels.js';
import { chooseNewLink, expireLinkInDatabase, openPublishDialog } from './support/publish.js';
import { signIn } from './support/session.js';

// Publishing gated by plan (issue 27, docs/publishing.md "Gated by plan"): a free user sees the watermark, loading page
// and poster style locked with the reason and an Upgrade link, the server refuses them with the spec's message, and
// visitors see the watermark; a professional user turns the watermark off, sets a loading page that an anonymous visitor
// sees while the scene loads, and a poster style that changes the poster. The dialog shows the presenter and product
// exhibition addresses. A link past its expiry date tells its visitor so.

const UPGRADE = 'No permission at the moment, you can upgrade your subscription plan';
type Locale = 'en' | 'zh-CN' | 'zh-TW';

/** A new user on `plan`, signed in, in the designer on a saved scene of their own; returns the session token. */
async function designerOf(page: Page, plan: 'FREE' | 'PROFESSIONAL', locale: Locale = 'en'): Promise<string> {
  const user = await registerThroughApi(page.request, 'gate');
  setUserPlan(user.username, plan);
  const session = await signIn(page, user, { locale });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Gates`, { headers, data: {} })).json()).data as { uuid: string; version: number };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/${scene.version}`);
  await waitForViewport(page);
  return session.token;
}

/** Upload an 8 × 8 orange PNG as an image of the scene open in the designer; returns its name. */
async function uploadLogo(page: Page, token: string): Promise<string> {
  const scene = new URL(page.url()).pathname.split('/')[3];
  const png = new PNG({ width: 8, height: 8 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([255, 136, 0, 255], i);
  const reply = await page.request.post('/cloud/api/repo/kf-scene/upload-image', {
    headers: { Authentication: token }, multipart: { scene, file: { name: 'brand.png', mimeType: 'image/png', buffer: PNG.sync.write(png) } },
  });
  const body = (await reply.json()) as { code: number; data: { name: string } };
  expect(body.code).toBe(0);
  return body.data.name;
}

/** Publish a new link from the dialog; returns the dialog and the link's short key. */
async function publishNew(page: Page, locale: Locale = 'en'): Promise<{ dialog: Locator; shortKey: string }> {
  const dialog = await openPublishDialog(page, { en: 'Publish scene', 'zh-CN': '发布场景', 'zh-TW': '發佈場景' }[locale]);
  await chooseNewLink(dialog);
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-state')).toHaveText(/Published|已发布|已發佈/);
  const address = await dialog.getByTestId('publish-address').inputValue();
  return { dialog, shortKey: address.slice(address.lastIndexOf('/') + 1) };
}

/** The colour of a poster pixel (x, y in the 720 × 1080 poster). */
async function posterPixel(page: Page, dialog: Locator, x: number, y: number): Promise<number[]> {
  return imagePixel(page, (await dialog.getByTestId('publish-share-poster').getAttribute('src'))!, { x, y });
}

/**
 * An anonymous visitor's page of a link. With `hold`, the code of the mesh node type (a chunk the player loads for the
 * scene's meshes) arrives only once it settles, so the scene is not ready before (the loading page stays).
 */
async function visit(browser: Browser, path: string, locale: Locale = 'en', hold?: Promise<void>): Promise<Page> {
  const context = await browser.newContext({ locale });
  if (hold) await context.route(/\/assets\/node-mesh-[^/]*\.js$/, async (route) => { await hold; await route.continue(); });
  const view = await context.newPage();
  await view.addInitScript((l) => localStorage.setItem('kf.locale', l), locale);
  await view.goto(path);
  return view;
}

test('a free user sees the gated settings locked with the reason and an Upgrade link; the server refuses them; visitors see the watermark', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = await designerOf(page, 'FREE');
  const { dialog, shortKey } = await publishNew(page);
  const gates = dialog.getByTestId('publish-gates');
  await expect(gates).toHaveAttribute('data-locked', 'true');
  await expect(dialog.getByTestId('publish-plan-lock')).toContainText('need the Professional plan');
  await expect(dialog.getByTestId('publish-upgrade')).toHaveAttribute('href', '/subscription');
  for (const id of ['publish-hide-watermark', 'publish-loading-page', 'publish-poster-style']) {
    await expect(dialog.getByTestId(id)).toBeDisabled();
    await expect(dialog.getByTestId(id)).toHaveAttribute('data-locked', 'true');
  }
  await expect(dialog.getByTestId('publish-hide-watermark')).toHaveAttribute('title', 'Turning the watermark off needs the Professional plan');
  await expect(dialog.getByTestId('publish-share')).toHaveAttribute('data-poster-style', 'classic');
  // The presenter and product exhibition addresses beside the viewer's.
  await expect(dialog.getByTestId('publish-address-presenter')).toHaveValue(new RegExp(`/presenter/${shortKey}$`));
  await expect(dialog.getByTestId('publish-address-exhibition')).toHaveValue(new RegExp(`/productExhibition/presenter/${shortKey}$`));
  await dialog.screenshot({ path: test.info().outputPath('dialog-free-en.png') });
  // Saving settings still works (the gated fields are not sent), and the server refuses them when they are.
  await dialog.getByTestId('publish-title').fill('Free gates');
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-notice')).toHaveText('The link’s settings were saved.');
  const links = (await (await page.request.get('/cloud/api/repo/kf-publish-link/artist-links', { headers: { Authentication: token } })).json()).data.rows as { linkUuid: string; shortKey: string }[];
  const linkUuid = links.find((l) => l.shortKey === shortKey)!.linkUuid;
  for (const data of [{ linkUuid, hideWatermark: true }, { linkUuid, posterStyle: 'night' }, { linkUuid, loadingPage: { logo: null, text: 'x', background: '#000000', color: '#ffffff' } }]) {
    const reply = await page.request.post('/cloud/api/repo/kf-publish-link/upsert', { headers: { Authentication: token, 'Accept-Language': 'en' }, data });
    expect(reply.status()).toBe(403);
    expect(await reply.json()).toMatchObject({ code: 405, msg: UPGRADE });
  }
  const view = await visit(browser, `/preview/${shortKey}`);
  await expect(view.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(view.getByTestId('published-watermark')).toHaveText('Made with Scene Designer');
  await expect(view.getByTestId('published-loading')).toHaveCount(0, { timeout: 30_000 });
  await view.context().close();

  // My publications: the three addresses of the link.
  await page.goto('/myPublications');
  const row = page.getByTestId('publication-row').filter({ hasText: 'Free gates' });
  await expect(row.getByTestId('publication-open-presenter')).toHaveAttribute('href', new RegExp(`/presenter/${shortKey}$`));
  await expect(row.getByTestId('publication-open-exhibition')).toHaveAttribute('href', new RegExp(`/productExhibition/presenter/${shortKey}$`));
  await expect(row.getByTestId('publication-copy-presenter')).toHaveAttribute('title', new RegExp(`/presenter/${shortKey}$`));
  await page.screenshot({ path: test.info().outputPath('my-publications-en.png') });
});

test('a professional user turns the watermark off, shows a loading page to anonymous visitors, and a poster style changes the poster', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const token = await designerOf(page, 'PROFESSIONAL');
  const logoName = await uploadLogo(page, token);
  const { dialog, shortKey } = await publishNew(page);
  await expect(dialog.getByTestId('publish-gates')).toHaveAttribute('data-locked', 'false');
  await expect(dialog.getByTestId('publish-plan-lock')).toHaveCount(0);
  // Professional with the watermark left on: visitors still see it.
  let view = await visit(browser, `/preview/${shortKey}`);
  await expect(view.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(view.getByTestId('published-watermark')).toBeVisible();
  await view.context().close();

  await expect(dialog.getByTestId('publish-share')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  const classicFoot = await posterPixel(page, dialog, 360, 1070);
  await dialog.getByTestId('publish-hide-watermark').check();
  await dialog.getByTestId('publish-loading-page').check();
  await dialog.getByTestId('publish-loading-logo').fill('javascript:alert(1)');
  await dialog.getByTestId('publish-loading-text').fill('Welcome to Acme Tower');
  await dialog.getByTestId('publish-loading-background').fill('#204060');
  await dialog.getByTestId('publish-loading-color').fill('#ffcc00');
  await dialog.getByTestId('publish-poster-style').selectOption('night');
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-problem-loadingLogo')).toBeVisible();
  // The logo: one of the user's uploaded images, picked from the list.
  await dialog.getByTestId('publish-loading-logo-pick').selectOption({ label: logoName });
  await expect(dialog.getByTestId('publish-loading-logo')).toHaveValue(/^\/resources\/[A-Za-z0-9_-]+$/);
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-notice')).toHaveText('The link’s settings were saved.');
  await expect(dialog.getByTestId('publish-share')).toHaveAttribute('data-poster-style', 'night');
  await expect(dialog.getByTestId('publish-share')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  // The poster is drawn again in the night style: its foot is dark where the classic one was white.
  expect(Math.min(...classicFoot)).toBeGreaterThan(230);
  await expect.poll(async () => Math.max(...await posterPixel(page, dialog, 360, 1070)), { timeout: 15_000 }).toBeLessThan(60);
  await dialog.screenshot({ path: test.info().outputPath('dialog-professional-en.png') });

  // The scene held back until the loading page is checked (it leaves once the scene is ready, 1.5 s at the least).
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  view = await visit(browser, `/preview/${shortKey}`, 'en', held);
  const loading = view.getByTestId('published-loading');
  await expect(loading).toHaveAttribute('data-kind', 'own', { timeout: 30_000 });
  await expect(view.getByTestId('published-loading-text')).toHaveText('Welcome to Acme Tower');
  await expect(loading).toHaveCSS('background-color', 'rgb(32, 64, 96)');
  await expect(loading).toHaveCSS('color', 'rgb(255, 204, 0)');
  // The uploaded logo, read by the anonymous visitor with the link's visit ticket.
  await expect.poll(() => view.getByTestId('published-loading-logo').evaluate((img: HTMLImageElement) => img.complete ? img.naturalWidth : -1), { timeout: 10_000 }).toBe(8);
  await view.screenshot({ path: test.info().outputPath('viewer-loading-en.png') });
  release();
  await expect(view.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await expect(loading).toHaveCount(0, { timeout: 30_000 });
  await expect(view.getByTestId('published-watermark')).toHaveCount(0);
  await view.context().close();
});

test('a link past its expiry date tells its visitor so', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await designerOf(page, 'FREE');
  const { dialog, shortKey } = await publishNew(page);
  // The dialog takes a last day from today on; the day is moved into the past in the database.
  const today = await page.evaluate(() => { const d = new Date(); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; });
  await dialog.getByTestId('publish-expires').fill(today);
  await dialog.getByTestId('publish-submit').click();
  await expect(dialog.getByTestId('publish-notice')).toHaveText('The link’s settings were saved.');
  expireLinkInDatabase(shortKey);
  for (const [locale, text] of [['en', 'The link has expired or its visit count is used up.'], ['zh-CN', '链接已过期或访问次数受限。']] as const) {
    const view = await visit(browser, `/preview/${shortKey}`, locale);
    await expect(view.getByTestId('published-page')).toHaveAttribute('data-kind', 'expired', { timeout: 30_000 });
    await expect(view.getByRole('alert')).toHaveText(text);
    await view.context().close();
  }
});

for (const locale of ['zh-CN', 'zh-TW'] as const) {
  test(`the gated settings, addresses and loading page in ${locale}`, async ({ page, browser }) => {
    test.setTimeout(180_000);
    await designerOf(page, 'FREE', locale);
    const free = await publishNew(page, locale);
    await expect(free.dialog.getByTestId('publish-plan-lock')).toContainText(locale === 'zh-CN' ? '需要专业版套餐' : '需要專業版方案');
    await free.dialog.screenshot({ path: test.info().outputPath(`dialog-free-${locale}.png`) });
    await page.context().clearCookies();
    const pro = await browser.newPage();
    await designerOf(pro, 'PROFESSIONAL', locale);
    const { dialog, shortKey } = await publishNew(pro, locale);
    await dialog.getByTestId('publish-loading-page').check();
    await dialog.getByTestId('publish-loading-text').fill(locale === 'zh-CN' ? '欢迎来到展厅' : '歡迎來到展廳');
    await dialog.getByTestId('publish-poster-style').selectOption('banner');
    await dialog.getByTestId('publish-submit').click();
    await expect(dialog.getByTestId('publish-share')).toHaveAttribute('data-poster-style', 'banner');
    await expect(dialog.getByTestId('publish-share')).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
    await dialog.screenshot({ path: test.info().outputPath(`dialog-professional-${locale}.png`) });
    // The scene held back so the loading page stays for its picture.
    let release = () => undefined as void;
    const view = await visit(browser, `/preview/${shortKey}`, locale, new Promise<void>((resolve) => { release = resolve; }));
    await expect(view.getByTestId('published-loading-text')).toHaveText(locale === 'zh-CN' ? '欢迎来到展厅' : '歡迎來到展廳', { timeout: 30_000 });
    await view.screenshot({ path: test.info().outputPath(`viewer-loading-${locale}.png`) });
    release();
    await view.context().close();
    await pro.close();
  });
}
