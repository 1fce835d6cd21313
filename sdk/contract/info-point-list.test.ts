import { describe, expect, it } from 'vitest';
import { INFO_POINT_LIMITS, infoPointsToJson, readInfoPoints } from '../scene/info-points.js';
import { INFO_POINT_DUPLICATE_KEY, InfoPointListWire, InfoPointWire } from './info-point-list.js';

const point = { id: 'a', name: 'Pump', category: 'water', type: 'sensor', status: 'online', position: [1, 2, 3], visible: true };

describe('info points on the wire', () => {
  it('takes what the scene stores and refuses what it would not', () => {
    expect(InfoPointListWire.safeParse(infoPointsToJson(readInfoPoints([point, { ...point, id: 'b', name: 'Valve' }]))).success).toBe(true);
    expect(InfoPointWire.safeParse({ ...point, name: 'x'.repeat(INFO_POINT_LIMITS.nameChars + 1) }).success).toBe(false);
    expect(InfoPointWire.safeParse({ ...point, name: '' }).success).toBe(false);
    expect(InfoPointWire.safeParse({ ...point, position: [1, 2, Number.NaN] }).success).toBe(false);
    expect(InfoPointWire.safeParse({ ...point, position: [1, 2] }).success).toBe(false);
    expect(InfoPointWire.safeParse({ ...point, extra: 1 }).success).toBe(false);
  });

  it('refuses a repeated name or id, naming the place', () => {
    const result = InfoPointListWire.safeParse([point, { ...point, id: 'b' }, { ...point, name: 'Other' }]);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['2.id', INFO_POINT_DUPLICATE_KEY], ['1.name', INFO_POINT_DUPLICATE_KEY]]);
  });

  it('refuses more than the limit of points', () => {
    const many = Array.from({ length: INFO_POINT_LIMITS.maxPoints + 1 }, (_, i) => ({ ...point, id: `p${i}`, name: `P${i}` }));
    expect(InfoPointListWire.safeParse(many).success).toBe(false);
  });
});
