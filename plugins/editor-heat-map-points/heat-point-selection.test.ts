import { describe, expect, it } from 'vitest';
import { clickHeatPoint, keepWithin, NO_SELECTION } from './heat-point-selection.js';

const plain = { ctrlKey: false, metaKey: false, shiftKey: false };
const ctrl = { ...plain, ctrlKey: true };
const meta = { ...plain, metaKey: true };
const shift = { ...plain, shiftKey: true };

describe('heat-map point selection (spec 001 §4)', () => {
  it('a click selects one, Ctrl or Meta toggles, Shift selects the range from the anchor', () => {
    const one = clickHeatPoint(NO_SELECTION, 2, plain);
    expect(one).toEqual({ indices: [2], anchor: 2 });
    const two = clickHeatPoint(one, 5, ctrl);
    expect(two).toEqual({ indices: [2, 5], anchor: 5 });
    expect(clickHeatPoint(two, 2, meta)).toEqual({ indices: [5], anchor: 2 });
    expect(clickHeatPoint(one, 4, shift)).toEqual({ indices: [2, 3, 4], anchor: 2 });
    expect(clickHeatPoint(clickHeatPoint(one, 0, shift), 5, plain)).toEqual({ indices: [5], anchor: 5 });
    expect(clickHeatPoint({ indices: [7], anchor: 2 }, 0, { ...shift, ctrlKey: true })).toEqual({ indices: [7, 0, 1, 2], anchor: 2 });
    expect(clickHeatPoint(NO_SELECTION, 3, shift)).toEqual({ indices: [3], anchor: 3 });
  });

  it('drops indices past the end of a shorter list', () => {
    const selection = { indices: [1, 4], anchor: 4 };
    expect(keepWithin(selection, 5)).toBe(selection);
    expect(keepWithin(selection, 3)).toEqual({ indices: [1], anchor: undefined });
  });
});
