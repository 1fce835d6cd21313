import { describe, expect, it } from 'vitest';
import { DEFAULT_SPLINE, measurePolyline, sampleSpline } from '../../sdk/index.js';
import { splineCameraPose } from './pose.js';
import type { SplineCameraArgs } from './pose.js';

// An open L: (0,0,0) → (10,0,0) → (10,0,5), 15 long.
const path = measurePolyline({ points: [{ x: 0, y: 0, z: 0 }, { x: 10, y: 0, z: 0 }, { x: 10, y: 0, z: 5 }], closed: false });
// The default circle (hexagon of radius 4): 6 sides of 4, 24 long.
const circle = measurePolyline(sampleSpline({ ...DEFAULT_SPLINE, id: 'c', name: 'c', type: 'circle' }));
const args = (extra: Partial<SplineCameraArgs> = {}): SplineCameraArgs => ({ speed: 2, loop: true, startOffset: 0, lookAhead: 1, ...extra });

describe('spline camera pose at time t', () => {
  it('moves speed·t along the spline from the start offset and aims lookAhead further on', () => {
    const pose = splineCameraPose(path, args(), 3)!;
    expect(pose.position).toEqual({ x: 6, y: 0, z: 0 });
    expect(pose.ahead).toEqual({ x: 7, y: 0, z: 0 });
    const later = splineCameraPose(path, args({ startOffset: 1 }), 5)!;
    expect(later.position).toEqual({ x: 10, y: 0, z: 1 });
    expect(later.ahead).toEqual({ x: 10, y: 0, z: 2 });
  });

  it('loops back to the start after the end, or stops at the end aiming along the last segment', () => {
    const looped = splineCameraPose(path, args(), 8)!; // 16 along a 15-long line: 1 from the start
    expect(looped.position.x).toBeCloseTo(1);
    const stopped = splineCameraPose(path, args({ loop: false }), 100)!;
    expect(stopped.position).toEqual({ x: 10, y: 0, z: 5 });
    expect(stopped.ahead).toEqual({ x: 10, y: 0, z: 6 });
  });

  it('goes round a closed spline even without loop, the same place every lap', () => {
    const a = splineCameraPose(circle, args({ loop: false }), 1)!;
    const b = splineCameraPose(circle, args({ loop: false }), 1 + 24 / 2)!;
    expect(a.position.x).toBeCloseTo(b.position.x);
    expect(a.position.z).toBeCloseTo(b.position.z);
    expect(Math.hypot(a.position.x, a.position.z)).toBeLessThanOrEqual(4 + 1e-9);
  });

  it('runs backwards with a negative speed and aims backwards', () => {
    const pose = splineCameraPose(path, args({ speed: -1, startOffset: 5 }), 2)!;
    expect(pose.position).toEqual({ x: 3, y: 0, z: 0 });
    expect(pose.ahead).toEqual({ x: 2, y: 0, z: 0 });
  });

  it('has no pose on a spline without length', () => {
    expect(splineCameraPose(measurePolyline({ points: [{ x: 1, y: 1, z: 1 }], closed: false }), args(), 1)).toBeUndefined();
  });
});
