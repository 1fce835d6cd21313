import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { setUserPlan } from './support/accounts.js';
import { openDemoScene } from './support/designer.js';
import { canvasPixels, pixelPatch } from './support/pixels.js';
import { signIn } from './support/session.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

// The scene player on the preview routes: the Preview command, a saved scene's logic running sandboxed (click, timer,
// data from an allowed origin, refusals, an endless loop stopped), post-process effects and an animation playing,
// a bad ticket's page, and the player in three languages.

/** The player's probe (screens/preview/player-stage.tsx), read as a string script so no test code reaches the page. */
function inPlayer<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`(async () => { const p = window.__scenePlayer; ${script} })()`) as Promise<T>;
}

/** Wait until the player has drawn frames of a built scene. */
async function waitForPlayer(page: Page): Promise<void> {
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await waitForPlayerDrawn(page);
  await inPlayer(page, 'await p.view.runtime.whenIdle();');
}

/** The player canvas scaled to 64×40 RGB, and the colour at one canvas point. */
async function pixels(page: Page, at?: { x: number; y: number }): Promise<{ rgb: number[]; at?: number[] }> {
  const rgb = await canvasPixels(page, { width: 64, height: 40 }, 'player-canvas');
  return { rgb, at: at && (await pixelPatch(page, at, 5, 'player-canvas')) };
}

function spread(values: readonly number[]): number {
  return Math.max(...values) - Math.min(...values);
}

function meanChannel(values: readonly number[], channel: number): number {
  let sum = 0;
  let n = 0;
  for (let i = channel; i < values.length; i += 3) {
    sum += values[i];
    n++;
  }
  return sum / n;
}

/** The puzzle of the logic scene: hand-written against PuzzleApi, as the logic window's generators emit it. */
function puzzle(dataUrl: string): string {
  return [
    `scene.onNodeEvent('click', 'box', () => { scene.setColor('sphere', '#ff0000'); scene.log('box clicked'); });`,
    `scene.every(1, () => scene.transformBy('box', 'rotation', { x: 0, y: 10, z: 0 }, 0));`,
    `scene.onData((data) => scene.log('data', data));`,
    `scene.log('reach', typeof localStorage, typeof document, typeof fetch, typeof XMLHttpRequest);`,
    `scene.fetchJson(${JSON.stringify(dataUrl)}, { notify: true }).then((v) => scene.log('temperature', scene.field(v, 'reading.celsius')));`,
    `scene.fetchJson('https://not-allowed.example/steal').catch(() => scene.log('refused fetch rejected'));`,
    `scene.set('ghost', 'color', { r: 1, g: 0, b: 0 });`,
    `scene.set('sphere', 'color', 'red');`,
    // Camera actions, contributed by the camera blocks' plugin with their argument checks (LogicActions).
    `scene.onKey('f', () => scene.flyTo('sphere', 0.2));`,
    `scene.flyTo('ghost', 1);`,
    `scene.flyTo('box', 1e9);`,
    // Node writes and animation calls, contributed by the node and animation blocks' plugins (LogicActions).
    `scene.transformBy('box', 'rotation', { x: 0, y: 10, z: 0 }, 5000);`,
    `scene.jumpToState('lift', 'open');`,
    `scene.onKey('p', () => scene.pauseAnimation('lift'));`,
    `scene.onKey('l', () => { for (;;) {} });`,
  ].join('\n');
}

interface Saved {
  readonly projectUuid: string;
  readonly sceneUuid: string;
  readonly ticket: string;
}

