import { measurePolyline } from '../../sdk/index.js';
import type { MeasuredPolyline, SplinePolyline } from '../../sdk/index.js';

/** A spline group's polylines measured together, so a place can be picked uniformly by length over all of them. */
export interface GroupSampler {
  readonly lines: readonly MeasuredPolyline[];
  /** Each line's start along the whole group. */
  readonly offsets: Float64Array;
  readonly length: number;
}

// The runtime hands out the same polyline array while the group and the transforms stay as they are.
const samplers = new WeakMap<readonly SplinePolyline[], GroupSampler>();

/** The group's sampler (made once per polyline array). */
export function groupSampler(polylines: readonly SplinePolyline[]): GroupSampler {
  let sampler = samplers.get(polylines);
  if (!sampler) {
    const lines = polylines.map(measurePolyline).filter((m) => m.length > 0);
    const offsets = new Float64Array(lines.length);
    let length = 0;
    lines.forEach((line, i) => {
      offsets[i] = length;
      length += line.length;
    });
    sampler = { lines, offsets, length };
    samplers.set(polylines, sampler);
  }
  return sampler;
}

/** The last index of ascending `starts` whose value is at most `d` (0 when none is). */
function lastAtOrBefore(starts: Float64Array, d: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= d) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The place at a fraction u (0 ≤ u ≤ 1) of the group's total length, written into `out` as x, y, z and the unit
 * tangent tx, ty, tz (no allocation: an emitter places many particles per step). False when the group has no length.
 */
export function poseAtFraction(sampler: GroupSampler, u: number, out: Float64Array): boolean {
  if (!(sampler.length > 0)) return false;
  const d = Math.min(sampler.length, Math.max(0, u * sampler.length));
  const k = lastAtOrBefore(sampler.offsets, d);
  const line = sampler.lines[k]!;
  const along = d - sampler.offsets[k]!;
  const s = lastAtOrBefore(line.starts, along);
  const points = line.line.points;
  const a = points[s]!;
  const b = points[(s + 1) % points.length]!;
  const dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
  const segment = Math.hypot(dx, dy, dz);
  const t = segment > 0 ? Math.min(1, (along - line.starts[s]!) / segment) : 0;
  out[0] = a.x + dx * t;
  out[1] = a.y + dy * t;
  out[2] = a.z + dz * t;
  const unit = segment > 0 ? 1 / segment : 0;
  out[3] = segment > 0 ? dx * unit : 1;
  out[4] = dy * unit;
  out[5] = dz * unit;
  return true;
}
