// Mixed materials (KMaterial) in headless Chromium (software WebGL) against the real server and the built app (dist/web):
// the time to compile a 4-channel, 12-stage mixed material (graph built, shader compiled, ready on a mesh), and frames
// per second while the camera moves with 1,000 boxes sharing 10 such materials (one structure: one compiled shader),
// as a ratio to the same boxes with plain standard materials, measured in the same run. Also the graph build alone in
// Node (null engine). Needs `npm run build` first. Figures on a shared 2-core machine are noisy; compare the ratio.
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import { requireTestBuild } from './support/web-build.js';
import { fpsWhileDragging } from './support/fps-while-dragging.js';
import { KMaterialInstance } from '../../plugins/material-mixed/kmaterial-instance.js';
import { headless, materialProps } from '../unit/kmaterial/test-support.js';
import { signedInPage } from './support/signed-in-page.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
// At about 2 fps in software WebGL, 6 counted seconds are a dozen frames: fewer made the ratio swing by ±0.3.
const DRAG = { warmUp: 1, measured: 6 };
const MESHES = 1000;
const MATERIALS = 10;

/** 4 channels × 3 stages: texture-free so it needs no pictures; each blend a different code. `tint` varies the values only. */
function channels(tint: number): unknown[] {
  const stage = (kind: string, id: string, params: Record<string, unknown> = {}) => ({ id, kind, enabled: true, url: '', colorTarget: 1, alphaTarget: 7, uvSource: 0, isCube: false, hasAlpha: false, premultAlpha: false, uvMode: 0, warpMode: 1, params });
  return [
    { id: 'a', name: 'A', enabled: true, light: false, blend: 2, stages: [stage('Gradient', 'a1', { colorA: { r: tint, g: 0.2, b: 0.1 } }), stage('Procedure', 'a2'), stage('BaseLight', 'a3')] },
    { id: 'b', name: 'B', enabled: true, light: false, blend: 4, stages: [stage('Color', 'b1', { color: { r: 1, g: tint, b: 0.5 } }), stage('Line', 'b2'), stage('NoLight', 'b3')] },
    { id: 'c', name: 'C', enabled: true, light: false, blend: 106, amountEnable: true, amount: 0.5, stages: [stage('3DGradient', 'c1'), stage('Rim', 'c2'), stage('Emissive', 'c3')] },
    { id: 'd', name: 'D', enabled: true, light: false, blend: 32, stages: [stage('Gradient', 'd1'), stage('Color', 'd2'), stage('IncidenceLight', 'd3')] },
  ];
}

function run<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`(async () => { const vp = window.__kfViewport; const s = vp.services; ${script} })()`) as Promise<T>;
}

/** Graph build (no GPU) in Node: mean milliseconds over a few materials of new structures and of a known one. */
async function nodeBuildTimes(): Promise<{ first: number; again: number }> {
  const h = headless();
  const t0 = performance.now();
  const first = new KMaterialInstance(materialProps('m0', channels(0.1) as never), h.target, h.env);
  await first.whenBuilt();
  const t1 = performance.now();
  for (let i = 1; i <= 10; i++) await new KMaterialInstance(materialProps(`m${i}`, channels(i / 10) as never), h.target, h.env).whenBuilt();
  const t2 = performance.now();
  h.scene.dispose();
  return { first: t1 - t0, again: (t2 - t1) / 10 };
}

