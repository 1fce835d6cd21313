import { describe, expect, it } from 'vitest';
import { generatedTexturePixels } from './generated-pixels.js';
import { gradientColorAt, gradientPosition, rasterizeGradient } from './gradient-raster.js';
import { PROCEDURAL_TEXTURE_PRESETS, proceduralPreset } from './procedural-textures.js';

function pixel(data: Uint8ClampedArray, size: number, x: number, y: number): number[] {
  const i = (y * size + x) * 4;
  return [...data.slice(i, i + 4)];
}

describe('gradients', () => {
  const blackToWhite = { type: 'linear' as const, deg: 90, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 255, green: 255, blue: 255, alpha: 0, pct: 100 }] };

  it('interpolates colour and alpha between stops and holds past the ends', () => {
    expect(gradientColorAt(blackToWhite.colors, 0.5)).toMatchObject({ red: 127.5, alpha: 0.5 });
    expect(gradientColorAt(blackToWhite.colors, -1)).toMatchObject({ red: 0, alpha: 1 });
    expect(gradientColorAt(blackToWhite.colors, 2)).toMatchObject({ red: 255, alpha: 0 });
  });

  it('follows the CSS angle: 90° runs left to right, 0° bottom to top; radial from the centre', () => {
    expect(gradientPosition({ type: 'linear', deg: 90 }, 0, 0.5)).toBeCloseTo(0);
    expect(gradientPosition({ type: 'linear', deg: 90 }, 1, 0.5)).toBeCloseTo(1);
    expect(gradientPosition({ type: 'linear', deg: 0 }, 0.5, 1)).toBeCloseTo(0);
    expect(gradientPosition({ type: 'radial', deg: 0 }, 0.5, 0.5)).toBeCloseTo(0);
    expect(gradientPosition({ type: 'radial', deg: 0 }, 1, 1)).toBeCloseTo(1);
  });

  it('paints pixels: dark on the left, light and transparent on the right', () => {
    const { data, width } = rasterizeGradient(blackToWhite, 16);
    expect(width).toBe(16);
    expect(pixel(data, 16, 0, 8)[0]).toBeLessThan(20);
    expect(pixel(data, 16, 15, 8)[0]).toBeGreaterThan(235);
    expect(pixel(data, 16, 15, 8)[3]).toBeLessThan(20);
  });

});

describe('procedural texture presets', () => {
  it('are 52 with unique ids and titles in three languages', () => {
    expect(PROCEDURAL_TEXTURE_PRESETS).toHaveLength(52);
    expect(new Set(PROCEDURAL_TEXTURE_PRESETS.map((p) => p.id)).size).toBe(52);
    for (const p of PROCEDURAL_TEXTURE_PRESETS) for (const text of Object.values(p.titles)) expect(text.length).toBeGreaterThan(0);
    expect(proceduralPreset('checker-1')?.id).toBe('checker-1');
    expect(proceduralPreset('nope')).toBeUndefined();
  });

  it('each paints an opaque, non-uniform picture, the same every time, and distinct from the others', () => {
    const seen = new Set<string>();
    for (const p of PROCEDURAL_TEXTURE_PRESETS) {
      const { data } = p.generate(32);
      expect(data.length).toBe(32 * 32 * 4);
      let min = 255;
      let max = 0;
      for (let i = 0; i < data.length; i += 4) {
        expect(data[i + 3]).toBe(255);
        min = Math.min(min, data[i] as number);
        max = Math.max(max, data[i] as number);
      }
      expect(max - min, p.id).toBeGreaterThan(10);
      expect([...p.generate(32).data]).toEqual([...data]);
      seen.add(data.join(','));
    }
    expect(seen.size).toBe(52);
  });

  it('keep the size within limits', () => {
    expect(proceduralPreset('noise-1')?.generate(0).width).toBe(1);
    expect(proceduralPreset('noise-1')?.generate(1e9).width).toBe(1024);
  });
});

describe('generated texture pixels', () => {
  it('paints gradients and known presets, nothing for images, urls, unknown presets or no value', () => {
    const gradient = { type: 'linear' as const, deg: 90, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 255, green: 0, blue: 0, alpha: 1, pct: 100 }] };
    expect(generatedTexturePixels(gradient, 8)?.width).toBe(8);
    expect(generatedTexturePixels({ procedural: 'checker-2' })?.width).toBe(256);
    expect(generatedTexturePixels({ procedural: 'nope' })).toBeUndefined();
    expect(generatedTexturePixels({ url: '/a.png' })).toBeUndefined();
    expect(generatedTexturePixels('/a.png')).toBeUndefined();
    expect(generatedTexturePixels(undefined)).toBeUndefined();
  });
});
