import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Sphere builder', () => {
  it('segments s: (s+3)(2s+5) vertices; every index is a valid triangle corner', () => {
    for (const s of [4, 32]) {
      const g = build({ segments: s });
      expect(g.positions.length / 3).toBe((s + 3) * (2 * (s + 2) + 1));
      expect(g.indices.length % 3).toBe(0);
      expect(Math.max(...Array.from(g.indices))).toBeLessThan(g.positions.length / 3);
    }
    expect(build({ segments: 32 }).indices.length).toBe(13872);
  });
  it('arc and slice clamp to 0..1 and shrink the surface', () => {
    const full = build({ segments: 8 });
    const half = build({ segments: 8, slice: 0.5 });
    const over = build({ segments: 8, slice: 7 });
    const ys = (g: typeof full) => Array.from(g.positions).filter((_, i) => i % 3 === 1);
    expect(Math.min(...ys(half))).toBeGreaterThan(Math.min(...ys(full)) + 0.2);
    expect(Array.from(over.positions)).toEqual(Array.from(full.positions));
  });
});
