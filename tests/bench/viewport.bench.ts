// Viewport figures in headless Chromium (software WebGL) against the real server and the built app (dist/web):
// - opening a 10,000-mesh scene from the scene list until its first frame with every mesh (wall time, and the CPU time
//   of the browser's processes, steadier on a loaded machine);
// - frames per second while the camera moves (a mouse drag on the canvas), the designer page vs a bare Babylon.js page
//   (tests/bench/bare-babylon: no editor code; the same meshes, geometry, materials, camera, light and canvas size),
//   alternated in one browser run, three rounds each, with the designer's grid shown and hidden;
// - selecting 10,000 nodes until the inspector shows them;
// - scene-tree search over 100,000 nodes (per keystroke) and scene-tree scrolling.
// Needs `npm run build:test` first (the release build has no test hooks, so no window.__kfViewport). The bare page
// is served on BENCH_BARE_PORT (default 5215); BENCH_WEB_ROOT picks another build than dist/web. BENCH_PROFILE=1 adds
// CPU profiles (Chrome DevTools protocol) of the open, of one drag on each page, of selecting all and of the tree
// search, summarised by self time.
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import { requireTestBuild } from './support/web-build.js';
import { fpsWhileDragging } from './support/fps-while-dragging.js';
import { serveBarePage } from './bare-babylon/serve.js';
import type { BareSceneSpec } from './bare-babylon/scene-spec.js';
import { printProfile, profileWhile } from './support/cpu-profile.js';
import { signedInPage } from './support/signed-in-page.js';
import { browserCpuMs } from './support/browser-cpu.js';
import { sceneContent } from './support/bench-scenes.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const MESHES = 10_000;
const TREE_NODES = 100_000;
const ROUNDS = 3;
const DRAG = { warmUp: 1, measured: 5 };
const SEARCH = 'Node 4242';
const PROFILE = process.env.BENCH_PROFILE === '1';
/** BENCH_PARTS=fps,select,tree runs only those parts (the scene is always opened first); `small` adds the open of a one-box scene. */
const PARTS = new Set((process.env.BENCH_PARTS ?? 'fps,select,tree').split(','));
const TARGETS = { selectMs: 300, keystrokeMs: 50, openMs: 1500, ratioGridHidden: 0.95, ratioGridShown: 0.9 };

/** Run a script string in the designer page with `vp` (the viewport engine) and `s` (its services) in scope. */
function run<T>(page: Page, script: string, arg?: unknown): Promise<T> {
  return page.evaluate(`(async (arg) => { const vp = window.__kfViewport; const s = vp.services; ${script} })(${JSON.stringify(arg ?? null)})`) as Promise<T>;
}

/** Records in window.__benchFirstFrame the time (Date.now) of the first frame rendered once node `last` is built. */
const FIRST_FRAME_PROBE = (last: string) => `
  Object.defineProperty(window, '__kfViewport', {
    configurable: true,
    get() { return this.__benchViewport; },
    set(vp) {
      this.__benchViewport = vp;
      if (!vp || window.__benchFirstFrame) return;
      const o = vp.scene.onAfterRenderObservable.add(() => {
        if (!vp.runtime.objectOf(${JSON.stringify(last)})) return;
        window.__benchFirstFrame = Date.now();
        vp.scene.onAfterRenderObservable.remove(o);
      });
    },
  });`;

/** What the bare page needs to draw the designer's scene: read from the designer's Babylon scene. */
const SPEC_SCRIPT = `
  const scene = vp.scene;
  const cam = scene.activeCamera;
  const canvas = vp.engine.getRenderingCanvas();
  const light = scene.lights.find((l) => l.isEnabled());
  const meshes = scene.meshes.filter((m) => m.metadata && m.metadata.nodeId && m.getTotalVertices() > 0);
  const first = meshes[0];
  const materials = [...new Set(meshes.map((m) => m.material))];
  const rgb = (c) => [c.r, c.g, c.b];
  const xyz = (v) => [v.x, v.y, v.z];
  const uvs = first.getVerticesData('uv');
  return {
    canvas: { width: canvas.clientWidth, height: canvas.clientHeight, scaling: vp.engine.getHardwareScalingLevel() },
    clearColor: [scene.clearColor.r, scene.clearColor.g, scene.clearColor.b, scene.clearColor.a],
    ambientColor: rgb(scene.ambientColor),
    camera: { alpha: cam.alpha, beta: cam.beta, radius: cam.radius, target: xyz(cam.target), fov: cam.fov, minZ: cam.minZ, maxZ: cam.maxZ, inertia: cam.inertia,
      angularSensibilityX: cam.angularSensibilityX, angularSensibilityY: cam.angularSensibilityY },
    light: { direction: xyz(light.direction), intensity: light.intensity, diffuse: rgb(light.diffuse), specular: rgb(light.specular), groundColor: rgb(light.groundColor) },
    geometry: { positions: Array.from(first.getVerticesData('position')), normals: Array.from(first.getVerticesData('normal')), indices: Array.from(first.getIndices()),
      ...(uvs ? { uvs: Array.from(uvs) } : {}) },
    materials: materials.map((m) => ({ diffuse: rgb(m.diffuseColor), specular: rgb(m.specularColor) })),
    meshes: meshes.map((m) => ({ position: xyz(m.position), material: materials.indexOf(m.material) })),
  };`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mark = (ok: boolean) => (ok ? 'meets target' : 'MISSES target');

