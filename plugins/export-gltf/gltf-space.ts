import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { JsonValue } from '../../sdk/index.js';

/**
 * Babylon's scene is left-handed, glTF right-handed: the export mirrors x (positions and normals x negated, rotations
 * (x, y, z, w) → (x, -y, -z, w)), so +Y stays up and +Z forward (glTF's front, -X its right), and Babylon's own glTF
 * loader (its root turns half a turn about Y and mirrors z: x negated in all) puts everything back where it stood.
 */
export type Vec3 = [number, number, number];
export type Quat = [number, number, number, number];

export const toGltfPosition = (v: { x: number; y: number; z: number }): Vec3 => [-v.x + 0, v.y, v.z];
export const toGltfRotation = (q: { x: number; y: number; z: number; w: number }): Quat => {
  const length = Math.hypot(q.x, q.y, q.z, q.w) || 1;
  return [q.x / length, -q.y / length + 0, -q.z / length + 0, q.w / length];
};

/** The quaternion of a document rotation (Euler radians, Babylon's yaw-pitch-roll order). */
export const quaternionOfEuler = (v: { x: number; y: number; z: number }): Quaternion => Quaternion.RotationYawPitchRoll(v.y, v.x, v.z);

/** A document vector value ({x, y, z}) or undefined. */
export function vectorOf(value: JsonValue | undefined): { x: number; y: number; z: number } | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { x, y, z } = value;
  return typeof x === 'number' && typeof y === 'number' && typeof z === 'number' && [x, y, z].every(Number.isFinite) ? { x, y, z } : undefined;
}

/** A document colour value ({r, g, b}) or undefined. */
export function colorOf(value: JsonValue | undefined): Vec3 | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const { r, g, b } = value;
  return typeof r === 'number' && typeof g === 'number' && typeof b === 'number' && [r, g, b].every(Number.isFinite) ? [r, g, b] : undefined;
}

/** Gamma-space colour channels (the Phong and colour materials' and the colour pickers') to glTF's linear ones. */
export const toLinear = (c: readonly number[]): Vec3 => [c[0], c[1], c[2]].map((x) => Math.pow(Math.min(1, Math.max(0, x)), 2.2)) as Vec3;

/**
 * The glTF rotation that turns a node's -Z (where glTF lights and cameras look) to `direction` (Babylon space), with
 * +Y kept as near to up as the direction allows.
 */
export function rotationLookingAlong(direction: { x: number; y: number; z: number }): Quat {
  const forward = new Vector3(-direction.x, direction.y, direction.z);
  if (forward.lengthSquared() < 1e-12) return [0, 0, 0, 1];
  forward.normalize();
  const back = forward.scale(-1);
  const up = Math.abs(back.y) > 0.999 ? new Vector3(0, 0, 1) : new Vector3(0, 1, 0);
  const right = Vector3.Cross(up, back).normalize();
  const trueUp = Vector3.Cross(back, right);
  const m = Matrix.FromValues(
    right.x, right.y, right.z, 0,
    trueUp.x, trueUp.y, trueUp.z, 0,
    back.x, back.y, back.z, 0,
    0, 0, 0, 1,
  );
  const q = Quaternion.FromRotationMatrix(m).normalize();
  return [q.x, q.y, q.z, q.w];
}
