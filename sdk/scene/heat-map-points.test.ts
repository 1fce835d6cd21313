import { describe, expect, it } from 'vitest';
import { HEAT_MAP_POINT_DEFAULTS, HEAT_MAP_POINT_LIMITS, heatMapPointsToJson, heatMapValue, readHeatMapPoints } from './heat-map-points.js';

describe('heat-map point list values', () => {
  it('reads well-formed points and repairs the rest: values to 3 decimals, sizes and values clamped, defaults', () => {
    const points = readHeatMapPoints([
      { position: [1, 2, 3], size: 2.5, value: 0.12345, visible: false },
      { position: [1, 'no', Number.NaN] as never, size: -4, value: 5e9 },
      { size: 'big' as never, value: null },
      'not a point', null, [1, 2, 3],
    ]);
    expect(points).toEqual([
      { position: [1, 2, 3], size: 2.5, value: 0.123, visible: false },
      { position: [1, 0, 0], size: 0, value: HEAT_MAP_POINT_LIMITS.maxValue, visible: true },
      { position: [0, 0, 0], size: HEAT_MAP_POINT_DEFAULTS.size, value: 0, visible: true },
    ]);
    expect(readHeatMapPoints({ not: 'a list' })).toEqual([]);
    expect(readHeatMapPoints([{ position: [2e9, -2e9, 0] }])[0]!.position).toEqual([HEAT_MAP_POINT_LIMITS.maxCoordinate, -HEAT_MAP_POINT_LIMITS.maxCoordinate, 0]);
  });

  it('keeps at most maxPoints and writes back what it read', () => {
    const many = Array.from({ length: HEAT_MAP_POINT_LIMITS.maxPoints + 5 }, (_, i) => ({ position: [i, 0, 0], size: 1, value: i / 1000, visible: true }));
    const read = readHeatMapPoints(many);
    expect(read).toHaveLength(HEAT_MAP_POINT_LIMITS.maxPoints);
    expect(readHeatMapPoints(heatMapPointsToJson(read))).toEqual(read);
  });

  it('rounds values to 3 decimals', () => {
    expect(heatMapValue(1.23456)).toBe(1.235);
    expect(heatMapValue(-0.0004)).toBe(0);
    expect(heatMapValue(Number.NaN)).toBe(0);
  });
});
