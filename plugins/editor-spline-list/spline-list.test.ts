import { describe, expect, it } from 'vitest';
import { readSpline, sampleSpline, SPLINE_LIMITS, type SplineData } from '../../sdk/index.js';
import {
  addSplineModifier, convertSplineToPath, createSpline, deleteSpline, deleteSplineModifier, invertSplineOrder, isSplineRefusal,
  moveSplineDown, moveSplineUp, nextSplineName, patchSplineModifier, renameSpline, setSplineClosed, setSplineEnabled, setSplineNumber,
  setSplinePoints, SPLINE_LIST_MESSAGES, switchSplineType,
} from './spline-list.js';
import type { SplineListResult } from './spline-list.js';

const spline = (value: Record<string, unknown>, i = 0): SplineData => readSpline(value as never, i)!;
const circle1 = spline({ id: 'spline-1', name: 'Circle 1', type: 'circle' });
const path = spline({ id: 'p', name: 'Path 1', type: 'path', points: [0, 0, 0, 1, 0, 0, 1, 0, 1], closed: false });

function done(result: SplineListResult) {
  if (isSplineRefusal(result)) throw new Error(`refused: ${result.refusal}`);
  return result;
}

/** Two sampled lines are the same to within the stored precision (5 decimals). */
function expectSameLine(a: ReturnType<typeof sampleSpline>, b: ReturnType<typeof sampleSpline>): void {
  expect(a.closed).toBe(b.closed);
  expect(a.points).toHaveLength(b.points.length);
  a.points.forEach((p, i) => {
    for (const axis of ['x', 'y', 'z'] as const) expect(p[axis]).toBeCloseTo(b.points[i]![axis], 4);
  });
}

