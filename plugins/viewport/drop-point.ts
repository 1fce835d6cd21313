import type { Vector3Value } from '../../sdk/index.js';

type Xyz = { readonly x: number; readonly y: number; readonly z: number };

const tidy = (n: number) => Math.round(n * 1000) / 1000 + 0;

/** Where a ray from the camera meets the ground plane (y = 0), rounded to millimetres; none when it never does. */
export function groundPoint(origin: Xyz, direction: Xyz): Vector3Value | undefined {
  if (Math.abs(direction.y) < 1e-9) return undefined;
  const distance = -origin.y / direction.y;
  if (distance < 0) return undefined;
  return { x: tidy(origin.x + direction.x * distance), y: 0, z: tidy(origin.z + direction.z * distance) };
}

/** A picked surface point, rounded like groundPoint. */
export function surfacePoint(point: Xyz): Vector3Value {
  return { x: tidy(point.x), y: tidy(point.y), z: tidy(point.z) };
}
