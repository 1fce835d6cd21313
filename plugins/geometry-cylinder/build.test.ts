import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Cylinder builder', () => {
  it('tessellation t, 1 segment: 2(t+1) side + 2(t+2) cap vertices, 6t + 6t indices', () => {
    const g = build({ tessellation: 24 });
    expect(g.positions.length / 3).toBe(2 * 25 + 2 * 26);
    expect(g.indices.length).toBe(6 * 24 + 6 * 24);
  });
  it('tessellation 0 (allowed minimum) builds 3 sides', () => {
    const g = build({ tessellation: 0 });
    expect(g.positions.length / 3).toBe(2 * 4 + 2 * 5);
    expect(g.indices.length).toBe(36);
  });
});
