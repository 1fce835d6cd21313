import type { Engine } from '@babylonjs/core/Engines/engine.js';
import { fitInPanel } from './render-size.js';
import type { RenderSize } from './render-size.js';

/**
 * Sizes the engine's drawing buffer: to the panel, or, when the Scene node fixes a render size, to exactly that many
 * pixels shown in the largest box of its aspect ratio that fits the panel's stage (the hardware scaling maps CSS pixels
 * to render pixels, so picking and gizmos keep working).
 */
export class Letterbox {
  /** The engine's own hardware scaling (device pixel ratio). */
  private readonly screenScaling: number;
  /** The hardware scaling while the render follows the panel: the screen's, divided by the quality's resolution. */
  private panelScaling: number;

  constructor(private readonly engine: Engine, private readonly canvas: HTMLCanvasElement) {
    this.screenScaling = engine.getHardwareScalingLevel();
    this.panelScaling = this.screenScaling;
  }

  /** Drawing-buffer pixels per screen pixel while the render follows the panel (1 = sharp, 0.5 = a quarter of the pixels). */
  setResolution(resolution: number): void {
    this.panelScaling = this.screenScaling / Math.min(1, Math.max(0.25, resolution));
    if (!this.canvas.dataset.renderSize) this.engine.setHardwareScalingLevel(this.panelScaling);
  }

  /** Fit the canvas for a fixed render size, or to the panel when `size` is undefined. */
  fit(size: RenderSize | undefined): void {
    // The canvas fills its frame (with the window labels); the frame is letterboxed in the panel's stage.
    const frame = this.canvas.parentElement;
    const stage = frame?.parentElement;
    const style = frame?.style;
    if (size && style && stage && stage.clientWidth > 0 && stage.clientHeight > 0) {
      const box = fitInPanel(size, stage.clientWidth, stage.clientHeight);
      Object.assign(style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` });
      const scaling = box.width / size.width;
      if (Math.abs(this.engine.getHardwareScalingLevel() - scaling) > 1e-9) this.engine.setHardwareScalingLevel(scaling);
      this.engine.setSize(size.width, size.height);
      this.canvas.dataset.renderSize = `${size.width}x${size.height}`;
      return;
    }
    if (this.canvas.dataset.renderSize) {
      if (style) for (const key of ['left', 'top', 'width', 'height'] as const) style[key] = '';
      delete this.canvas.dataset.renderSize;
      this.engine.setHardwareScalingLevel(this.panelScaling);
    }
    this.engine.resize();
  }
}
