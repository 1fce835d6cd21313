import { describe, expect, it } from 'vitest';
import { HEAT_MAP_POINT_LIMITS, heatMapPointsToJson, readHeatMapPoints } from '../scene/heat-map-points.js';
import { HeatMapPointListWire, HeatMapPointWire } from './heat-map-point-list.js';

const point = { position: [1, 2, 3], size: 2, value: 0.125, visible: true };

describe('heat-map points on the wire', () => {
  it('takes what the scene stores and refuses what it would not', () => {
    expect(HeatMapPointListWire.safeParse(heatMapPointsToJson(readHeatMapPoints([point, { ...point, value: 1.23456 }]))).success).toBe(true);
    expect(HeatMapPointWire.safeParse({ ...point, value: 0.1234 }).success).toBe(false);
    expect(HeatMapPointWire.safeParse({ ...point, value: HEAT_MAP_POINT_LIMITS.maxValue + 1 }).success).toBe(false);
    expect(HeatMapPointWire.safeParse({ ...point, size: -1 }).success).toBe(false);
    expect(HeatMapPointWire.safeParse({ ...point, position: [1, 2, Number.NaN] }).success).toBe(false);
    expect(HeatMapPointWire.safeParse({ ...point, position: [1, 2] }).success).toBe(false);
    expect(HeatMapPointWire.safeParse({ ...point, extra: 1 }).success).toBe(false);
    expect(HeatMapPointListWire.safeParse(Array.from({ length: HEAT_MAP_POINT_LIMITS.maxPoints + 1 }, () => point)).success).toBe(false);
  });
});
