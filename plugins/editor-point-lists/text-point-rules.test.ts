import { describe, expect, it } from 'vitest';
import { NO_LIST_SELECTION as NO_SELECTION, TEXT_POINT_LIMITS } from '../../sdk/index.js';
import type { TextPointData } from '../../sdk/index.js';
import { addTextPoint, clearTextPoints, moveTextPoint, removeTextPoints, setTextPointCoordinate, setTextPointText, setTextPointVisible } from './text-point-rules.js';

const a: TextPointData = { text: 'Hall', position: [1, 0, 2], visible: true };
const b: TextPointData = { text: 'Lab', position: [-4, 1, 0], visible: false };

describe('text point list edits', () => {
  it('adds a point at the end, one unit on from the first selected (at the origin with none), and selects it', () => {
    expect(addTextPoint([a, b], { keys: [1], anchor: 1 }, 'Text')).toEqual({
      ok: true, points: [a, b, { text: 'Text', position: [-3, 1, 0], visible: true }], selection: { keys: [2], anchor: 2 },
    });
    const first = addTextPoint([], NO_SELECTION, 'Text');
    expect(first.ok && first.points).toEqual([{ text: 'Text', position: [0, 0, 0], visible: true }]);
    expect(addTextPoint(Array.from({ length: TEXT_POINT_LIMITS.maxPoints }, () => a), NO_SELECTION, 'Text')).toEqual({ ok: false, reason: 'max' });
  });

  it('deletes the selection, clears all, and refuses when there is nothing to do', () => {
    expect(removeTextPoints([a, b, a], { keys: [0, 2], anchor: 0 })).toEqual({ ok: true, points: [b], selection: { keys: [], anchor: undefined } });
    expect(removeTextPoints([a], NO_SELECTION)).toEqual({ ok: false, reason: 'none' });
    expect(clearTextPoints([a, b])).toMatchObject({ ok: true, points: [] });
    expect(clearTextPoints([])).toEqual({ ok: false, reason: 'none' });
  });

  it('edits text, a coordinate, visibility and a drag of one point', () => {
    const text = setTextPointText([a, b], 1, 'y'.repeat(400));
    expect(text.ok && text.points[1]!.text).toHaveLength(TEXT_POINT_LIMITS.textChars);
    expect(setTextPointText([a], 0, 'Hall')).toEqual({ ok: false, reason: 'unchanged' });
    const z = setTextPointCoordinate([a], 0, 2, 9);
    expect(z.ok && z.points[0]!.position).toEqual([1, 0, 9]);
    expect(setTextPointCoordinate([a], 0, 0, Number.NaN)).toEqual({ ok: false, reason: 'unchanged' });
    const shown = setTextPointVisible([a, b], 1, true);
    expect(shown.ok && shown.points[1]!.visible).toBe(true);
    const moved = moveTextPoint([a], 0, [3, 4, 5]);
    expect(moved.ok && moved.points[0]!.position).toEqual([3, 4, 5]);
  });
});
