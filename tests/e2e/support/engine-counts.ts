import type { Page } from '@playwright/test';
import { inViewport as run } from './designer.js';

/** What the viewport's Babylon engine and scene hold, and what one frame draws. */
export interface EngineCounts {
  readonly meshes: number;
  readonly materials: number;
  readonly textures: number;
  readonly effects: number;
  readonly postProcesses: number;
  readonly cameraPostProcesses: number;
  readonly renderTargets: number;
  readonly particleSystems: number;
  readonly sceneObservers: number;
  readonly engineObservers: number;
  readonly drawCalls: number;
}

/**
 * Read the counts in the page: scene lists, compiled effects, post-processes (scene and cameras' slots, empty slots
 * included), render targets (scene, cameras, lights' shadow maps), observers of every observable on the scene and the
 * engine, and the draw calls of one frame rendered now.
 */
export function engineCounts(page: Page): Promise<EngineCounts> {
  return run<EngineCounts>(page, `
    await vp.runtime.whenIdle();
    const scene = vp.scene; const engine = vp.engine;
    const observers = (owner) => {
      let n = 0;
      for (const key of Object.keys(owner)) {
        const value = owner[key];
        if (value && typeof value === 'object' && Array.isArray(value._observers) && typeof value.notifyObservers === 'function') {
          n += value._observers.filter((o) => o && !o._willBeUnregistered).length;
        }
      }
      return n;
    };
    const cameras = scene.cameras;
    engine._drawCalls.fetchNewFrame();
    scene.render();
    return {
      meshes: scene.meshes.length,
      materials: scene.materials.length + scene.multiMaterials.length,
      textures: scene.textures.length,
      effects: Object.keys(engine._compiledEffects).length,
      postProcesses: scene.postProcesses.length,
      cameraPostProcesses: cameras.reduce((n, c) => n + c._postProcesses.length, 0),
      renderTargets: scene.customRenderTargets.length + cameras.reduce((n, c) => n + c.customRenderTargets.length, 0)
        + scene.lights.filter((l) => l.getShadowGenerator && l.getShadowGenerator()).length,
      particleSystems: scene.particleSystems.length,
      sceneObservers: observers(scene),
      engineObservers: observers(engine),
      drawCalls: engine._drawCalls.current,
    };
  `);
}

/**
 * The counts once the scene is ready and two reads half a second apart agree: a shader variant still compiling, a
 * mesh not yet drawn or a `whenReady` observer waiting for it are passing states, not what the engine holds.
 */
export async function settledEngineCounts(page: Page): Promise<EngineCounts> {
  let last = await engineCounts(page);
  for (let i = 0; i < 40; i++) {
    await page.waitForTimeout(500);
    const ready = await run<boolean>(page, 'return vp.scene.isReady();');
    const next = await engineCounts(page);
    if (ready && JSON.stringify(next) === JSON.stringify(last)) return next;
    last = next;
  }
  return last;
}
