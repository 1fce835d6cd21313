import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, registerThroughApi } from './support/accounts.js';
import { runFromPalette, toast } from './support/platform-helpers.js';
import { signIn } from './support/session.js';

// What a new designer met on the platform screens (issue 18, items 7, 8 and 13): each test starts from a fresh account.

/** A 1×1 PNG (the server sniffs the bytes of pictures). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function freshUser(page: Page, request: APIRequestContext, prefix: string) {
  const user = await registerThroughApi(request, prefix);
  await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: await apiToken(request, user) };
  const call = async <T>(method: 'GET' | 'POST', path: string): Promise<T> => {
    const reply = await request.fetch(`/cloud/api${path}`, { method, headers, data: method === 'POST' ? {} : undefined });
    const body = (await reply.json()) as { code: number; msg: string; data: T };
    if (body.code !== 0) throw new Error(`${method} ${path}: ${body.msg}`);
    return body.data;
  };
  const project = await call<{ uuid: string; name: string }>('GET', '/repo/kf-project/get-default-project');
  const createScene = (name: string, template = 'empty') => call<{ uuid: string; version: number }>('POST', `/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${template}&name=${encodeURIComponent(name)}`);
  return { project, createScene };
}

test('my files on a fresh login: the default project is current, a project without scenes leads to the scene list, and each scene lists only its own pictures', async ({ page, request }) => {
  const { project, createScene } = await freshUser(page, request, 'nf');
  await page.goto('/myFiles');
  await expect(page.getByTestId('files-project')).toHaveText(`Project: ${project.name} · Choose another project`);
  await expect(page.getByTestId('nav-scenes')).toHaveAttribute('href', `/scenes/${project.uuid}`);
  await expect(page.getByTestId('files-no-scenes')).toBeVisible();
  await page.screenshot({ path: '/tmp/platform-shot-my-files-no-scenes.png' });
  await page.getByTestId('files-to-scenes').click();
  await expect(page).toHaveURL(`/scenes/${project.uuid}`);

  await createScene('Atrium');
  await createScene('Basement');
  await page.goto('/myFiles');
  const sceneChoice = page.locator('#upload-scene');
  await sceneChoice.selectOption({ label: 'Basement' });
  await expect(page.getByTestId('files-empty')).toHaveText('No pictures in this scene yet.');
  await page.getByTestId('file-upload-input').setInputFiles({ name: 'tiles.png', mimeType: 'image/png', buffer: PNG });
  await expect(toast(page, 'Picture uploaded')).toBeVisible();
  await expect(page.getByTestId('file-row')).toHaveCount(1);
  await expect(page.getByTestId('file-row').first()).toHaveAttribute('data-name', 'tiles');
  await page.screenshot({ path: '/tmp/platform-shot-my-files-scene.png' });

  // The picture was uploaded to Basement: Atrium has none.
  await sceneChoice.selectOption({ label: 'Atrium' });
  await expect(page.getByTestId('files-empty')).toHaveText('No pictures in this scene yet.');
  await expect(page.getByTestId('file-row')).toHaveCount(0);
  await sceneChoice.selectOption({ label: 'Basement' });
  await expect(page.getByTestId('file-row')).toHaveCount(1);
});

test('current project: set on a fresh login, follows a rename, leaves a deleted project; project cards show their date', async ({ page, request }) => {
  const { project } = await freshUser(page, request, 'cp');
  await page.goto('/project');
  const current = page.getByTestId('current-project');
  await expect(current).toHaveText(`Current project: ${project.name}`);
  await expect(page.getByTestId('project-card').first().getByTestId('project-date')).toHaveText(/^Modified \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);

  await page.getByTestId('project-create').click();
  await page.getByTestId('prompt-input').fill('Harbour');
  await page.getByTestId('prompt-ok').click();
  await expect(current).toHaveText('Current project: Harbour');

  const harbour = page.getByTestId('project-card').filter({ hasText: 'Harbour' });
  await harbour.getByTestId('project-rename').click();
  await page.getByTestId('prompt-input').fill('Lighthouse');
  await page.getByTestId('prompt-ok').click();
  await expect(toast(page, 'Project renamed')).toBeVisible();
  await expect(current).toHaveText('Current project: Lighthouse');
  await page.screenshot({ path: '/tmp/platform-shot-project-renamed.png' });

  await page.getByTestId('project-card').filter({ hasText: 'Lighthouse' }).getByTestId('project-delete').click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('project-card').filter({ hasText: 'Lighthouse' })).toHaveCount(0);
  await expect(current).toHaveText(`Current project: ${project.name}`);
});

test('scene names: a name used by another scene of the project is warned about when creating, renaming and copying', async ({ page, request }) => {
  const { project, createScene } = await freshUser(page, request, 'sn');
  await createScene('Lobby');
  await createScene('Hall');
  await page.goto(`/scenes/${project.uuid}`);
  await expect(page.getByTestId('scene-card')).toHaveCount(2);

  await page.getByTestId('scene-create').click();
  await page.getByTestId('scene-name').fill('Lobby');
  const warning = page.getByTestId('name-taken-warning');
  await expect(warning).toHaveText('A scene named "Lobby" already exists in this project: two scenes with one name are easy to confuse.');
  await page.screenshot({ path: '/tmp/platform-shot-scene-name-taken.png' });
  await page.getByTestId('scene-name').fill('Lobby 2');
  await expect(warning).toHaveCount(0);
  await page.keyboard.press('Escape');

  const hall = page.getByTestId('scene-card').filter({ hasText: 'Hall' });
  await hall.getByTestId('scene-rename').click();
  await expect(page.getByTestId('prompt-input')).toHaveValue('Hall');
  await expect(warning).toHaveCount(0); // its own name is not a clash
  await page.getByTestId('prompt-input').fill('Lobby');
  await expect(warning).toBeVisible();
  await page.keyboard.press('Escape');

  await hall.getByTestId('scene-copy').click();
  await page.getByTestId('prompt-input').fill('Hall');
  await expect(warning).toBeVisible();
});

test('a scene saved in the designer shows a picture of its viewport on its card', async ({ page, request }) => {
  test.setTimeout(180_000);
  const { project, createScene } = await freshUser(page, request, 'th');
  const scene = await createScene('Gallery', 'basic-lit');
  await page.goto(`/scenes/${project.uuid}`);
  const card = page.getByTestId('scene-card').filter({ hasText: 'Gallery' });
  await expect(card).toBeVisible();
  await expect(card.getByTestId('scene-thumb')).toHaveCount(0);

  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/${scene.version}`);
  await expect(page.getByTestId('viewport-canvas')).toBeVisible({ timeout: 90_000 });
  await runFromPalette(page, 'Create Transform');
  await page.keyboard.press('Control+S');
  await expect(toast(page, 'Scene saved').first()).toBeVisible({ timeout: 30_000 });

  await page.goto(`/scenes/${project.uuid}`);
  const thumb = card.getByTestId('scene-thumb');
  await expect(thumb).toBeVisible();
  expect(await thumb.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
  // The picture is the rendered scene, not a blank canvas: its pixels differ.
  const spread = await thumb.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    let min = 255;
    let max = 0;
    for (let i = 0; i < data.length; i += 4) {
      const luma = (data[i] + data[i + 1] + data[i + 2]) / 3;
      min = Math.min(min, luma);
      max = Math.max(max, luma);
    }
    return { width: img.naturalWidth, spread: max - min };
  });
  expect(spread.width).toBe(320);
  expect(spread.spread).toBeGreaterThan(20);
  await page.screenshot({ path: '/tmp/platform-shot-scene-thumb.png' });
});
