import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { Viewport } from '@babylonjs/core/Maths/math.viewport.js';
import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { ViewportLayout } from '../../sdk/index.js';

/** The kinds of view a window shows. */
export type ViewKind = 'perspective' | 'top' | 'front' | 'side';

/** One window of the viewport: its camera and where it sits (0..1 of the canvas, origin bottom-left). */
export interface ViewWindow {
  /** Kind. */
  readonly kind: ViewKind;
  /** Its own camera. */
  readonly camera: ArcRotateCamera;
}

/** The views of each layout, in window order. */
export const LAYOUT_VIEWS: Readonly<Record<ViewportLayout, readonly ViewKind[]>> = {
  single: ['perspective'],
  double: ['perspective', 'top'],
  quad: ['perspective', 'top', 'front', 'side'],
};

/** Canvas rectangles (x, y, w, h in 0..1, y from the bottom) for n windows. */
export function windowRects(count: number): [number, number, number, number][] {
  if (count === 1) return [[0, 0, 1, 1]];
  if (count === 2) return [[0, 0, 0.5, 1], [0.5, 0, 0.5, 1]];
  return [[0, 0.5, 0.5, 0.5], [0.5, 0.5, 0.5, 0.5], [0, 0, 0.5, 0.5], [0.5, 0, 0.5, 0.5]];
}

const ORTHO_ANGLES: Record<Exclude<ViewKind, 'perspective'>, [number, number]> = {
  top: [-Math.PI / 2, 0.0001],
  front: [-Math.PI / 2, Math.PI / 2],
  side: [0, Math.PI / 2],
};

/** Create the camera of a view kind; orthographic views do not rotate, they pan and zoom. */
export function createViewCamera(scene: Scene, kind: ViewKind): ArcRotateCamera {
  const previous = scene.activeCamera;
  if (kind === 'perspective') {
    const camera = new ArcRotateCamera('viewport.perspective', -Math.PI / 3, Math.PI / 3, 18, Vector3.Zero(), scene, false);
    camera.minZ = 0.05;
    camera.maxZ = 20000;
    camera.wheelDeltaPercentage = 0.02;
    camera.panningSensibility = 200;
    camera.lowerRadiusLimit = 0.2;
    camera.doNotSerialize = true;
    scene.activeCamera = previous;
    return camera;
  }
  const [alpha, beta] = ORTHO_ANGLES[kind];
  const camera = new ArcRotateCamera(`viewport.${kind}`, alpha, beta, 500, Vector3.Zero(), scene, false);
  camera.mode = Camera.ORTHOGRAPHIC_CAMERA;
  camera.minZ = 0.1;
  camera.maxZ = 5000;
  camera.lowerAlphaLimit = camera.upperAlphaLimit = alpha;
  camera.lowerBetaLimit = camera.upperBetaLimit = beta;
  camera.panningSensibility = 40;
  camera.doNotSerialize = true;
  camera.metadata = { orthoSize: 12 };
  scene.activeCamera = previous;
  return camera;
}

/** Fit an orthographic camera's frustum to its half-height and the window's aspect ratio. */
export function fitOrtho(camera: ArcRotateCamera, aspect: number): void {
  if (camera.mode !== Camera.ORTHOGRAPHIC_CAMERA) return;
  const half = (camera.metadata as { orthoSize: number }).orthoSize / 2;
  camera.orthoTop = half;
  camera.orthoBottom = -half;
  camera.orthoLeft = -half * aspect;
  camera.orthoRight = half * aspect;
}

/** Apply a layout: one camera per window, each with its own viewport rectangle. */
export function applyLayout(scene: Scene, windows: readonly ViewWindow[]): void {
  const rects = windowRects(windows.length);
  windows.forEach((w, i) => {
    const [x, y, width, height] = rects[i];
    w.camera.viewport = new Viewport(x, y, width, height);
  });
  scene.activeCameras = windows.map((w) => w.camera);
  scene.activeCamera = windows[0]?.camera ?? null;
}

/** The window under a canvas point (pixels from the top-left). */
export function windowAt(windows: readonly ViewWindow[], x: number, y: number, width: number, height: number): ViewWindow | undefined {
  const u = x / width;
  const v = 1 - y / height;
  return windows.find((w) => {
    const vp = w.camera.viewport;
    return u >= vp.x && u <= vp.x + vp.width && v >= vp.y && v <= vp.y + vp.height;
  });
}
