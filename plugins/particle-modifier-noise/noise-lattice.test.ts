// The Noise modifier's lattice: seeded, bounded, continuous, channels independent.
import { describe, expect, it } from 'vitest';
import { createNoiseLattice, noiseLattice, sampleNoise3 } from './noise-lattice.js';

describe('noise lattice', () => {
  it('is the same for a seed, another for another seed, and cached', () => {
    expect(Array.from(createNoiseLattice(5, 2).values)).toEqual(Array.from(createNoiseLattice(5, 2).values));
    expect(Array.from(createNoiseLattice(5).values)).not.toEqual(Array.from(createNoiseLattice(6).values));
    expect(noiseLattice(9, 3)).toBe(noiseLattice(9, 3));
  });

  it('gives bounded, smooth values, one independent value per channel', () => {
    const lattice = createNoiseLattice(11, 3);
    const a = new Float32Array(3), b = new Float32Array(3);
    let differs = false;
    for (let i = 0; i < 500; i++) {
      const x = i * 0.37 - 40, y = i * 0.11, z = -i * 0.23;
      sampleNoise3(lattice, x, y, z, a, 0);
      sampleNoise3(lattice, x + 1e-4, y, z, b, 0);
      for (let c = 0; c < 3; c++) {
        expect(Math.abs(a[c]!)).toBeLessThanOrEqual(1);
        expect(Math.abs(a[c]! - b[c]!)).toBeLessThan(0.01);
      }
      if (a[0] !== a[1]) differs = true;
    }
    expect(differs).toBe(true);
  });
});
