// Particle figures:
// - CPU simulation cost per frame (one fixed step) for 10,000 and 100,000 live particles, in Node: a Box emitter, a
//   Color, a Value (gravity) and a Random modifier; and the same with a Noise modifier;
// - viewport frames per second with 100,000 particles in the designer (headless Chromium, software WebGL, the built
//   app in dist/web) against Babylon.js's own ParticleSystem with the same count, rate, life and canvas on a bare page
//   (tests/bench/bare-particles), in the same run. The bare page is served on BENCH_BARE_PORT (default 5216).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import { serveBarePage } from './bare-babylon/serve.js';
import { ParticleSimulation } from '../../plugins/node-particle-system/simulation.js';
import type { BoundStage } from '../../plugins/node-particle-system/simulation.js';
import { boxEmitter } from '../../plugins/particle-emitter-box/stage.js';
import { colorModifier } from '../../plugins/particle-modifier-color/stage.js';
import { valueModifier } from '../../plugins/particle-modifier-value/stage.js';
import { randomModifier } from '../../plugins/particle-modifier-random/stage.js';
import { noiseModifier } from '../../plugins/particle-modifier-noise/stage.js';
import { stageDefaults } from '../../sdk/index.js';
import type { JsonObject, ParticleStageContribution } from '../../sdk/index.js';
import { signedInPage } from './support/signed-in-page.js';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const LIFE = 2;
const VIEWPORT_PARTICLES = 100_000;
const FPS_SECONDS = 6;
const CANVAS = { width: 1280, height: 800 };

function bound(kind: ParticleStageContribution, params: JsonObject = {}): BoundStage {
  return { contribution: kind, data: { id: kind.kind, kind: kind.kind, enabled: true, params: { ...stageDefaults(kind.descriptors), ...params } } };
}

/** Milliseconds per simulation step with `count` live particles (filled first, then 60 steps measured, median of 3). */
function simulationCost(count: number, noise: boolean): number {
  const stages = [bound(boxEmitter, { rate: count / LIFE, life: LIFE }), bound(colorModifier), bound(valueModifier), bound(randomModifier)];
  if (noise) stages.push(bound(noiseModifier));
  const sim = new ParticleSimulation(count, 1, stages);
  while (sim.time < LIFE + 0.1) sim.step(1 / 60);
  const rounds: number[] = [];
  for (let r = 0; r < 3; r++) {
    const started = performance.now();
    for (let i = 0; i < 60; i++) sim.step(1 / 60);
    rounds.push((performance.now() - started) / 60);
  }
  return rounds.sort((a, b) => a - b)[1]!;
}

function particleScene(): string {
  const stages = [
    { id: 'e', kind: 'BoxEmitter', enabled: true, params: { rate: VIEWPORT_PARTICLES / LIFE, life: LIFE, speed: 1, size: 0.1, boxSize: { x: 1, y: 1, z: 1 }, spread: 0.2 } },
    { id: 'c', kind: 'ColorModifier', enabled: true, params: { target: 'color', startColor: { r: 0, g: 1, b: 0 }, endColor: { r: 1, g: 0.3, b: 0 } } },
    { id: 'g', kind: 'ValueModifier', enabled: true, params: { target: 'acceleration', mode: 'set', value: { x: 0, y: -9.81, z: 0 } } },
    { id: 'r', kind: 'SpriteRenderer', enabled: true, params: { scale: 1, blend: 'alpha' } },
  ];
  const nodes = {
    scene: { id: 'scene', type: 'Scene', parent: null, name: 'Scene', props: {}, children: ['ps'] },
    ps: { id: 'ps', type: 'ParticleSystem', parent: 'scene', name: 'Particles', props: { maxParticleCount: VIEWPORT_PARTICLES, randomSeed: 1, stages }, children: [] },
  };
  return JSON.stringify({ format: 'scene-document', version: 1, nodes, exposed: [], animations: [], logic: { code: '', xml: '', codeBackup: '', xmlBackup: '' }, externalResources: [] });
}

async function framesPerSecond(page: Page, frames: string): Promise<number> {
  const before = await page.evaluate(frames) as number;
  const started = Date.now();
  await page.waitForTimeout(FPS_SECONDS * 1000);
  const after = await page.evaluate(frames) as number;
  return ((after - before) * 1000) / (Date.now() - started);
}

