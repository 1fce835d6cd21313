// Particle figures:
// - CPU simulation cost per frame (one fixed step) for 10,000 and 100,000 live particles, in Node: a Box emitter, a
//   Color, a Value (gravity) and a Random modifier; and the same with a Noise modifier;
// - viewport frames per second with 100,000 particles in the designer (headless Chromium, software WebGL, the built
//   app in dist/web) against Babylon.js's own ParticleSystem with the same count, rate, life and canvas on a bare page
//   (tests/bench/bare-particles), in the same run; and against Babylon's GPUParticleSystem there when the device
//   supports it (evidence for the CPU/GPU decision in docs/particles.md);
// - the designer's own simulation step in the page (the same 100,000 particles), timed around each step.
// The bare page is served on BENCH_BARE_PORT (default 5216); BENCH_WEB_ROOT picks another build than dist/web.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startTestServer } from '../api/support/server.js';
import { requireTestBuild } from './support/web-build.js';
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
const MIN_FRAMES = 20;
const MAX_FPS_SECONDS = 60;
const CANVAS = { width: 1280, height: 800 };

function bound(kind: ParticleStageContribution, params: JsonObject = {}): BoundStage {
  return { contribution: kind, data: { id: kind.id, kind: kind.id, enabled: true, params: { ...stageDefaults(kind.descriptors), ...params } } };
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

/** Frames per second over at least FPS_SECONDS and MIN_FRAMES frames (a slow software-GL frame rate needs the latter), at most MAX_FPS_SECONDS. */
async function framesPerSecond(page: Page, frames: string): Promise<number> {
  const before = await page.evaluate(frames) as number;
  const started = Date.now();
  await page.waitForTimeout(FPS_SECONDS * 1000);
  await page.waitForFunction(`${frames} - ${before} >= ${MIN_FRAMES}`, undefined, { timeout: (MAX_FPS_SECONDS - FPS_SECONDS) * 1000, polling: 100 }).catch(() => undefined);
  const after = await page.evaluate(frames) as number;
  return ((after - before) * 1000) / (Date.now() - started);
}

export default async function particlesBench(): Promise<void> {
  for (const count of [10_000, 100_000]) {
    console.log(`CPU simulation (Node), ${count.toLocaleString('en')} particles (Box, Color, Value, Random): ${simulationCost(count, false).toFixed(2)} ms per step (one step per 60 Hz frame)`);
    console.log(`CPU simulation (Node), ${count.toLocaleString('en')} particles (… + Noise): ${simulationCost(count, true).toFixed(2)} ms per step`);
  }

  const server = await startTestServer('sqlite', { webRoot: requireTestBuild() });
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
    const renderer = await page.evaluate(`window.__kfViewport.engine.getGlInfo().renderer`) as string;
    await page.evaluate(`(() => {
      const sim = window.__kfViewport.runtime.objectOf('ps').particles;
      const step = sim.step.bind(sim);
      window.__benchStep = { ms: 0, steps: 0 };
      sim.step = (dt) => { const t = performance.now(); step(dt); window.__benchStep.ms += performance.now() - t; window.__benchStep.steps++; };
    })()`);
    const designerFps = await framesPerSecond(page, 'window.__benchFrames');
    const pageStep = await page.evaluate('window.__benchStep') as { ms: number; steps: number };
    const designerCount = await page.evaluate(`window.__kfViewport.runtime.objectOf('ps').particles.buffer.count`) as number;
    await page.close();

    const [w, h] = canvas.split('x').map(Number);
    const reference = async (kind: 'cpu' | 'gpu'): Promise<{ fps: number; count: number } | string> => {
      const barePage = await browser.newPage({ viewport: CANVAS });
      try {
        await barePage.goto(bare.url);
        await barePage.waitForFunction(() => typeof (window as unknown as { startBare?: unknown }).startBare === 'function');
        const started = await barePage.evaluate(`(() => { try { window.startBare(${JSON.stringify({ width: w, height: h, capacity: VIEWPORT_PARTICLES, rate: VIEWPORT_PARTICLES / LIFE, life: LIFE, size: 0.1, kind })}); return ''; } catch (e) { return String(e.message ?? e); } })()`) as string;
        if (started) return started;
        // GPUParticleSystem reports its capacity as active: wait for a full life instead of a count.
        if (kind === 'cpu') await barePage.waitForFunction(`window.bare.count() >= ${VIEWPORT_PARTICLES * 0.95}`, undefined, { timeout: 120_000 });
        else await barePage.waitForFunction(`window.bare.frames() > 0`, undefined, { timeout: 120_000 }).then(() => barePage.waitForTimeout(LIFE * 1000));
        const fps = await framesPerSecond(barePage, 'window.bare.frames()');
        return { fps, count: await barePage.evaluate('window.bare.count()') as number };
      } finally {
        await barePage.close();
      }
    };
    const cpu = await reference('cpu');
    const gpu = await reference('gpu');

    console.log(`viewport canvas ${canvas}; WebGL renderer ${renderer}; designer ${designerCount.toLocaleString('en')} particles`);
    console.log(`designer simulation step in the page: ${(pageStep.ms / Math.max(1, pageStep.steps)).toFixed(2)} ms per step (${pageStep.steps} steps timed)`);
    if (typeof cpu === 'string') console.log(`Babylon ParticleSystem reference failed: ${cpu}`);
    else console.log(`viewport with ${VIEWPORT_PARTICLES.toLocaleString('en')} particles: designer ${designerFps.toFixed(1)} fps, Babylon ParticleSystem ${cpu.fps.toFixed(1)} fps (${cpu.count.toLocaleString('en')} particles), ratio ${(designerFps / cpu.fps).toFixed(2)}`);
    if (typeof gpu === 'string') console.log(`Babylon GPUParticleSystem reference: ${gpu}`);
    else console.log(`Babylon GPUParticleSystem, ${VIEWPORT_PARTICLES.toLocaleString('en')} particles: ${gpu.fps.toFixed(1)} fps; designer / GPU ratio ${(designerFps / gpu.fps).toFixed(2)}`);
  } finally {
    await browser.close();
    await bare.stop();
    await server.stop();
  }
}
