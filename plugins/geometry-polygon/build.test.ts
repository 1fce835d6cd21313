import { describe, expect, it } from 'vitest';
import { CreateGroundVertexData } from '@babylonjs/core/Meshes/Builders/groundBuilder.pure.js';
import { build, defaultPolygon } from './build.js';

const withHole = {
  type: 'Polygon',
  coordinates: [
    [[-2, -2], [2, -2], [2, 2], [-2, 2], [-2, -2]],
    [[-1, -1], [-1, 1], [1, 1], [1, -1], [-1, -1]],
  ],
};

function area(g: ReturnType<typeof build>): number {
  let total = 0;
  const p = g.positions;
  for (let i = 0; i < g.indices.length; i += 3) {
    const [a, b, c] = [g.indices[i], g.indices[i + 1], g.indices[i + 2]];
    total += Math.abs((p[b * 3] - p[a * 3]) * (p[c * 3 + 2] - p[a * 3 + 2]) - (p[b * 3 + 2] - p[a * 3 + 2]) * (p[c * 3] - p[a * 3])) / 2;
  }
  return total;
}

describe('Polygon builder', () => {
  it('the default polygon is the square -1..1: 4 vertices, 2 triangles, area 4', () => {
    const g = build({}, defaultPolygon());
    expect(g.positions.length / 3).toBe(4);
    expect(g.indices.length).toBe(6);
    expect(area(g)).toBeCloseTo(4);
  });
  it('triangulates a GeoJSON polygon with a hole: 8 vertices, 8 triangles, area 16 - 4', () => {
    const g = build({}, withHole);
    expect(g.positions.length / 3).toBe(8);
    expect(g.indices.length).toBe(24);
    expect(area(g)).toBeCloseTo(12);
  });
  it('caps face up (+Y) with the same winding as Babylon ground', () => {
    const winding = (p: ArrayLike<number>, i: ArrayLike<number>) => {
      const [a, b, c] = [i[0], i[1], i[2]];
      const ux = p[b * 3] - p[a * 3], uz = p[b * 3 + 2] - p[a * 3 + 2];
      const vx = p[c * 3] - p[a * 3], vz = p[c * 3 + 2] - p[a * 3 + 2];
      return Math.sign(uz * vx - ux * vz);
    };
    const ground = CreateGroundVertexData({ width: 2, height: 2 });
    const g = build({}, defaultPolygon());
    expect(winding(g.positions, g.indices)).toBe(winding(ground.positions!, ground.indices!));
    const clockwise = build({}, { type: 'Polygon', coordinates: [[[-1, -1], [-1, 1], [1, 1], [1, -1]]] });
    expect(winding(clockwise.positions, clockwise.indices)).toBe(winding(ground.positions!, ground.indices!));
  });
  it('extrudes with depth: 2v cap vertices plus 4 per edge', () => {
    const g = build({ depth: 1 }, withHole);
    expect(g.positions.length / 3).toBe(16 + 8 * 4);
    expect(g.indices.length).toBe(24 * 2 + 8 * 6);
  });
  it('refuses data that is not a GeoJSON polygon', () => {
    expect(() => build({}, { type: 'Point', coordinates: [0, 0] })).toThrow('not a GeoJSON Polygon');
    expect(() => build({}, { type: 'Polygon', coordinates: [[[0, 0], [1, 1]]] })).toThrow('at least 3');
  });
});
