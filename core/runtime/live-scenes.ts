import type { Scene } from '@babylonjs/core/scene.js';

/**
 * The Babylon scenes a scene runtime was started on, so the core can read the one on screen (the preview saved with a
 * scene) without depending on the viewport state a plugin provides. Disposed scenes are dropped when met.
 */
export class LiveScenes {
  private readonly scenes: Scene[] = [];

  /** Remember a scene a runtime starts on; returns it. */
  add(scene: Scene): Scene {
    this.prune();
    if (!this.scenes.includes(scene)) this.scenes.push(scene);
    return scene;
  }

  /** The scene started last that is not disposed, if any. */
  newest(): Scene | undefined {
    this.prune();
    return this.scenes.at(-1);
  }

  private prune(): void {
    for (let i = this.scenes.length - 1; i >= 0; i--) if (this.scenes[i].isDisposed) this.scenes.splice(i, 1);
  }
}
