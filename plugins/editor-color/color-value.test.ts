import { describe, expect, it } from 'vitest';
import { readColorValue, supportsAlpha, supportsGradient, writeColorValue } from './color-value.js';

describe('reading colour values (spec 001 §3)', () => {
  it('CSS strings', () => {
    expect(readColorValue('#FF000080', 'color').model).toEqual({ kind: 'single', color: { r: 255, g: 0, b: 0, a: 0.5 } });
    expect(readColorValue('rgba(0,0,255,0.2)', 'color').format.cssStyle).toBe('rgba');
  });
  it('color3/color4 objects in 0..1, with linear mode converting by gamma 2.2', () => {
    expect(readColorValue({ r: 1, g: 0, b: 0 }, 'color3').model).toEqual({ kind: 'single', color: { r: 255, g: 0, b: 0, a: 1 } });
    expect(readColorValue({ r: 0, g: 0, b: 0, a: 0.25 }, 'color4').model).toEqual({ kind: 'single', color: { r: 0, g: 0, b: 0, a: 0.25 } });
    expect(readColorValue({ r: 0.5 ** 2.2, g: 0, b: 0 }, 'color3', true).model).toEqual({ kind: 'single', color: { r: 128, g: 0, b: 0, a: 1 } });
  });
  it('color3 ignores alpha', () => {
    expect(readColorValue('#00000080', 'color3').model).toEqual({ kind: 'single', color: { r: 0, g: 0, b: 0, a: 1 } });
  });
  it('gradient objects', () => {
    const g = { type: 'linear', deg: 90, colors: [{ red: 0, green: 0, blue: 0, alpha: 1, pct: 0 }, { red: 9, green: 9, blue: 9, alpha: 1, pct: 1 }] };
    expect(readColorValue(g, 'color').model.kind).toBe('gradient');
    expect(readColorValue(g, 'color4').model).toEqual({ kind: 'single', color: { r: 0, g: 0, b: 0, a: 1 } });
    const single = readColorValue({ type: 'single', deg: 0, colors: [{ red: 1, green: 2, blue: 3, alpha: 1, pct: 0 }] }, 'color');
    expect(single.model).toEqual({ kind: 'single', color: { r: 1, g: 2, b: 3, a: 1 } });
    expect(single.format.singleAsObject).toBe(true);
  });
  it('anything else falls back to white', () => {
    expect(readColorValue(42, 'color').model).toEqual({ kind: 'single', color: { r: 255, g: 255, b: 255, a: 1 } });
    expect(readColorValue(undefined, 'color3').model.kind).toBe('single');
  });
});

describe('writing colour values', () => {
  const red = { kind: 'single' as const, color: { r: 255, g: 0, b: 0, a: 0.5 } };
  it('in the shape of the property', () => {
    expect(writeColorValue(red, { type: 'color3' })).toEqual({ r: 1, g: 0, b: 0 });
    expect(writeColorValue(red, { type: 'color4' })).toEqual({ r: 1, g: 0, b: 0, a: 0.5 });
    expect(writeColorValue(red, { type: 'color' })).toBe('#FF000080');
    expect(writeColorValue({ kind: 'single', color: { r: 255, g: 0, b: 0, a: 1 } }, { type: 'color' })).toBe('#FF0000');
    expect(writeColorValue(red, { type: 'color', cssStyle: 'rgba' })).toBe('rgba(255,0,0,0.5)');
    expect(writeColorValue(red, { type: 'color', singleAsObject: true })).toEqual({ type: 'single', deg: 0, colors: [{ red: 255, green: 0, blue: 0, alpha: 0.5, pct: 0 }] });
  });
  it('linear mode stores c^2.2', () => {
    const v = writeColorValue({ kind: 'single', color: { r: 128, g: 0, b: 0, a: 1 } }, { type: 'color3', linear: true }) as { r: number };
    expect(v.r).toBeCloseTo((128 / 255) ** 2.2, 5);
  });
  it('gradients only for the color type', () => {
    const gradient = { type: 'linear' as const, deg: 90, colors: [{ red: 1, green: 2, blue: 3, alpha: 1, pct: 0 }, { red: 9, green: 9, blue: 9, alpha: 1, pct: 1 }] };
    expect(writeColorValue({ kind: 'gradient', gradient }, { type: 'color' })).toEqual(gradient);
    expect(writeColorValue({ kind: 'gradient', gradient }, { type: 'color4' })).toEqual({ r: 0.003922, g: 0.007843, b: 0.011765, a: 1 });
  });
  it('capabilities per type', () => {
    expect(supportsGradient('color')).toBe(true);
    expect(supportsGradient('color4')).toBe(false);
    expect(supportsAlpha('color3')).toBe(false);
    expect(supportsAlpha('color4')).toBe(true);
  });
});
