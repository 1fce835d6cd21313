import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { spawnServer } from '../api/support/server-process.js';
import { apiToken, registerThroughApi } from './support/accounts.js';
import { DEMO_USER, signIn } from './support/session.js';
import { runFromPalette, showPanel, toast } from './support/platform-helpers.js';
import { inViewport, waitForViewport } from './support/designer.js';

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

/** Sign in through the API of the server at `url` and keep the session as the web app does. */
async function signInAt(page: Page, url: string, credentials: { username: string; password: string }): Promise<string> {
  const reply = (await (await page.request.post(`${url}/cloud/api/action/login`, { data: credentials })).json()) as { code: number; msg: string; data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown } };
  if (reply.code !== 0) throw new Error(`sign-in failed: ${reply.msg}`);
  await page.goto(`${url}/favicon.svg`);
  await page.evaluate((data) => {
    localStorage.setItem('kf.token', data.token);
    localStorage.setItem('kf.user', JSON.stringify(data.user));
    localStorage.setItem('kf.permissions', JSON.stringify({ pvg: data.pvg, allP: data.allP, prosCons: data.prosCons }));
    localStorage.setItem('kf.locale', 'en');
  }, reply.data);
  return reply.data.token;
}

// Component libraries need a manager: a server of this test's own whose demo account has the manager flag.
test('a designer shares a node as a component and submits the library, a manager approves it, it is inserted and dragged into scenes, and unapproved', async ({ page }) => {
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-e2e-components-'));
  const server = spawnServer({ dataDir }, { WEB_ROOT: resolve(process.env.E2E_WEB_ROOT ?? 'dist/web'), MANAGER_USERNAMES: 'demo' });
  try {
    const url = await server.ready;
    const token = await signInAt(page, url, DEMO_USER);
    const headers = { Authentication: token };
    const project = ((await (await page.request.get(`${url}/cloud/api/repo/kf-project/get-default-project`, { headers })).json()) as { data: { uuid: string } }).data;
    const newScene = async (name: string) => {
      const created = await page.request.post(`${url}/cloud/api/repo/kf-scene/createScene`, { headers: { ...headers, 'accept-language': 'en' }, params: { projectId: project.uuid, templateId: 'basic-lit', name } });
      return ((await created.json()) as { data: { uuid: string } }).data.uuid;
    };
    const first = await newScene('Parts source');
    const second = await newScene('Parts target');
    await page.goto(`${url}/artistDesigner/${project.uuid}/${first}/1`);
    await waitForViewport(page);
    const boxes = () => inViewport<{ id: string; position: { x: number; y: number; z: number } }[]>(page,
      `return s.document.ids().map((id) => s.document.get(id)).filter((n) => n.name === 'Box').map((n) => ({ id: n.id, position: n.props.position ?? { x: 0, y: 0, z: 0 } }));`);

    // Share the Box (with its material) into a new library.
    await showPanel(page, 'sceneTree');
    await page.locator('[data-testid^=scene-tree-row-][data-name="Box"]').click();
    const [original] = await boxes();
    await runFromPalette(page, 'Show the component libraries');
    const panel = page.getByTestId('component-library');
    await panel.getByLabel('New library').fill('Factory parts');
    await panel.getByRole('button', { name: 'Create' }).click();
    const mine = panel.getByTestId('component-libs-mine').getByTestId('component-lib-Factory parts');
    await expect(mine).toContainText('Not submitted');
    await panel.getByLabel('Component name').fill('Crate');
    await panel.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(toast(page, 'Shared Crate as a component.')).toBeVisible();
    await expect(mine).toContainText('1 components');

    // The owner submits it in the panel; the manager approves it from the review list.
    await mine.getByRole('button', { name: 'Submit for review' }).click();
    await expect(toast(page, 'Submitted for review.')).toBeVisible();
    await expect(mine).toContainText('Awaiting review');
    await panel.getByTestId('component-libs-review').getByTestId('component-lib-Factory parts').getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Approved: everyone signed in sees this library.')).toBeVisible();
    const approved = panel.getByTestId('component-libs-approved').getByTestId('component-lib-Factory parts');
    await expect(approved).toContainText('Artist Official');
    await expect(mine).toContainText('Approved');
    await page.screenshot({ path: test.info().outputPath('component-library-en.png') });

    // Inserted into the scene it came from: beside its original, not inside it; selected; one undo step.
    await approved.getByRole('button', { name: /^Factory parts/ }).click();
    await approved.getByRole('button', { name: 'Insert Crate into the scene' }).click();
    await expect(toast(page, 'Inserted Crate.')).toBeVisible();
    await expect.poll(async () => (await boxes()).length).toBe(2);
    const inserted = (await boxes()).find((b) => b.id !== original.id)!;
    expect(inserted.position.x).toBeGreaterThan(original.position.x);
    expect([inserted.position.y, inserted.position.z]).toEqual([original.position.y, original.position.z]);
    expect(await inViewport(page, 'return s.selection.selected;')).toEqual([inserted.id]);
    await inViewport(page, 's.undo.undo();');
    await expect.poll(async () => (await boxes()).length).toBe(1);

    // In another scene: dragged from the panel onto the viewport, it lands where it was dropped.
    await page.goto(`${url}/artistDesigner/${project.uuid}/${second}/1`);
    await waitForViewport(page);
    await runFromPalette(page, 'Show the component libraries');
    await approved.getByRole('button', { name: /^Factory parts/ }).click();
    const before = (await boxes()).map((b) => b.id);
    const canvas = (await page.getByTestId('viewport-canvas').boundingBox())!;
    await approved.getByTestId('component-Crate').dragTo(page.getByTestId('viewport-canvas'), { targetPosition: { x: canvas.width * 0.2, y: canvas.height * 0.8 } });
    await expect(toast(page, 'Inserted Crate.')).toBeVisible();
    await expect.poll(async () => (await boxes()).length).toBe(before.length + 1);
    const dropped = (await boxes()).find((b) => !before.includes(b.id))!;
    // Dropped left of and below the middle of the view: away from the origin, on the ground (its own height kept).
    expect(Math.hypot(dropped.position.x - original.position.x, dropped.position.z - original.position.z)).toBeGreaterThan(0.5);
    expect(dropped.position.y).toBeCloseTo(original.position.y, 1);
    await page.screenshot({ path: test.info().outputPath('component-dropped-en.png') });

    // The market's Component libraries section (in a second tab) lists the approved library with its components, in three languages.
    const market = await page.context().newPage();
    await market.goto(`${url}/market`);
    await market.getByTestId('market-tab-libraries').click();
    await expect(market).toHaveURL(/\/market\/libraries$/);
    const card = market.getByTestId('market-lib').filter({ hasText: 'Factory parts' });
    await expect(card.getByTestId('market-lib-official')).toHaveText('Artist Official');
    await expect(card).toContainText('1 components');
    await card.getByTestId('market-lib-open').click();
    await expect(card.getByTestId('market-component-name')).toHaveText(['Crate']);
    await market.screenshot({ path: test.info().outputPath('market-libraries-en.png') });
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      await market.evaluate((value) => localStorage.setItem('kf.locale', value), locale);
      await market.reload();
      await expect(market.getByTestId('market-tab-libraries')).toHaveText(locale === 'zh-CN' ? '组件库' : '元件庫');
      await expect(card.getByTestId('market-lib-official')).toHaveText('Artist 官方');
      await market.screenshot({ path: test.info().outputPath(`market-libraries-${locale}.png`) });
    }
    await market.evaluate(() => localStorage.setItem('kf.locale', 'en'));
    await market.close();

    // The manager takes the approval back in the panel: it leaves the approved list and is its owner's only again.
    await approved.getByRole('button', { name: 'Unapprove' }).click();
    await expect(toast(page, 'Approval taken back: only its owner sees this library.')).toBeVisible();
    await expect(panel.getByTestId('component-libs-approved').getByTestId('component-lib-Factory parts')).toHaveCount(0);
    await expect(mine).toContainText('Not submitted');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

// The site mode (docs/market.md): the same server reached as market.localhost (Chromium resolves *.localhost to this
// machine) is the market site: the market's navigation, designers' projects (get-des-projects), a project's market scenes
// opened in the viewer (loadMkScene); the designer site's screens are not offered.
test('on the market site address, a user lists designers\' projects and opens a project\'s scene in the viewer', async ({ page, browser, baseURL }) => {
  const tag = `site${Date.now().toString(36)}`;
  const designer = await registerThroughApi(page.request, 'mks');
  const token = await apiToken(page.request, designer);
  const project = await api<{ uuid: string; name: string }>(page.request, token, 'post', '/repo/kf-project/createProject', { name: `Harbour ${tag}` });
  const saved = await api<{ uuid: string }>(page.request, token, 'post', '/repo/kf-scene/saveScene', {
    uuid: null, projectUuid: project.uuid, name: `Dock ${tag}`, content: content('one'), preview: RED_PIXEL,
  });
  await api(page.request, token, 'get', `/repo/kf-scene/mk/upload-to-market/${saved.uuid}/upload?allowCopy=true`);

  const marketOrigin = new URL(baseURL!);
  marketOrigin.hostname = 'market.localhost';
  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    const other = await registerThroughApi(view.request, 'mkw');
    const login = await (await view.request.post('/cloud/api/action/login', { data: other })).json() as { data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown } };
    await view.goto(`${marketOrigin.origin}/favicon.svg`);
    await view.evaluate((data) => {
      localStorage.setItem('kf.token', data.token);
      localStorage.setItem('kf.user', JSON.stringify(data.user));
      localStorage.setItem('kf.permissions', JSON.stringify({ pvg: data.pvg, allP: data.allP, prosCons: data.prosCons }));
      localStorage.setItem('kf.locale', 'en');
    }, login.data);
    await view.goto(`${marketOrigin.origin}/project`);
    await expect(view.getByTestId('screen-project-list')).toHaveAttribute('data-site-mode', 'market');
    await expect(view.getByTestId('nav-market')).toBeVisible();
    for (const designerOnly of ['nav-files', 'nav-bin', 'nav-publications', 'nav-scenes']) await expect(view.getByTestId(designerOnly)).toHaveCount(0);
    await expect(view.getByTestId('project-create')).toHaveCount(0);
    // Designers' projects: the designer's project with its scene on the market.
    const card = view.getByTestId('project-card').filter({ hasText: `Harbour ${tag}` });
    await expect(card).toHaveCount(1);
    await card.getByTestId('project-open').click();
    await expect(view).toHaveURL(new RegExp(`/scenes/${project.uuid}$`));
    const scene = view.getByTestId('market-card').filter({ hasText: `Dock ${tag}` });
    await expect(scene).toHaveCount(1);
    await view.screenshot({ path: test.info().outputPath('market-site-project-en.png') });
    await scene.getByTestId('market-card-title').click();
    await expect(view.getByTestId('market-item-title')).toHaveText(`Dock ${tag}`);
    await expect(view.frameLocator('[data-testid="market-viewer"]').getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  } finally {
    await visitor.close();
  }
});
