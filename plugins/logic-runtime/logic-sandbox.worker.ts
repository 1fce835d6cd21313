// The logic sandbox: a dedicated module worker that runs one puzzle program. It captures what it needs (postMessage,
// timers, the clock, a message channel), beats at once (so a program that loops at start is stopped after the silence
// limit, not the start grace), then locks the global scope down to an allow list (no network, storage, file system,
// nested workers or postMessage), replaces the timers with metered ones and runs the program with PuzzleApi as `scene`.
// It beats every PUZZLE_LIMITS.heartbeatMs with the processor time the program used in the last second, so the page can
// stop a program that never returns or that uses too much. Messages leave as JSON text measured here (wire.ts). The
// server sends this file with a policy of its own (`sandbox allow-scripts`: an opaque origin, so storage and file APIs
// refuse even if one were reached; docs/player.md).
import { PUZZLE_LIMITS, type PageToSandbox } from '../../sdk/sandbox.js';
import { BusyMeter } from './busy-meter.js';
import { lockDown } from './lock-down.js';
import { compilePuzzle } from './puzzle-program.js';
import { SandboxApi } from './sandbox-api.js';
import { createSandboxPost } from './wire.js';

type TimerFn = (fn: () => void, ms?: number) => unknown;
const scope = globalThis as unknown as {
  postMessage(message: string): void;
  setInterval: TimerFn;
  setTimeout: TimerFn;
  clearInterval(handle: unknown): void;
  clearTimeout(handle: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: PageToSandbox }) => void): void;
};
const postText = scope.postMessage.bind(scope);
const native = {
  setInterval: scope.setInterval.bind(scope), setTimeout: scope.setTimeout.bind(scope),
  clearInterval: scope.clearInterval.bind(scope), clearTimeout: scope.clearTimeout.bind(scope),
};
const clock = performance.now.bind(performance);
const channel = new MessageChannel();
const probes: (() => void)[] = [];
channel.port1.onmessage = () => probes.shift()?.();
const meter = new BusyMeter(clock, (fn) => {
  probes.push(fn);
  channel.port2.postMessage(null);
});

const post = createSandboxPost(postText, clock);

const beat = () => post({ kind: 'heartbeat', busyMs: Math.round(meter.busyMs()) });
beat();
native.setInterval(beat, PUZZLE_LIMITS.heartbeatMs);

/** Timers for the program: every callback runs through the meter. */
const metered = {
  setInterval: (fn: () => void, ms: number) => native.setInterval(() => meter.run(fn), ms),
  setTimeout: (fn: () => void, ms: number) => native.setTimeout(() => meter.run(fn), ms),
};
let sandbox: SandboxApi | undefined;

scope.addEventListener('message', (event) => {
  const message = event.data;
  if (message.kind !== 'start') {
    meter.run(() => sandbox?.receive(message));
    return;
  }
  if (sandbox) return; // one program per sandbox
  sandbox = new SandboxApi({ post, ...metered, now: clock }, message.nodes, Array.isArray(message.actions) ? message.actions : []);
  lockDown(globalThis);
  // The program's own timers (the global names) are metered too; a callback that is not a function is ignored.
  const programTimer = (set: TimerFn) => (fn: unknown, ms?: unknown) => {
    if (typeof fn !== 'function') return undefined;
    return set(() => meter.run(() => (fn as () => void)()), Number(ms) || 0);
  };
  for (const [name, value] of [
    ['setTimeout', programTimer(native.setTimeout)], ['setInterval', programTimer(native.setInterval)],
    ['clearTimeout', (h: unknown) => native.clearTimeout(h)], ['clearInterval', (h: unknown) => native.clearInterval(h)],
  ] as const) {
    Object.defineProperty(globalThis, name, { value, writable: false, configurable: false });
  }
  let program: ReturnType<typeof compilePuzzle>;
  try {
    program = compilePuzzle(message.code);
  } catch (error) {
    post({ kind: 'failed', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    return;
  }
  const api = sandbox.api;
  const running = sandbox;
  meter.run(() => {
    running.guard(() => program(api));
    running.loaded(message.data);
  });
  post({ kind: 'ready' });
});
