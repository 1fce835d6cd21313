import { expect, test, type Page } from '@playwright/test';
import { registerThroughApi, setUserPlan } from './support/accounts.js';
import { bouncingBoxGlb } from './support/bouncing-box.js';
import { waitForViewport, inViewport as run } from './support/designer.js';
import { signIn } from './support/session.js';

/** A new professional user opens a new scene of their own (the demo user's scenes are not touched). */
async function openOwnScene(page: Page): Promise<void> {
  const user = await registerThroughApi(page.request, 'group');
  setUserPlan(user.username, 'PROFESSIONAL');
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Groups`, { headers, data: {} })).json()).data as { uuid: string };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(page);
}

/** The y of the glTF node the engine animation group 'Bounce' moves, and whether that node sits under the imported model node. */
const bounce = (page: Page) => run<{ y: number; playing: boolean; underModel: boolean }>(page, `
  const group = vp.scene.animationGroups.find((g) => g.name === 'Bounce');
  if (!group) return { y: NaN, playing: false, underModel: false };
  const target = group.targetedAnimations[0].target;
  const model = s.document.root.children.map((id) => s.document.get(id)).find((n) => n.name === 'bouncer');
  let up = target; let underModel = false;
  while (up) { if (up.metadata && up.metadata.nodeId === model.id) underModel = true; up = up.parent; }
  return { y: target.position.y, playing: group.isPlaying, underModel };
`);

/** Let the viewport draw a few frames. */
const frames = (page: Page, count: number) => page.evaluate((n) => new Promise<void>((done) => {
  const step = (left: number) => (left ? requestAnimationFrame(() => step(left - 1)) : done());
  step(n);
}), count);

test('animation group from an imported glTF: play, pause, reset, stop move the model; auto play kept after save; panel in three languages', async ({ page }) => {
  test.setTimeout(180_000);
  await openOwnScene(page);
  const glb = await bouncingBoxGlb();
  await page.evaluate((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'bouncer.glb', { type: 'model/gltf-binary' }));
    const target = document.querySelector('.kf-viewport')!;
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, glb);
  await expect(page.getByTestId('notification').filter({ hasText: 'Imported bouncer' }).first()).toBeVisible({ timeout: 20_000 });

  await page.getByTestId('tab-animation-groups').click();
  const group = page.getByTestId('panel-animation-groups').getByTestId('animation-group-Bounce');
  await expect(group).toHaveAttribute('data-state', 'stopped');
  await expect(group).toContainText('Model: bouncer');
  // The engine group is bound to the model's own node, and does not play by itself.
  await expect.poll(async () => (await bounce(page)).underModel, { timeout: 20_000 }).toBe(true);
  expect((await bounce(page)).playing).toBe(false);

  await group.getByTestId('group-play').click();
  await expect(group).toHaveAttribute('data-state', 'playing');
  const seen = new Set<number>();
  await expect.poll(async () => {
    seen.add(Math.round((await bounce(page)).y * 10));
    return seen.size;
  }, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

  await group.getByTestId('group-pause').click();
  await expect(group).toHaveAttribute('data-state', 'paused');
  const paused = (await bounce(page)).y;
  await frames(page, 10);
  expect((await bounce(page)).y).toBe(paused);

  await group.getByTestId('group-reset').click();
  await expect.poll(async () => (await bounce(page)).y).toBeCloseTo(0, 3);
  await expect(group).toHaveAttribute('data-state', 'paused');

  await group.getByTestId('group-play').click();
  await expect.poll(async () => (await bounce(page)).y, { timeout: 10_000 }).toBeGreaterThan(0.3);
  await group.getByTestId('group-stop').click();
  await expect(group).toHaveAttribute('data-state', 'stopped');
  await expect.poll(async () => bounce(page)).toMatchObject({ y: 0, playing: false });
  await page.screenshot({ path: '/tmp/animation-groups-en.png' });

  // The group's weight exposed as a parameter (double-click its title); deleting the model takes the group and the
  // parameter in one undo step, and one undo brings both back.
  await group.getByTestId('group-title-weight').dblclick();
  const dialog = page.getByTestId('expose-dialog');
  await page.getByTestId('expose-dialog-name').fill('bounceWeight');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(group.getByTestId('group-title-weight')).toHaveAttribute('data-exposed', 'true');
  const exposed = () => run<string[]>(page, `return s.document.section('exposed').map((e) => e.name + '@' + e.owner.kind);`);
  expect(await exposed()).toEqual(['bounceWeight@animationGroup']);
  const depth = await run<number>(page, `
    const model = s.document.root.children.map((id) => s.document.get(id)).find((n) => n.name === 'bouncer');
    const before = s.undo.depth;
    s.undo.execute([s.document.removePatch(model.id)]);
    return s.undo.depth - before;`);
  expect(depth).toBe(1);
  await expect(group).toHaveCount(0);
  expect(await exposed()).toEqual([]);
  await run(page, 's.undo.undo();');
  await expect(group).toHaveAttribute('data-state', 'stopped');
  expect(await exposed()).toEqual(['bounceWeight@animationGroup']);
  await expect.poll(async () => (await bounce(page)).underModel, { timeout: 20_000 }).toBe(true);

  // Auto play is saved with the scene: after a reload (the language switch) the group plays by itself.
  await group.getByTestId('group-autoplay').check();
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  for (const [locale, title, playing] of [['zh-CN', '动画组', '播放中'], ['zh-TW', '動畫組', '播放中']] as const) {
    await page.getByTestId('language-menu').click();
    await page.getByTestId(`language-${locale}`).click();
    await page.getByRole('button', { name: /Switch and reload|切换并重新加载|切換並重新載入/ }).click();
    await waitForViewport(page);
    await expect(page.getByTestId('tab-animation-groups')).toHaveText(title);
    await page.getByTestId('tab-animation-groups').click();
    const reloaded = page.getByTestId('panel-animation-groups').getByTestId('animation-group-Bounce');
    await expect(reloaded.getByTestId('group-state')).toHaveText(playing);
    await expect(reloaded.getByTestId('group-autoplay')).toBeChecked();
    await expect.poll(async () => (await bounce(page)).playing, { timeout: 20_000 }).toBe(true);
    await page.screenshot({ path: `/tmp/animation-groups-${locale}.png` });
  }
});
