import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Circle (torus) builder', () => {
  it('tessellation t: (t+1)² vertices, 6(t+1)² indices', () => {
    const g = build({ tessellation: 32 });
    expect(g.positions.length / 3).toBe(33 * 33);
    expect(g.indices.length).toBe(6 * 33 * 33);
  });
  it('outer diameter and hole ratio set the ring', () => {
    const g = build({ diameter: 2, hole: 0.5, tessellation: 16 });
    let max = 0;
    let min = Infinity;
    for (let i = 0; i < g.positions.length; i += 3) {
      const r = Math.hypot(g.positions[i], g.positions[i + 2]);
      max = Math.max(max, r);
      min = Math.min(min, r);
    }
    expect(max).toBeCloseTo(1, 2);
    expect(min).toBeCloseTo(0.5, 1);
  });
});
