import { describe, expect, it } from 'vitest';
import { parseHex } from './color-convert.js';
import { normalizeGradient } from './gradient.js';
import { GRADIENT_PRESETS, SINGLE_PRESETS } from './presets.js';

describe('presets (spec 001 §9)', () => {
  it('has 12 single colours, each a valid #RRGGBB', () => {
    expect(SINGLE_PRESETS).toHaveLength(12);
    for (const hex of SINGLE_PRESETS) expect(parseHex(hex), hex).toMatchObject({ a: 1 });
    expect(new Set(SINGLE_PRESETS).size).toBe(12);
  });
  it('has 10 gradients, each already normalised (sorted, ≥ 2 stops, in range)', () => {
    expect(GRADIENT_PRESETS).toHaveLength(10);
    for (const g of GRADIENT_PRESETS) {
      expect(g.colors.length).toBeGreaterThanOrEqual(2);
      expect(normalizeGradient(g)).toEqual(g);
    }
  });
  it('preset alpha defaults to 1', () => {
    const alphas = GRADIENT_PRESETS.flatMap((g) => g.colors.map((c) => c.alpha));
    expect(alphas.filter((a) => a !== 1)).toEqual([0]);
  });
});
