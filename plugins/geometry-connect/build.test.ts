import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Connect (line) builder', () => {
  it('n points: n vertices and 2(n-1) segment indices, 2n when closed', () => {
    const points = [{ x: 0, y: 0, z: 0 }, { x: 1, y: 0, z: 0 }, { x: 1, y: 1, z: 0 }];
    const open = build({ points });
    expect(open.lines).toBe(true);
    expect(open.positions.length / 3).toBe(3);
    expect(Array.from(open.indices)).toEqual([0, 1, 1, 2]);
    expect(Array.from(build({ points, closed: true }).indices)).toEqual([0, 1, 1, 2, 2, 0]);
  });
  it('the default is a 2-point line; invalid points are skipped', () => {
    expect(build({}).positions.length / 3).toBe(2);
    expect(build({ points: [{ x: 0, y: 0, z: 0 }, 'x', { x: 2, y: 0, z: 0 }] }).indices.length).toBe(2);
  });
});
