// Live data in a real browser page (issue 30): the player with the real live-data runtime, fed by a real MQTT broker
// (aedes, in this process, over WebSocket) and a publisher. Figures:
// - 10,000 info points, each bound to its own topic and updated once a second: main-thread time per frame with the
//   feed against the same scene drawn at the same rate with no feed (same page, same run), the engine apply's own time
//   per frame, frames over 50 ms in each phase;
// - a burst of 50,000 messages in one second: frames drawn and the longest frame gap during it, whether the last value
//   of every topic won, and the JS heap after a collection before and after;
// - publish to changed pixel: the median over toggles of one marker's status, read back from the canvas.
// Needs a build (npm run build or build:test; BENCH_WEB_ROOT picks another folder). The publisher and broker run in
// this process, beside the browser, on the same cores: on a loaded machine every figure is an upper bound.
import { loadavg } from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { connect, type MqttClient } from 'mqtt';
import { startTestServer } from '../api/support/server.js';
import { startBroker } from '../e2e/support/mqtt-broker.js';
import { call, CHROMIUM_ARGS, demoAccount, FIRST_FRAME, median, requireBuild, WEB_ROOT, type BenchApi } from './support/web-build.js';

const POINTS = 10_000;
const PHASE_SECONDS = 10;
const BURST = 50_000;
const LATENCY_TOGGLES = 21;
const ACCOUNT = { username: 'bench', password: 'bench-feed' };
const load = () => loadavg().map((n) => n.toFixed(1)).join(', ');

/** A scene of one info-point node with `count` points on a grid, each point's status bound to topic plant/s<i>/v. */
function sceneContent(count: number, brokerUrl: string, origin: string): string {
  const side = Math.ceil(Math.sqrt(count));
  const spacing = count > 1 ? 8 / side : 0;
  const infoPoints = Array.from({ length: count }, (_, i) => ({
    id: `p${i}`, name: `S${i}`, category: '', type: '', status: 'normal', visible: true,
    position: [(i % side) * spacing - 4, 0, Math.floor(i / side) * spacing - 4].map((v) => (count > 1 ? v : 0)),
  }));
  const bindings = Array.from({ length: count }, (_, i) => ({
    id: `b${i}`, source: 's1', topic: `plant/s${i}/v`, path: 'v',
    transforms: [{ kind: 'thresholds', below: 'normal', steps: [{ atLeast: 50, value: 'warning' }] }],
    target: { node: 'ip', property: 'infoPoints', item: `p${i}`, field: 'status' },
  }));
  const liveData = { sources: [{ id: 's1', kind: 'mqtt', name: 'Plant', url: brokerUrl, staleAfter: 60, ...ACCOUNT, qos: 0 }], bindings };
  return JSON.stringify({
    format: 'scene-document', version: 1,
    nodes: {
      scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: { allowedOrigins: origin, liveData }, children: ['ip'] },
      ip: { id: 'ip', type: 'InfoPoints', parent: 'scene', name: 'Sensors', props: { infoPoints }, children: [] },
    },
    exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [],
  });
}

