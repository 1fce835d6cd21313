import { describe, expect, it } from 'vitest';
import { INFO_POINT_LIMITS, INFO_POINT_OTHER_COLOUR, infoPointStatusColour, infoPointsToJson, readInfoPoints } from './info-points.js';

describe('info-point list values', () => {
  it('reads well-formed points and repairs the rest: ids made unique, strings cut, coordinates and visibility defaulted', () => {
    const points = readInfoPoints([
      { id: 'a', name: 'Pump', category: 'water', type: 'sensor', status: 'online', position: [1, 2, 3], visible: false },
      { id: 'a', name: 'x'.repeat(200), position: [1, 'no', Number.NaN] as never },
      { name: 7, status: null },
      'not a point', null, [1, 2, 3],
    ]);
    expect(points).toHaveLength(3);
    expect(points[0]).toEqual({ id: 'a', name: 'Pump', category: 'water', type: 'sensor', status: 'online', position: [1, 2, 3], visible: false });
    expect(points[1]!.id).toBe('a~1');
    expect(points[1]!.name).toHaveLength(INFO_POINT_LIMITS.nameChars);
    expect(points[1]!.position).toEqual([1, 0, 0]);
    expect(points[1]!.visible).toBe(true);
    expect(points[2]).toMatchObject({ id: 'p2', name: '7', status: '' });
    expect(readInfoPoints({ not: 'a list' })).toEqual([]);
  });

  it('keeps at most the limit of points and writes back what it read', () => {
    const many = Array.from({ length: INFO_POINT_LIMITS.maxPoints + 5 }, (_, i) => ({ id: `p${i}`, name: `P${i}` }));
    expect(readInfoPoints(many)).toHaveLength(INFO_POINT_LIMITS.maxPoints);
    const one = readInfoPoints([{ id: 'a', name: 'A', category: 'c', type: 't', status: 'fault', position: [0, 1, 2], visible: true }]);
    expect(readInfoPoints(infoPointsToJson(one))).toEqual(one);
  });

  it('colours a status as spec 001 §3 gives it, anything else dark grey', () => {
    expect(infoPointStatusColour('online')).toBe(infoPointStatusColour('normal'));
    expect(infoPointStatusColour(' Warning ')).toBe('#e02424');
    expect(infoPointStatusColour('fault')).toBe('#ff8c1a');
    expect(infoPointStatusColour('offline')).toBe('#9a9a9a');
    expect(infoPointStatusColour('unknown')).toBe(INFO_POINT_OTHER_COLOUR);
    expect(infoPointStatusColour('')).toBe(INFO_POINT_OTHER_COLOUR);
  });
});
