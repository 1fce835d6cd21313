import { describe, expect, it } from 'vitest';
import {
  clamp01, clampField, FIELD_RANGES, gammaToLinear, hsvToRgb, linearToGamma, objectToRgba, parseCssColor, parseHex,
  rgbaToCss, rgbaToHex, rgbaToObject, rgbToHsv, sameColor,
} from './color-convert.js';

describe('HEX', () => {
  it('formats #RRGGBB, and #RRGGBBAA when alpha < 1', () => {
    expect(rgbaToHex({ r: 255, g: 128, b: 0, a: 1 })).toBe('#FF8000');
    expect(rgbaToHex({ r: 255, g: 128, b: 0, a: 0.5 })).toBe('#FF800080');
    expect(rgbaToHex({ r: 0, g: 0, b: 0, a: 1 }, true)).toBe('#000000FF');
  });

  it('entry needs 6 hex digits, or 8 with alpha', () => {
    expect(parseHex('#ff8000')).toEqual({ r: 255, g: 128, b: 0, a: 1 });
    expect(parseHex('FF8000')).toEqual({ r: 255, g: 128, b: 0, a: 1 });
    expect(parseHex('#FF800080')).toEqual({ r: 255, g: 128, b: 0, a: 0.5 });
    for (const bad of ['#fff', 'fff', '#ff80', '#ff800', '#ff80000', '#ff8000800', '#gg8000', '', '#']) {
      expect(parseHex(bad), bad).toBeUndefined();
    }
  });
});

