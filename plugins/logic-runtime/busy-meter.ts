/**
 * The processor time a sandbox's program uses, measured inside its worker. Every way program code runs (the program
 * itself, `scene.every` / `scene.after`, the worker's own timers, handlers of page events) goes through `run`. A run is
 * open from its start until the next task of the worker starts: a probe task queued after each run closes it once
 * the microtasks the run left (promise chains, `await`) have finished, so time spent in them counts too. Time is summed
 * in one-second windows; `busyMs` is the larger of the last full window and the current one.
 */
export class BusyMeter {
  private openSince: number | undefined;
  private probeQueued = false;
  private windowStart: number;
  private current = 0;
  private last = 0;

  constructor(private readonly now: () => number, private readonly queueTask: (fn: () => void) => void) {
    this.windowStart = now();
  }

  /** Run program code, counting its time (and that of the microtasks it leaves). */
  run<T>(fn: () => T): T {
    const start = this.now();
    this.close(start);
    this.openSince = start;
    try {
      return fn();
    } finally {
      if (!this.probeQueued) {
        this.probeQueued = true;
        this.queueTask(() => {
          this.probeQueued = false;
          this.close(this.now());
        });
      }
    }
  }

  private close(at: number): void {
    if (this.openSince === undefined) return;
    this.add(at - this.openSince, at);
    this.openSince = undefined;
  }

  private add(ms: number, at: number): void {
    this.roll(at);
    this.current += Math.max(0, ms);
  }

  private roll(at: number): void {
    const elapsed = at - this.windowStart;
    if (elapsed < 1000) return;
    this.last = elapsed < 2000 ? this.current : 0;
    this.current = 0;
    this.windowStart = at - (elapsed % 1000);
  }

  /** Busy time of the last full second or of the current one, whichever is larger, in ms. */
  busyMs(): number {
    const at = this.now();
    this.roll(at);
    const open = this.openSince === undefined ? 0 : at - this.openSince;
    return Math.max(this.last, this.current + open);
  }
}
