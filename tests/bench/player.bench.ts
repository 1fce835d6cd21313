// Scene player figures (issue 15): gzip bytes the browser loads for the preview route (and which of them only the player
// needs beyond the initial route), whether editor code is among them, load-to-first-frame of the player on the demo
// scene, and the cost of a puzzle setting 1,000 properties per second (main-thread time of the checks and applies,
// sets applied, frames drawn). Needs a build (npm run build; BENCH_WEB_ROOT picks another build folder).
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import {
  call, CHROMIUM_ARGS, demoAccount, editorCodeIn, filesLoaded, FIRST_FRAME, gzipOf, gzipTotal as total, kB, median, requireBuild, WEB_ROOT,
} from './support/web-build.js';

const RUNS = 5;
const SET_SECONDS = 5;

export default async function playerBench(): Promise<void> {
  requireBuild();
  const server = await startTestServer('sqlite', { webRoot: WEB_ROOT });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const { api, projectUuid, demoUuid } = await demoAccount(server.url);
    const { base } = api;
    const ticketOf = async (sceneUuid: string) => (await call<{ ticket: string }>(api, 'POST', '/repo/kf-scene/preview-ticket', { sceneUuid })).ticket;
    const demoUrl = `${base}/preview/${projectUuid}/${demoUuid}/${await ticketOf(demoUuid)}`;

    // Bytes.
    const initial = await filesLoaded(browser, `${base}/`, "document.querySelector('#root > *') !== null");
    const player = await filesLoaded(browser, demoUrl, FIRST_FRAME);
    const only = player.filter((f) => !initial.includes(f));
    console.log(`  preview route: ${player.length} files, ${kB(total(player))} gzip in all; the initial route's shell ${kB(total(player.filter((f) => initial.includes(f))))}, the player's own ${only.length} files ${kB(total(only))}`);
    const ownChunk = player.find((f) => /assets\/preview-[^/]+\.js$/.test(f));
    if (ownChunk) console.log(`  player entry chunk ${ownChunk}: ${kB(gzipOf(ownChunk).gzip)} gzip`);
    const worker = player.find((f) => /logic-sandbox\.worker-/.test(f));
    if (worker) console.log(`  logic sandbox worker: ${kB(gzipOf(worker).gzip)} gzip`);
    const editor = editorCodeIn(player);
    console.log(`  editor code among the player's files: ${editor.length ? editor.join(', ') : 'none'}`);

    // Load to first frame, cold.
    const firstFrame: number[] = [];
    const idle: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(demoUrl);
      await page.waitForFunction(FIRST_FRAME, undefined, { timeout: 120_000 });
      firstFrame.push(await page.evaluate('window.__scenePlayer.view.firstFrameAt') as number);
      idle.push(await page.evaluate('window.__scenePlayer.view.runtime.whenIdle().then(() => performance.now())') as number);
      if (i === RUNS - 1) {
        const drawn = await page.evaluate('(async () => { const v = window.__scenePlayer.view; const f = v.frames; await new Promise((r) => setTimeout(r, 3000)); return (v.frames - f) / 3; })()') as number;
        console.log(`  demo scene without logic: ${drawn.toFixed(1)} frames/s drawn (software WebGL, 2 shared cores)`);
      }
      await context.close();
    }
    console.log(`  demo scene, navigation to first frame: median ${median(firstFrame).toFixed(0)} ms over ${RUNS} cold loads (${firstFrame.map((v) => v.toFixed(0)).join(', ')})`);
    console.log(`  demo scene, navigation to every asset loaded: median ${median(idle).toFixed(0)} ms`);

    // 1,000 property sets per second from a puzzle.
    const loaded = await call<{ content: string }>(api, 'GET', `/repo/kf-scene/loadScene/${demoUuid}`);
    const logic = `let n = 0;
scene.every(0.02, () => { for (let i = 0; i < 20; i++) { n++; scene.set('box', 'position', { x: (n % 100) / 50 - 1, y: 0.5, z: 0 }); } });`;
    const saved = await call<{ uuid: string }>(api, 'POST', '/repo/kf-scene/saveScene', { uuid: null, projectUuid, name: `Bench sets ${Date.now()}`, content: loaded.content, logic });
    const page: Page = await (await browser.newContext()).newPage();
    await page.goto(`${base}/preview/${projectUuid}/${saved.uuid}/${await ticketOf(saved.uuid)}`);
    await page.waitForFunction(FIRST_FRAME, undefined, { timeout: 120_000 });
    // A function, not a string: the player page's CSP forbids the eval a string predicate needs.
    await page.waitForFunction(() => ((globalThis as { __logicSession?: { counts: { applied: number } } }).__logicSession?.counts.applied ?? 0) > 100, undefined, { timeout: 60_000 });
    const figures = await page.evaluate(`(async () => {
      const s = window.__logicSession;
      const view = window.__scenePlayer.view;
      const receive = s.receive.bind(s);
      let busy = 0, messages = 0;
      s.receive = (data) => { const t = performance.now(); receive(data); busy += performance.now() - t; messages++; };
      const applied = s.counts.applied, frames = view.frames, dropped = s.counts.dropped, received = s.counts.received;
      await new Promise((r) => setTimeout(r, ${SET_SECONDS * 1000}));
      return { busy, messages, received: s.counts.received - received, applied: s.counts.applied - applied, frames: view.frames - frames, dropped: s.counts.dropped - dropped, state: s.state };
    })()`) as { busy: number; messages: number; received: number; applied: number; frames: number; dropped: number; state: string };
    console.log(`  puzzle setting 1,000 props/s for ${SET_SECONDS} s: ${(figures.received / SET_SECONDS).toFixed(0)} messages/s checked, `
      + `${(figures.applied / SET_SECONDS).toFixed(0)} document writes/s after coalescing per frame, ${figures.dropped} dropped, `
      + `main thread ${(figures.busy / SET_SECONDS).toFixed(1)} ms/s in checks and applies (${((figures.busy / Math.max(1, figures.messages)) * 1000).toFixed(1)} µs a message), `
      + `${(figures.frames / SET_SECONDS).toFixed(1)} frames/s drawn, sandbox ${figures.state}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
