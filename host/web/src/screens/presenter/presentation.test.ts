import { describe, expect, it } from 'vitest';
import { Presentation, type PresentationTimers } from './presentation.js';

/** Timers run by hand: `fire()` runs the pending one, as the window would after its delay. */
function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  const timers: PresentationTimers = {
    setTimeout: (run, ms) => {
      pending.set(++next, { run, ms });
      return next;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  return {
    timers,
    pending: () => [...pending.values()],
    fire() {
      const [id, timer] = [...pending.entries()][0] ?? [];
      if (id === undefined || !timer) throw new Error('no timer pending');
      pending.delete(id);
      timer.run();
    },
  };
}

/** A presentation whose camera flights are held until `land()`. */
function presentation(count: number) {
  const shown: number[] = [];
  const flights: (() => void)[] = [];
  const clock = manualTimers();
  const p = new Presentation(count, (index, arrived) => {
    shown.push(index);
    flights.push(arrived);
  }, 4000, clock.timers);
  return { p, shown, clock, land: () => flights.splice(0).forEach((arrived) => arrived()) };
}

describe('the presenter steps', () => {
  it('steps next and previous, stopping at both ends', () => {
    const { p, shown, land } = presentation(3);
    p.goTo(0);
    land();
    p.previous();
    expect(p.current).toMatchObject({ index: 0, count: 3, arrived: true });
    p.next();
    expect(p.current).toMatchObject({ index: 1, arrived: false });
    land();
    p.next();
    p.next();
    expect(p.current.index).toBe(2);
    p.previous();
    expect(shown).toEqual([0, 1, 2, 1]);
    p.goTo(99);
    expect(p.current.index).toBe(2);
  });

  it('autoplays: holds each view after the camera arrives, then moves on and goes round after the last', () => {
    const { p, clock, land } = presentation(3);
    const seen: number[] = [];
    p.subscribe((s) => seen.push(s.index));
    p.goTo(0);
    p.play();
    expect(clock.pending()).toEqual([]); // the camera has not arrived: no hold yet
    land();
    expect(clock.pending().map((t) => t.ms)).toEqual([4000]);
    clock.fire();
    expect(p.current).toMatchObject({ index: 1, playing: true, arrived: false });
    land();
    clock.fire();
    land();
    clock.fire();
    expect(p.current.index).toBe(0);
    p.pause();
    land();
    expect(clock.pending()).toEqual([]);
    expect(p.current.playing).toBe(false);
  });

  it('a newer step replaces a flight under way; manual steps while playing restart the hold', () => {
    const { p, clock, land } = presentation(4);
    p.goTo(0);
    land();
    p.play();
    p.next();
    p.next(); // the flight to 1 is replaced by the flight to 2
    expect(clock.pending()).toEqual([]);
    land(); // both flights land: only the newest counts
    expect(p.current).toMatchObject({ index: 2, arrived: true });
    expect(clock.pending()).toHaveLength(1);
  });

  it('one step (a scene without cameras) cannot autoplay; no steps is refused', () => {
    const { p, clock, land } = presentation(1);
    p.goTo(0);
    land();
    p.play();
    p.next();
    expect(p.current).toMatchObject({ index: 0, count: 1, playing: false });
    expect(clock.pending()).toEqual([]);
    expect(() => new Presentation(0, () => undefined)).toThrow(/at least one step/);
  });
});
