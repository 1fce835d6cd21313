import { describe, expect, it } from 'vitest';
import { Watchdog, type Silence, type WatchdogClock } from './watchdog.js';

/** A clock whose interval runs at every `tick` the test asks for. */
function clockAt(): WatchdogClock & { time: number; tick(ms: number): void } {
  let fn: (() => void) | undefined;
  let every = 0;
  const clock = {
    time: 0,
    now: () => clock.time,
    setInterval: (f: () => void, ms: number) => {
      fn = f;
      every = ms;
      return 1;
    },
    clearInterval: () => {
      fn = undefined;
    },
    tick(ms: number) {
      for (let left = ms; left > 0; left -= every) {
        clock.time += Math.min(every, left);
        fn?.();
      }
    },
  };
  return clock;
}

describe('Watchdog', () => {
  it('fires once after the silence that follows the last beat', () => {
    const clock = clockAt();
    let fired = 0;
    const dog = new Watchdog({ silenceMs: 1000, startMs: 5000 }, clock, () => fired++);
    dog.beat();
    clock.tick(900);
    dog.beat();
    clock.tick(900);
    expect(fired).toBe(0);
    clock.tick(400);
    expect(fired).toBe(1);
    clock.tick(5000);
    expect(fired).toBe(1);
  });

  it('gives a sandbox that has not beaten yet the longer start time', () => {
    const clock = clockAt();
    let fired = 0;
    new Watchdog({ silenceMs: 1000, startMs: 5000 }, clock, () => fired++);
    clock.tick(4000);
    expect(fired).toBe(0);
    clock.tick(1500);
    expect(fired).toBe(1);
  });

  it('does not blame the sandbox for a stalled page', () => {
    const clock = clockAt();
    let fired = 0;
    const dog = new Watchdog({ silenceMs: 1000, startMs: 5000 }, clock, () => fired++);
    dog.beat();
    clock.time += 3000; // the page was busy for 3 s: no check ran, beats wait in its queue
    clock.tick(250);
    expect(fired).toBe(0);
    dog.beat();
    clock.tick(2000);
    expect(fired).toBe(1);
  });

  it('reports the silence, the time since the start and whether the sandbox ever beat', () => {
    const clock = clockAt();
    const seen: Silence[] = [];
    const dog = new Watchdog({ silenceMs: 1000, startMs: 5000 }, clock, (s) => seen.push(s));
    dog.beat();
    clock.time += 3000; // a stalled page: its checks did not run, so the wait starts again
    clock.tick(1500);
    expect(seen).toHaveLength(1);
    expect(seen).toEqual([{ silentMs: 1250, sinceStartMs: 4250, started: true }]);

    const never: Silence[] = [];
    const quiet = clockAt();
    new Watchdog({ silenceMs: 1000, startMs: 5000 }, quiet, (s) => never.push(s));
    quiet.tick(5500);
    expect(never).toEqual([{ silentMs: 5250, sinceStartMs: 5250, started: false }]);
  });
});
