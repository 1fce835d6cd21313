import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, setUsedBytes, setUserPlan } from './support/accounts.js';
import { solidPng } from './support/pictures.js';
import { showPanel } from './support/platform-helpers.js';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';

/** A new user on `plan` opens a new scene of their own with a box selected. */
async function openSceneWithBox(page: Page, plan: 'FREE' | 'PROFESSIONAL', usedBytes?: number): Promise<void> {
  const user = await registerThroughApi(page.request, 'lock');
  setUserPlan(user.username, plan);
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Lock`, { headers, data: {} })).json()).data as { uuid: string; version: number };
  if (usedBytes !== undefined) setUsedBytes(user.username, usedBytes); // after the scene is made: a full disk refuses it
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/${scene.version}`);
  await waitForViewport(page);
  await run(page, `
    const box = { id: 'lock-box', type: 'Mesh', parent: 'scene', name: 'Lock box', children: [],
      props: { geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, position: { x: 0, y: 0, z: 0 } } };
    s.undo.execute([s.document.insertPatch([box], { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set([box.id]);
  `);
}

const REASON = 'Adding properties and keys to animations needs the Professional plan';

test('a free plan sees the keyframe lock, its reason and an Upgrade link before trying (issue 26 item 11)', async ({ page, context }) => {
  await openSceneWithBox(page, 'FREE');
  await page.getByTestId('tab-timeline').click();
  // Before any animation exists the timeline already says what the plan allows, with the way to upgrade.
  const lock = page.getByTestId('timeline-plan-lock');
  await expect(lock).toBeVisible();
  await expect(lock).toContainText(REASON);
  await expect(page.getByTestId('timeline-upgrade')).toHaveAttribute('href', '/subscription');

  // With an animation, the Add key button carries the lock: padlock, tooltip and accessible description.
  await page.getByTestId('timeline-new').click();
  const addKey = page.getByTestId('timeline-add-key');
  await expect(addKey).toHaveAttribute('data-locked', 'true');
  await expect(addKey).toHaveAttribute('title', REASON);
  await expect(addKey).toHaveAccessibleDescription(new RegExp(REASON));

  // The property title's menu marks 'Add to animation' as locked and offers the upgrade.
  const title = page.getByTestId('panel-inspector').getByTestId('inspector-title-position');
  await title.click({ button: 'right' });
  const add = page.getByTestId('inspector-title-action-addToAnimation');
  await expect(add).toHaveAttribute('data-locked', 'true');
  await expect(add).toHaveAttribute('title', REASON);
  await expect(add.locator('svg.kf-padlock')).toBeVisible();
  await expect(title).toHaveAccessibleDescription(new RegExp(REASON));
  await page.screenshot({ path: test.info().outputPath('plan-lock.png') });

  // The gate itself is kept: the add is still refused with the subscription message, and the toast offers Upgrade.
  await add.click();
  const refusal = page.getByTestId('notification').filter({ hasText: 'No permission at the moment, you can upgrade your subscription plan' }).first();
  await expect(refusal).toBeVisible();
  await expect(refusal.getByTestId('notification-action')).toHaveText('Upgrade');
  await expect(refusal.getByTestId('notification-action')).toHaveAttribute('href', '/subscription');
  await expect(page.getByTestId('timeline-key')).toHaveCount(0);

  // The Upgrade link opens the subscription screen in a new tab (the designer and its unsaved work stay).
  await title.click({ button: 'right' });
  const [upgrade] = await Promise.all([context.waitForEvent('page'), page.getByTestId('inspector-title-upgrade').click()]);
  await upgrade.waitForLoadState();
  expect(new URL(upgrade.url()).pathname).toBe('/subscription');
  await expect(upgrade.getByTestId('screen-subscription')).toContainText('Subscription and upgrade');
});

test('a full storage refuses an upload in the designer with a toast whose Upgrade link opens the plans; back, the designer is as left', async ({ page }) => {
  await openSceneWithBox(page, 'FREE', 100 * 1024 * 1024); // the free plan's 100 MB used up
  await showPanel(page, 'open-scenes');
  await page.getByTestId('open-scenes-image-input').setInputFiles({ name: 'full.png', mimeType: 'image/png', buffer: await solidPng(page, '#00ff00', 16) });
  const refusal = page.getByTestId('notification').filter({ hasText: 'Space usage is at the maximum.' }).first();
  await expect(refusal).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: test.info().outputPath('upload-refused-upgrade.png') });
  await refusal.getByTestId('notification-action').click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('commerce-plan')).toHaveAttribute('data-plan', 'FREE');
  await expect(page.getByTestId('plan-PROFESSIONAL').getByTestId('checkout')).toBeVisible();
  // The designer was kept alive: back, the unsaved box is still there.
  await page.goBack();
  await expect(page.getByTestId('workbench')).toBeVisible();
  expect(await run<boolean>(page, "return s.document.get('lock-box') !== undefined;")).toBe(true);
});

test('the professional plan sees no lock on the keyframe controls', async ({ page }) => {
  await openSceneWithBox(page, 'PROFESSIONAL');
  await page.getByTestId('tab-timeline').click();
  await page.getByTestId('timeline-new').click();
  await expect(page.getByTestId('timeline-add-key')).toBeVisible();
  await expect(page.getByTestId('timeline-plan-lock')).toHaveCount(0);
  await expect(page.getByTestId('timeline-add-key')).not.toHaveAttribute('data-locked', 'true');
  await page.getByTestId('panel-inspector').getByTestId('inspector-title-position').click({ button: 'right' });
  await expect(page.getByTestId('inspector-title-action-addToAnimation')).not.toHaveAttribute('data-locked', 'true');
  await expect(page.getByTestId('inspector-title-upgrade')).toHaveCount(0);
});
