import { measurePolyline, poseAtDistance } from '../../sdk/index.js';
import type { MeasuredPolyline, PolylinePose, SplinePolyline } from '../../sdk/index.js';

/** A spline group's polylines measured together, so a place can be picked uniformly by length over all of them. */
export interface GroupSampler {
  readonly lines: readonly MeasuredPolyline[];
  /** Each line's start along the whole group. */
  readonly offsets: readonly number[];
  readonly length: number;
}

// The runtime hands out the same polyline array while the group and the transforms stay as they are.
const samplers = new WeakMap<readonly SplinePolyline[], GroupSampler>();

/** The group's sampler (made once per polyline array). */
export function groupSampler(polylines: readonly SplinePolyline[]): GroupSampler {
  let sampler = samplers.get(polylines);
  if (!sampler) {
    const lines = polylines.map(measurePolyline).filter((m) => m.length > 0);
    const offsets: number[] = [];
    let length = 0;
    for (const line of lines) {
      offsets.push(length);
      length += line.length;
    }
    sampler = { lines, offsets, length };
    samplers.set(polylines, sampler);
  }
  return sampler;
}

/** The pose at a fraction u (0 ≤ u < 1) of the group's total length; undefined when the group has no length. */
export function poseAtFraction(sampler: GroupSampler, u: number): PolylinePose | undefined {
  if (!(sampler.length > 0)) return undefined;
  const d = Math.min(sampler.length, Math.max(0, u * sampler.length));
  let k = sampler.lines.length - 1;
  while (k > 0 && sampler.offsets[k]! > d) k--;
  return poseAtDistance(sampler.lines[k]!, d - sampler.offsets[k]!, false);
}
