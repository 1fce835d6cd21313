/** What the presenter shows now. */
export interface PresentationState {
  /** The step shown (or being flown to), from 0. */
  readonly index: number;
  readonly count: number;
  /** Autoplay on. */
  readonly playing: boolean;
  /** The camera has arrived at the step's view (false while it moves). */
  readonly arrived: boolean;
}

/** Timers, as the window has them (tests may pass fake ones). */
export interface PresentationTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** How long autoplay stays on a view after the camera has arrived, in milliseconds. */
export const STEP_HOLD_MS = 4000;

/**
 * The presenter's steps (docs/publishing.md): which view is shown, next / previous (stopping at the ends), autoplay that
 * holds each view `holdMs` after the camera has arrived and then moves on, going round to the first after the last.
 * `show(index, arrived)` moves the camera and calls `arrived` when it is there; a newer step replaces an older one.
 */
export class Presentation {
  private state: PresentationState;
  private readonly listeners = new Set<(state: PresentationState) => void>();
  private timer: unknown;
  private generation = 0;

  constructor(
    count: number,
    private readonly show: (index: number, arrived: () => void) => void,
    private readonly holdMs: number = STEP_HOLD_MS,
    private readonly timers: PresentationTimers = { setTimeout: (run, ms) => globalThis.setTimeout(run, ms), clearTimeout: (h) => globalThis.clearTimeout(h as number) },
  ) {
    if (!Number.isInteger(count) || count < 1) throw new Error(`A presentation needs at least one step, not ${count}`);
    this.state = { index: 0, count, playing: false, arrived: false };
  }

  get current(): PresentationState {
    return this.state;
  }

  /** Listen to changes; returns the unsubscribe. */
  subscribe(listener: (state: PresentationState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Show the step at `index` (clamped to the steps). */
  goTo(index: number): void {
    const target = Math.min(this.state.count - 1, Math.max(0, Math.trunc(index)));
    this.cancelTimer();
    const generation = ++this.generation;
    this.update({ index: target, arrived: false });
    this.show(target, () => {
      if (generation !== this.generation) return;
      this.update({ arrived: true });
      this.schedule();
    });
  }

  next(): void {
    if (this.state.index < this.state.count - 1) this.goTo(this.state.index + 1);
  }

  previous(): void {
    if (this.state.index > 0) this.goTo(this.state.index - 1);
  }

  play(): void {
    if (this.state.playing || this.state.count < 2) return;
    this.update({ playing: true });
    this.schedule();
  }

  pause(): void {
    if (!this.state.playing) return;
    this.cancelTimer();
    this.update({ playing: false });
  }

  toggle(): void {
    if (this.state.playing) this.pause();
    else this.play();
  }

  dispose(): void {
    this.cancelTimer();
    this.generation++;
    this.listeners.clear();
  }

  private schedule(): void {
    this.cancelTimer();
    if (!this.state.playing || !this.state.arrived) return;
    this.timer = this.timers.setTimeout(() => {
      this.timer = undefined;
      this.goTo((this.state.index + 1) % this.state.count);
    }, this.holdMs);
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private update(change: Partial<PresentationState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener(this.state);
  }
}
