import { describe, expect, it } from 'vitest';
import { measurePolyline, poseAtDistance } from './spline-measure.js';

const square = { points: [{ x: 0, y: 0, z: 0 }, { x: 2, y: 0, z: 0 }, { x: 2, y: 0, z: 2 }, { x: 0, y: 0, z: 2 }], closed: true };

describe('measuring a polyline', () => {
  it('measures an open line without, a closed one with its closing segment', () => {
    expect(measurePolyline({ ...square, closed: false }).length).toBe(6);
    const closed = measurePolyline(square);
    expect(closed.length).toBe(8);
    expect(Array.from(closed.starts)).toEqual([0, 2, 4, 6]);
    expect(measurePolyline({ points: [{ x: 1, y: 1, z: 1 }], closed: false }).length).toBe(0);
  });

  it('gives the point and the unit tangent at a distance, wrapping a closed line and clamping an open one', () => {
    const closed = measurePolyline(square);
    expect(poseAtDistance(closed, 3)).toEqual({ point: { x: 2, y: 0, z: 1 }, tangent: { x: 0, y: 0, z: 1 } });
    expect(poseAtDistance(closed, 7)!.point).toEqual({ x: 0, y: 0, z: 1 });
    expect(poseAtDistance(closed, 9)!.point).toEqual({ x: 1, y: 0, z: 0 });
    expect(poseAtDistance(closed, -1)!.point).toEqual({ x: 0, y: 0, z: 1 });
    const open = measurePolyline({ ...square, closed: false });
    expect(poseAtDistance(open, 100)!.point).toEqual({ x: 0, y: 0, z: 2 });
    expect(poseAtDistance(open, -5)!.point).toEqual({ x: 0, y: 0, z: 0 });
    expect(poseAtDistance(open, 7, true)!.point).toEqual({ x: 1, y: 0, z: 0 });
    expect(poseAtDistance(measurePolyline({ points: [], closed: false }), 1)).toBeUndefined();
    expect(poseAtDistance(closed, Number.NaN)).toBeUndefined();
  });
});