describe('spline list operations (spec 001 §4, §8)', () => {
  it('creates a circle, a spiral and a path numbered after the highest in use, with unique ids, and says so', () => {
    const a = done(createSpline([circle1], 'circle'));
    expect(a.splines.map((s) => s.name)).toEqual(['Circle 1', 'Circle 2']);
    expect(a.selected).toBe(1);
    expect(a.success).toBe(SPLINE_LIST_MESSAGES.created);
    expect(a.splines[1]).toMatchObject({ type: 'circle', radius: 4, tessellation: 6, enabled: true });
    const b = done(createSpline(a.splines, 'spiral'));
    const c = done(createSpline(b.splines, 'path'));
    expect(c.splines.map((s) => s.name)).toEqual(['Circle 1', 'Circle 2', 'Spiral 1', 'Path 1']);
    expect(new Set(c.splines.map((s) => s.id)).size).toBe(4);
    expect(nextSplineName([spline({ name: 'Circle 7' }), spline({ name: 'Circles 9' })], 'circle')).toBe('Circle 8');
  });

  it('refuses to create beyond the spline limit', () => {
    const full = Array.from({ length: SPLINE_LIMITS.splines }, (_, i) => spline({ id: `s${i}`, name: `S ${i}` }));
    expect(createSpline(full, 'path')).toEqual({ refusal: SPLINE_LIST_MESSAGES.tooMany });
  });

  it('converts a circle to a path keeping its sampled points and the closed flag, at the same index', () => {
    const list = [path, spline({ id: 'c', name: 'Ring', type: 'circle', radius: 2, tessellation: 8 }), circle1];
    const result = done(convertSplineToPath(list, 1));
    const converted = result.splines[1]!;
    expect(result.splines[0]).toBe(path);
    expect(result.splines[2]).toBe(circle1);
    expect(converted).toMatchObject({ id: 'c', name: 'Ring', type: 'path', closed: true });
    expect(converted.points).toHaveLength(8 * 3);
    expectSameLine(sampleSpline(converted), sampleSpline(list[1]!));
  });

  it('stores converted points at the spec precision of 5 decimals: no float noise, no -0', () => {
    const converted = done(convertSplineToPath([spline({ type: 'circle', radius: 2, tessellation: 4 })], 0)).splines[0]!;
    expect(converted.points).toEqual([2, 0, 0, 0, 0, 2, -2, 0, 0, 0, 0, -2]);
    expect(converted.points.some((v) => Object.is(v, -0))).toBe(false);
    const octagon = done(convertSplineToPath([spline({ type: 'circle', radius: 2, tessellation: 8 })], 0)).splines[0]!;
    expect(octagon.points.slice(3, 6)).toEqual([1.41421, 0, 1.41421]);
  });

  it('converts a spiral to an open path; its modifiers stay and the drawn line is unchanged', () => {
    const spiral = spline({ type: 'spiral', turns: 1.5, tessellation: 6, modifiers: [{ type: 'arc', radius: 0.3, segments: 3 }] });
    const converted = done(convertSplineToPath([spiral], 0)).splines[0]!;
    expect(converted.closed).toBe(false);
    expect(converted.modifiers).toEqual(spiral.modifiers);
    expectSameLine(sampleSpline(converted), sampleSpline(spiral));
  });

  it('refuses to convert a path again', () => {
    expect(convertSplineToPath([path], 0)).toEqual({ refusal: SPLINE_LIST_MESSAGES.alreadyPath });
  });

  it('inverts a path point by point and says so; a circle gets "Please convert to the path first"', () => {
    const result = done(invertSplineOrder([path], 0));
    expect(result.splines[0]!.points).toEqual([1, 0, 1, 1, 0, 0, 0, 0, 0]);
    expect(result.success).toBe(SPLINE_LIST_MESSAGES.reversed);
    expect(invertSplineOrder([circle1], 0)).toEqual({ refusal: SPLINE_LIST_MESSAGES.convertToPathFirst });
    expect(invertSplineOrder([spline({ type: 'spiral' })], 0)).toEqual({ refusal: SPLINE_LIST_MESSAGES.convertToPathFirst });
  });

  it('deletes a spline, says so, and selects the next one (or none when the list is empty)', () => {
    const result = done(deleteSpline([circle1, path], 0));
    expect(result.splines).toEqual([path]);
    expect(result.selected).toBe(0);
    expect(result.success).toBe(SPLINE_LIST_MESSAGES.deleted);
    expect(done(deleteSpline([path], 0))).toMatchObject({ splines: [], selected: -1 });
    expect(deleteSpline([path], 3)).toEqual({ refusal: SPLINE_LIST_MESSAGES.noSpline });
  });

  it('moves up and down, refused at the ends', () => {
    expect(done(moveSplineUp([circle1, path], 1))).toEqual({ splines: [path, circle1], selected: 0 });
    expect(done(moveSplineDown([circle1, path], 0))).toEqual({ splines: [path, circle1], selected: 1 });
    expect(moveSplineUp([circle1, path], 0)).toEqual({ refusal: SPLINE_LIST_MESSAGES.atTop });
    expect(moveSplineDown([circle1, path], 1)).toEqual({ refusal: SPLINE_LIST_MESSAGES.atBottom });
  });

  it('toggles enabled and renames with a trimmed name, refusing empty and too long names', () => {
    expect(done(setSplineEnabled([circle1], 0, false)).splines[0]!.enabled).toBe(false);
    expect(done(renameSpline([circle1], 0, '  Rim  ')).splines[0]!.name).toBe('Rim');
    expect(renameSpline([circle1], 0, '   ')).toEqual({ refusal: SPLINE_LIST_MESSAGES.emptyName });
    expect(renameSpline([circle1], 0, 'x'.repeat(SPLINE_LIMITS.name + 1))).toEqual({ refusal: SPLINE_LIST_MESSAGES.nameTooLong });
  });

  it('switches type: to path converts, back to circle keeps the stored points', () => {
    const asPath = done(switchSplineType([circle1], 0, 'path')).splines;
    expect(asPath[0]!.type).toBe('path');
    const back = done(switchSplineType(asPath, 0, 'circle')).splines[0]!;
    expect(back.type).toBe('circle');
    expect(back.points).toEqual(asPath[0]!.points);
    expect(done(switchSplineType([circle1], 0, 'circle')).splines[0]).toBe(circle1);
  });

  it('sets numbers within their bounds and the closed flag', () => {
    expect(done(setSplineNumber([circle1], 0, 'tessellation', 2.4)).splines[0]!.tessellation).toBe(3);
    expect(done(setSplineNumber([circle1], 0, 'tessellation', 1e9)).splines[0]!.tessellation).toBe(SPLINE_LIMITS.tessellation);
    expect(done(setSplineNumber([circle1], 0, 'radius', -3)).splines[0]!.radius).toBe(0);
    expect(done(setSplineNumber([circle1], 0, 'turns', 3.5)).splines[0]!.turns).toBe(3.5);
    expect(done(setSplineClosed([path], 0, true)).splines[0]!.closed).toBe(true);
  });

  it('replaces path points, refusing broken triples and too many points', () => {
    expect(done(setSplinePoints([path], 0, [1, 2, 3, 4, 5, 6])).splines[0]!.points).toEqual([1, 2, 3, 4, 5, 6]);
    expect(setSplinePoints([path], 0, [1, 2])).toEqual({ refusal: SPLINE_LIST_MESSAGES.badPoints });
    expect(setSplinePoints([path], 0, [1, 2, Number.NaN])).toEqual({ refusal: SPLINE_LIST_MESSAGES.badPoints });
    expect(setSplinePoints([path], 0, new Array((SPLINE_LIMITS.pathPoints + 1) * 3).fill(0))).toEqual({ refusal: SPLINE_LIST_MESSAGES.badPoints });
  });

  it('adds, changes and deletes chamfer and arc modifiers, refused at the modifier limit', () => {
    let list = done(addSplineModifier([path], 0, 'chamfer')).splines;
    list = done(addSplineModifier(list, 0, 'arc')).splines;
    expect(list[0]!.modifiers.map((m) => m.type)).toEqual(['chamfer', 'arc']);
    list = done(patchSplineModifier(list, 0, 1, { segments: 500, radius: -1, enabled: false })).splines;
    expect(list[0]!.modifiers[1]).toEqual({ type: 'arc', radius: 0, segments: SPLINE_LIMITS.arcSegments, enabled: false });
    expect(done(patchSplineModifier(list, 0, 0, { segments: 9 })).splines[0]!.modifiers[0]!.segments).toBe(1);
    list = done(deleteSplineModifier(list, 0, 0)).splines;
    expect(list[0]!.modifiers.map((m) => m.type)).toEqual(['arc']);
    expect(deleteSplineModifier(list, 0, 5)).toEqual({ refusal: SPLINE_LIST_MESSAGES.noModifier });
    const full = spline({ type: 'path', modifiers: Array.from({ length: SPLINE_LIMITS.modifiers }, () => ({ type: 'chamfer' })) });
    expect(addSplineModifier([full], 0, 'arc')).toEqual({ refusal: SPLINE_LIST_MESSAGES.tooManyModifiers });
  });
});
