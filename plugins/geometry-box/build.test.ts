import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Box builder', () => {
  it('has 24 vertices and 36 indices, sized by width/height/depth', () => {
    const g = build({ width: 2, height: 4, depth: 6 });
    expect(g.positions.length / 3).toBe(24);
    expect(g.indices.length).toBe(36);
    const xs = Array.from(g.positions).filter((_, i) => i % 3 === 0);
    const ys = Array.from(g.positions).filter((_, i) => i % 3 === 1);
    expect(Math.max(...xs) - Math.min(...xs)).toBeCloseTo(2);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(4);
  });
  it('clamps negative sizes to 0', () => {
    const g = build({ width: -5 });
    const xs = Array.from(g.positions).filter((_, i) => i % 3 === 0);
    expect(Math.max(...xs)).toBeCloseTo(0);
  });
});
