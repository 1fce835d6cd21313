import { MAX_VECTOR3_POINTS } from '../../sdk/index.js';
import type { Vector3PointsOptions } from '../../sdk/index.js';
import type { PointSelection } from './point-selection.js';

/** The limits of one list: its descriptor's min and max, within 0..MAX_VECTOR3_POINTS. */
export interface PointLimits {
  readonly min: number;
  readonly max: number;
}

/** The list's limits from descriptor options (anything malformed takes the default). */
export function limitsOf(options: Vector3PointsOptions | undefined): PointLimits {
  const int = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : fallback);
  const max = Math.min(MAX_VECTOR3_POINTS, Math.max(0, int(options?.max, MAX_VECTOR3_POINTS)));
  const min = Math.min(max, Math.max(0, int(options?.min, 0)));
  return { min, max };
}

/** What an edit gives: the new flat list and the selection after it; or why it was refused. */
export type PointEdit =
  | { readonly ok: true; readonly points: number[]; readonly selection: PointSelection }
  | { readonly ok: false; readonly reason: 'max' | 'min' | 'none' };

const point = (flat: readonly number[], i: number) => [flat[i * 3], flat[i * 3 + 1], flat[i * 3 + 2]];
const round = (v: number) => Math.round(v * 1e4) / 1e4;

/**
 * Add a point after the last selected one (at the end when nothing is selected): halfway to the next point, or one
 * step on past the last (the step from the point before, or 1 along x); the origin in an empty list. The new point
 * becomes the selection.
 */
export function addPoint(flat: readonly number[], selection: PointSelection, limits: PointLimits): PointEdit {
  const count = flat.length / 3;
  if (count >= limits.max) return { ok: false, reason: 'max' };
  const after = selection.indices.length ? selection.indices[selection.indices.length - 1] : count - 1;
  let next: number[];
  if (after < 0) next = [0, 0, 0];
  else if (after + 1 < count) {
    const a = point(flat, after);
    const b = point(flat, after + 1);
    next = a.map((v, k) => round((v + b[k]) / 2));
  } else {
    const a = point(flat, after);
    const before = after > 0 ? point(flat, after - 1) : [a[0] - 1, a[1], a[2]];
    next = a.map((v, k) => round(v + (v - before[k])));
  }
  const at = after + 1;
  const points = [...flat.slice(0, at * 3), ...next, ...flat.slice(at * 3)];
  return { ok: true, points, selection: { indices: [at], anchor: at } };
}

/** Remove the selected points; refused when nothing is selected or fewer than the minimum would be left. */
export function removePoints(flat: readonly number[], selection: PointSelection, limits: PointLimits): PointEdit {
  const count = flat.length / 3;
  const gone = new Set(selection.indices.filter((i) => i < count));
  if (gone.size === 0) return { ok: false, reason: 'none' };
  if (count - gone.size < limits.min) return { ok: false, reason: 'min' };
  const points: number[] = [];
  for (let i = 0; i < count; i++) if (!gone.has(i)) points.push(...point(flat, i));
  const first = Math.min(...gone) - 1;
  // The point before the removed ones stays selected, so Delete can be pressed again.
  const keep = Math.min(Math.max(first, 0), points.length / 3 - 1);
  return { ok: true, points, selection: keep >= 0 ? { indices: [keep], anchor: keep } : { indices: [], anchor: undefined } };
}

/** Empty the list; refused when the list may not be empty (min above 0) or already is. */
export function clearPoints(flat: readonly number[], limits: PointLimits): PointEdit {
  if (limits.min > 0) return { ok: false, reason: 'min' };
  if (flat.length === 0) return { ok: false, reason: 'none' };
  return { ok: true, points: [], selection: { indices: [], anchor: undefined } };
}

/** The list with one coordinate (axis 0..2 of point `index`) set; undefined when nothing changes or it is no number. */
export function setCoordinate(flat: readonly number[], index: number, axis: 0 | 1 | 2, value: number): number[] | undefined {
  const at = index * 3 + axis;
  if (at >= flat.length || !Number.isFinite(value) || flat[at] === value) return undefined;
  const next = [...flat];
  next[at] = value;
  return next;
}

/** The list with point `index` moved to `to`; undefined when it is already there. */
export function movePoint(flat: readonly number[], index: number, to: readonly [number, number, number]): number[] | undefined {
  if (index * 3 + 2 >= flat.length || to.every((v, k) => flat[index * 3 + k] === v) || !to.every(Number.isFinite)) return undefined;
  const next = [...flat];
  next.splice(index * 3, 3, ...to);
  return next;
}
