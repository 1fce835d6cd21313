import { describe, expect, it } from 'vitest';
import { fitScale, MAX_ZOOM, MIN_ZOOM, rulerTicks, snapTime, timeAt, zoomed } from './ruler-scale.js';

describe('timeline ruler', () => {
  it('maps pixels to seconds and snaps to a tenth', () => {
    expect(timeAt({ pxPerSecond: 100 }, 150)).toBe(1.5);
    expect(timeAt({ pxPerSecond: 100 }, -20)).toBe(0);
    expect(snapTime(1.04)).toBe(1);
    expect(snapTime(1.06)).toBe(1.1);
    expect(snapTime(0.30000000000000004)).toBe(0.3);
  });
  it('labels ticks far enough apart, every fifth tick major', () => {
    const ticks = rulerTicks({ pxPerSecond: 100 }, 2);
    expect(ticks.filter((t) => t.major).map((t) => t.time)).toEqual([0, 1, 2]);
    expect(ticks).toHaveLength(11);
    expect(rulerTicks({ pxPerSecond: 400 }, 1).filter((t) => t.major).map((t) => t.time)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
  it('zooms within limits', () => {
    expect(zoomed(100, 1.5)).toBe(150);
    expect(zoomed(MAX_ZOOM, 2)).toBe(MAX_ZOOM);
    expect(zoomed(MIN_ZOOM, 0.5)).toBe(MIN_ZOOM);
  });
  it('fits the animation to the lanes at zoom 1', () => {
    expect(fitScale(848, 2, 48)).toBe(400);
    expect(fitScale(848, 10_000, 48)).toBe(MIN_ZOOM);
    expect(fitScale(0, 2, 48)).toBe(120);
    expect(fitScale(848, 0, 48)).toBe(120);
  });
});