/** Save a copy of the demo scene with logic, an effect and an animation as a new scene of the demo project, and get a preview ticket. */
async function saveLogicScene(page: Page, token: string, allowedOrigin: string, logic: string): Promise<Saved> {
  const headers = { Authentication: token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((s) => s.name === 'Demo scene')!;
  const loaded = (await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${demo.uuid}`, { headers })).json()).data as { content: string };
  const doc = JSON.parse(loaded.content) as { nodes: Record<string, { id: string; children: string[]; props: Record<string, unknown> }>; animations: unknown[] };
  doc.nodes.scene.props.allowedOrigins = allowedOrigin;
  doc.nodes.scene.children.push('postProcesses');
  doc.nodes.postProcesses = { id: 'postProcesses', type: 'PostProcessPipeline', parent: 'scene', name: 'Post-processes', children: ['balance'], props: {} } as never;
  doc.nodes.balance = {
    id: 'balance', type: 'ColorBalancePostProcess', parent: 'postProcesses', name: 'Colour balance', children: [],
    props: { isEnabled: true, lift: { r: 0, g: 0, b: 0.25 }, gain: { r: 1, g: 1, b: 1.3 } },
  } as never;
  doc.animations = [{
    kind: 'keyframe', id: 'lift', name: 'Lift', duration: 2, speed: 1, loop: true, swing: true,
    tracks: [{ nodeId: 'cylinder', property: 'position', keys: [{ id: 'k0', time: 0, value: { x: 1.5, y: 0.5, z: 0 } }, { id: 'k1', time: 2, value: { x: 1.5, y: 2.5, z: 0 } }] }],
  }];
  // Adding keyframes takes the professional plan (the server's keyframe gate); the demo user is on the free one.
  setUserPlan('demo', 'PROFESSIONAL');
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', {
    headers, data: { uuid: null, projectUuid: project.uuid, name: `Player logic ${Date.now()}`, content: JSON.stringify(doc), logic },
  }).finally(() => setUserPlan('demo', 'FREE'));
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
  const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers, data: { sceneUuid } });
  const ticket = ((await granted.json()).data as { ticket: string }).ticket;
  return { projectUuid: project.uuid, sceneUuid, ticket };
}

let dataServer: Server;
let dataOrigin: string;

test.beforeAll(async () => {
  dataServer = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ reading: { celsius: 21.5 }, path: request.url }));
  });
  await new Promise<void>((resolve) => dataServer.listen(0, '127.0.0.1', resolve));
  dataOrigin = `http://127.0.0.1:${(dataServer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => dataServer.close(resolve));
});

test('the Preview command opens the demo scene in the player in a new tab', async ({ page }) => {
  await openDemoScene(page);
  await page.keyboard.press('Control+Shift+P');
  const palette = page.getByTestId('command-palette');
  await expect(palette).toBeVisible();
  await page.keyboard.type('Preview scene');
  const [player] = await Promise.all([
    page.context().waitForEvent('page'),
    palette.getByTestId('command-palette-item').filter({ hasText: /^Preview scene/ }).first().click(),
  ]);
  await expect(player).toHaveURL(/\/preview\/[^/]+\/[^/]+\/[A-Za-z0-9_-]{60,}$/);
  await waitForPlayer(player);
  const { rgb } = await pixels(player);
  expect(spread(rgb)).toBeGreaterThan(60); // a scene, not a blank canvas
  await expect(player.getByTestId('player-console')).toHaveCount(0); // no console flag, no console
  await player.close();
});

test('a saved scene\'s logic runs sandboxed in the player: click, timer, data, refusals, effects, animation, endless loop', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  const saved = await saveLogicScene(page, session.token, dataOrigin, puzzle(`${dataOrigin}/weather.json`));
  await page.goto(`/preview/${saved.projectUuid}/${saved.sceneUuid}/console/${saved.ticket}`);
  await waitForPlayer(page);
  const console = page.getByTestId('player-console');
  await expect(console).toBeVisible();
  // The puzzle reaches none of the page's globals, and its refused calls are explained.
  await expect(console).toContainText('reach undefined undefined undefined undefined');
  await expect(console).toContainText('not on the scene\'s list of allowed data origins');
  await expect(console).toContainText('refused fetch rejected');
  await expect(console).toContainText('there is no node "ghost"');
  await expect(console).toContainText('takes a color3');
  await expect(console).toContainText('argument 1 of "flyTo" must be a node, not ghost');
  await expect(console).toContainText('argument 2 of "flyTo" must be a number, not 1000000000');
  await expect(console).toContainText('argument 4 of "transformBy" must be a number, not 5000');
  await expect(console).toContainText('argument 1 of "jumpToState" must be a state animation, not lift');
  // Data from the allowed local origin arrives (onData with notify, and the promise).
  await expect(console).toContainText('temperature 21.5');
  await expect(console).toContainText('"celsius":21.5');

  // Every second the box turns by 10°.
  const rotation = () => inPlayer<number>(page, 'return p.document.get("box").props.rotation?.y ?? 0;');
  const first = await rotation();
  await expect.poll(rotation, { timeout: 10_000 }).toBeGreaterThan(first + 0.1);

  // Click the box: the sphere turns red (document copy, engine, pixels).
  const spherePoint = await inPlayer<{ x: number; y: number }>(page, 'return p.view.screenPointOf("sphere");');
  const boxPoint = await inPlayer<{ x: number; y: number }>(page, 'return p.view.screenPointOf("box");');
  const canvasBox = (await page.getByTestId('player-canvas').boundingBox())!;
  await page.mouse.click(canvasBox.x + boxPoint.x, canvasBox.y + boxPoint.y);
  await expect(console).toContainText('box clicked');
  await expect.poll(() => inPlayer(page, 'return p.document.get("sphere").props.color;')).toEqual({ r: 1, g: 0, b: 0 });
  await expect.poll(async () => {
    const at = (await pixels(page, spherePoint)).at!;
    return meanChannel(at, 0) - Math.max(meanChannel(at, 1), meanChannel(at, 2));
  }, { timeout: 10_000 }).toBeGreaterThan(60);

  // The keyframe animation moves the cylinder in the engine, not in the document.
  const cylinderY = () => inPlayer<number>(page, 'return p.view.runtime.objectOf("cylinder").node.position.y;');
  const y1 = await cylinderY();
  await expect.poll(async () => Math.abs((await cylinderY()) - y1), { timeout: 10_000 }).toBeGreaterThan(0.05);
  expect(await inPlayer(page, 'return p.document.get("cylinder").props.position.y;')).toBe(0.5);
  // P pauses it (scene.pauseAnimation, the animation blocks' action): the cylinder stays where it is.
  await page.getByTestId('player-canvas').focus();
  await page.keyboard.press('p');
  await expect.poll(async () => {
    const before = await cylinderY();
    await page.waitForTimeout(300);
    return Math.abs((await cylinderY()) - before);
  }, { timeout: 10_000 }).toBe(0);

  // The colour-balance effect visibly applies: switching it off in the player's copy changes the picture.
  const withEffect = meanChannel((await pixels(page)).rgb, 2);
  await inPlayer(page, 'p.player.apply([p.document.setPropPatch("balance", "isEnabled", false)]);');
  await expect.poll(async () => withEffect - meanChannel((await pixels(page)).rgb, 2), { timeout: 10_000 }).toBeGreaterThan(8);

  // F flies the camera to the sphere (the action runs on the page, tweened over frames).
  await page.getByTestId('player-canvas').focus();
  await page.keyboard.press('f');
  const sphereAt = await inPlayer<{ x: number; y: number; z: number }>(page, 'const p2 = p.view.runtime.objectOf("sphere").node.getAbsolutePosition(); return { x: p2.x, y: p2.y, z: p2.z };');
  const target = () => inPlayer<{ x: number; y: number; z: number }>(page, 'const t = p.view.scene.activeCamera.target; return { x: t.x, y: t.y, z: t.z };');
  await expect.poll(async () => {
    const t = await target();
    return Math.hypot(t.x - sphereAt.x, t.y - sphereAt.y, t.z - sphereAt.z);
  }, { timeout: 10_000 }).toBeLessThan(1e-3);

  // An endless loop is stopped with a clear message, and the page keeps answering.
  await page.keyboard.press('l');
  await expect(console).toContainText('The logic was stopped', { timeout: 15_000 });
  // It still draws on input (the player draws on demand: a turn of the wheel zooms, with frames while the zoom glides).
  const frames = await inPlayer<number>(page, 'return p.view.frames;');
  const box = (await page.getByTestId('player-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => inPlayer<number>(page, 'return p.view.frames;')).toBeGreaterThan(frames + 1);
  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(console).toContainText('No messages yet.');
});

test('a forged or expired ticket gets a clear page in the user\'s language', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'zh-CN' });
  void session;
  await page.goto('/preview/p/s/not-a-real-ticket-0123456789012345678901234567890123456789012345');
  await expect(page.getByTestId('player-error')).toHaveAttribute('data-kind', 'invalid');
  await expect(page.getByTestId('player-error')).toContainText('预览链接无效');
});

test('the player in three languages (screenshots)', async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  const saved = await saveLogicScene(page, session.token, dataOrigin, `scene.log('hello from the puzzle');`);
  for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) {
    await page.evaluate((l) => localStorage.setItem('kf.locale', l), locale);
    await page.goto(`/preview/${saved.projectUuid}/${saved.sceneUuid}/1/${saved.ticket}`);
    await waitForPlayer(page);
    await expect(page.getByTestId('player-console')).toContainText('hello from the puzzle');
    const heading = { en: 'Console', 'zh-CN': '控制台', 'zh-TW': '主控台' }[locale];
    await expect(page.getByTestId('player-console').getByRole('heading')).toHaveText(heading);
    await page.screenshot({ path: `tests/e2e/screenshots/player-${locale}.png` });
  }
});
