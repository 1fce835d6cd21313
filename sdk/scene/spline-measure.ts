import type { SplinePoint, SplinePolyline } from './spline.js';

/**
 * A polyline measured by length, for what moves or places things along a spline at a distance (the Spline emitter
 * spreads particles uniformly by length; the spline camera moves at a speed in units per second).
 */
export interface MeasuredPolyline {
  readonly line: SplinePolyline;
  /** Its segments' start points' distances from the first point; one per segment (a closed line has one more). */
  readonly starts: Float64Array;
  /** Length of the whole line (a closed line includes its closing segment). */
  readonly length: number;
}

/** A place on a polyline: the point and the unit direction of the segment it lies on. */
export interface PolylinePose {
  readonly point: SplinePoint;
  readonly tangent: SplinePoint;
}

/** Measure a polyline (a line of fewer than two points has length 0). */
export function measurePolyline(line: SplinePolyline): MeasuredPolyline {
  const n = line.points.length;
  const segments = n < 2 ? 0 : line.closed ? n : n - 1;
  const starts = new Float64Array(segments);
  let total = 0;
  for (let i = 0; i < segments; i++) {
    starts[i] = total;
    const a = line.points[i]!;
    const b = line.points[(i + 1) % n]!;
    total += Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z);
  }
  return { line, starts, length: total };
}

/**
 * The pose at `distance` along a measured polyline. A closed line wraps around; an open line clamps to its ends
 * (`wrap` true wraps an open line too, jumping from its end back to its start). Undefined for a line without length.
 */
export function poseAtDistance(measured: MeasuredPolyline, distance: number, wrap = measured.line.closed): PolylinePose | undefined {
  const { line, starts, length } = measured;
  if (!(length > 0) || !Number.isFinite(distance)) return undefined;
  const d = wrap ? ((distance % length) + length) % length : Math.min(length, Math.max(0, distance));
  // Binary search for the last segment starting at or before d.
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= d) lo = mid;
    else hi = mid - 1;
  }
  const n = line.points.length;
  const a = line.points[lo]!;
  const b = line.points[(lo + 1) % n]!;
  const dx = b.x - a.x, dy = b.y - a.y, dz = b.z - a.z;
  const segment = Math.hypot(dx, dy, dz);
  const t = segment > 0 ? Math.min(1, (d - starts[lo]!) / segment) : 0;
  const unit = segment > 0 ? 1 / segment : 0;
  return {
    point: { x: a.x + dx * t, y: a.y + dy * t, z: a.z + dz * t },
    tangent: segment > 0 ? { x: dx * unit, y: dy * unit, z: dz * unit } : { x: 1, y: 0, z: 0 },
  };
}