export default async function particlesBench(): Promise<void> {
  for (const count of [10_000, 100_000]) {
    console.log(`CPU simulation, ${count.toLocaleString('en')} particles (Box, Color, Value, Random): ${simulationCost(count, false).toFixed(2)} ms per frame`);
    console.log(`CPU simulation, ${count.toLocaleString('en')} particles (… + Noise): ${simulationCost(count, true).toFixed(2)} ms per frame`);
  }

  const server = await startTestServer('sqlite', { webRoot: resolve('dist/web') });
  const bare = await serveBarePage(Number(process.env.BENCH_BARE_PORT ?? 5216), resolve(dirname(fileURLToPath(import.meta.url)), 'bare-particles'));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const login = await (await fetch(`${server.url}/cloud/api/action/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'demo', password: 'Demo@2026!' }) })).json() as { data: { token: string; user: unknown; pvg: unknown; allP: unknown; prosCons: unknown } };
    const headers = { Authentication: login.data.token, 'content-type': 'application/json' };
    const project = (await (await fetch(`${server.url}/cloud/api/repo/kf-project/get-default-project`, { headers })).json()).data as { uuid: string };
    const saved = (await (await fetch(`${server.url}/cloud/api/repo/kf-scene/saveScene`, {
      method: 'POST', headers, body: JSON.stringify({ uuid: null, projectUuid: project.uuid, name: 'Bench particles', content: particleScene() }),
    })).json()) as { data: { uuid: string; version: number } };

    const page = await signedInPage(browser, server.url, login.data, CANVAS);
    await page.goto(`${server.url}/artistDesigner/${project.uuid}/${saved.data.uuid}/${saved.data.version}`);
    await page.waitForFunction(() => {
      const vp = (window as unknown as { __kfViewport?: { runtime: { objectOf(id: string): unknown } } }).__kfViewport;
      return !!vp?.runtime.objectOf('ps');
    }, undefined, { timeout: 120_000 });
    await page.evaluate(`(() => {
      const vp = window.__kfViewport;
      const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2.6; cam.radius = 12;
      window.__benchFrames = 0;
      vp.scene.onAfterRenderObservable.add(() => window.__benchFrames++);
    })()`);
    await page.waitForFunction(`window.__kfViewport.runtime.objectOf('ps').particles.buffer.count >= ${VIEWPORT_PARTICLES * 0.95}`, undefined, { timeout: 120_000 });
    const canvas = await page.evaluate(`(() => { const e = window.__kfViewport.engine; return e.getRenderWidth() + 'x' + e.getRenderHeight(); })()`) as string;
    const designerFps = await framesPerSecond(page, 'window.__benchFrames');
    const designerCount = await page.evaluate(`window.__kfViewport.runtime.objectOf('ps').particles.buffer.count`) as number;
    await page.close();

    const barePage = await browser.newPage({ viewport: CANVAS });
    await barePage.goto(bare.url);
    await barePage.waitForFunction(() => typeof (window as unknown as { startBare?: unknown }).startBare === 'function');
    const [w, h] = canvas.split('x').map(Number);
    await barePage.evaluate(`window.startBare(${JSON.stringify({ width: w, height: h, capacity: VIEWPORT_PARTICLES, rate: VIEWPORT_PARTICLES / LIFE, life: LIFE, size: 0.1 })})`);
    await barePage.waitForFunction(`window.bare.count() >= ${VIEWPORT_PARTICLES * 0.95}`, undefined, { timeout: 120_000 });
    const bareFps = await framesPerSecond(barePage, 'window.bare.frames()');
    const bareCount = await barePage.evaluate('window.bare.count()') as number;
    await barePage.close();

    console.log(`viewport canvas ${canvas}; designer ${designerCount.toLocaleString('en')} particles, bare ${bareCount.toLocaleString('en')} particles`);
    console.log(`viewport with ${VIEWPORT_PARTICLES.toLocaleString('en')} particles: designer ${designerFps.toFixed(1)} fps, Babylon ParticleSystem ${bareFps.toFixed(1)} fps, ratio ${(designerFps / bareFps).toFixed(2)}`);
  } finally {
    await browser.close();
    await bare.stop();
    await server.stop();
  }
}
