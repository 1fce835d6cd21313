import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Vector3Value } from '../../sdk/index.js';

// A millimetre is fine enough for a dragged point, and keeps the numbers short in the point list.
const round = (v: number) => Math.round(v * 1e3) / 1e3;

/** A world point in the local space of a node with world matrix `world`, rounded to 3 decimals (what is stored). */
export function localPoint(worldPoint: Vector3, world: Matrix): Vector3Value {
  const inverse = Matrix.Invert(world);
  const p = Vector3.TransformCoordinates(worldPoint, inverse);
  return { x: round(p.x), y: round(p.y), z: round(p.z) };
}

/**
 * The world size that shows `pixels` tall at `point` in a camera's view `heightPx` pixels tall: from the distance and
 * the vertical field of view for a perspective camera, from the frustum height for an orthographic one.
 */
export function handleScale(camera: Camera, point: Vector3, heightPx: number, pixels: number): number {
  if (camera.mode === Camera.ORTHOGRAPHIC_CAMERA) {
    const height = Math.abs((camera.orthoTop ?? 1) - (camera.orthoBottom ?? -1));
    return (height * pixels) / heightPx;
  }
  const distance = Vector3.Distance(camera.globalPosition, point);
  return (2 * distance * Math.tan(camera.fov / 2) * pixels) / heightPx;
}
