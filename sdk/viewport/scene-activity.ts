import type { Scene } from '@babylonjs/core/scene.js';
import type { Disposable } from '../kernel/lifecycle.js';

const holds = new WeakMap<Scene, number>();

/**
 * Keep a scene drawing every frame while the returned handle lives (a CPU particle system moves on its own). A viewport
 * that renders on demand asks `isSceneKeptRendering` each frame.
 */
export function keepSceneRendering(scene: Scene): Disposable {
  holds.set(scene, (holds.get(scene) ?? 0) + 1);
  let released = false;
  return {
    dispose: () => {
      if (released) return;
      released = true;
      holds.set(scene, Math.max(0, (holds.get(scene) ?? 1) - 1));
    },
  };
}

/** Whether something holds the scene drawing every frame. */
export function isSceneKeptRendering(scene: Scene): boolean {
  return (holds.get(scene) ?? 0) > 0;
}
