import { describe, expect, it } from 'vitest';
import { accumulateHeat, colourHeat, fieldSize, heatFieldPixels } from './heat-field.js';
import { heatRamp } from './heat-ramp.js';

const surface = { width: 10, depth: 5, maxValue: 1 };

/** The RGBA of the texel under local (x, z). */
function texelAt(field: { width: number; height: number; pixels: Uint8Array }, x: number, z: number): number[] {
  const i = Math.floor(((x + surface.width / 2) / surface.width) * field.width);
  const j = Math.floor(((z + surface.depth / 2) / surface.depth) * field.height);
  const o = (j * field.width + i) * 4;
  return [...field.pixels.slice(o, o + 4)];
}

describe('the heat field', () => {
  it('ramps blue, green, yellow, red', () => {
    const ramp = heatRamp();
    expect([...ramp.slice(0, 3)]).toEqual([0, 0, 255]);
    expect([...ramp.slice(85 * 3, 85 * 3 + 3)]).toEqual([0, 255, 0]);
    expect([...ramp.slice(170 * 3, 170 * 3 + 3)]).toEqual([255, 255, 0]);
    expect([...ramp.slice(255 * 3)]).toEqual([255, 0, 0]);
  });

  it('sizes the texture 256 on the longer side, in proportion on the other', () => {
    expect(fieldSize(surface)).toEqual({ width: 256, height: 128 });
    expect(fieldSize({ width: 1, depth: 1000, maxValue: 1 })).toEqual({ width: 4, height: 256 });
  });

  it('colours each point by its value around its (x, z) within its size, transparent elsewhere', () => {
    const field = heatFieldPixels([
      { position: [-3, 9, 1], size: 1, value: 1, visible: true },
      { position: [3, 0, -1], size: 1, value: 1 / 3, visible: true },
      { position: [0, 0, 0], size: 1, value: 1, visible: false },
    ], surface);
    expect(texelAt(field, -3, 1).slice(0, 3)).toEqual([255, 0, 0]);
    expect(texelAt(field, -3, 1)[3]).toBe(255);
    const green = texelAt(field, 3, -1);
    expect(green[1]).toBeGreaterThan(240);
    expect(green[0]).toBeLessThan(15);
    // The hidden point draws nothing; nor does anything beyond a point's size.
    expect(texelAt(field, 0, 0)[3]).toBe(0);
    expect(texelAt(field, -3, -1.1)[3]).toBe(0);
    // Texel (1, 1) has its centre at (-0.5, -0.5): (√0.5 / 2)² = 0.125 of the size squared out, weight (1 - 0.125)².
    const heat = accumulateHeat([{ position: [0, 0, 0], size: 2, value: 1, visible: true }], { width: 4, depth: 4, maxValue: 1 }, 4, 4);
    expect(heat[1 * 4 + 1]).toBeCloseTo((1 - 0.125) ** 2, 5);
    // Texel (0, 0) at (-1.5, -1.5) is √4.5 > 2 out: nothing.
    expect(heat[0]).toBe(0);
  });

  it('sums overlapping points and a higher value moves the colour towards red', () => {
    const low = heatFieldPixels([{ position: [0, 0, 0], size: 2, value: 0.4, visible: true }], surface);
    const summed = heatFieldPixels([{ position: [0, 0, 0], size: 2, value: 0.4, visible: true }, { position: [0, 0, 0], size: 2, value: 0.4, visible: true }], surface);
    expect(texelAt(low, 0, 0)[0]).toBeLessThan(texelAt(summed, 0, 0)[0]!);
    expect([...colourHeat(new Float32Array([2, -1]), 1)]).toEqual([255, 0, 0, 255, 0, 0, 255, 0]);
  });
});
