/** Time source of the server; tests move it forward to expire sessions and purge the bin. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** A clock that follows real time plus an offset tests can change. */
export class ControllableClock implements Clock {
  private offset = 0;
  private fixed: number | undefined;

  now(): number {
    return this.fixed ?? Date.now() + this.offset;
  }

  /** Move time forward (or back) by ms. */
  advance(ms: number): void {
    if (this.fixed !== undefined) this.fixed += ms;
    else this.offset += ms;
  }

  /** Freeze time at an instant (undefined unfreezes, keeping the offset). */
  set(ms: number | undefined): void {
    this.fixed = ms;
  }
}

/** One day in ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;
