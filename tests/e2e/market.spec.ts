import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, registerThroughApi } from './support/accounts.js';
import { signIn } from './support/session.js';
import { toast } from './support/platform-helpers.js';

// The market (issue 31, docs/market.md), walked as two users: a designer uploads a scene from the scene list (copying
// allowed); another user finds it by keyword and the week filter, opens it in the viewer on its page and copies it into
// their own project; the designer saves the scene again, sees 'Change not synchronised' and syncs. Refusals, paging and
// the filters' edges are API tests (tests/api/market.test.ts).

const RED_PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

function content(tag: string): string {
  return JSON.stringify({
    format: 'scene-document', version: 1,
    nodes: {
      scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children: ['box'] },
      box: { id: 'box', type: 'Mesh', parent: 'scene', name: `Box ${tag}`, props: {}, children: [] },
    },
    exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [],
  });
}

async function api<T>(request: APIRequestContext, token: string, method: 'get' | 'post', path: string, data?: unknown): Promise<T> {
  const reply = await request[method](`/cloud/api${path}`, { headers: { Authentication: token }, data });
  const body = (await reply.json()) as { code: number; msg: string; data: T };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

test('a designer uploads a scene; another user finds it by keyword and this week, views and copies it; the designer syncs a change', async ({ page, browser }) => {
  const tag = `harbour${Date.now().toString(36)}`;
  const designer = await registerThroughApi(page.request, 'mkd');
  const token = await apiToken(page.request, designer);
  const project = await api<{ uuid: string }>(page.request, token, 'get', '/repo/kf-project/get-default-project');
  const saved = await api<{ uuid: string; version: number }>(page.request, token, 'post', '/repo/kf-scene/saveScene', {
    uuid: null, projectUuid: project.uuid, name: `Night ${tag}`, content: content('one'), preview: RED_PIXEL,
  });

  // The designer uploads it from the scene list, with a description and copying allowed.
  await signIn(page, designer, { locale: 'en' });
  await page.goto(`/scenes/${project.uuid}`);
  const card = page.getByTestId('scene-card').filter({ hasText: `Night ${tag}` });
  await expect(card.getByTestId('scene-market-state')).toHaveText('Not uploaded');
  await card.getByTestId('scene-market-upload').click();
  const dialog = page.getByTestId('market-upload-dialog');
  await dialog.getByTestId('market-upload-description').fill(`A quiet ${tag} at dusk`);
  await expect(dialog.getByTestId('market-upload-allow-copy')).toBeChecked();
  await dialog.getByTestId('market-upload-confirm').click();
  await expect(card.getByTestId('scene-market-state')).toHaveText('On the market');

  // Another user finds it by a word of its description and the week filter, and opens its page.
  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    const other = await registerThroughApi(view.request, 'mkv');
    await signIn(view, other, { locale: 'en' });
    await view.goto('/project');
    await view.getByTestId('nav-market').click();
    await view.getByTestId('market-search').fill(tag);
    await view.getByTestId('market-filter-week').click();
    await expect(view.getByTestId('market-filter-week')).toHaveAttribute('aria-checked', 'true');
    const found = view.getByTestId('market-card');
    await expect(found).toHaveCount(1);
    await expect(found).toHaveAttribute('data-title', `Night ${tag}`);
    await expect(found.getByTestId('market-thumb')).toBeVisible();
    await found.getByTestId('market-card-title').click();
    await expect(view.getByTestId('market-item-title')).toHaveText(`Night ${tag}`);
    // The viewer shows the uploaded version.
    const viewer = view.frameLocator('[data-testid="market-viewer"]');
    await expect(viewer.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    // Copy into the visitor's own project.
    await view.getByTestId('market-copy').click();
    await expect(toast(view, `"Night ${tag}" was copied into your project.`)).toBeVisible();
    const otherToken = await apiToken(view.request, other);
    const own = await api<{ uuid: string }>(view.request, otherToken, 'get', '/repo/kf-project/get-default-project');
    const scenes = await api<{ name: string }[]>(view.request, otherToken, 'get', `/repo/kf-scene/findAll/${own.uuid}`);
    expect(scenes.map((s) => s.name)).toContain(`Night ${tag}`);
  } finally {
    await visitor.close();
  }

  // The designer saves the scene again: the market still shows the uploaded version until they sync.
  await api(page.request, token, 'post', '/repo/kf-scene/saveScene', {
    uuid: saved.uuid, projectUuid: project.uuid, name: `Night ${tag}`, content: content('two'), version: saved.version, preview: RED_PIXEL,
  });
  await page.reload();
  await expect(card.getByTestId('scene-market-state')).toHaveText('Change not synchronised');
  await card.getByTestId('scene-market-sync').click();
  await expect(card.getByTestId('scene-market-state')).toHaveText('On the market');

  // The market screen in English and Simplified Chinese.
  await page.goto('/market');
  await expect(page.getByTestId('market-card').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('market-en.png') });
  await page.evaluate(() => localStorage.setItem('kf.locale', 'zh-CN'));
  await page.reload();
  await expect(page.getByTestId('market-filter-week')).toHaveText('本周');
  await expect(page.getByTestId('market-card').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('market-zh-CN.png') });
});
