import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { windowAt } from './views.js';
import type { ViewWindow } from './views.js';

/**
 * Camera control follows the pointer: the camera of the window under it takes the input (a drag keeps it); the mouse
 * wheel zooms orthographic windows by their frustum size (perspective windows use the camera's own wheel input).
 */
export class CameraInput {
  private controlled: ViewWindow | undefined;
  private windows: readonly ViewWindow[] = [];
  private readonly release: () => void;

  /** `orthoZoomed` runs after a wheel changed an orthographic window's frustum size (re-fit it and redraw). */
  constructor(private readonly canvas: HTMLCanvasElement, private readonly orthoZoomed: () => void) {
    const control = (event: PointerEvent | WheelEvent) => this.control(event);
    const wheel = (event: WheelEvent) => this.wheel(event);
    canvas.addEventListener('pointerdown', control);
    canvas.addEventListener('pointermove', control);
    canvas.addEventListener('wheel', wheel, { passive: false });
    this.release = () => {
      canvas.removeEventListener('pointerdown', control);
      canvas.removeEventListener('pointermove', control);
      canvas.removeEventListener('wheel', wheel);
    };
  }

  /** The windows now shown: every camera lets go of the input until the pointer enters a window again. */
  setWindows(windows: readonly ViewWindow[], all: Iterable<ViewWindow>): void {
    this.windows = windows;
    for (const w of all) w.camera.detachControl();
    this.controlled = undefined;
  }

  private control(event: PointerEvent | WheelEvent): void {
    if (event instanceof PointerEvent && event.buttons !== 0 && event.type === 'pointermove') return;
    const rect = this.canvas.getBoundingClientRect();
    const target = windowAt(this.windows, event.clientX - rect.left, event.clientY - rect.top, rect.width, rect.height);
    if (!target || target === this.controlled) return;
    this.controlled?.camera.detachControl();
    this.controlled = target;
    target.camera.attachControl(true);
    if (target.kind !== 'perspective') target.camera.inputs.removeByType('ArcRotateCameraMouseWheelInput');
  }

  private wheel(event: WheelEvent): void {
    this.control(event);
    const w = this.controlled;
    if (!w || w.camera.mode !== Camera.ORTHOGRAPHIC_CAMERA) return;
    event.preventDefault();
    const meta = w.camera.metadata as { orthoSize: number };
    meta.orthoSize = Math.min(5000, Math.max(0.5, meta.orthoSize * (event.deltaY > 0 ? 1.1 : 1 / 1.1)));
    this.orthoZoomed();
  }

  dispose(): void {
    this.release();
  }
}