describe('CSS strings', () => {
  it('parses #RRGGBB, #RRGGBBAA, rgb() and rgba()', () => {
    expect(parseCssColor('#102030')).toEqual({ r: 16, g: 32, b: 48, a: 1 });
    expect(parseCssColor('#10203000')).toEqual({ r: 16, g: 32, b: 48, a: 0 });
    expect(parseCssColor('rgb(1, 2, 3)')).toEqual({ r: 1, g: 2, b: 3, a: 1 });
    expect(parseCssColor('rgba(255,0,0,0.25)')).toEqual({ r: 255, g: 0, b: 0, a: 0.25 });
    expect(parseCssColor('rgba(100%, 0%, 50%, 50%)')).toEqual({ r: 255, g: 0, b: 128, a: 0.5 });
  });
  it('clamps alpha and channels', () => {
    expect(parseCssColor('rgba(300,-4,0,7)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(parseCssColor('rgba(0,0,0,-1)')?.a).toBe(0);
  });
  it('rejects other strings', () => {
    for (const bad of ['red', 'rgba(1,2)', 'rgba(a,b,c)', 'hsl(0,0%,0%)', '#12']) expect(parseCssColor(bad), bad).toBeUndefined();
  });
  it('formats rgba()', () => {
    expect(rgbaToCss({ r: 255, g: 127.6, b: 0, a: 0.3333 })).toBe('rgba(255,128,0,0.333)');
    expect(rgbaToCss({ r: 0, g: 0, b: 0, a: 2 })).toBe('rgba(0,0,0,1)');
  });
});

describe('HSV', () => {
  it('converts primaries and greys', () => {
    expect(rgbToHsv({ r: 255, g: 0, b: 0, a: 1 })).toEqual({ h: 0, s: 100, v: 100, a: 1 });
    expect(rgbToHsv({ r: 0, g: 255, b: 0, a: 1 }).h).toBe(120);
    expect(rgbToHsv({ r: 0, g: 0, b: 255, a: 1 }).h).toBe(240);
    expect(rgbToHsv({ r: 128, g: 128, b: 128, a: 0.5 })).toMatchObject({ h: 0, s: 0, a: 0.5 });
    expect(rgbToHsv({ r: 0, g: 0, b: 0, a: 1 })).toEqual({ h: 0, s: 0, v: 0, a: 1 });
    expect(rgbToHsv({ r: 255, g: 0, b: 128, a: 1 }).h).toBeCloseTo(329.88, 1);
  });
  it('converts back', () => {
    expect(hsvToRgb({ h: 0, s: 100, v: 100, a: 1 })).toEqual({ r: 255, g: 0, b: 0, a: 1 });
    expect(hsvToRgb({ h: 60, s: 100, v: 100, a: 1 })).toEqual({ r: 255, g: 255, b: 0, a: 1 });
    expect(hsvToRgb({ h: 360, s: 100, v: 50, a: 1 })).toEqual({ r: 128, g: 0, b: 0, a: 1 });
    expect(hsvToRgb({ h: 200, s: 0, v: 100, a: 1 })).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });
  it('round-trips every 17th RGB triple', () => {
    for (let r = 0; r < 256; r += 17) for (let g = 0; g < 256; g += 17) for (let b = 0; b < 256; b += 17) {
      expect(hsvToRgb(rgbToHsv({ r, g, b, a: 1 }))).toEqual({ r, g, b, a: 1 });
    }
  });
});

describe('colour objects and gamma 2.2', () => {
  it('reads 0..1 objects', () => {
    expect(objectToRgba({ r: 1, g: 0.5, b: 0 })).toEqual({ r: 255, g: 128, b: 0, a: 1 });
    expect(objectToRgba({ r: 0, g: 0, b: 0, a: 0.4 })).toEqual({ r: 0, g: 0, b: 0, a: 0.4 });
    expect(objectToRgba({ r: 2, g: -1, b: 0, a: 3 })).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });
  it('writes color3 without alpha and color4 with it', () => {
    expect(rgbaToObject({ r: 255, g: 0, b: 51, a: 0.5 }, false)).toEqual({ r: 1, g: 0, b: 0.2 });
    expect(rgbaToObject({ r: 255, g: 0, b: 51, a: 0.5 }, true)).toEqual({ r: 1, g: 0, b: 0.2, a: 0.5 });
  });
  it('linear mode converts with exponent 2.2', () => {
    expect(gammaToLinear(0.5)).toBeCloseTo(0.5 ** 2.2, 12);
    expect(linearToGamma(0.5 ** 2.2)).toBeCloseTo(0.5, 12);
    expect(rgbaToObject({ r: 128, g: 255, b: 0, a: 1 }, false, true).r).toBeCloseTo((128 / 255) ** 2.2, 5);
    expect(objectToRgba({ r: 0.5 ** 2.2, g: 1, b: 0 }, true)).toEqual({ r: 128, g: 255, b: 0, a: 1 });
  });
});

describe('field ranges (spec 001 §5)', () => {
  it('R G B are 0–255 integers, A 0–1 step .01, H 0–360, S V 0–100, P 0–1', () => {
    expect(FIELD_RANGES.A.step).toBe(0.01);
    expect(clampField('R', 300)).toBe(255);
    expect(clampField('G', 12.6)).toBe(13);
    expect(clampField('B', -3)).toBe(0);
    expect(clampField('A', 1.5)).toBe(1);
    expect(clampField('A', -0.5)).toBe(0);
    expect(clampField('H', 400)).toBe(360);
    expect(clampField('S', 101)).toBe(100);
    expect(clampField('V', -1)).toBe(0);
    expect(clampField('P', 2)).toBe(1);
    expect(clampField('H', Number.NaN)).toBe(0);
  });
  it('alpha is clamped to 0..1', () => {
    expect(clamp01(1.2)).toBe(1);
    expect(clamp01(-0.2)).toBe(0);
    expect(clamp01(Number.NaN)).toBe(0);
  });
  it('sameColor compares bytes and alpha hundredths', () => {
    expect(sameColor({ r: 1.2, g: 2, b: 3, a: 0.501 }, { r: 1, g: 2, b: 3, a: 0.5 })).toBe(true);
    expect(sameColor({ r: 1, g: 2, b: 3, a: 1 }, { r: 1, g: 2, b: 4, a: 1 })).toBe(false);
  });
});
