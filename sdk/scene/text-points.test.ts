import { describe, expect, it } from 'vitest';
import { readTextPoints, TEXT_POINT_LIMITS, textPointsToJson } from './text-points.js';

describe('text point list values', () => {
  it('reads well-formed points and repairs the rest; keeps at most maxPoints; writes back what it read', () => {
    const points = readTextPoints([
      { text: 'Hall', position: [1, 2, 3], visible: false },
      { text: 'x'.repeat(300), position: [2e9, 'no', Number.NaN] as never },
      { text: 42 },
      'not a point', null, [1, 2, 3],
    ]);
    expect(points).toEqual([
      { text: 'Hall', position: [1, 2, 3], visible: false },
      { text: 'x'.repeat(TEXT_POINT_LIMITS.textChars), position: [TEXT_POINT_LIMITS.maxCoordinate, 0, 0], visible: true },
      { text: '42', position: [0, 0, 0], visible: true },
    ]);
    expect(readTextPoints({ not: 'a list' })).toEqual([]);
    const many = readTextPoints(Array.from({ length: TEXT_POINT_LIMITS.maxPoints + 3 }, (_, i) => ({ text: `t${i}`, position: [i, 0, 0] })));
    expect(many).toHaveLength(TEXT_POINT_LIMITS.maxPoints);
    expect(readTextPoints(textPointsToJson(many))).toEqual(many);
  });
});
