import { describe, expect, it } from 'vitest';
import { dragDelta, DragSession, dragStep, type DragSessionOptions } from './number-drag.js';

describe('dragStep (spec 001 §5)', () => {
  it('default 0.1', () => expect(dragStep({})).toBe(0.1));
  it('Ctrl gives 0.01', () => expect(dragStep({ ctrlKey: true })).toBe(0.01));
  it('Meta gives 0.01', () => expect(dragStep({ metaKey: true })).toBe(0.01));
  it('Alt gives 1', () => expect(dragStep({ altKey: true })).toBe(1));
  it('Ctrl wins over Alt', () => expect(dragStep({ ctrlKey: true, altKey: true })).toBe(0.01));
  it('Shift squares the step and multiplies it by 10', () => {
    expect(dragStep({ shiftKey: true })).toBe(0.1);
    expect(dragStep({ shiftKey: true, altKey: true })).toBe(10);
    expect(dragStep({ shiftKey: true, ctrlKey: true })).toBe(0.001);
  });
  it('an explicit step wins', () => {
    expect(dragStep({}, 5)).toBe(5);
    expect(dragStep({ shiftKey: true, altKey: true }, 0.5)).toBe(0.5);
    expect(dragStep({}, 0)).toBe(0.1);
  });
});

describe('dragDelta', () => {
  it('is 0.25 per pixel times the step; right and up increase', () => {
    expect(dragDelta(4, 0, 1)).toBe(1);
    expect(dragDelta(0, -4, 1)).toBe(1);
    expect(dragDelta(-8, 0, 0.1)).toBeCloseTo(-0.2, 12);
  });
  it('ignores a move over 200 px in one event', () => {
    expect(dragDelta(201, 0, 1)).toBeUndefined();
    expect(dragDelta(0, -250, 1)).toBeUndefined();
    expect(dragDelta(200, 0, 1)).toBe(50);
  });
});

function session(options: Partial<DragSessionOptions> = {}) {
  let time = 1000;
  const updates: number[] = [];
  const commits: number[] = [];
  const drag = new DragSession({
    start: 0,
    now: () => time,
    onUpdate: (v) => updates.push(v),
    onCommit: (v) => commits.push(v),
    ...options,
  });
  return { drag, updates, commits, advance: (ms: number) => { time += ms; } };
}

describe('DragSession', () => {
  it('applies moves with the step of each event', () => {
    const { drag, advance } = session();
    drag.move(40, 0, {}); // 40 * .25 * .1 = 1
    advance(20);
    drag.move(4, 0, { altKey: true }); // + 1
    expect(drag.value).toBe(2);
  });

  it('throttles updates to ~17 ms, accumulating moves in between', () => {
    const { drag, updates, advance } = session();
    drag.move(4, 0, { altKey: true });
    expect(updates).toEqual([1]);
    advance(5);
    drag.move(4, 0, { altKey: true });
    advance(5);
    drag.move(4, 0, { altKey: true });
    expect(updates).toEqual([1]);
    advance(7); // 17 ms since the first update
    drag.move(4, 0, { altKey: true });
    expect(updates).toEqual([1, 4]);
  });

  it('commits at most once per 200 ms and once more at the end', () => {
    const { drag, commits, advance } = session();
    for (let i = 0; i < 30; i += 1) {
      drag.move(4, 0, { altKey: true });
      advance(20);
    }
    // 30 moves over 600 ms: commits at t=0, 200, 400 (+ at most one more at 600) instead of 30
    expect(commits.length).toBeGreaterThanOrEqual(3);
    expect(commits.length).toBeLessThanOrEqual(4);
    expect(drag.end()).toBe(30);
    expect(commits[commits.length - 1]).toBe(30);
  });

  it('end applies pending moves and commits nothing when unchanged', () => {
    const a = session();
    a.drag.move(4, 0, { altKey: true });
    a.drag.move(4, 0, { altKey: true }); // throttled
    expect(a.drag.hasPending).toBe(true);
    expect(a.drag.end()).toBe(2);
    expect(a.commits).toEqual([1, 2]);
    const b = session({ start: 3 });
    expect(b.drag.end()).toBe(3);
    expect(b.commits).toEqual([]);
  });

  it('tick applies a throttled move without a new event', () => {
    const { drag, updates, advance } = session();
    drag.move(4, 0, { altKey: true });
    drag.move(4, 0, { altKey: true });
    advance(17);
    drag.tick();
    expect(updates).toEqual([1, 2]);
  });

  it('ignores a jump over 200 px', () => {
    const { drag } = session();
    expect(drag.move(500, 0, {})).toBe(false);
    expect(drag.end()).toBe(0);
  });

  it('clamps to min/max and rounds integers', () => {
    const a = session({ start: 9, max: 10 });
    a.drag.move(40, 0, { altKey: true });
    expect(a.drag.end()).toBe(10);
    const b = session({ start: 0, integer: true });
    b.drag.move(2, 0, { altKey: true }); // 0.5 → rounds to 1 (shown), exact 0.5 kept
    b.drag.move(1, 0, { altKey: true });
    expect(b.drag.end()).toBe(1);
    const c = session({ start: 0, integer: true });
    c.drag.move(1, 0, {}); // 0.025 → shown 0, no update
    expect(c.updates).toEqual([]);
  });

  it('keeps values free of float noise', () => {
    const { drag, advance } = session();
    for (let i = 0; i < 3; i += 1) { drag.move(4, 0, {}); advance(20); }
    expect(drag.end()).toBe(0.3);
  });

  it('uses the explicit step', () => {
    const { drag } = session({ step: 2 });
    drag.move(4, 0, { altKey: true });
    expect(drag.end()).toBe(2);
  });
});