export default async function viewportBench(): Promise<void> {
  const server = await startTestServer('sqlite', { webRoot: requireTestBuild() });
  const bare = await serveBarePage(Number(process.env.BENCH_BARE_PORT ?? 5215));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const login = await (await fetch(`${server.url}/cloud/api/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) })).json() as { data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown } };
    const headers = { Authentication: login.data.token, 'content-type': 'application/json' };
    const project = (await (await fetch(`${server.url}/cloud/api/repo/kf-project/get-default-project`, { headers })).json()).data as { uuid: string };
    const save = async (name: string, content: string) => (await (await fetch(`${server.url}/cloud/api/repo/kf-scene/saveScene`, {
      method: 'POST', headers, body: JSON.stringify({ uuid: null, projectUuid: project.uuid, name, content }),
    })).json()) as { code: number; msg: string; data: { uuid: string; version: number } };
    await save('Bench 10k', sceneContent(MESHES, 'Mesh'));
    await save('Bench single box', sceneContent(1, 'Mesh'));

    /** A fresh page (its own cold cache) on the scene list, then a click on `name` until its first frame with node `last`. */
    const openFromList = async (name: string, last: string, profile: boolean) => {
      const opened = await signedInPage(browser, server.url, login.data);
      await opened.addInitScript(FIRST_FRAME_PROBE(last));
      await opened.goto(`${server.url}/scenes/${project.uuid}`);
      const open = opened.getByTestId('scene-card').filter({ hasText: name }).getByTestId('scene-open');
      await open.waitFor({ timeout: 60_000 });
      const clicked = await opened.evaluate(() => Date.now());
      const cpuBefore = browserCpuMs();
      const opening = async () => {
        await open.click();
        await opened.waitForFunction(() => (window as unknown as { __benchFirstFrame?: number }).__benchFirstFrame, undefined, { timeout: 120_000 });
      };
      if (profile) printProfile(`open ${name} from the scene list`, await profileWhile(opened, opening, 25));
      else await opening();
      const ms = (await opened.evaluate(() => (window as unknown as { __benchFirstFrame: number }).__benchFirstFrame)) - clicked;
      // Up to the first full frame (read when the page reported it, so a little after): all of the browser's processes.
      const cpuAfter = browserCpuMs();
      const cpu = cpuBefore !== undefined && cpuAfter !== undefined ? `; CPU time of the browser's processes ${cpuAfter - cpuBefore} ms${profile ? ' (profiling on)' : ''}` : '';
      return { page: opened, ms, cpu };
    };

    // 1. Open the 10,000-mesh scene from the scene list until the first frame that shows all of it.
    const { page, ms: openMs, cpu: openCpu } = await openFromList('Bench 10k', `b${MESHES - 1}`, PROFILE);
    await page.waitForTimeout(1500);
    const info = await run<{ meshes: number; geometries: number; materials: number; canvas: string }>(page, `return {
      meshes: vp.scene.meshes.filter((m) => m.metadata && m.metadata.nodeId).length, geometries: vp.scene.geometries.length,
      materials: new Set(vp.scene.meshes.filter((m) => m.metadata && m.metadata.nodeId).map((m) => m.material)).size,
      canvas: vp.engine.getRenderWidth() + 'x' + vp.engine.getRenderHeight() };`);
    console.log(`scene: ${info.meshes} meshes, ${info.geometries} geometries in the designer's Babylon scene, ${info.materials} materials, canvas ${info.canvas}`);
    console.log(`open a ${MESHES}-mesh scene from the scene list to its first full frame: ${openMs} ms${openCpu} (target < ${TARGETS.openMs} ms: ${mark(openMs < TARGETS.openMs)})`);
    // What the designer costs before any node: the same open of a one-box scene (BENCH_PARTS=small).
    if (PARTS.has('small')) {
      const small = await openFromList('Bench single box', 'b0', false);
      console.log(`open a 1-mesh scene the same way (the designer's own share): ${small.ms} ms${small.cpu}`);
      await small.page.close();
    }

    // 2. Frames per second while the camera moves: designer vs bare Babylon.js, alternated, grid shown then hidden.
    if (PARTS.has('fps')) await framesPerSecond();
    if (PARTS.has('select')) await selectAll();
    if (PARTS.has('tree')) await treeWithManyNodes();
    await page.close();

    async function framesPerSecond() {
      await run(page, 's.selection.clear();');
      const spec = await run<BareSceneSpec>(page, SPEC_SCRIPT);
      const barePage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await barePage.goto(bare.url);
      const drawn = await barePage.evaluate((s) => window.setupBare(s), spec);
      const canvasBox = (await page.getByTestId('viewport-canvas').boundingBox())!;
      const designerCenter = { x: canvasBox.x + canvasBox.width / 2, y: canvasBox.y + canvasBox.height / 2 };
      const bareCenter = { x: spec.canvas.width / 2, y: spec.canvas.height / 2 };
      console.log(`bare page: ${spec.meshes.length} meshes (${drawn} active in its first frame), canvas ${spec.canvas.width}x${spec.canvas.height} CSS px at scaling ${spec.canvas.scaling}`);
      const ratios: Record<string, number> = {};
      for (const grid of ['shown', 'hidden'] as const) {
        await run(page, `vp.setGridVisible(${grid === 'shown'});`);
        const editor: number[] = [];
        const reference: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          await barePage.evaluate(() => window.setBareRunning(false));
          await run(page, 'vp.setRunning(true);');
          await page.bringToFront();
          editor.push(await fpsWhileDragging(page, designerCenter, 'window.__kfViewport.scene', DRAG));
          await run(page, 'vp.setRunning(false);');
          await barePage.bringToFront();
          await barePage.evaluate(() => window.setBareRunning(true));
          reference.push(await fpsWhileDragging(barePage, bareCenter, 'window.bare.scene', DRAG));
        }
        await barePage.evaluate(() => window.setBareRunning(false));
        await run(page, 'vp.setRunning(true);');
        await page.bringToFront();
        if (PROFILE) {
          printProfile(`designer, drag, grid ${grid}`, await profileWhile(page, async () => void await fpsWhileDragging(page, designerCenter, 'window.__kfViewport.scene', DRAG), 20));
          await run(page, 'vp.setRunning(false);');
          await barePage.bringToFront();
          await barePage.evaluate(() => window.setBareRunning(true));
          printProfile(`bare, drag`, await profileWhile(barePage, async () => void await fpsWhileDragging(barePage, bareCenter, 'window.bare.scene', DRAG), 20));
          await barePage.evaluate(() => window.setBareRunning(false));
          await run(page, 'vp.setRunning(true);');
          await page.bringToFront();
        }
        const perRound = editor.map((e, i) => e / reference[i]);
        ratios[grid] = median(perRound);
        const target = grid === 'shown' ? TARGETS.ratioGridShown : TARGETS.ratioGridHidden;
        console.log(`fps while the camera moves, grid ${grid}: designer ${editor.map((f) => f.toFixed(1)).join(' / ')}; bare Babylon.js ${reference.map((f) => f.toFixed(1)).join(' / ')}`);
        console.log(`  ratio designer/bare per round ${perRound.map((r) => r.toFixed(2)).join(' / ')}, median ${ratios[grid].toFixed(2)} (target >= ${target}: ${mark(ratios[grid] >= target)})`);
    }
    await run(page, 'vp.setGridVisible(true);');
    await barePage.close();
    }

    async function selectAll() {
      // 3. Select every mesh until the inspector shows the selection (its heading names the count).
      const selectMs: number[] = [];
      for (let i = 0; i < 3; i++) {
        await run(page, 's.selection.clear(); await new Promise((r) => setTimeout(r, 300));');
        const select = () => run<number>(page, `
          const ids = [...s.document.ids()].filter((id) => id !== 'scene');
          const heading = () => document.querySelector('[data-testid=inspector-heading]');
          if (!heading()) throw new Error('the inspector is not shown');
          const t0 = performance.now();
          s.selection.set(ids);
          await new Promise((done) => {
            const check = () => (/10,?000/.test(heading().textContent) ? requestAnimationFrame(() => setTimeout(done, 0)) : requestAnimationFrame(check));
            check();
          });
          return performance.now() - t0;`);
        if (PROFILE && i === 0) {
          let ms = 0;
          printProfile('select all', await profileWhile(page, async () => void (ms = await select()), 25));
          selectMs.push(ms);
        } else selectMs.push(await select());
    }
    await run(page, 's.selection.clear();');
    console.log(`select ${MESHES} nodes until the inspector shows them: ${selectMs.map((m) => m.toFixed(0)).join(' / ')} ms, median ${median(selectMs).toFixed(0)} (target < ${TARGETS.selectMs} ms: ${mark(median(selectMs) < TARGETS.selectMs)})`);
    }

    async function treeWithManyNodes() {

      // 4. Scene tree with 100,000 nodes (a saved scene opened in the designer): search (one keystroke at a time, to the
      // next painted frame) and scrolling.
      const big = await save('Bench 100k', sceneContent(TREE_NODES, 'TransformNode'));
      if (big.code !== 0) throw new Error(`saving the ${TREE_NODES}-node scene: ${big.msg}`);
      await page.goto(`${server.url}/artistDesigner/${project.uuid}/${big.data.uuid}/${big.data.version}`);
      await page.waitForFunction((n) => (window as unknown as { __kfViewport?: { services: { document: { size: number } } } }).__kfViewport?.services.document.size === n + 1,
        TREE_NODES, { timeout: 180_000 });
      await run(page, 'vp.setRunning(false);');
      const tab = page.locator('[data-testid=tab-sceneTree]');
      if (await tab.count()) await tab.click();
      await page.waitForSelector('[data-testid=scene-tree]');
      await page.waitForTimeout(1000);
      // A string, so the bench's compiled helpers never reach the page.
      const typing = () => page.evaluate(`(async (query) => {
        const input = document.querySelector('[data-testid=scene-tree-search]');
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const type = async (value) => {
          const t0 = performance.now();
          setValue.call(input, value);
          input.dispatchEvent(new Event('input', { bubbles: true }));
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
          return performance.now() - t0;
        };
        const times = [];
        for (let i = 1; i <= query.length; i++) times.push(await type(query.slice(0, i)));
        const rows = document.querySelectorAll('[data-testid=scene-tree] [role=treeitem]').length;
        for (let i = query.length - 1; i >= 0; i--) times.push(await type(query.slice(0, i)));
        return { times, rows };
      })(${JSON.stringify(SEARCH)})`) as Promise<{ times: number[]; rows: number }>;
      let keystrokes = { times: [] as number[], rows: 0 };
      if (PROFILE) printProfile('tree search, typed then erased', await profileWhile(page, async () => void (keystrokes = await typing()), 25));
      else keystrokes = await typing();
      const worst = Math.max(...keystrokes.times);
      const mean = keystrokes.times.reduce((a, b) => a + b, 0) / keystrokes.times.length;
      console.log(`scene tree search over ${TREE_NODES} nodes ('${SEARCH}' typed then erased, ${keystrokes.times.length} keystrokes): mean ${mean.toFixed(1)} ms, worst ${worst.toFixed(1)} ms per keystroke, ${keystrokes.rows} rows matched the full query (target < ${TARGETS.keystrokeMs} ms: ${mark(worst < TARGETS.keystrokeMs)})`);
      console.log(`  per keystroke (ms): ${keystrokes.times.map((t) => t.toFixed(0)).join(' ')}`);
      const scroll = await page.evaluate(async () => {
        const el = document.querySelector('[data-testid=scene-tree]') as HTMLElement;
        const times: number[] = [];
        let last = performance.now();
        for (let i = 0; i < 240; i++) {
          el.scrollTop += 400;
          await new Promise((r) => requestAnimationFrame(r));
          const now = performance.now();
          times.push(now - last);
          last = now;
        }
        const rows = el.querySelectorAll('[role=treeitem]').length;
        times.sort((a, b) => a - b);
        return { mean: times.reduce((a, b) => a + b, 0) / times.length, p95: times[Math.floor(times.length * 0.95)], rows, height: el.scrollHeight };
      });
      console.log(`scene tree, ${TREE_NODES} nodes: scroll frame time mean ${scroll.mean.toFixed(1)} ms, p95 ${scroll.p95.toFixed(1)} ms (${scroll.rows} rows in the DOM, ${scroll.height} px of content)`);
    }
  } finally {
    await browser.close();
    await bare.stop();
    await server.stop();
  }
}
