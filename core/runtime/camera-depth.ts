import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { AbstractEngine } from '@babylonjs/core/Engines/abstractEngine.js';
import { Constants } from '@babylonjs/core/Engines/constants.js';
import type { BaseTexture } from '@babylonjs/core/Materials/Textures/baseTexture.js';
import { DepthRenderer } from '@babylonjs/core/Rendering/depthRenderer.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Scene } from '@babylonjs/core/scene.js';

/**
 * Camera-space depth maps for the effects of one chain, one per camera, made on first request. Each is the effects'
 * own depth renderer (not the scene's shared one, whose encoding another pipeline may already have chosen), rendered
 * as a custom target of its camera.
 */
export class CameraDepthMaps {
  private readonly renderers = new Map<Camera, DepthRenderer>();
  private resizeObserver: Observer<AbstractEngine> | null = null;

  constructor(private readonly scene: Scene) {}

  /** Follow the render size, so the depth map's texels stay the picture's pixels. */
  private followResize(): void {
    if (this.resizeObserver) return;
    const engine = this.scene.getEngine();
    this.resizeObserver = engine.onResizeObservable.add(() => {
      for (const renderer of this.renderers.values()) renderer.getDepthMap().resize({ width: engine.getRenderWidth(), height: engine.getRenderHeight() });
    });
  }

  get(camera: Camera): BaseTexture {
    let renderer = this.renderers.get(camera);
    if (!renderer) {
      renderer = new DepthRenderer(this.scene, Constants.TEXTURETYPE_FLOAT, camera, false, Constants.TEXTURE_NEAREST_SAMPLINGMODE, true, `postDepth.${camera.uniqueId}`);
      camera.customRenderTargets.push(renderer.getDepthMap());
      this.renderers.set(camera, renderer);
      this.followResize();
    }
    return renderer.getDepthMap();
  }

  /** Release every depth map. */
  clear(): void {
    for (const [camera, renderer] of this.renderers) {
      const map = renderer.getDepthMap();
      const index = camera.customRenderTargets.indexOf(map);
      if (index >= 0) camera.customRenderTargets.splice(index, 1);
      renderer.dispose();
    }
    this.renderers.clear();
    this.resizeObserver?.remove();
    this.resizeObserver = null;
  }
}
