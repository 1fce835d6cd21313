// The weaker findings of issue 25 about the logic: a loop that yields holds a core, a 100 MB console line, a flood of
// messages, and the endless-loop message that named the wrong wait.
import { describe, expect, it } from 'vitest';
import { PUZZLE_LIMITS } from '../../sdk/index.js';
import { BusyMeter } from '../../plugins/logic-runtime/busy-meter.js';
import { SandboxApi } from '../../plugins/logic-runtime/sandbox-api.js';
import { createSandboxPost } from '../../plugins/logic-runtime/wire.js';
import { Watchdog } from '../../plugins/logic-runtime/watchdog.js';
import type { SandboxToPage } from '../../sdk/index.js';

/** A sandbox whose posts and timers the test holds. */
function sandbox(now: () => number = () => 0) {
  const posted: SandboxToPage[] = [];
  const timeouts: (() => void)[] = [];
  const api = new SandboxApi({ post: (m) => posted.push(m), setInterval: () => 0, setTimeout: (fn) => timeouts.push(fn), now }, {});
  return { posted, timeouts, api: api.api };
}

describe('console lines from the logic', () => {
  it('are cut to PUZZLE_LIMITS.logLineChars however long the value', () => {
    const { posted, api } = sandbox();
    api.log('x'.repeat(100_000_000));
    expect(posted).toHaveLength(1);
    const line = (posted[0] as unknown as { values: string[] }).values[0];
    expect(line.length).toBeLessThanOrEqual(PUZZLE_LIMITS.logLineChars + 1);
  });

  it('are at most PUZZLE_LIMITS.logsPerSecond a second, with one warning', () => {
    let t = 0;
    const { posted, api } = sandbox(() => t);
    for (let i = 0; i < 10_000; i++) api.log(i);
    expect(posted).toHaveLength(PUZZLE_LIMITS.logsPerSecond + 1);
    expect(posted.at(-1)).toEqual({ kind: 'notice', notice: 'tooManyLines' });
    t = 1000;
    api.log('later');
    expect(posted.at(-1)).toMatchObject({ values: ['later'] });
  });
});

describe('a flood of messages', () => {
  it('is cut in the worker to PUZZLE_LIMITS.messagesPerSecond a second (77,000 calls)', () => {
    const sent: string[] = [];
    const post = createSandboxPost((text) => sent.push(text), () => 0);
    for (let i = 0; i < 77_000; i++) post({ kind: 'action', action: 'setVisible', args: ['box', i % 2 === 0] });
    post({ kind: 'heartbeat', busyMs: 0 }); // heartbeats always go
    expect(sent).toHaveLength(PUZZLE_LIMITS.messagesPerSecond + 1);
  });
});

describe('handlers and timers', () => {
  it('are at most PUZZLE_LIMITS.handlers, and a fired scene.after gives its place back', () => {
    const { posted, timeouts, api } = sandbox();
    for (let i = 0; i < PUZZLE_LIMITS.handlers + 10; i++) api.onKey('a', () => undefined);
    expect(posted.filter((m) => m.kind === 'notice' && m.notice === 'tooManyHandlers')).toHaveLength(1);
    api.after(1, () => undefined);
    expect(timeouts).toHaveLength(0);
  });
});

describe('the processor meter of the worker', () => {
  it('counts a program that spins 180 ms and yields with setTimeout(0): about 900 ms a second', () => {
    let t = 0;
    const probes: (() => void)[] = [];
    const meter = new BusyMeter(() => t, (fn) => probes.push(fn));
    for (let i = 0; i < 10; i++) {
      meter.run(() => {
        t += 180; // the spin
      });
      t += 2; // the microtasks it left
      probes.shift()?.(); // the probe task closes the run
      t += 18; // idle until the next setTimeout(0) fires
    }
    expect(meter.busyMs()).toBeGreaterThan(PUZZLE_LIMITS.cpuMsPerSecond);
    expect(meter.busyMs()).toBeLessThanOrEqual(1000);
  });

  it('counts little for a program that runs 2 ms every 100 ms', () => {
    let t = 0;
    const probes: (() => void)[] = [];
    const meter = new BusyMeter(() => t, (fn) => probes.push(fn));
    for (let i = 0; i < 30; i++) {
      meter.run(() => {
        t += 2;
      });
      probes.shift()?.();
      t += 98;
    }
    expect(meter.busyMs()).toBeLessThan(50);
  });
});

describe('the endless-loop message', () => {
  it('names the silence the sandbox really had', () => {
    let t = 0;
    let fn: () => void = () => undefined;
    let silent = 0;
    const dog = new Watchdog({ silenceMs: 2000, startMs: 15_000 }, { now: () => t, setInterval: (f) => (fn = f), clearInterval: () => undefined }, (seen) => (silent = seen.silentMs));
    dog.beat(); // the worker beats as soon as its script runs, before the program
    for (t = 0; t <= 3000 && silent === 0; t += 100) fn();
    expect(silent).toBeGreaterThan(2000);
    expect(silent).toBeLessThan(2700); // stopped after the silence limit, not the 15 s start grace
  });
});
