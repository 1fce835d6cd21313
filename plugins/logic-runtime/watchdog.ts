/** Timers the watchdog uses (the page's, or fake ones in tests). */
export interface WatchdogClock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** How long the watchdog waits, in ms. */
export interface WatchdogLimits {
  /** Silence after a beat that means the sandbox is stuck. */
  readonly silenceMs: number;
  /** Time the sandbox has for its first beat (loading a worker on a busy page takes a while). */
  readonly startMs: number;
}

/** What the watchdog saw when it gave up, in ms. */
export interface Silence {
  /** How long the sandbox was silent (a stalled page's time not counted). */
  readonly silentMs: number;
  /** Time since the watchdog started (the logic's start): more than `silentMs` when the page stalled meanwhile. */
  readonly sinceStartMs: number;
  /** Whether the sandbox ever beat (false: its worker never ran). */
  readonly started: boolean;
}

/**
 * Calls `onSilent` once (with what it saw) when no beat came for the limit: the sandbox's event loop is stuck in a handler that never
 * returns (a worker cannot be interrupted, only terminated). Only the sandbox's silence counts: when the page itself
 * was stalled (its checks ran late, e.g. while compiling shaders), beats may be waiting in its queue, so the wait
 * starts again.
 */
export class Watchdog {
  private last: number;
  private lastCheck: number;
  private readonly start: number;
  private started = false;
  private handle: unknown;
  private fired = false;
  private readonly every: number;

  constructor(private readonly limits: WatchdogLimits, private readonly clock: WatchdogClock, private readonly onSilent: (silence: Silence) => void) {
    this.start = clock.now();
    this.last = this.start;
    this.lastCheck = this.last;
    this.every = Math.max(50, Math.floor(limits.silenceMs / 4));
    this.handle = clock.setInterval(() => this.check(), this.every);
  }

  beat(): void {
    this.started = true;
    this.last = this.clock.now();
  }

  private check(): void {
    const now = this.clock.now();
    const pageStalled = now - this.lastCheck > this.every * 3;
    this.lastCheck = now;
    if (pageStalled) this.last = Math.max(this.last, now - this.every);
    if (this.fired || now - this.last <= (this.started ? this.limits.silenceMs : this.limits.startMs)) return;
    this.fired = true;
    this.dispose();
    this.onSilent({ silentMs: now - this.last, sinceStartMs: now - this.start, started: this.started });
  }

  dispose(): void {
    if (this.handle !== undefined) this.clock.clearInterval(this.handle);
    this.handle = undefined;
  }
}
