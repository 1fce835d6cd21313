import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { httpFeeds } from './support/http-feeds.js';
import { startBroker, startSimulator } from './support/mqtt-broker.js';
import { openSavedInPlayer, waitForPlayerDrawn } from './support/player-frames.js';
import { signIn } from './support/session.js';
import { showPanel } from './support/platform-helpers.js';

// A missing element fails in half a minute, not at the end of the whole test's time.
test.use({ actionTimeout: 30_000 });

/** The broker of this worker's server listens where the server's DATA_ORIGINS allows (playwright.config.ts: port + 78). */
const brokerPort = () => Number(process.env.E2E_PORT ?? 5190) + 1000 * Number(process.env.TEST_PARALLEL_INDEX ?? 0) + 78;
const ACCOUNT = { username: 'viewer', password: 'read-only' };
const FEED_KEY = 'feed-key-1';

/** Look straight down at the points (x 0 and 1), no gizmo, nothing selected (a point handle would hide a marker). */
const TOP_VIEW = `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 6; cam.target.set(0.5, 0, 0); s.viewport.setGizmo('none');`;
const RED = 'r > 180 && g < 80 && b < 80';
const designerRed = async (page: Page) => {
  await run(page, 's.selection.clear(); vp.invalidate(true);');
  return (await viewportPixelCounts(page, { red: RED })).red;
};
/** Red (warning) pixels on the player's canvas. */
const playerRed = (page: Page) => page.evaluate(`(async () => {
  const canvas = document.querySelector('[data-testid=player-canvas]');
  await new Promise((done) => requestAnimationFrame(() => done()));
  const probe = document.createElement('canvas');
  const w = probe.width = canvas.width, h = probe.height = canvas.height;
  const ctx = probe.getContext('2d', { willReadFrequently: true });
  ctx.drawImage(canvas, 0, 0);
  const d = ctx.getImageData(0, 0, w, h).data;
  let red = 0;
  for (let i = 0; i < d.length; i += 4) { const r = d[i], g = d[i + 1], b = d[i + 2]; if (${RED}) red++; }
  return red;
})()`) as Promise<number>;

const POINTS = [
  { id: 'p1', name: 'Pump', category: '', type: '', status: 'normal', position: [0, 0, 0], visible: true },
  { id: 'p2', name: 'Boiler', category: '', type: '', status: 'normal', position: [1, 0, 0], visible: true },
];

