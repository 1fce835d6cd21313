import { describe, expect, it } from 'vitest';
import { VIEWPORT_QUALITIES, viewportQuality, viewportQualitySetting } from './viewport-quality.js';

describe('viewport quality presets', () => {
  it('go from the sharpest, smoothest picture to the cheapest', () => {
    const [high, balanced, fast] = VIEWPORT_QUALITIES.map(viewportQuality);
    expect(high).toEqual({ antialias: true, resolution: 1, minFrameInterval: 0 });
    expect(balanced.resolution).toBeLessThan(high.resolution);
    expect(fast.resolution).toBeLessThan(balanced.resolution);
    expect(fast.minFrameInterval).toBeGreaterThan(balanced.minFrameInterval);
    expect(fast.antialias).toBe(false);
  });

  it('read an unknown or missing value as the default, high', () => {
    for (const value of [undefined, null, '', 'ultra', 3, {}]) expect(viewportQuality(value)).toEqual(viewportQuality('high'));
    expect(viewportQualitySetting.default).toBe('high');
    expect(viewportQualitySetting.options).toEqual(VIEWPORT_QUALITIES);
  });
});
