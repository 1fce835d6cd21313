// Viewport figures in headless Chromium (software WebGL) against the real server and the built app (dist/web):
// - a 10,000-mesh scene (meshes sharing one geometry): document load (replace) to the first rendered frame;
// - frames per second of the editor's viewport vs bare Babylon.js rendering the same meshes, in the same run (ratio);
// - scene-tree scroll frame time with 100,000 nodes.
// Needs `npm run build` first.
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const MESHES = 10_000;
const TREE_NODES = 100_000;
const FPS_SECONDS = 6;

function sceneContent(count: number, type: 'Mesh' | 'TransformNode'): string {
  const nodes: Record<string, unknown> = {};
  const children: string[] = [];
  const side = Math.ceil(Math.sqrt(count));
  for (let i = 0; i < count; i++) {
    const id = `b${i}`;
    children.push(id);
    const position = { x: (i % side) * 1.5 - side * 0.75, y: 0.5, z: Math.floor(i / side) * 1.5 - side * 0.75 };
    const props = type === 'Mesh'
      ? { position, geometry: { className: 'Box', params: { width: 1, height: 1, depth: 1 } }, color: [{ r: 0.9, g: 0.4, b: 0.2 }, { r: 0.2, g: 0.6, b: 0.9 }, { r: 0.4, g: 0.8, b: 0.3 }][i % 3] }
      : { position };
    nodes[id] = { id, type, parent: 'scene', name: `${type === 'Mesh' ? 'Box' : 'Node'} ${i}`, props, children: [] };
  }
  nodes.scene = { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children };
  return JSON.stringify({ format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] });
}

/** Run a script string in the page with `vp` (the viewport engine) and `s` (its services) in scope. */
function run<T>(page: Page, script: string, arg?: unknown): Promise<T> {
  return page.evaluate(`(async (arg) => { const vp = window.__kfViewport; const s = vp.services; ${script} })(${JSON.stringify(arg ?? null)})`) as Promise<T>;
}

/** Frames rendered per second by an engine's render loop over `seconds`. */
const COUNT_FRAMES = `
  const countFrames = (scene, seconds) => new Promise((done) => {
    let frames = 0;
    const observer = scene.onAfterRenderObservable.add(() => frames++);
    setTimeout(() => { scene.onAfterRenderObservable.remove(observer); done(frames / seconds); }, seconds * 1000);
  });`;

