import type { Vector3Value } from '../../sdk/index.js';

/** How far an inserted component moves along X when the width of what sits in its place is unknown. */
export const INSERT_STEP = 1;

/** Most steps an insert moves aside before it gives up looking for a free spot. */
const MAX_STEPS = 64;

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A stored position (any shape) as numbers, missing or bad parts 0. */
export function positionOf(value: unknown): Vector3Value {
  const p = value && typeof value === 'object' ? (value as Partial<Record<'x' | 'y' | 'z', unknown>>) : {};
  return { x: num(p.x), y: num(p.y), z: num(p.z) };
}

const near = (a: Vector3Value, b: Vector3Value) => Math.abs(a.x - b.x) < 1e-3 && Math.abs(a.y - b.y) < 1e-3 && Math.abs(a.z - b.z) < 1e-3;

/**
 * Where an inserted component's top goes.
 * - Dropped in a view (`at`): over the drop point, keeping its own height above its origin (a component saved standing
 *   on the ground stands on the surface it is dropped on).
 * - Inserted without a point: its own position, moved along X past every node already there (by that node's width
 *   ×1.25 when the viewport knows it, else one unit), so a component inserted beside its original is not hidden
 *   inside it.
 */
export function placeComponent(own: unknown, options: { readonly at?: Vector3Value; readonly occupied: readonly { position: Vector3Value; width?: number }[] }): Vector3Value {
  const p = positionOf(own);
  if (options.at) return { x: options.at.x, y: options.at.y + p.y, z: options.at.z };
  let spot = p;
  for (let i = 0; i < MAX_STEPS; i++) {
    const there = options.occupied.find((o) => near(o.position, spot));
    if (!there) break;
    const step = there.width && Number.isFinite(there.width) && there.width > 0 ? Math.round(there.width * 1.25 * 1000) / 1000 : INSERT_STEP;
    spot = { ...spot, x: Math.round((spot.x + step) * 1000) / 1000 };
  }
  return spot;
}
