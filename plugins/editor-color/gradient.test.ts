import { describe, expect, it } from 'vitest';
import {
  addStop, colorAt, degToDirection, directionToDeg, distributeEvenly, gradientFromColor, gradientToCss, isGradientValue,
  moveStop, normalizeGradient, removeStop, setStopColor, type GradientValue,
} from './gradient.js';

const black = { red: 0, green: 0, blue: 0, alpha: 1 };
const white = { red: 255, green: 255, blue: 255, alpha: 1 };
const bw: GradientValue = { type: 'linear', deg: 90, colors: [{ ...black, pct: 0 }, { ...white, pct: 1 }] };

describe('directions', () => {
  it('up/right/down/left ↔ 0/90/180/270 degrees', () => {
    expect(directionToDeg('up')).toBe(0);
    expect(directionToDeg('right')).toBe(90);
    expect(directionToDeg('down')).toBe(180);
    expect(directionToDeg('left')).toBe(270);
    expect(degToDirection(-90)).toBe('left');
    expect(degToDirection(450)).toBe('right');
    expect(degToDirection(45)).toBeUndefined();
  });
});

describe('stops', () => {
  it('double-click adds a stop with the colour at that position, kept sorted', () => {
    const { gradient, index } = addStop(bw, 0.5);
    expect(index).toBe(1);
    expect(gradient.colors.map((c) => c.pct)).toEqual([0, 0.5, 1]);
    expect(gradient.colors[1]).toMatchObject({ red: 128, green: 128, blue: 128, alpha: 1 });
  });

  it('X removes a stop but keeps at least 2', () => {
    const three = addStop(bw, 0.3).gradient;
    const two = removeStop(three, 1);
    expect(two.colors).toHaveLength(2);
    expect(removeStop(two, 0)).toBe(two);
    expect(removeStop(three, 7)).toBe(three);
  });

  it('dragging keeps the stop within 0..1 and re-sorts', () => {
    const three = addStop(bw, 0.3).gradient;
    const a = moveStop(three, 1, 1.7);
    expect(a.gradient.colors.map((c) => c.pct)).toEqual([0, 1, 1]);
    const b = moveStop(three, 0, 0.6);
    expect(b.index).toBe(1);
    expect(b.gradient.colors.map((c) => c.pct)).toEqual([0.3, 0.6, 1]);
    expect(moveStop(three, 2, -3).gradient.colors[0].pct).toBe(0);
  });

  it('even distribution spreads stops from 0 to 1', () => {
    const g: GradientValue = { ...bw, colors: [{ ...black, pct: 0.1 }, { ...white, pct: 0.2 }, { ...black, pct: 0.9 }] };
    expect(distributeEvenly(g).colors.map((c) => c.pct)).toEqual([0, 0.5, 1]);
  });

  it('sets a stop colour in place', () => {
    expect(setStopColor(bw, 1, { r: 255, g: 0, b: 0, a: 0.5 }).colors[1]).toEqual({ red: 255, green: 0, blue: 0, alpha: 0.5, pct: 1 });
  });
});

describe('colorAt', () => {
  it('blends linearly', () => {
    expect(colorAt(bw, 0.25)).toEqual({ r: 64, g: 64, b: 64, a: 1 });
    expect(colorAt(bw, -1)).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(colorAt(bw, 2)).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });
  it('hard stops give bands', () => {
    const hard = { ...bw, colors: [{ ...black, pct: 0 }, { ...white, pct: 0.5 }, { ...black, pct: 1 }], hardStop: true };
    expect(colorAt(hard, 0.49)).toEqual({ r: 0, g: 0, b: 0, a: 1 });
    expect(colorAt(hard, 0.6)).toEqual({ r: 255, g: 255, b: 255, a: 1 });
  });
});

describe('CSS rendering', () => {
  it('linear', () => {
    expect(gradientToCss(bw)).toBe('linear-gradient(90deg, rgba(0,0,0,1) 0%, rgba(255,255,255,1) 100%)');
  });
  it('hard stops', () => {
    const hard = { ...bw, colors: [{ ...black, pct: 0 }, { ...white, pct: 0.5 }], hardStop: true };
    expect(gradientToCss(hard)).toBe('linear-gradient(90deg, rgba(0,0,0,1) 0%, rgba(0,0,0,1) 50%, rgba(255,255,255,1) 50%, rgba(255,255,255,1) 100%)');
  });
  it('radial, and a forced linear preview of it', () => {
    const radial: GradientValue = { ...bw, type: 'radial' };
    expect(gradientToCss(radial)).toBe('radial-gradient(circle, rgba(0,0,0,1) 0%, rgba(255,255,255,1) 100%)');
    expect(gradientToCss(radial, 90)).toMatch(/^linear-gradient\(90deg/);
  });
  it('single', () => {
    expect(gradientToCss({ type: 'single', deg: 0, colors: [{ ...white, pct: 0 }] })).toBe('linear-gradient(rgba(255,255,255,1), rgba(255,255,255,1))');
  });
});

describe('reading values', () => {
  it('recognises gradient objects', () => {
    expect(isGradientValue(bw)).toBe(true);
    expect(isGradientValue({ type: 'conic', colors: [] })).toBe(false);
    expect(isGradientValue('#fff')).toBe(false);
    expect(isGradientValue(null)).toBe(false);
  });
  it('normalises: clamps, sorts, fills to two stops', () => {
    const g = normalizeGradient({ type: 'linear', deg: Number.NaN, colors: [{ red: 300, green: -1, blue: 10.4, alpha: 2, pct: 0.8 }] });
    expect(g.deg).toBe(180);
    expect(g.colors).toEqual([{ red: 255, green: 0, blue: 10, alpha: 1, pct: 0 }, { red: 255, green: 0, blue: 10, alpha: 1, pct: 1 }]);
    const sorted = normalizeGradient({ ...bw, colors: [{ ...white, pct: 1 }, { ...black, pct: 0 }] });
    expect(sorted.colors[0].red).toBe(0);
  });
  it('a gradient from a colour starts with it', () => {
    expect(gradientFromColor({ r: 10, g: 20, b: 30, a: 1 }).colors[0]).toEqual({ red: 10, green: 20, blue: 30, alpha: 1, pct: 0 });
  });
});
