import { describe, expect, it } from 'vitest';
import { HEAT_MAP_POINT_DEFAULTS, HEAT_MAP_POINT_LIMITS, NO_LIST_SELECTION as NO_SELECTION } from '../../sdk/index.js';
import type { HeatMapPointData } from '../../sdk/index.js';
import { addHeatPoint, clearHeatPoints, formatHeatValue, moveHeatPoint, removeHeatPoints, setHeatPointNumber, setHeatPointVisible } from './heat-point-rules.js';

const a: HeatMapPointData = { position: [1, 0, 2], size: 3, value: 0.25, visible: true };
const b: HeatMapPointData = { position: [-4, 1, 0], size: 1.5, value: 0.75, visible: false };

describe('heat-map point list edits', () => {
  it('adds a copy of the first selected point (position, size, value), visible, at the end, and selects it', () => {
    const edit = addHeatPoint([a, b], { keys: [1, 0], anchor: 1 });
    expect(edit).toEqual({ ok: true, points: [a, b, { position: [-4, 1, 0], size: 1.5, value: 0.75, visible: true }], selection: { keys: [2], anchor: 2 } });
  });

  it('adds at the origin with the default size and value when nothing is selected; refuses past the limit', () => {
    const edit = addHeatPoint([a], NO_SELECTION);
    expect(edit.ok && edit.points[1]).toEqual({ position: [0, 0, 0], size: HEAT_MAP_POINT_DEFAULTS.size, value: HEAT_MAP_POINT_DEFAULTS.value, visible: true });
    expect(addHeatPoint(Array.from({ length: HEAT_MAP_POINT_LIMITS.maxPoints }, () => a), NO_SELECTION)).toEqual({ ok: false, reason: 'max' });
  });

  it('removes the selected points and rebuilds the list; clear empties it; both refuse when there is nothing to do', () => {
    expect(removeHeatPoints([a, b, a], { keys: [0, 2], anchor: 0 })).toEqual({ ok: true, points: [b], selection: { keys: [], anchor: undefined } });
    expect(removeHeatPoints([a, b], NO_SELECTION)).toEqual({ ok: false, reason: 'none' });
    expect(clearHeatPoints([a, b])).toMatchObject({ ok: true, points: [] });
    expect(clearHeatPoints([])).toEqual({ ok: false, reason: 'none' });
  });

  it('keeps a value to 3 decimals and a size within its limits; a change that rounds to nothing is refused', () => {
    const value = setHeatPointNumber([a, b], 0, 'value', 0.123456);
    expect(value.ok && value.points[0]!.value).toBe(0.123);
    expect(setHeatPointNumber([a], 0, 'value', 0.2500004)).toEqual({ ok: false, reason: 'unchanged' });
    const size = setHeatPointNumber([a], 0, 'size', -2);
    expect(size.ok && size.points[0]!.size).toBe(0);
    const z = setHeatPointNumber([a], 0, 'z', 7);
    expect(z.ok && z.points[0]!.position).toEqual([1, 0, 7]);
    expect(setHeatPointNumber([a], 0, 'x', Number.NaN)).toEqual({ ok: false, reason: 'unchanged' });
    expect(setHeatPointNumber([a], 5, 'x', 1)).toEqual({ ok: false, reason: 'unchanged' });
    expect(formatHeatValue(0.5)).toBe('0.500');
  });

  it('shows, hides and moves one point, leaving the others', () => {
    const hidden = setHeatPointVisible([a, b], 0, false);
    expect(hidden.ok && hidden.points).toEqual([{ ...a, visible: false }, b]);
    const moved = moveHeatPoint([a, b], 1, [5, 6, 7]);
    expect(moved.ok && moved.points).toEqual([a, { ...b, position: [5, 6, 7] }]);
    expect(moveHeatPoint([a], 0, [1, Number.POSITIVE_INFINITY, 0])).toEqual({ ok: false, reason: 'unchanged' });
  });
});