test('live data: a real MQTT broker, an event stream and a polled URL feed info points in the live preview and the player; stale when the simulator stops; a bad message is counted', async ({ page }) => {
  test.setTimeout(420_000);
  const feeds = httpFeeds(FEED_KEY);
  const broker = await startBroker(brokerPort(), ACCOUNT.username, ACCOUNT.password, (request, response) => feeds.handle(request, response));
  const simulator = await startSimulator(broker.url, 'plant/boiler/temperature', ACCOUNT);
  try {
    const scene = await openLitScene(page, { name: 'Live data' });
    await run(page, `s.undo.execute([
      s.document.insertPatch([{ id: 'ip', type: 'InfoPoints', parent: 'scene', name: 'Sensors', props: { infoPoints: ${JSON.stringify(POINTS)} }, children: [] }], { parent: 'scene', index: 0 }),
      s.document.setPropPatch('scene', 'allowedOrigins', ${JSON.stringify(broker.origin)}),
    ]); await vp.runtime.whenIdle(); ${TOP_VIEW}`);
    const before = await designerRed(page);

    // A source through the panel: MQTT over WebSocket with the broker's account.
    await showPanel(page, 'live-data');
    const panel = page.getByTestId('live-data-panel');
    await panel.getByTestId('live-add-source').click();
    await panel.getByTestId('live-source-kind').selectOption('mqtt');
    await panel.getByTestId('live-source-name').fill('Plant');
    await panel.getByTestId('live-source-url').fill(broker.url);
    await panel.getByTestId('live-source-username').fill(ACCOUNT.username);
    await panel.getByTestId('live-source-password').fill(ACCOUNT.password);
    await panel.getByTestId('live-source-stale').fill('2');
    await panel.getByTestId('live-source-add').click();
    await expect(panel.getByTestId('live-source-source1')).toContainText('Plant');

    // A binding of the boiler's status: temperature ≥ 80 is a warning.
    await run(page, `s.selection.set(['ip']);`);
    await panel.getByTestId('live-add-binding').click();
    await panel.getByTestId('live-binding-property').selectOption('infoPoints');
    await panel.getByTestId('live-binding-item').selectOption('p2');
    await panel.getByTestId('live-binding-field').selectOption('status');
    await panel.getByTestId('live-binding-topic').fill('plant/+/temperature');
    await panel.getByTestId('live-binding-path').fill('$.value');
    await panel.getByTestId('live-binding-add-transform').selectOption('thresholds');
    await panel.getByTestId('live-transform-0-a').fill('normal');
    await panel.getByTestId('live-transform-0-b').fill('80=warning');
    await panel.getByTestId('live-binding-add').click();
    await expect(panel.getByTestId('live-binding-binding1')).toContainText('plant/+/temperature');
    await page.screenshot({ path: test.info().outputPath('live-data-panel-page.png') });
    await panel.screenshot({ path: process.env.LIVE_DATA_PANEL_SHOT ?? test.info().outputPath('live-data-panel.png') });
    // The inspector marks the bound property.
    await page.getByTestId('tab-inspector').click();
    await expect(page.getByTestId('inspector-bound-infoPoints')).toBeVisible();

    // Live preview on: the broker's values show on the marker; the document keeps 'normal'.
    await showPanel(page, 'live-data');
    await panel.getByTestId('live-data-toggle').click();
    await expect(panel.getByTestId('live-source-state-source1')).toHaveAttribute('data-state', 'live');
    simulator.set(95);
    await expect.poll(() => designerRed(page), { timeout: 30_000, message: 'a red (warning) marker in the live preview' }).toBeGreaterThan(before + 15);
    expect(await run<string>(page, `return s.document.get('ip').props.infoPoints[1].status;`)).toBe('normal');
    simulator.set(20);
    await expect.poll(() => designerRed(page), { timeout: 30_000, message: 'the marker back to normal' }).toBeLessThan(before + 5);

    // A bad message is counted and dropped; the last good value stays.
    await simulator.raw('{"value": oops');
    await expect(panel.getByTestId('live-source-counters-source1')).toContainText('1 dropped');

    // The simulator stops: the source goes stale (2 s); it resumes: live again.
    simulator.stop();
    await expect(panel.getByTestId('live-source-state-source1')).toHaveAttribute('data-state', 'stale', { timeout: 15_000 });
    simulator.resume();
    await expect(panel.getByTestId('live-source-state-source1')).toHaveAttribute('data-state', 'live');

    // Live preview off: the document's colours again.
    simulator.set(95);
    await expect.poll(() => designerRed(page), { timeout: 30_000 }).toBeGreaterThan(before + 15);
    await panel.getByTestId('live-data-toggle').click();
    await expect.poll(() => designerRed(page), { timeout: 30_000, message: 'no live colour once the preview is off' }).toBeLessThan(before + 5);

    // Server-Sent Events and HTTP polling (every half second, with a key header) from the broker's origin: the pump's
    // status from the event stream, its name from the polled answer.
    feeds.set(95);
    const addHttpSource = async (kind: string, name: string, path: string, more: () => Promise<void>) => {
      await panel.getByTestId('live-add-source').click();
      await panel.getByTestId('live-source-kind').selectOption(kind);
      await panel.getByTestId('live-source-name').fill(name);
      await panel.getByTestId('live-source-url').fill(`${broker.origin}${path}`);
      await more();
      await panel.getByTestId('live-source-add').click();
    };
    await addHttpSource('sse', 'Events', '/events', async () => undefined);
    await addHttpSource('http-polling', 'Poll', '/poll', async () => {
      await panel.getByTestId('live-source-interval').fill('0.5');
      await panel.getByTestId('live-source-headers').fill(`X-Feed-Key: ${FEED_KEY}`);
    });
    await expect(panel.getByTestId('live-source-source3')).toContainText('Poll');
    await run(page, `s.selection.set(['ip']);`);
    await panel.getByTestId('live-add-binding').click();
    await panel.getByTestId('live-binding-property').selectOption('infoPoints');
    await panel.getByTestId('live-binding-item').selectOption('p1');
    await panel.getByTestId('live-binding-field').selectOption('status');
    await panel.getByTestId('live-binding-source').selectOption('source2');
    await panel.getByTestId('live-binding-path').fill('$.value');
    await panel.getByTestId('live-binding-add-transform').selectOption('thresholds');
    await panel.getByTestId('live-transform-0-a').fill('normal');
    await panel.getByTestId('live-transform-0-b').fill('80=warning');
    await panel.getByTestId('live-binding-add').click();
    await panel.getByTestId('live-add-binding').click();
    await panel.getByTestId('live-binding-property').selectOption('infoPoints');
    await panel.getByTestId('live-binding-item').selectOption('p1');
    await panel.getByTestId('live-binding-field').selectOption('name');
    await panel.getByTestId('live-binding-source').selectOption('source3');
    await panel.getByTestId('live-binding-path').fill('$.label');
    await panel.getByTestId('live-binding-add').click();
    await panel.getByTestId('live-data-toggle').click();
    await expect(panel.getByTestId('live-source-state-source2')).toHaveAttribute('data-state', 'live');
    await expect(panel.getByTestId('live-source-state-source3')).toHaveAttribute('data-state', 'live');
    await expect(panel.getByTestId('live-binding-value-binding2')).toHaveText('warning');
    await expect(panel.getByTestId('live-binding-value-binding3')).toHaveText('Pump 95');
    feeds.set(20);
    await expect(panel.getByTestId('live-binding-value-binding2')).toHaveText('normal');
    await expect(panel.getByTestId('live-binding-value-binding3')).toHaveText('Pump 20');
    expect(feeds.refused).toBe(0);
    await panel.getByTestId('live-data-toggle').click();
    // The player shows the sources' status (a setting of the scene).
    await panel.getByTestId('live-show-status').check();

    // Saved with the scene; the player connects (the scene allows the broker's origin) and shows the feed.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Control+s');
    await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
    await openSavedInPlayer(page, scene);
    await expect.poll(() => playerRed(page), { timeout: 60_000, message: 'a red (warning) marker in the player' }).toBeGreaterThan(8);
    simulator.set(20);
    await expect.poll(() => playerRed(page), { timeout: 30_000, message: 'back to normal in the player' }).toBeLessThan(4);
    feeds.set(95);
    await expect.poll(() => playerRed(page), { timeout: 30_000, message: 'the pump red in the player from the event stream' }).toBeGreaterThan(8);
    await expect(page.getByTestId('player-live-status-source1')).toHaveAttribute('data-state', 'live');
    await expect(page.getByTestId('player-live-status-source3')).toContainText('Poll');
    await page.screenshot({ path: process.env.LIVE_DATA_PLAYER_SHOT ?? test.info().outputPath('live-data-player.png') });
  } finally {
    feeds.close();
    await simulator.close();
    await broker.close();
  }
});

