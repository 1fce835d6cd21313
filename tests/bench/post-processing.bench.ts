// Post-processing cost in headless Chromium (software WebGL) against the real server and the built app (dist/web):
// frames per second of the demo scene while the camera moves (a mouse drag on the canvas), with each effect alone and
// with all of them, as a ratio to the same scene without effects measured in the same run (before and after, averaged).
// Needs `npm run build` first (BENCH_WEB_ROOT=dist/web-… for another build). Absolute figures on a shared 2-core machine
// are low and noisy; compare the ratios.
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import { requireTestBuild } from './support/web-build.js';
import { fpsWhileDragging } from './support/fps-while-dragging.js';
import { signedInPage } from './support/signed-in-page.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const DRAG = { warmUp: 1, measured: 3 };
const EFFECTS = [
  'SsaoPostProcess', 'GtaoPostProcess', 'SsrPostProcess', 'DepthOfFieldPostProcess', 'BloomPostProcess', 'GlowPostProcess', 'SharpenPostProcess', 'FxaaPostProcess',
  'GrainPostProcess', 'ChromaticAberrationPostProcess', 'MotionBlurPostProcess', 'ToneMappingPostProcess', 'LutPostProcess', 'ColorBalancePostProcess',
  'VignettePostProcess',
];

function run<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`(async () => { const vp = window.__kfViewport; const s = vp.services; ${script} })()`) as Promise<T>;
}

/** Replace the scene's effects with these (by class name, default props plus `props[type]`), as one edit. */
function setEffects(page: Page, types: readonly string[], props: Readonly<Record<string, object>>): Promise<void> {
  return run(page, `
    const types = ${JSON.stringify(types)};
    const props = ${JSON.stringify(props)};
    if (s.document.get('postProcesses')) s.undo.execute([s.document.removePatch('postProcesses')]);
    if (!types.length) return;
    const ids = types.map((t, i) => 'bench-fx-' + i);
    const container = { id: 'postProcesses', type: 'PostProcessPipeline', parent: 'scene', name: 'Post-processes', props: {}, children: ids };
    const effects = types.map((type, i) => ({ id: ids[i], type, parent: 'postProcesses', name: type, props: props[type] ?? {}, children: [] }));
    // An index past the end puts the container last.
    s.undo.execute([s.document.insertPatch([container, ...effects], { parent: 'scene', index: 1e9 })]);
  `);
}

/**
 * Draw until every effect's shaders have compiled and the LUT has loaded (at most 20 s), so compiling is not counted as
 * frame time.
 */
async function whenCompiled(page: Page): Promise<void> {
  // A string, as `run` takes: tsx would wrap named functions in a helper the page does not have.
  await run(page, `
    const scene = vp.scene;
    const cameras = scene.activeCameras?.length ? scene.activeCameras : scene.activeCamera ? [scene.activeCamera] : [];
    const end = performance.now() + 20000;
    while (performance.now() < end) {
      if (scene.isReady(true) && scene.getWaitingItemsCount() === 0 && cameras.every((c) => c._postProcesses.every((p) => !p || p.isReady()))) return;
      scene.render();
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  `);
}

export default async function postProcessingBench(): Promise<void> {
  const server = await startTestServer('sqlite', { webRoot: requireTestBuild() });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const login = await (await fetch(`${server.url}/cloud/api/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) })).json() as { data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown } };
    const headers = { Authentication: login.data.token };
    const project = (await (await fetch(`${server.url}/cloud/api/repo/kf-project/get-default-project`, { headers })).json()).data as { uuid: string };
    const scenes = (await (await fetch(`${server.url}/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
    const demo = scenes.find((scene) => scene.name === 'Demo scene') ?? scenes[0];
    // The LUT effect grades with the server's first LUT (without one it would pass the picture through).
    const luts = (await (await fetch(`${server.url}/cloud/api/repo/kf-resource/all-lutes`, { headers })).json()).data as { url: string; preview: string }[];
    const props = { LutPostProcess: { url: luts[0].url, preview: luts[0].preview } };
    const page = await signedInPage(browser, server.url, login.data);
    await page.goto(`${server.url}/artistDesigner/${project.uuid}/${demo.uuid}/1`);
    await page.waitForFunction(() => !!(window as unknown as { __kfViewport?: { runtime: { objectOf(id: string): unknown } } }).__kfViewport?.runtime.objectOf('scene'), undefined, { timeout: 120_000 });
    const box = (await page.getByTestId('viewport-canvas').boundingBox())!;
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    const measure = async (types: readonly string[]) => {
      await setEffects(page, types, props);
      await whenCompiled(page);
      return fpsWhileDragging(page, center, 'window.__kfViewport.scene', DRAG);
    };
    const before = await measure([]);
    const figures: [string, number][] = [];
    for (const type of EFFECTS) figures.push([type, await measure([type])]);
    figures.push([`all ${EFFECTS.length}`, await measure(EFFECTS)]);
    const after = await measure([]);
    const none = (before + after) / 2;
    console.log(`no effects: ${none.toFixed(1)} fps (before ${before.toFixed(1)}, after ${after.toFixed(1)})`);
    for (const [name, fps] of figures) console.log(`${name.padEnd(32)} ${fps.toFixed(1).padStart(6)} fps   ratio ${(fps / none).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
