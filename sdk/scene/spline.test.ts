import { describe, expect, it } from 'vitest';
import { applySplineModifier, readSpline, readSplines, sampleSpline, splineGroupPolylines, SPLINE_LIMITS, SPLINE_NODE_TYPE } from './spline.js';

describe('splines', () => {
  it('reads a circle with the defaults of spec 001 §3 (radius 4, tessellation 6)', () => {
    const circle = readSpline({ type: 'circle' })!;
    expect(circle.radius).toBe(4);
    expect(circle.tessellation).toBe(6);
    const line = sampleSpline(circle);
    expect(line.closed).toBe(true);
    expect(line.points).toHaveLength(6);
    for (const p of line.points) expect(Math.hypot(p.x, p.z)).toBeCloseTo(4);
  });

  it('reads a path from x, y, z triples, dropping a broken tail, and keeps its closed flag', () => {
    const path = readSpline({ type: 'path', points: [0, 0, 0, 1, 0, 0, 1, 0, 1, 9], closed: true })!;
    expect(path.points).toEqual([0, 0, 0, 1, 0, 0, 1, 0, 1]);
    expect(sampleSpline(path)).toEqual({ points: [{ x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 0 }, { x: 1, y: 0, z: 1 }], closed: true });
  });

  it('clamps what the contract limits', () => {
    const s = readSpline({ type: 'spiral', tessellation: 1e9, turns: 1e9, name: 'x'.repeat(5000) })!;
    expect(s.tessellation).toBe(SPLINE_LIMITS.tessellation);
    expect(s.turns).toBe(SPLINE_LIMITS.turns);
    expect(s.name).toHaveLength(SPLINE_LIMITS.name);
    expect(sampleSpline(s).points.length).toBeLessThanOrEqual(SPLINE_LIMITS.pathPoints);
    expect(readSplines(Array.from({ length: SPLINE_LIMITS.splines + 5 }, () => ({ type: 'circle' })))).toHaveLength(SPLINE_LIMITS.splines);
  });

  it('chamfers an open path’s inner corner into two points and arcs it into segments + 1', () => {
    const line = { points: [{ x: 0, y: 0, z: 0 }, { x: 2, y: 0, z: 0 }, { x: 2, y: 0, z: 2 }], closed: false };
    const chamfer = applySplineModifier(line, { type: 'chamfer', radius: 0.5, segments: 1, enabled: true });
    expect(chamfer.points).toEqual([{ x: 0, y: 0, z: 0 }, { x: 1.5, y: 0, z: 0 }, { x: 2, y: 0, z: 0.5 }, { x: 2, y: 0, z: 2 }]);
    const arc = applySplineModifier(line, { type: 'arc', radius: 0.5, segments: 4, enabled: true });
    expect(arc.points).toHaveLength(2 + 5);
    // The arc's middle point lies between the straight cut and the corner.
    const mid = arc.points[3];
    expect(mid.x).toBeGreaterThan(1.75);
    expect(mid.z).toBeLessThan(0.25);
  });

  it('gives a spline node’s enabled splines only', () => {
    const node = { id: 's', type: SPLINE_NODE_TYPE, parent: 'root', name: 'S', children: [], props: { splines: [{ type: 'circle', enabled: true }, { type: 'circle', enabled: false }] } };
    expect(splineGroupPolylines(node)).toHaveLength(1);
    expect(splineGroupPolylines({ ...node, type: 'Mesh' })).toEqual([]);
  });
});