async function openScene(page: Page, api: BenchApi, projectUuid: string, name: string, content: string): Promise<void> {
  const saved = await call<{ uuid: string }>(api, 'POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid, name, content, logic: '' });
  const { ticket } = await call<{ ticket: string }>(api, 'POST', '/repo/kf-scene/preview-ticket', { sceneUuid: saved.uuid });
  await page.goto(`${api.base}/preview/${projectUuid}/${saved.uuid}/${ticket}`);
  await page.waitForFunction(FIRST_FRAME, undefined, { timeout: 180_000 });
}

/** What the bench reads of the player page. */
interface PageGlobals {
  __scenePlayer: { kernel: { services: { get(id: { id: string }): { current(): ReadonlyMap<string, unknown> } } } };
  __redAt: number;
}

/** The live values channel's size and how many of `expected` (binding id → value) it holds. */
const LIVE_VALUES = `window.__scenePlayer.kernel.services.get({ id: 'liveData.values' })`;

/** The status of the page's source s1. */
const sourceStatus = (page: Page) => page.evaluate(`(() => { const s = window.__scenePlayer.kernel.plugins.providedService({ id: 'liveData.service' }); let out;
  s.onDidChangeStatus.subscribe((m) => { out = m.get('s1'); }).unsubscribe(); return out; })()`) as Promise<{ state: string; counters: Record<string, number>; reason?: unknown } | undefined>;

/** Wait until the page's source s1 is live (connected and subscribed). */
async function waitLive(page: Page): Promise<void> {
  const state = () => page.evaluate(`(() => { const s = window.__scenePlayer.kernel.plugins.providedService({ id: 'liveData.service' }); let out = '';
    s?.onDidChangeStatus.subscribe((m) => { out = m.get('s1')?.state ?? ''; }).unsubscribe(); return out; })()`) as Promise<string>;
  for (const deadline = Date.now() + 120_000; (await state()) !== 'live';) {
    if (Date.now() > deadline) throw new Error(`the page's source is ${await state()}, not live, after two minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await new Promise((r) => setTimeout(r, 500));
}

async function publisher(url: string): Promise<MqttClient> {
  const client = connect(url, { ...ACCOUNT, reconnectPeriod: 0 });
  await new Promise<void>((done, fail) => {
    client.once('connect', () => done());
    client.once('error', fail);
  });
  return client;
}

/** Publish `count` messages spread over `ms` in slices of 50 ms; `message(i)` gives topic and value of the i-th. */
async function publishOver(client: MqttClient, count: number, ms: number, message: (i: number) => [string, number]): Promise<void> {
  const slices = Math.max(1, Math.round(ms / 50));
  const start = performance.now();
  for (let s = 0; s < slices; s++) {
    const from = Math.floor((count * s) / slices);
    const to = Math.floor((count * (s + 1)) / slices);
    for (let i = from; i < to; i++) {
      const [topic, value] = message(i);
      client.publish(topic, `{"v":${value}}`);
    }
    const wait = start + (s + 1) * 50 - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  }
}

/** Main-thread task time (ms) of the page so far, from the DevTools protocol. */
async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/**
 * In the page: count frames drawn and the gaps between them, the time the info-point node's engine object spends in
 * `update` (the overlay's apply), and frames over 50 ms; `forceDraw` asks a frame every animation frame (the no-feed
 * phase draws as often as the fed one).
 */
const START_PROBE = (forceDraw: boolean) => `(() => {
  const p = window.__scenePlayer;
  const object = p.view.runtime.objectOf('ip');
  const probe = window.__liveProbe = { frames: 0, gaps: [], apply: 0, applies: 0, last: performance.now(), stop: false };
  if (!object.__timed) {
    const update = object.update.bind(object);
    object.update = (...args) => { const t = performance.now(); try { return update(...args); } finally { const pr = window.__liveProbe; if (pr) { pr.apply += performance.now() - t; pr.applies++; } } };
    object.__timed = true;
  }
  const observer = p.view.scene.onAfterRenderObservable.add(() => { const now = performance.now(); probe.gaps.push(now - probe.last); probe.last = now; probe.frames++; });
  const tick = () => { if (probe.stop) { p.view.scene.onAfterRenderObservable.remove(observer); return; } if (${forceDraw}) p.view.requestFrame(); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
const STOP_PROBE = `(() => { const pr = window.__liveProbe; pr.stop = true; window.__liveProbe = undefined;
  const gaps = pr.gaps.slice(1).sort((a, b) => a - b);
  return { frames: pr.frames, apply: pr.apply, applies: pr.applies, maxGap: gaps.at(-1) ?? 0, over50: gaps.filter((g) => g > 50).length, medianGap: gaps[Math.floor(gaps.length / 2)] ?? 0 }; })()`;
interface ProbeResult { frames: number; apply: number; applies: number; maxGap: number; over50: number; medianGap: number }

async function phase(page: Page, cdp: CDPSession, forceDraw: boolean, during: () => Promise<void>): Promise<ProbeResult & { task: number }> {
  await page.evaluate(START_PROBE(forceDraw));
  const t0 = await taskMs(cdp);
  await during();
  const task = (await taskMs(cdp)) - t0;
  return { ...(await page.evaluate(STOP_PROBE) as ProbeResult), task };
}

const f1 = (n: number) => n.toFixed(1);

export default async function liveDataBench(): Promise<void> {
  requireBuild();
  const server = await startTestServer('sqlite', { webRoot: WEB_ROOT });
  const broker = await startBroker(0, ACCOUNT.username, ACCOUNT.password);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const client = await publisher(broker.url);
  try {
    console.log(`  machine load at start: ${load()} (2 shared cores; broker and publisher in the bench's own process)`);
    const { api, projectUuid } = await demoAccount(server.url);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const t0 = performance.now();
    await openScene(page, api, projectUuid, `Live bench ${Date.now()}`, sceneContent(POINTS, broker.url, broker.origin));
    console.log(`  ${POINTS.toLocaleString('en')} bound info points: scene open to first frame ${f1((performance.now() - t0) / 1000)} s`);
    // Every point once (again until each binding has a value: the page subscribes a moment after it is live).
    await waitLive(page);
    for (const deadline = Date.now() + 120_000; ;) {
      await publishOver(client, POINTS, 1000, (i) => [`plant/s${i}/v`, 0]);
      const size = await page.evaluate(`${LIVE_VALUES}.current().size`) as number;
      if (size >= POINTS) break;
      if (Date.now() > deadline) throw new Error(`only ${size} of ${POINTS} bindings got a value in two minutes`);
    }
    await new Promise((r) => setTimeout(r, 2000));

    // No feed, drawn every animation frame; then the feed (each point once a second), drawn as it changes.
    const quiet = await phase(page, cdp, true, () => new Promise((r) => setTimeout(r, PHASE_SECONDS * 1000)));
    let round = 0;
    const fed = await phase(page, cdp, false, async () => {
      for (let s = 0; s < PHASE_SECONDS; s++, round++) await publishOver(client, POINTS, 1000, (i) => [`plant/s${i}/v`, (i * 7 + round * 13) % 100]);
    });
    const perFrame = (p: { task: number; frames: number }) => p.task / Math.max(1, p.frames);
    console.log(`  feed of ${POINTS.toLocaleString('en')} messages/s (each point once a second) for ${PHASE_SECONDS} s, load ${load()}:`);
    console.log(`    no feed (drawn every animation frame): ${quiet.frames} frames, main thread ${f1(perFrame(quiet))} ms/frame, longest gap ${f1(quiet.maxGap)} ms, ${quiet.over50} gaps over 50 ms`);
    console.log(`    with the feed: ${fed.frames} frames, main thread ${f1(perFrame(fed))} ms/frame, longest gap ${f1(fed.maxGap)} ms, ${fed.over50} gaps over 50 ms`);
    console.log(`    cost of the updates (fed minus no feed, per fed frame): ${f1(perFrame(fed) - perFrame(quiet))} ms/frame (target < 2 ms); `
      + `of it the engine apply of the info-point node: ${f1(fed.apply / Math.max(1, fed.applies))} ms per apply, ${fed.applies} applies (${f1(fed.apply / Math.max(1, fed.frames))} ms/frame)`);

    // A burst of 50,000 messages in one second over the 10,000 topics; the last round's values must win.
    const earlier = await sourceStatus(page);
    console.log(`  before the burst: source ${earlier?.state}, counters ${JSON.stringify(earlier?.counters)}`);
    const before = await heapMb(cdp);
    const lastRound = Math.ceil(BURST / POINTS) - 1;
    const valueOf = (i: number, r: number) => ((i + r) % 2) * 100;
    const burst = await phase(page, cdp, false, async () => {
      await publishOver(client, BURST, 1000, (i) => [`plant/s${i % POINTS}/v`, valueOf(i % POINTS, Math.floor(i / POINTS))]);
      await new Promise((r) => setTimeout(r, 3000));
    });
    const won = await page.evaluate(`(() => { const v = ${LIVE_VALUES}; let n = 0;
      for (let i = 0; i < ${POINTS}; i++) if (v.valueOf('b' + i) === (((i + ${lastRound}) % 2) * 100 >= 50 ? 'warning' : 'normal')) n++; return n; })()`) as number;
    const status = await sourceStatus(page);
    const after = await heapMb(cdp);
    console.log(`  burst of ${BURST.toLocaleString('en')} messages in 1 s (+3 s to settle), load ${load()}: ${burst.frames} frames drawn, longest gap ${f1(burst.maxGap)} ms, `
      + `${burst.over50} gaps over 50 ms; last value won for ${won.toLocaleString('en')} of ${POINTS.toLocaleString('en')} points; `
      + `source ${status?.state}, counters ${JSON.stringify(status?.counters)}${status?.reason ? ` (last error ${JSON.stringify(status.reason)})` : ''}; JS heap after GC ${f1(before)} MB before, ${f1(after)} MB after`);
    await page.close();

    // Publish to pixel: one point at the origin (the middle of the player's default view), its status toggled.
    const small = await (await browser.newContext({ viewport: { width: 800, height: 600 } })).newPage();
    await openScene(small, api, projectUuid, `Live latency ${Date.now()}`, sceneContent(1, broker.url, broker.origin));
    await waitLive(small);
    await small.evaluate(`(() => {
      const view = window.__scenePlayer.view; const engine = view.scene.getEngine(); const gl = engine._gl;
      const px = new Uint8Array(4 * 81);
      window.__redAt = 0;
      view.scene.onAfterRenderObservable.add(() => {
        const w = engine.getRenderWidth(), h = engine.getRenderHeight();
        gl.readPixels(Math.floor(w / 2) - 4, Math.floor(h / 2) - 4, 9, 9, gl.RGBA, gl.UNSIGNED_BYTE, px);
        let red = false; for (let i = 0; i < px.length; i += 4) if (px[i] > 180 && px[i + 1] < 90 && px[i + 2] < 90) red = true;
        if (red && !window.__redAt) window.__redAt = Date.now();
        if (!red) window.__redAt = 0;
      });
    })()`);
    const latencies: number[] = [];
    for (let k = 0; k < LATENCY_TOGGLES; k++) {
      client.publish('plant/s0/v', '{"v":0}');
      await small.waitForFunction(() => (globalThis as unknown as PageGlobals).__redAt === 0, undefined, { timeout: 30_000 });
      await new Promise((r) => setTimeout(r, 300));
      const sent = Date.now();
      client.publish('plant/s0/v', '{"v":99}');
      await small.waitForFunction(() => (globalThis as unknown as PageGlobals).__redAt > 0, undefined, { timeout: 30_000, polling: 5 });
      latencies.push((await small.evaluate('window.__redAt') as number) - sent);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`  publish to changed pixel (one marker turning red), ${LATENCY_TOGGLES} toggles, load ${load()}: median ${median(latencies)} ms, `
      + `min ${sorted[0]} ms, max ${sorted.at(-1)} ms (target median < 100 ms)`);
  } finally {
    await client.endAsync(true).catch(() => undefined);
    await browser.close();
    await broker.close();
    await server.stop();
  }
}
