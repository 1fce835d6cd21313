import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerThroughApi, setUserPlan } from './support/accounts.js';
import { waitForViewport, inViewport as run } from './support/designer.js';
import { shareOneDesigner } from './support/one-designer.js';
import { signIn } from './support/session.js';

/**
 * A new user on `plan` (set in the server's database: tests have no billing) opens a new scene of their own in the
 * designer, so nothing here touches the demo user's scenes.
 */
async function openScene(page: Page, plan: 'FREE' | 'PROFESSIONAL'): Promise<void> {
  const user = await registerThroughApi(page.request, 'anim');
  setUserPlan(user.username, plan);
  const session = await signIn(page, user, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const templates = (await (await page.request.get('/cloud/api/repo/kf-scene/findAllTemplates', { headers })).json()).data as { uuid: string }[];
  const scene = (await (await page.request.post(`/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=${templates[0].uuid}&name=Anim`, { headers, data: {} })).json()).data as { uuid: string; version: number };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/${scene.version}`);
  await waitForViewport(page);
}

/** Add a box mesh to the scene (one undo step) and select it. */
async function addBox(page: Page, id: string, props: Record<string, unknown> = {}): Promise<void> {
  await run(page, `
    const box = { id: ${JSON.stringify(id)}, type: 'Mesh', parent: 'scene', name: 'Anim box', children: [],
      props: { geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, position: { x: 0, y: 0, z: 0 }, ...${JSON.stringify(props)} } };
    s.undo.execute([s.document.insertPatch([box], { parent: 'scene', index: s.document.root.children.length })]);
    s.selection.set([box.id]);
  `);
  await page.waitForFunction((nodeId) => !!(window as unknown as { __kfViewport: { runtime: { objectOf(id: string): unknown } } }).__kfViewport.runtime.objectOf(nodeId), id);
}

/** The y the engine shows for a node (the runtime value, not the document's). */
const engineY = (page: Page, id: string) => run<number>(page, `return vp.runtime.objectOf(${JSON.stringify(id)}).node.position.y;`);
/** The y the document holds. */
const documentY = (page: Page, id: string) => run<number>(page, `return s.document.get(${JSON.stringify(id)}).props.position.y;`);
const notification = (page: Page, text: string) => page.getByTestId('notification').filter({ hasText: text }).first();

/**
 * Record in the page every time the timeline shows from now on; returns a reader of the record. Playback is periodic
 * (a 2 s loop, a 4 s swing), and reading the shown time every second or two under load can keep landing on the same
 * phase (a swing once read 0.97 s for 10 s and never the 1.7 s it waited for), so the checks read every shown time.
 */
async function recordShownTimes(page: Page): Promise<() => Promise<number[]>> {
  type Recorder = { __shownTimes?: { times: number[]; observer: MutationObserver } };
  await page.evaluate(() => {
    const shown = document.querySelector('[data-testid=timeline-time]')!;
    const times: number[] = [];
    const observer = new MutationObserver(() => times.push(Number(shown.textContent!.replace(/[^\d.]/g, ''))));
    observer.observe(shown, { characterData: true, childList: true, subtree: true });
    (window as Recorder).__shownTimes?.observer.disconnect();
    (window as Recorder).__shownTimes = { times, observer };
  });
  return () => page.evaluate(() => (window as Recorder).__shownTimes!.times);
}

/** Click the ruler at a time (the ruler starts 8 px in; its scale fits the animation to the panel at the default zoom). */
async function scrubTo(page: Page, seconds: number): Promise<void> {
  const ruler = page.getByTestId('timeline-ruler');
  const pxPerSecond = Number(await ruler.getAttribute('data-px-per-second'));
  await ruler.click({ position: { x: 8 + seconds * pxPerSecond, y: 10 } });
}

test('keyframes: refused without an animation, added, two keys, scrub halfway, play with loop, stop, kept after save and reload', async ({ page }) => {
  await openScene(page, 'PROFESSIONAL');
  await addBox(page, 'anim-box');
  const title = page.getByTestId('panel-inspector').getByTestId('inspector-title-position');
  await title.click({ modifiers: ['Control'] });
  await expect(notification(page, 'Please select an animation first')).toBeVisible();

  await page.getByTestId('tab-timeline').click();
  const timeline = page.getByTestId('panel-timeline');
  await timeline.getByTestId('timeline-new').click();
  await expect(timeline.getByTestId('timeline-animation-select').locator('option:checked')).toHaveText('Animation 1');
  await title.click({ modifiers: ['Control'] });
  await expect(notification(page, '"Position" successfully added to animation "Animation 1"!')).toBeVisible();
  await expect(timeline.getByTestId('timeline-key')).toHaveCount(1);

  // The designer moves the box up, puts the playhead at 2 s and presses K.
  await run(page, `s.undo.execute([s.document.setPropPatch('anim-box', 'position', { x: 0, y: 4, z: 0 })]);`);
  await scrubTo(page, 2);
  await expect(timeline.getByTestId('timeline-time')).toHaveText('Time 2.00 s');
  await timeline.getByTestId('timeline-ruler').focus();
  await page.keyboard.press('k');
  await expect(timeline.getByTestId('timeline-key')).toHaveCount(2);
  await expect(timeline.getByTestId('timeline-key').nth(1)).toHaveAttribute('data-time', '2');

  // Scrubbing to 1 s shows the box halfway in the viewport; the document keeps its value.
  await scrubTo(page, 1);
  await expect(timeline.getByTestId('timeline-time')).toHaveText('Time 1.00 s');
  await expect.poll(() => engineY(page, 'anim-box')).toBeCloseTo(2, 5);
  expect(await documentY(page, 'anim-box')).toBe(4);
  await page.screenshot({ path: '/tmp/timeline-en.png' });

  // Play with loop: the playhead runs past 1.5 s and wraps to the start; the box moves with it.
  await timeline.getByTestId('timeline-loop').check();
  const looping = await recordShownTimes(page);
  await timeline.getByTestId('timeline-play').click();
  await expect(timeline.getByTestId('timeline-play')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => {
    const times = await looping();
    const top = times.findIndex((time) => time > 1.5);
    return top >= 0 && times.slice(top + 1).some((time) => time < 1);
  }, { timeout: 15_000 }).toBe(true);
  const moving = await engineY(page, 'anim-box');
  await expect.poll(() => engineY(page, 'anim-box')).not.toBe(moving);
  await page.keyboard.press('Space');
  await expect(timeline.getByTestId('timeline-play')).toHaveAttribute('aria-pressed', 'false');
  await timeline.getByTestId('timeline-stop').click();
  await expect.poll(() => engineY(page, 'anim-box')).toBe(4);

  // Play with swing: past the end the playhead runs back (ping-pong) instead of wrapping to the start.
  await timeline.getByTestId('timeline-swing').check();
  const swinging = await recordShownTimes(page);
  await timeline.getByTestId('timeline-play').click();
  /** The first step back after the playhead passed 1.7 s: its two shown times. */
  const turn = async () => {
    const times = await swinging();
    const top = times.findIndex((time) => time > 1.7);
    const back = top < 0 ? -1 : times.findIndex((time, i) => i > top && time < times[i - 1]);
    return back < 0 ? undefined : { from: times[back - 1], to: times[back] };
  };
  await expect.poll(turn, { timeout: 15_000 }).toBeDefined();
  // A frame advances playback by at most 1 s: from past 1.7 s, running back from the 2 s end shows 1 s or more (a wrap
  // to the start, as without swing, would show about the length of one frame).
  const { from, to } = (await turn())!;
  expect(to, `the playhead went from ${from} s to ${to} s`).toBeGreaterThanOrEqual(1);
  await timeline.getByTestId('timeline-stop').click();
  await timeline.getByTestId('timeline-swing').uncheck();

  // Save, reload: the animation, its keys and its loop flag are kept.
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  await page.reload();
  await waitForViewport(page);
  await page.getByTestId('tab-timeline').click();
  await page.getByTestId('timeline-animation-select').selectOption({ label: 'Animation 1' });
  await expect(page.getByTestId('timeline-key')).toHaveCount(2);
  await expect(page.getByTestId('timeline-loop')).toBeChecked();
});

test('a mover set on Position Y in the inspector moves a box in the viewport without writing the document; kept through save and reload', async ({ page }) => {
  await openScene(page, 'FREE');
  await addBox(page, 'bob-box');
  const inspector = page.getByTestId('panel-inspector');
  await inspector.getByTestId('inspector-mover-position').click();
  const panel = inspector.getByTestId('inspector-mover-panel-position');
  await panel.getByTestId('inspector-mover-axis-position.y').click();
  await panel.getByTestId('inspector-mover-add').click();
  await expect(inspector.getByTestId('inspector-mover-position')).toHaveAttribute('data-movers', '1');
  const seen = new Set<number>();
  await expect.poll(async () => {
    const y = await engineY(page, 'bob-box');
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThanOrEqual(1);
    seen.add(Math.round(y * 10));
    return seen.size;
  }, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  expect(await documentY(page, 'bob-box')).toBe(0);

  // Save, reload: the mover is kept and shown on the row.
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  await page.reload();
  await waitForViewport(page);
  expect(await run(page, `return s.document.get('bob-box').props.movers.map((m) => [m.property, m.min, m.max]);`)).toEqual([['position.y', 0, 1]]);
  await run(page, `s.selection.set(['bob-box']);`);
  await expect(inspector.getByTestId('inspector-mover-position')).toHaveAttribute('data-movers', '1');

  // A geometry parameter has the same mover (issue 26 item 14): the Box's width swings from 1 to 2 in the viewport while
  // the document keeps 1.
  const width = inspector.getByTestId('geometry-param-width');
  await width.getByTestId('inspector-mover-width').click();
  await width.getByTestId('inspector-mover-panel-width').getByTestId('inspector-mover-add').click();
  await expect(width.getByTestId('inspector-mover-width')).toHaveAttribute('data-movers', '1');
  expect(await run(page, `return s.document.get('bob-box').props.movers.map((m) => [m.property, m.min, m.max]);`)).toEqual([['position.y', 0, 1], ['geometry.params.width', 1, 2]]);
  const widths = new Set<number>();
  await expect.poll(async () => {
    const w = await run<number>(page, `const m = vp.runtime.objectOf('bob-box').node; m.refreshBoundingInfo(); const b = m.getBoundingInfo().boundingBox; return b.maximum.x - b.minimum.x;`);
    expect(w).toBeGreaterThanOrEqual(0.99);
    expect(w).toBeLessThanOrEqual(2.01);
    widths.add(Math.round(w * 10));
    return widths.size;
  }, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  expect(await run(page, `return s.document.get('bob-box').props.geometry.params.width;`)).toBe(1);
});

/** The distinct engine y of a node over `frames` of the page's animation frames (rounded to 1/1000). */
const engineYsOverFrames = (page: Page, id: string, frames: number) => run<number[]>(page, `
  const seen = new Set();
  for (let i = 0; i < ${frames}; i++) {
    seen.add(Math.round(vp.runtime.objectOf(${JSON.stringify(id)}).node.position.y * 1000) / 1000);
    await new Promise((next) => requestAnimationFrame(next));
  }
  return [...seen];
`);

/** Type a value into a number field of a mover editor and commit it with Enter. */
async function typeMoverNumber(panel: Locator, field: string, value: string): Promise<void> {
  const input = panel.getByTestId(`inspector-mover-field-${field}`).getByTestId('number-input');
  await input.focus();
  await input.page().keyboard.type(value);
  await input.page().keyboard.press('Enter');
  await expect(input).toHaveAttribute('aria-valuenow', value);
}

test('a node row\'s mover edited in its editor (min, max, duration, easing, pause): the viewport follows, undo, kept through save and reload', async ({ page }) => {
  test.setTimeout(240_000);
  await openScene(page, 'FREE');
  await addBox(page, 'edit-box');
  const inspector = page.getByTestId('panel-inspector');
  await inspector.getByTestId('inspector-mover-position').click();
  const panel = inspector.getByTestId('inspector-mover-panel-position');
  await panel.getByTestId('inspector-mover-axis-position.y').click();
  await panel.getByTestId('inspector-mover-add').click();
  const mover = () => run<Record<string, unknown>>(page, `return s.document.get('edit-box').props.movers[0];`);

  // The range 2 … 3 (max first, so min never passes it), a half-second cycle, an easing: each field through its editor.
  await typeMoverNumber(panel, 'max', '3');
  await typeMoverNumber(panel, 'min', '2');
  await typeMoverNumber(panel, 'duration', '0.5');
  await panel.getByTestId('inspector-mover-field-easing').locator('select').selectOption('easeInOutSine');
  await expect.poll(mover).toEqual(expect.objectContaining({ property: 'position.y', min: 2, max: 3, duration: 0.5, easing: 'easeInOutSine' }));

  // The box now moves between 2 and 3 (it moved between 0 and 1 with the defaults); the document keeps y 0.
  await expect.poll(() => engineY(page, 'edit-box'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.999);
  const moving = await engineYsOverFrames(page, 'edit-box', 40);
  expect(moving.length, `moving: ${moving.join(', ')}`).toBeGreaterThan(2);
  expect(moving.every((y) => y >= 1.999 && y <= 3.001), `in 2 … 3: ${moving.join(', ')}`).toBe(true);
  expect(await documentY(page, 'edit-box')).toBe(0);

  // Paused: the box holds still (over as many frames as it moved in before), in the range.
  const pause = panel.getByTestId('inspector-mover-field-pause').locator('input[type=checkbox], [role=switch]');
  await pause.click();
  await expect.poll(mover).toEqual(expect.objectContaining({ pause: true, min: 2, max: 3 }));
  await expect.poll(async () => (await engineYsOverFrames(page, 'edit-box', 40)).length, { timeout: 15_000 }).toBe(1);
  const held = await engineY(page, 'edit-box');
  expect(held).toBeGreaterThanOrEqual(1.999);
  expect(held).toBeLessThanOrEqual(3.001);

  // Ctrl+Z takes back the pause (only it): moving again, in the same range.
  await page.getByTestId('designer-brand').focus();
  await page.keyboard.press('Control+Z');
  await expect.poll(async () => (await mover()).pause ?? false).toBe(false);
  expect(await mover()).toEqual(expect.objectContaining({ min: 2, max: 3, duration: 0.5, easing: 'easeInOutSine' }));
  await expect.poll(async () => (await engineYsOverFrames(page, 'edit-box', 40)).length, { timeout: 15_000 }).toBeGreaterThan(2);

  // Save, reload: the fields are kept, shown in the editor, and drive the box again.
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  await page.reload();
  await waitForViewport(page);
  expect(await mover()).toEqual(expect.objectContaining({ property: 'position.y', min: 2, max: 3, duration: 0.5, easing: 'easeInOutSine' }));
  expect((await mover()).pause ?? false).toBe(false);
  await run(page, `s.selection.set(['edit-box']);`);
  await inspector.getByTestId('inspector-mover-position').click();
  await expect(panel.getByTestId('inspector-mover-field-min').getByTestId('number-input')).toHaveAttribute('aria-valuenow', '2');
  await expect(panel.getByTestId('inspector-mover-field-max').getByTestId('number-input')).toHaveAttribute('aria-valuenow', '3');
  await expect(panel.getByTestId('inspector-mover-field-duration').getByTestId('number-input')).toHaveAttribute('aria-valuenow', '0.5');
  await expect(panel.getByTestId('inspector-mover-field-easing').locator('select')).toHaveValue('easeInOutSine');
  await expect.poll(() => engineY(page, 'edit-box'), { timeout: 15_000 }).toBeGreaterThanOrEqual(1.999);
  const after = await engineYsOverFrames(page, 'edit-box', 40);
  expect(after.length).toBeGreaterThan(2);
  expect(after.every((y) => y >= 1.999 && y <= 3.001), `in 2 … 3: ${after.join(', ')}`).toBe(true);
});

test('the free plan is refused the keyframe add with the subscription message', async ({ page }) => {
  await openScene(page, 'FREE');
  await addBox(page, 'free-box');
  await page.getByTestId('tab-timeline').click();
  await page.getByTestId('timeline-new').click();
  await page.getByTestId('panel-inspector').getByTestId('inspector-title-position').click({ modifiers: ['Control'] });
  await expect(notification(page, 'No permission at the moment, you can upgrade your subscription plan')).toBeVisible();
  await expect(page.getByTestId('timeline-key')).toHaveCount(0);
});

test('timeline, state-animation and orbit-camera panels in three languages', async ({ page }) => {
  test.setTimeout(240_000);
  await openScene(page, 'PROFESSIONAL');
  await addBox(page, 'lang-box');
  await page.getByTestId('tab-state-animations').click();
  await page.getByTestId('state-animation-new').click();
  await page.getByTestId('tab-timeline').click();
  await page.getByTestId('timeline-new').click();
  await page.getByTestId('panel-inspector').getByTestId('inspector-title-position').click({ modifiers: ['Control'] });
  await expect(page.getByTestId('timeline-key')).toHaveCount(1);
  await page.keyboard.press('Control+S');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 20_000 }).toBe(false);
  const shoot = async (locale: string) => {
    await page.getByTestId('tab-timeline').click();
    await page.getByTestId('timeline-animation-select').selectOption({ index: 1 });
    await expect(page.getByTestId('timeline-key')).toHaveCount(1);
    await page.screenshot({ path: `/tmp/timeline-${locale}.png` });
    await page.getByTestId('tab-state-animations').click();
    await page.screenshot({ path: `/tmp/state-animations-${locale}.png` });
    await page.getByTestId('tab-orbit-camera-animation').click();
    await page.screenshot({ path: `/tmp/orbit-camera-${locale}.png` });
  };
  await shoot('en');
  for (const [locale, title] of [['zh-CN', '状态动画'], ['zh-TW', '狀態動畫']] as const) {
    await page.getByTestId('language-menu').click();
    await page.getByTestId(`language-${locale}`).click();
    await page.getByRole('button', { name: /Switch and reload|切换并重新加载|切換並重新載入/ }).click();
    await waitForViewport(page);
    await expect(page.getByTestId('tab-state-animations')).toHaveText(title);
    await shoot(locale);
  }
  await expect(page.getByTestId('tab-timeline')).toHaveText('時間軸');
  await expect(page.getByTestId('tab-orbit-camera-animation')).toHaveText('軌道相機');
});

// Two tests that neither save nor reload share one designer on a professional plan: the second gets the scene back as
// the first found it (every edit undone).
test.describe('one scene on a professional plan', () => {
  const designer = shareOneDesigner((page) => openScene(page, 'PROFESSIONAL'));

  test('state animation: two states, jump between them with a transition', async ({ page }) => {
    await designer.openScene(page);
    await addBox(page, 'state-box');
    await page.getByTestId('tab-state-animations').click();
    const panel = page.getByTestId('panel-state-animations');
    await panel.getByTestId('state-animation-new').click();
    const row = page.getByTestId('panel-inspector').getByTestId('inspector-row-position');
    await page.getByTestId('panel-inspector').getByTestId('inspector-title-position').click({ modifiers: ['Control'] });
    await expect(notification(page, '"Position" successfully added to animation "State animation 1"!')).toBeVisible();
    await expect(row).toHaveAttribute('data-title-state', 'state');

    // State 2 holds the box up at y = 3; State 1 keeps y = 0.
    await run(page, `s.undo.execute([s.document.setPropPatch('state-box', 'position', { x: 0, y: 3, z: 0 })]);`);
    await panel.getByTestId('state-State 2').getByTestId('state-record').click();
    await panel.getByTestId('state-State 1').getByTestId('state-jump').click();
    await expect.poll(() => engineY(page, 'state-box')).toBe(0);
    await expect(panel.getByTestId('state-State 1')).toHaveAttribute('aria-current', 'true');
    await panel.getByTestId('state-State 2').getByTestId('state-jump').click();
    const during = new Set<number>();
    await expect.poll(async () => {
      const y = await engineY(page, 'state-box');
      during.add(Math.round(y * 100));
      return y;
    }).toBe(3);
    // The transition passed through values between the states (or was too quick to sample on a slow machine).
    expect([...during].every((y) => y >= 0 && y <= 300)).toBe(true);
    expect(await documentY(page, 'state-box')).toBe(3);
  });

  test('orbit-camera panel: add the camera to the current animation once, disconnect it', async ({ page }) => {
    await designer.openScene(page);
    await run(page, `
      const cam = { id: 'orbit-cam', type: 'OrbitCamera', parent: 'scene', name: 'Orbit cam', children: [], props: { alpha: 1, beta: 1, radius: 12, active: false } };
      s.undo.execute([s.document.insertPatch([cam], { parent: 'scene', index: s.document.root.children.length })]);
      s.selection.set([cam.id]);
    `);
    await page.getByTestId('tab-timeline').click();
    await page.getByTestId('timeline-new').click();
    await page.getByTestId('tab-orbit-camera-animation').click();
    const panel = page.getByTestId('panel-orbit-camera-animation');
    await expect(panel).toContainText('Current animation: Animation 1');
    await panel.getByTestId('orbit-camera-add').click();
    await expect(notification(page, '"Orbit cam" successfully added to animation "Animation 1"!')).toBeVisible();
    await panel.getByTestId('orbit-camera-add').click();
    await expect(notification(page, '"Orbit cam" is already in animation "Animation 1"')).toBeVisible();
    await page.screenshot({ path: '/tmp/orbit-camera-en.png' });

    // Timeline play moves the designer's view with the animated camera, as the player does; Stop gives the view back.
    const viewAlpha = () => run<number>(page, 'return vp.scene.activeCameras[0].alpha;');
    const own = await viewAlpha();
    expect(own, 'the view starts away from the camera\'s angles').toBeLessThan(1);
    await page.getByTestId('tab-timeline').click();
    const timeline = page.getByTestId('panel-timeline');
    await scrubTo(page, 2);
    await run(page, `s.undo.execute([s.document.setPropPatch('orbit-cam', 'alpha', 2.5)]);`);
    await timeline.getByTestId('timeline-ruler').focus();
    await page.keyboard.press('k');
    await timeline.getByTestId('timeline-stop').click();
    await expect.poll(viewAlpha).toBeCloseTo(own, 5);
    await timeline.getByTestId('timeline-play').click();
    await expect.poll(viewAlpha, { timeout: 15_000, message: 'the view turns with the animated camera (alpha 1 → 2.5)' }).toBeGreaterThan(1.2);
    await timeline.getByTestId('timeline-stop').click();
    await expect.poll(viewAlpha).toBeCloseTo(own, 5);
    await page.getByTestId('tab-orbit-camera-animation').click();
    await panel.getByTestId('orbit-camera-disconnect').click();
    await expect(notification(page, '"Orbit cam" removed from animation "Animation 1"')).toBeVisible();
    await page.getByTestId('tab-timeline').click();
    await expect(page.getByTestId('timeline-key')).toHaveCount(0);
  });
});
