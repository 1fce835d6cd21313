/** Timers the watchdog uses (the page's, or fake ones in tests). */
export interface WatchdogClock {
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/**
 * Calls `onSilent` once when no beat came for `silenceMs`: the sandbox's event loop is stuck in a handler that never
 * returns (a worker cannot be interrupted, only terminated).
 */
export class Watchdog {
  private last: number;
  private handle: unknown;
  private fired = false;

  constructor(private readonly silenceMs: number, private readonly clock: WatchdogClock, private readonly onSilent: () => void) {
    this.last = clock.now();
    this.handle = clock.setInterval(() => this.check(), Math.max(50, Math.floor(silenceMs / 4)));
  }

  beat(): void {
    this.last = this.clock.now();
  }

  private check(): void {
    if (this.fired || this.clock.now() - this.last <= this.silenceMs) return;
    this.fired = true;
    this.dispose();
    this.onSilent();
  }

  dispose(): void {
    if (this.handle !== undefined) this.clock.clearInterval(this.handle);
    this.handle = undefined;
  }
}
