import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Spline builder', () => {
  it('defaults to a closed circle of radius 4 with tessellation 6: 6 vertices, 12 indices', () => {
    const g = build({});
    expect(g.lines).toBe(true);
    expect(g.positions.length / 3).toBe(6);
    expect(g.indices.length).toBe(12);
    for (let i = 0; i < g.positions.length; i += 3) expect(Math.hypot(g.positions[i], g.positions[i + 2])).toBeCloseTo(4);
  });
  it('a spiral of 2 turns at tessellation 6 has 13 points and 12 segments', () => {
    const g = build({ splineType: 'spiral', turns: 2 });
    expect(g.positions.length / 3).toBe(13);
    expect(g.indices.length).toBe(24);
  });
  it('a path uses its points', () => {
    const g = build({ splineType: 'path', points: [[0, 0, 0], [1, 0, 0], [1, 0, 1], [0, 0, 1]], closed: true });
    expect(g.positions.length / 3).toBe(4);
    expect(g.indices.length).toBe(8);
  });
  it('a path reads the flat x, y, z array and the {x, y, z} list of older scenes alike', () => {
    const flat = build({ splineType: 'path', points: [0, 0, 0, 1, 2, 3, 4, 5, 6] });
    const old = build({ splineType: 'path', points: [{ x: 0, y: 0, z: 0 }, { x: 1, y: 2, z: 3 }, { x: 4, y: 5, z: 6 }] });
    expect(flat.positions).toEqual([0, 0, 0, 1, 2, 3, 4, 5, 6]);
    expect(old.positions).toEqual(flat.positions);
    expect(build({ splineType: 'path' }).positions).toEqual([-2, 0, 0, 0, 0, 2, 2, 0, 0]);
  });
});
