import { poseAtDistance } from '../../sdk/index.js';
import type { MeasuredPolyline, SplinePoint } from '../../sdk/index.js';

/** The spline camera args the pose depends on. */
export interface SplineCameraArgs {
  /** Units per second along the spline (negative runs backwards). */
  readonly speed: number;
  /** Whether it starts again from the beginning after the end (a closed spline just goes round). */
  readonly loop: boolean;
  /** Distance along the spline at time 0. */
  readonly startOffset: number;
  /** How far ahead along the spline it aims (look 'ahead'). */
  readonly lookAhead: number;
}

/** Where the camera is and the point it aims at, in the spline's space. */
export interface SplineCameraPose {
  readonly position: SplinePoint;
  /** The point ahead on the path (look 'ahead'). */
  readonly ahead: SplinePoint;
}

/**
 * The camera's pose `time` seconds after it started on a measured spline: at `startOffset + speed·time` along it,
 * wrapping when it loops (or the spline is closed), else stopping at the end. It aims at the point `lookAhead`
 * further on; where that would pass the end of an open spline, along the last segment's direction instead.
 */
export function splineCameraPose(line: MeasuredPolyline, args: SplineCameraArgs, time: number): SplineCameraPose | undefined {
  const wrap = args.loop || line.line.closed;
  const distance = args.startOffset + args.speed * time;
  const here = poseAtDistance(line, distance, wrap);
  if (!here) return undefined;
  const step = args.speed < 0 ? -args.lookAhead : args.lookAhead;
  const clamped = Math.min(line.length, Math.max(0, distance));
  const passesEnd = !wrap && (clamped + step > line.length || clamped + step < 0);
  const further = passesEnd ? undefined : poseAtDistance(line, distance + step, wrap);
  const sign = step < 0 ? -1 : 1;
  const ahead = further && (further.point.x !== here.point.x || further.point.y !== here.point.y || further.point.z !== here.point.z)
    ? further.point
    : { x: here.point.x + here.tangent.x * sign * args.lookAhead, y: here.point.y + here.tangent.y * sign * args.lookAhead, z: here.point.z + here.tangent.z * sign * args.lookAhead };
  return { position: here.point, ahead };
}
