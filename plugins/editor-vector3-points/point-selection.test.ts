import { describe, expect, it } from 'vitest';
import { clampSelection, clickPoint, EMPTY_SELECTION, selectAll } from './point-selection.js';

const plain = { ctrlKey: false, metaKey: false, shiftKey: false };
const ctrl = { ...plain, ctrlKey: true };
const meta = { ...plain, metaKey: true };
const shift = { ...plain, shiftKey: true };

describe('point selection', () => {
  it('a plain click selects one point and sets the anchor', () => {
    const s = clickPoint(clickPoint(EMPTY_SELECTION, 2, plain), 4, plain);
    expect(s).toEqual({ indices: [4], anchor: 4 });
  });
  it('Ctrl or Meta toggles a point in or out, keeping the indices ascending', () => {
    let s = clickPoint(EMPTY_SELECTION, 5, plain);
    s = clickPoint(s, 1, ctrl);
    s = clickPoint(s, 3, meta);
    expect(s.indices).toEqual([1, 3, 5]);
    s = clickPoint(s, 5, ctrl);
    expect(s).toEqual({ indices: [1, 3], anchor: 5 });
  });
  it('Shift selects the range from the anchor either way, replacing the selection; with Ctrl it adds the range', () => {
    let s = clickPoint(EMPTY_SELECTION, 4, plain);
    expect(clickPoint(s, 1, shift)).toEqual({ indices: [1, 2, 3, 4], anchor: 4 });
    s = clickPoint(clickPoint(s, 9, ctrl), 6, plain);
    s = clickPoint(s, 0, ctrl);
    expect(clickPoint(s, 2, { ...shift, ctrlKey: true }).indices).toEqual([0, 1, 2, 6]);
  });
  it('Shift with no anchor selects the clicked point alone', () => {
    expect(clickPoint(EMPTY_SELECTION, 3, shift)).toEqual({ indices: [3], anchor: 3 });
  });
  it('clamps to a shorter list, and selects all', () => {
    expect(clampSelection({ indices: [0, 2, 5], anchor: 5 }, 3)).toEqual({ indices: [0, 2], anchor: undefined });
    const same = { indices: [1], anchor: 1 };
    expect(clampSelection(same, 3)).toBe(same);
    expect(selectAll(3)).toEqual({ indices: [0, 1, 2], anchor: 0 });
    expect(selectAll(0)).toEqual({ indices: [], anchor: undefined });
  });
});