export default async function kmaterialBench(): Promise<void> {
  const build = await nodeBuildTimes();
  console.log(`graph build in Node (null engine): first ${build.first.toFixed(1)} ms, same structure again ${build.again.toFixed(1)} ms`);
  const server = await startTestServer('sqlite', { webRoot: requireTestBuild() });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const login = await (await fetch(`${server.url}/cloud/api/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) })).json() as { data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown } };
    const headers = { Authentication: login.data.token };
    const project = (await (await fetch(`${server.url}/cloud/api/repo/kf-project/get-default-project`, { headers })).json()).data as { uuid: string };
    const created = await fetch(`${server.url}/cloud/api/repo/kf-scene/createScene?projectId=${project.uuid}&templateId=basic-lit&name=Bench`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
    const scene = (await created.json()).data as { uuid: string };
    const page = await signedInPage(browser, server.url, login.data);
    await page.goto(`${server.url}/artistDesigner/${project.uuid}/${scene.uuid}/1`);
    await page.waitForFunction(() => !!(window as unknown as { __kfViewport?: { runtime: { objectOf(id: string): unknown } } }).__kfViewport?.runtime.objectOf('scene'), undefined, { timeout: 120_000 });

    // Compile: one mixed material on the template's box, timed until it is ready to draw (GLSL compiled by WebGL).
    const compileMs = await run<number>(page, `
      const doc = s.document;
      const material = { id: 'bench-k0', type: 'KMaterial', parent: 'materials', name: 'K0', children: [], props: { channels: ${JSON.stringify(channels(0.1))} } };
      const t0 = performance.now();
      s.undo.execute([doc.insertPatch([{ id: 'materials', type: 'MaterialLibrary', parent: 'scene', name: 'Materials', props: {}, children: ['bench-k0'] }, material], { parent: 'scene', index: 1e9 }), doc.setPropPatch('box', 'material', 'bench-k0')]);
      const box = vp.runtime.objectOf('box').node;
      while (!(box.material && box.material.name === 'kmaterial.bench-k0' && box.material.isReady(box))) { vp.invalidate(true); await new Promise((r) => setTimeout(r, 5)); }
      return performance.now() - t0;
    `);
    console.log(`compile a 4-channel, 12-stage mixed material in the browser: ${compileMs.toFixed(0)} ms`);

    // 1,000 boxes in a grid; first with plain standard materials (their colour), then sharing 10 mixed materials.
    await run(page, `
      const doc = s.document;
      const nodes = [];
      for (let i = 0; i < ${MESHES}; i++) nodes.push({ id: 'bench-m' + i, type: 'Mesh', parent: 'scene', name: 'M' + i, children: [],
        props: { geometry: { className: 'Box', params: { width: 0.3, height: 0.3, depth: 0.3 } }, position: { x: (i % 40) * 0.5 - 10, y: 0.2, z: Math.floor(i / 40) * 0.5 - 6 }, color: { r: 0.5, g: 0.6, b: 0.9 } } });
      const ks = [];
      for (let k = 1; k < ${MATERIALS}; k++) ks.push({ id: 'bench-k' + k, type: 'KMaterial', parent: 'materials', name: 'K' + k, children: [], props: { channels: ${JSON.stringify(channels(0.5))} } });
      s.undo.execute([doc.insertPatch(nodes, { parent: 'scene', index: 1e9 }), doc.insertPatch(ks, { parent: 'materials', index: 1 })]);
      await vp.runtime.whenIdle();
    `);
    const box = (await page.getByTestId('viewport-canvas').boundingBox())!;
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const measure = () => fpsWhileDragging(page, center, 'window.__kfViewport.scene', DRAG);
    const assign = (mixed: boolean) => run(page, `
      const doc = s.document;
      const patches = [];
      for (let i = 0; i < ${MESHES}; i++) patches.push(doc.setPropPatch('bench-m' + i, 'material', ${mixed} ? 'bench-k' + (i % ${MATERIALS}) : undefined));
      s.undo.execute(patches);
      await vp.runtime.whenIdle();
      for (let t = 0; t < 600; t++) { vp.invalidate(true); if (vp.scene.meshes.every((m) => !m.material || m.material.isReady(m))) break; await new Promise((r) => setTimeout(r, 50)); }
    `);
    // Standard, mixed, standard, mixed: each kind measured twice, interleaved, so a load change on the shared machine
    // falls on both sides of the ratio.
    const standardFirst = await measure();
    await assign(true);
    const programs = await run<number>(page, `
      const ids = new Set();
      for (const m of vp.scene.meshes) if (m.material && m.material.name.startsWith('kmaterial.bench-k')) ids.add(m.material.buildId);
      return ids.size;
    `);
    const mixedFirst = await measure();
    await assign(false);
    const standardSecond = await measure();
    await assign(true);
    const mixedSecond = await measure();
    const standard = (standardFirst + standardSecond) / 2;
    const mixed = (mixedFirst + mixedSecond) / 2;
    console.log(`${MESHES} boxes, plain standard materials: ${standard.toFixed(2)} fps (runs ${standardFirst.toFixed(2)}, ${standardSecond.toFixed(2)})`);
    console.log(`${MESHES} boxes sharing ${MATERIALS} mixed materials (${programs} compiled shader${programs === 1 ? '' : 's'}): ${mixed.toFixed(2)} fps (runs ${mixedFirst.toFixed(2)}, ${mixedSecond.toFixed(2)})   ratio ${(mixed / standard).toFixed(2)}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
