import { describe, expect, it } from 'vitest';
import { ease, EASING_NAMES } from './easing.js';
import { evaluateTrack, interpolateValue, playbackPosition } from './keyframe-eval.js';
import { moverValue } from './mover-eval.js';
import type { Keyframe } from './animation-data.js';

const key = (time: number, value: Keyframe['value'], extra: Partial<Keyframe> = {}): Keyframe => ({ id: `k${time}`, time, value, ...extra });

describe('interpolation', () => {
  it('interpolates numbers, vectors and colours field by field; holds what cannot be interpolated', () => {
    expect(interpolateValue(0, 10, 0.25)).toBe(2.5);
    expect(interpolateValue({ x: 0, y: 2, z: -4 }, { x: 4, y: 2, z: 4 }, 0.5)).toEqual({ x: 2, y: 2, z: 0 });
    expect(interpolateValue({ r: 1, g: 0, b: 0 }, { r: 0, g: 0, b: 1 }, 0.25)).toEqual({ r: 0.75, g: 0, b: 0.25 });
    expect(interpolateValue([0, 10], [10, 20], 0.1)).toEqual([1, 11]);
    expect(interpolateValue(true, false, 0.99)).toBe(true);
    expect(interpolateValue(true, false, 1)).toBe(false);
  });

  it('evaluates a track: held outside its keys, linear, step and eased between them', () => {
    const track = { keys: [key(0, 0), key(2, 10, { interpolation: 'step' }), key(4, 20, { interpolation: 'ease', easing: 'easeInQuad' }), key(6, 40)] };
    expect(evaluateTrack(track, -1)).toBe(0);
    expect(evaluateTrack(track, 1)).toBe(5);
    expect(evaluateTrack(track, 3.9)).toBe(10);
    expect(evaluateTrack(track, 5)).toBeCloseTo(20 + 20 * 0.25);
    expect(evaluateTrack(track, 9)).toBe(40);
    expect(evaluateTrack({ keys: [] }, 1)).toBeUndefined();
  });

  it('every easing starts at 0 and ends at 1; unknown names are linear; input is clamped', () => {
    for (const name of EASING_NAMES) {
      expect(ease(name, 0)).toBeCloseTo(0);
      expect(ease(name, 1)).toBeCloseTo(1);
    }
    expect(ease('easeOutQuad', 0.5)).toBeCloseTo(0.75);
    expect(ease('easeInCubic', 0.5)).toBeCloseTo(0.125);
    expect(ease('nope', 0.3)).toBeCloseTo(0.3);
    expect(ease('linear', 2)).toBe(1);
  });
});

describe('loop and swing timing', () => {
  it('once: runs to the end and holds there, done', () => {
    expect(playbackPosition(1.5, 2, false, false)).toEqual({ time: 1.5, done: false });
    expect(playbackPosition(3, 2, false, false)).toEqual({ time: 2, done: true });
  });
  it('loop: wraps around', () => {
    expect(playbackPosition(5.5, 2, true, false).time).toBeCloseTo(1.5);
    expect(playbackPosition(5.5, 2, true, false).done).toBe(false);
  });
  it('swing once: forward then back to 0, then done', () => {
    expect(playbackPosition(1, 2, false, true)).toEqual({ time: 1, done: false });
    expect(playbackPosition(3, 2, false, true)).toEqual({ time: 1, done: false });
    expect(playbackPosition(4.5, 2, false, true)).toEqual({ time: 0, done: true });
  });
  it('loop and swing: ping-pong forever', () => {
    expect(playbackPosition(7, 2, true, true)).toEqual({ time: 1, done: false });
    expect(playbackPosition(9.5, 2, true, true).time).toBeCloseTo(1.5);
  });
});

describe('movers', () => {
  const bob = { property: 'position.y', enable: true, min: 0, max: 2, duration: 2 };
  it('runs from min to max each duration, plus base; swing comes back', () => {
    expect(moverValue(bob, 0)).toBe(0);
    expect(moverValue(bob, 1)).toBe(1);
    expect(moverValue(bob, 3)).toBe(1);
    expect(moverValue({ ...bob, base: 5 }, 1)).toBe(6);
    expect(moverValue({ ...bob, swing: true }, 3)).toBeCloseTo(1);
    expect(moverValue({ ...bob, swing: true }, 2.5)).toBeCloseTo(1.5);
  });
  it('waits for its delay, shifts by offset, holds while paused, drives nothing when disabled', () => {
    expect(moverValue({ ...bob, delay: 1 }, 1)).toBe(0);
    expect(moverValue({ ...bob, delay: 1 }, 2)).toBe(1);
    expect(moverValue({ ...bob, offset: 0.5 }, 0)).toBe(0.5);
    expect(moverValue({ ...bob, pause: true }, 1.3)).toBe(0);
    expect(moverValue({ ...bob, enable: false }, 1)).toBeUndefined();
  });
});
