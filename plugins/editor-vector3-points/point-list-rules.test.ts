import { describe, expect, it } from 'vitest';
import { MAX_VECTOR3_POINTS } from '../../sdk/index.js';
import { addPoint, clearPoints, limitsOf, movePoint, removePoints, setCoordinate } from './point-list-rules.js';
import { EMPTY_SELECTION } from './point-selection.js';

const free = limitsOf(undefined);
const sel = (...indices: number[]) => ({ indices, anchor: indices[0] });

describe('point list limits', () => {
  it('default to 0..MAX and keep min within max', () => {
    expect(free).toEqual({ min: 0, max: MAX_VECTOR3_POINTS });
    expect(limitsOf({ min: 2, max: 5 })).toEqual({ min: 2, max: 5 });
    expect(limitsOf({ min: 9, max: 5 })).toEqual({ min: 5, max: 5 });
    expect(limitsOf({ max: 1e9, min: -3 })).toEqual({ min: 0, max: MAX_VECTOR3_POINTS });
  });
});

describe('adding points', () => {
  it('in an empty list adds the origin', () => {
    expect(addPoint([], EMPTY_SELECTION, free)).toEqual({ ok: true, points: [0, 0, 0], selection: sel(0) });
  });
  it('after the last selected point, halfway to the next', () => {
    const r = addPoint([0, 0, 0, 2, 4, 6, 9, 9, 9], sel(0), free);
    expect(r).toEqual({ ok: true, points: [0, 0, 0, 1, 2, 3, 2, 4, 6, 9, 9, 9], selection: sel(1) });
  });
  it('at the end with nothing selected, one step on past the last point (1 along x after a single point)', () => {
    expect(addPoint([0, 0, 0, 1, 1, 0], EMPTY_SELECTION, free)).toMatchObject({ points: [0, 0, 0, 1, 1, 0, 2, 2, 0], selection: sel(2) });
    expect(addPoint([5, 0, 0], EMPTY_SELECTION, free)).toMatchObject({ points: [5, 0, 0, 6, 0, 0] });
  });
  it('is refused at the maximum', () => {
    expect(addPoint([0, 0, 0, 1, 1, 1], EMPTY_SELECTION, limitsOf({ max: 2 }))).toEqual({ ok: false, reason: 'max' });
  });
});

describe('removing and clearing', () => {
  const list = [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3];
  it('removes every selected point and selects the one before them', () => {
    expect(removePoints(list, sel(1, 2), free)).toEqual({ ok: true, points: [0, 0, 0, 3, 3, 3], selection: sel(0) });
    expect(removePoints(list, sel(0), free)).toMatchObject({ points: [1, 1, 1, 2, 2, 2, 3, 3, 3], selection: sel(0) });
    expect(removePoints([1, 1, 1], sel(0), free)).toEqual({ ok: true, points: [], selection: EMPTY_SELECTION });
  });
  it('is refused below the minimum or with nothing selected', () => {
    expect(removePoints(list, sel(0, 1, 2), limitsOf({ min: 2 }))).toEqual({ ok: false, reason: 'min' });
    expect(removePoints(list, EMPTY_SELECTION, free)).toEqual({ ok: false, reason: 'none' });
  });
  it('clearing empties the list unless it may not be empty', () => {
    expect(clearPoints(list, free)).toEqual({ ok: true, points: [], selection: EMPTY_SELECTION });
    expect(clearPoints(list, limitsOf({ min: 2 }))).toEqual({ ok: false, reason: 'min' });
    expect(clearPoints([], free)).toEqual({ ok: false, reason: 'none' });
  });
});

describe('editing coordinates', () => {
  it('sets one coordinate, ignoring no-ops, bad numbers and indices past the end', () => {
    expect(setCoordinate([1, 2, 3], 0, 1, 5)).toEqual([1, 5, 3]);
    expect(setCoordinate([1, 2, 3], 0, 1, 2)).toBeUndefined();
    expect(setCoordinate([1, 2, 3], 0, 1, NaN)).toBeUndefined();
    expect(setCoordinate([1, 2, 3], 1, 0, 1)).toBeUndefined();
  });
  it('moves a whole point', () => {
    expect(movePoint([1, 2, 3, 4, 5, 6], 1, [7, 8, 9])).toEqual([1, 2, 3, 7, 8, 9]);
    expect(movePoint([1, 2, 3], 0, [1, 2, 3])).toBeUndefined();
    expect(movePoint([1, 2, 3], 3, [1, 2, 3])).toBeUndefined();
  });
});