/** Heat pixels on the player's canvas: red (the value drawn red and above) and green (about a third of it). */
const playerHeat = (page: Page) => page.evaluate(`(async () => {
  const canvas = document.querySelector('[data-testid=player-canvas]');
  await new Promise((done) => requestAnimationFrame(() => done()));
  const probe = document.createElement('canvas');
  const w = probe.width = canvas.width, h = probe.height = canvas.height;
  const ctx = probe.getContext('2d', { willReadFrequently: true });
  ctx.drawImage(canvas, 0, 0);
  const d = ctx.getImageData(0, 0, w, h).data;
  let red = 0;
  for (let i = 0; i < d.length; i += 4) { const r = d[i], g = d[i + 1], b = d[i + 2]; if (r > 170 && g < 90 && b < 90) red++; }
  return red;
})()`) as Promise<number>;

test('live data in the player: a heat map follows the feed, the logic hears it ("on live data", "value of binding"), a source on an origin the scene does not allow is refused', async ({ page }) => {
  test.setTimeout(300_000);
  const broker = await startBroker(brokerPort(), ACCOUNT.username, ACCOUNT.password);
  // A second broker the scene does not allow: it must never see a connection.
  const elsewhere = await startBroker(0, ACCOUNT.username, ACCOUNT.password);
  let elsewhereConnections = 0;
  elsewhere.onConnection(() => elsewhereConnections++);
  const simulator = await startSimulator(broker.url, 'plant/boiler/temperature', ACCOUNT);
  try {
    const session = await signIn(page, undefined, { locale: 'en' });
    const headers = { Authentication: session.token };
    const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
    const source = (id: string, name: string, url: string) => ({ id, kind: 'mqtt', name, url, staleAfter: 10, ...ACCOUNT, qos: 0 });
    const liveData = {
      sources: [source('source1', 'Plant', broker.url), source('source2', 'Elsewhere', elsewhere.url)],
      bindings: [
        { id: 'heat', source: 'source1', topic: 'plant/+/temperature', path: '$.value', transforms: [], target: { node: 'hm', property: 'heatPoints', item: '#0', field: 'value' } },
        { id: 'far', source: 'source2', topic: 'plant/#', path: '$.value', transforms: [], target: { node: 'hm', property: 'heatPoints', item: '#0', field: 'size' } },
      ],
      showStatus: true,
    };
    // What the logic window's blocks generate: 'on live data' and 'value of binding'.
    const logic = [
      `scene.onLiveData('heat', (value) => scene.log('on live data ' + value));`,
      `let last = null;`,
      `scene.every(0.25, () => { const v = scene.liveValue('heat'); if (v !== last) { last = v; scene.log('value of binding ' + v); } });`,
    ].join('\n');
    const content = JSON.stringify({
      format: 'scene-document', version: 1,
      nodes: {
        scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: { allowedOrigins: broker.origin, liveData }, children: ['hm'] },
        hm: { id: 'hm', type: 'HeatMap', parent: 'scene', name: 'Heat', props: { width: 10, depth: 10, maxValue: 100, heatPoints: [{ position: [0, 0, 0], size: 4, value: 0, visible: true }] }, children: [] },
      },
      exposed: [], animations: [], logic: { code: logic, xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [],
    });
    const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: `Live heat ${Date.now()}`, content, logic } });
    const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
    const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers, data: { sceneUuid } });
    const ticket = ((await granted.json()).data as { ticket: string }).ticket;
    await page.goto(`/preview/${project.uuid}/${sceneUuid}/console/${ticket}`);
    const console = page.getByTestId('player-console');
    await expect(console).toBeVisible({ timeout: 60_000 });
    await waitForPlayerDrawn(page);

    // The allowed broker goes live; the other is refused with the reason, and never reached.
    await expect(page.getByTestId('player-live-status-source1')).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
    const refused = page.getByTestId('player-live-status-source2');
    await expect(refused).toHaveAttribute('data-state', 'error');
    await expect(refused).toHaveAttribute('title', new RegExp(elsewhere.origin.replace(/[.]/g, '\\.')));

    // The heat map: no red while the value is low; red where the point is once the feed says 100.
    simulator.set(5);
    await expect(console).toContainText('on live data 5', { timeout: 30_000 });
    await expect(console).toContainText('value of binding 5');
    const cold = await playerHeat(page);
    simulator.set(100);
    await expect.poll(() => playerHeat(page), { timeout: 30_000, message: 'the heat map turns red where the feed says 100' }).toBeGreaterThan(cold + 200);
    await expect(console).toContainText('on live data 100', { timeout: 30_000 });
    await expect(console).toContainText('value of binding 100');
    simulator.set(5);
    await expect.poll(() => playerHeat(page), { timeout: 30_000, message: 'the red goes when the value falls' }).toBeLessThan(cold + 50);
    await page.screenshot({ path: process.env.LIVE_DATA_HEAT_SHOT ?? test.info().outputPath('live-data-heat-player.png') });
    expect(elsewhereConnections).toBe(0);
  } finally {
    await simulator.close();
    await elsewhere.close();
    await broker.close();
  }
});
