import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Disk builder', () => {
  it('s segments without a hole: s+2 vertices, 3s indices', () => {
    const g = build({ tessellation: 64 });
    expect(g.positions.length / 3).toBe(66);
    expect(g.indices.length).toBe(192);
  });
  it('with a hole: 2(s+1) vertices, 6s indices, inner radius hole × radius', () => {
    const g = build({ tessellation: 16, hole: 0.5, radius: 2 });
    expect(g.positions.length / 3).toBe(34);
    expect(g.indices.length).toBe(96);
    expect(Math.hypot(g.positions[3], g.positions[4])).toBeCloseTo(1);
  });
  it('arc 0.25 spans a quarter turn; hole and arc clamp to 0..1', () => {
    const g = build({ tessellation: 8, arc: 0.25, radius: 1 });
    const last = g.positions.length - 3;
    expect(g.positions[last]).toBeCloseTo(0);
    expect(g.positions[last + 1]).toBeCloseTo(1);
    expect(build({ hole: -1 }).positions.length).toBe(build({}).positions.length);
  });
});
