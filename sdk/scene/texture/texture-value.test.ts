import { describe, expect, it } from 'vitest';
import { TEXTURE_VALUE_LIMITS, readTextureValue, textureUrlOf } from './texture-value.js';

describe('texture value', () => {
  it('keeps an old saved url string as it is', () => {
    expect(readTextureValue('/cloud/builtin/checker.png')).toBe('/cloud/builtin/checker.png');
    expect(readTextureValue('')).toBeUndefined();
    expect(readTextureValue('x'.repeat(TEXTURE_VALUE_LIMITS.url + 1))).toBeUndefined();
  });

  it('reads an image object with its sampling fields and drops invalid ones', () => {
    expect(readTextureValue({ url: '/a.png', name: 'a', gammaSpace: false, hasAlpha: true, wrapU: 2, wrapV: 7, coordinatesMode: 1, uvLegacy: true, cube: true }))
      .toEqual({ url: '/a.png', name: 'a', gammaSpace: false, hasAlpha: true, wrapU: 2, coordinatesMode: 1, uvLegacy: true, cube: true });
    expect(readTextureValue({ url: '/a.png', coordinatesMode: 42, gammaSpace: 'no' })).toEqual({ url: '/a.png' });
    expect(readTextureValue({ url: '' })).toBeUndefined();
    expect(readTextureValue({ url: '/a.png', name: 'n'.repeat(500) })).toEqual({ url: '/a.png', name: 'n'.repeat(TEXTURE_VALUE_LIMITS.name) });
  });

  it('reads a gradient: stops clamped and sorted, at least two, at most sixteen', () => {
    const value = readTextureValue({ type: 'linear', deg: 90, colors: [{ red: 300, green: 0, blue: 0, alpha: 2, pct: 100 }, { red: 0, green: 10, blue: 20, alpha: 0.5, pct: -5 }] });
    expect(value).toEqual({ type: 'linear', deg: 90, colors: [{ red: 0, green: 10, blue: 20, alpha: 0.5, pct: 0 }, { red: 255, green: 0, blue: 0, alpha: 1, pct: 100 }] });
    expect(readTextureValue({ type: 'radial', colors: [{ red: 1, green: 1, blue: 1, pct: 0 }] })).toBeUndefined();
    const many = Array.from({ length: 40 }, (_, i) => ({ red: 0, green: 0, blue: 0, alpha: 1, pct: i }));
    const read = readTextureValue({ type: 'radial', colors: many });
    expect(read && typeof read === 'object' && 'colors' in read ? read.colors.length : 0).toBe(TEXTURE_VALUE_LIMITS.maxStops);
  });

  it('reads a procedural preset by id and refuses other shapes', () => {
    expect(readTextureValue({ procedural: 'checker-2', wrapU: 0 })).toEqual({ procedural: 'checker-2', wrapU: 0 });
    expect(readTextureValue({ procedural: 'x'.repeat(100) })).toBeUndefined();
    expect(readTextureValue({ something: 1 })).toBeUndefined();
    expect(readTextureValue([1, 2])).toBeUndefined();
    expect(readTextureValue(12)).toBeUndefined();
  });

  it('gives the url of an image, and none for a gradient or a procedural preset', () => {
    expect(textureUrlOf('/a.png')).toBe('/a.png');
    expect(textureUrlOf({ url: '/b.png' })).toBe('/b.png');
    expect(textureUrlOf({ procedural: 'noise-1' })).toBe('');
    expect(textureUrlOf(undefined)).toBe('');
  });
});
