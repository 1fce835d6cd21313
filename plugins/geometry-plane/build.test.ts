import { describe, expect, it } from 'vitest';
import { build } from './build.js';

describe('Plane builder', () => {
  it('has 8 vertices and 12 indices double sided, 4 and 6 single sided', () => {
    expect(build({}).positions.length / 3).toBe(8);
    expect(build({}).indices.length).toBe(12);
    const single = build({ doubleSided: false });
    expect(single.positions.length / 3).toBe(4);
    expect(single.indices.length).toBe(6);
  });
});