export default async function viewportBench(): Promise<void> {
  const server = await startTestServer('sqlite', { webRoot: resolve('dist/web') });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const login = await (await fetch(`${server.url}/cloud/api/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) })).json() as { data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown } };
    const headers = { Authentication: login.data.token, 'content-type': 'application/json' };
    const project = (await (await fetch(`${server.url}/cloud/api/repo/kf-project/get-default-project`, { headers })).json()).data as { uuid: string };
    const saved = (await (await fetch(`${server.url}/cloud/api/repo/kf-scene/saveScene`, {
      method: 'POST', headers, body: JSON.stringify({ uuid: null, projectUuid: project.uuid, name: 'Bench 10k', content: sceneContent(0, 'Mesh') }),
    })).json()).data as { uuid: string };

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${server.url}/favicon.svg`).catch(() => undefined);
    await page.evaluate((data) => {
      localStorage.setItem('kf.token', data.token);
      localStorage.setItem('kf.user', JSON.stringify(data.user));
      localStorage.setItem('kf.permissions', JSON.stringify({ pvg: data.pvg, allP: data.allP, prosCons: data.prosCons }));
      localStorage.setItem('kf.locale', 'en');
    }, login.data);
    await page.goto(`${server.url}/artistDesigner/${project.uuid}/${saved.uuid}/1`);
    await page.waitForFunction(() => !!(window as unknown as { __kfViewport?: unknown }).__kfViewport, undefined, { timeout: 60_000 });
    await page.waitForTimeout(2000);

    // 1. Document load to first rendered frame (10,000 meshes sharing one geometry).
    const content = sceneContent(MESHES, 'Mesh');
    const loadMs = await run<number>(page, `
      const data = JSON.parse(arg);
      const t0 = performance.now();
      s.document.replace(data);
      await new Promise((done) => { const o = vp.scene.onAfterRenderObservable.add(() => { vp.scene.onAfterRenderObservable.remove(o); done(); }); });
      return performance.now() - t0;`, content);
    const meshCount = await run<number>(page, 'return vp.scene.meshes.filter((m) => m.metadata && m.metadata.nodeId).length;');
    const geometries = await run<number>(page, 'return vp.scene.geometries.length;');
    const canvasSize = await run<string>(page, 'return vp.engine.getRenderWidth() + "x" + vp.engine.getRenderHeight();');
    console.log(`scene: ${meshCount} meshes from the document, ${geometries} geometries in the Babylon scene, canvas ${canvasSize}`);
    console.log(`document load to first rendered frame (${MESHES} meshes): ${loadMs.toFixed(0)} ms`);

    // 2. FPS: the editor's viewport vs bare Babylon.js with the same meshes on the same engine size, same run.
    await page.waitForTimeout(1000);
    const editorFps = await run<number>(page, `${COUNT_FRAMES} return countFrames(vp.scene, ${FPS_SECONDS});`);
    const bareFps = await run<number>(page, `${COUNT_FRAMES}
      vp.setRunning(false);
      const source = vp.scene.meshes.filter((m) => m.metadata && m.metadata.nodeId && m.getTotalVertices() > 0);
      const canvas = document.querySelector('[data-testid=viewport-canvas]');
      const bareCanvas = document.createElement('canvas');
      bareCanvas.width = canvas.width; bareCanvas.height = canvas.height;
      bareCanvas.style.cssText = 'position:fixed;left:0;top:0;width:' + canvas.clientWidth + 'px;height:' + canvas.clientHeight + 'px;z-index:9999';
      document.body.appendChild(bareCanvas);
      const engine = new vp.engine.constructor(bareCanvas, true, { preserveDrawingBuffer: true, stencil: true });
      const scene = new vp.scene.constructor(engine);
      const cam = vp.scene.activeCamera;
      const camera = new cam.constructor('bare', cam.alpha, cam.beta, cam.radius, cam.target.clone(), scene);
      const light = vp.scene.lights.find((l) => l.isEnabled());
      new light.constructor('light', light.direction.clone(), scene);
      const first = source[0];
      const geometry = new first.geometry.constructor('g', scene);
      for (const kind of first.getVerticesDataKinds()) geometry.setVerticesData(kind, first.getVerticesData(kind), false);
      geometry.setIndices(first.getIndices());
      const materials = new Map();
      for (const [i, m] of source.entries()) {
        const mesh = new first.constructor('m' + i, scene);
        geometry.applyToMesh(mesh);
        mesh.position.copyFrom(m.position);
        const key = m.material.diffuseColor.toHexString();
        if (!materials.has(key)) { const mat = new m.material.constructor(key, scene); mat.diffuseColor = m.material.diffuseColor.clone(); mat.specularColor = m.material.specularColor.clone(); materials.set(key, mat); }
        mesh.material = materials.get(key);
      }
      scene.activeCamera = camera;
      engine.runRenderLoop(() => scene.render());
      await new Promise((r) => setTimeout(r, 1000));
      const fps = await countFrames(scene, ${FPS_SECONDS});
      engine.stopRenderLoop();
      scene.dispose(); engine.dispose(); bareCanvas.remove();
      vp.setRunning(true);
      return fps;`);
    console.log(`viewport fps (editor): ${editorFps.toFixed(1)}; bare Babylon.js: ${bareFps.toFixed(1)}; ratio editor/bare: ${(editorFps / bareFps).toFixed(2)}`);

    // 3. Scene tree scrolling with 100,000 nodes (viewport render loop stopped so the figure is the tree's own).
    await run(page, 'vp.setRunning(false); s.document.replace(JSON.parse(arg)); await new Promise((r) => setTimeout(r, 500));', sceneContent(TREE_NODES, 'TransformNode'));
    const tab = page.locator('[data-testid=tab-sceneTree]');
    if (await tab.count()) await tab.click();
    await page.waitForSelector('[data-testid=scene-tree]');
    await page.waitForTimeout(1000);
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
    await page.close();
  } finally {
    await browser.close();
    await server.stop();
  }
}
