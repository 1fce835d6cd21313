import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe.js';
import { useLocale } from './support/platform-helpers.js';
import { signIn, type SignInResult } from './support/session.js';

const LOCALES = ['en', 'zh-CN', 'zh-TW'] as const;
const SHOTS = 'test-results/e2e/platform-screens';
mkdirSync(SHOTS, { recursive: true });

/** Raw i18n keys of the platform's namespaces (a missing text shows its key). */
const RAW_KEY = /\b(platform|shell|openScenes|api|permissions)\.[a-zA-Z][\w.]*/;

async function projectOf(page: Page, login: SignInResult): Promise<string> {
  const reply = await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers: { Authentication: login.token } });
  return ((await reply.json()) as { data: { uuid: string } }).data.uuid;
}

/** Visible texts that are raw keys, and labelled elements whose text overflows its box. */
async function problems(page: Page): Promise<{ rawKeys: string[]; overflowing: string[] }> {
  const text = await page.locator('body').innerText();
  const rawKeys = text.split('\n').filter((line) => RAW_KEY.test(line));
  const overflowing = await page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, label, a, h1, h2, th, .kf-caption, .kf-field-error, .kf-side-label, .kf-badge')) {
      if (!el.offsetParent || !el.textContent?.trim()) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis') continue;
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}" ${el.scrollWidth}>${el.clientWidth}`);
    }
    return out;
  });
  return { rawKeys, overflowing };
}

async function look(page: Page, name: string, locale: string, testId: string) {
  await expect(page.getByTestId(testId).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/${name}-${locale}.png`, fullPage: true });
  const found = await problems(page);
  expect(found.rawKeys, `${name} ${locale}: raw keys`).toEqual([]);
  expect(found.overflowing, `${name} ${locale}: overflowing text`).toEqual([]);
}

for (const locale of LOCALES) {
  test(`every platform screen in ${locale}: no missing texts, no overflowing labels`, async ({ page }) => {
    test.setTimeout(120_000);
    await useLocale(page, locale);
    await page.goto('/');
    await look(page, 'login', locale, 'screen-login');
    await page.goto('/register');
    await page.getByTestId('register-submit').click(); // show every rule message too
    await look(page, 'register', locale, 'screen-register');

    const login = await signIn(page, undefined, { locale });
    const project = await projectOf(page, login);
    await page.goto('/project');
    await look(page, 'project-list', locale, 'project-card');
    await page.goto(`/scenes/${project}`);
    await look(page, 'scene-list', locale, 'scene-card');
    await page.getByTestId('scene-create').click();
    await look(page, 'scene-create-dialog', locale, 'create-scene-dialog');
    await page.keyboard.press('Escape');
    await page.goto('/recycleBin');
    await look(page, 'recycle-bin', locale, 'screen-recycle-bin');
    await page.goto('/myFiles');
    await look(page, 'my-files', locale, 'storage');
    await page.goto('/userSettings');
    await look(page, 'user-settings', locale, 'settings-nickname');
    await page.goto('/notifications');
    await look(page, 'notifications', locale, 'screen-notifications');

    // The designer's open-scene tabs and versions panels.
    const scenes = await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project}`, { headers: { Authentication: login.token } });
    const scene = ((await scenes.json()) as { data: { uuid: string; version: number }[] }).data[0];
    await page.goto(`/artistDesigner/${project}/${scene.uuid}/${scene.version}`);
    await page.getByTestId('tab-open-scenes').click({ timeout: 30_000 });
    await expect(page.getByTestId('open-scene-tab')).toHaveCount(1, { timeout: 20_000 });
    await page.getByTestId('tab-scene-versions').click();
    await expect(page.getByTestId('scene-version-row').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/designer-open-scenes-${locale}.png` });
    for (const panel of ['open-scenes', 'scene-versions']) {
      const text = await page.getByTestId(panel).innerText();
      expect(text.split('\n').filter((line) => RAW_KEY.test(line)), `${panel} ${locale}: raw keys`).toEqual([]);
    }
  });
}

test('accessibility: no serious or critical axe-core violations on login, project list and scene list', async ({ page }) => {
  await useLocale(page, 'en');
  await page.goto('/');
  await expect(page.getByTestId('screen-login')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  const login = await signIn(page, undefined, { locale: 'en' });
  await page.goto('/project');
  await expect(page.getByTestId('project-card').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto(`/scenes/${await projectOf(page, login)}`);
  await expect(page.getByTestId('scene-card').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
