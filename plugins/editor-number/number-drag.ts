import { clampNumber } from './number-parse.js';

/** Modifier keys held during a drag. */
export interface DragModifiers {
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
  readonly shiftKey?: boolean;
}

/** Value change per pixel before the step is applied (spec 001 §5). */
export const DRAG_BASE_PER_PIXEL = 0.25;
/** Step without modifiers. */
export const DEFAULT_DRAG_STEP = 0.1;
/** Step with Ctrl or Meta. */
export const FINE_DRAG_STEP = 0.01;
/** Step with Alt. */
export const COARSE_DRAG_STEP = 1;
/** A move larger than this in one event (pixels) is ignored (pointer jumps, lock re-centring). */
export const MAX_DRAG_EVENT_PX = 200;
/** Minimum time between value updates while dragging (about one frame). */
export const DRAG_UPDATE_INTERVAL_MS = 17;
/** Minimum time between commits (writes to the document) while dragging. */
export const DRAG_COMMIT_INTERVAL_MS = 200;

/**
 * The step of a drag: an explicit descriptor step wins; otherwise 0.1, Ctrl/Meta 0.01, Alt 1;
 * Shift then squares the step and multiplies it by 10 (0.01 → 0.001, 1 → 10, 0.1 stays 0.1).
 */
export function dragStep(modifiers: DragModifiers, explicitStep?: number): number {
  if (explicitStep !== undefined && Number.isFinite(explicitStep) && explicitStep > 0) return explicitStep;
  let step = DEFAULT_DRAG_STEP;
  if (modifiers.ctrlKey || modifiers.metaKey) step = FINE_DRAG_STEP;
  else if (modifiers.altKey) step = COARSE_DRAG_STEP;
  if (modifiers.shiftKey) step = step * step * 10;
  return roundNoise(step);
}

/** Value change for one pointer move: right and up increase. Undefined when the move is too large and ignored. */
export function dragDelta(dx: number, dy: number, step: number): number | undefined {
  if (Math.abs(dx) > MAX_DRAG_EVENT_PX || Math.abs(dy) > MAX_DRAG_EVENT_PX) return undefined;
  return (dx - dy) * DRAG_BASE_PER_PIXEL * step;
}

/** Remove float noise (0.1 + 0.2) without touching meaningful decimals. */
export function roundNoise(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}

/** What a drag session needs. */
export interface DragSessionOptions {
  /** Value when the drag started. */
  readonly start: number;
  /** Explicit step from the descriptor. */
  readonly step?: number;
  readonly min?: number;
  readonly max?: number;
  /** Round to whole numbers (int type or int mode). */
  readonly integer?: boolean;
  /** Clock in ms; injectable so tests are not timed. */
  readonly now: () => number;
  /** Show a new value (throttled to DRAG_UPDATE_INTERVAL_MS). */
  readonly onUpdate: (value: number) => void;
  /** Write the value to the document (throttled to DRAG_COMMIT_INTERVAL_MS, and once more at the end). */
  readonly onCommit: (value: number) => void;
}

/**
 * One drag gesture: accumulates pointer moves, updates at most every 17 ms and commits at most every 200 ms.
 * Moves inside a throttle window are not lost; they are applied at the next update or at flush/end.
 */
export class DragSession {
  private exact: number;
  private shown: number;
  private committed: number;
  private pending = 0;
  private lastUpdate = Number.NEGATIVE_INFINITY;
  private lastCommit = Number.NEGATIVE_INFINITY;
  private ended = false;

  constructor(private readonly options: DragSessionOptions) {
    this.exact = options.start;
    this.shown = options.start;
    this.committed = options.start;
  }

  /** The value shown now. */
  get value(): number {
    return this.shown;
  }

  /** Whether any update or commit is waiting for its throttle window. */
  get hasPending(): boolean {
    return this.pending !== 0 || this.shown !== this.committed;
  }

  /** Feed one pointer move (movementX/Y in px) with the modifiers held. Returns false when the move was ignored. */
  move(dx: number, dy: number, modifiers: DragModifiers): boolean {
    if (this.ended) return false;
    const delta = dragDelta(dx, dy, dragStep(modifiers, this.options.step));
    if (delta === undefined) return false;
    this.pending += delta;
    this.tick();
    return true;
  }

  /** Apply what is due now (call from a timer so the last move is shown without further events). */
  tick(): void {
    if (this.ended) return;
    const now = this.options.now();
    if (this.pending !== 0 && now - this.lastUpdate >= DRAG_UPDATE_INTERVAL_MS) {
      this.apply();
      this.lastUpdate = now;
    }
    if (this.shown !== this.committed && now - this.lastCommit >= DRAG_COMMIT_INTERVAL_MS) {
      this.commit(now);
    }
  }

  /** Finish: apply every pending move and commit the final value if it changed. Returns the final value. */
  end(): number {
    if (this.ended) return this.shown;
    if (this.pending !== 0) this.apply();
    if (this.shown !== this.committed) this.commit(this.options.now());
    this.ended = true;
    return this.shown;
  }

  private apply(): void {
    const { min, max, integer } = this.options;
    this.exact = clampNumber(roundNoise(this.exact + this.pending), min, max);
    this.pending = 0;
    const next = integer ? Math.round(this.exact) : this.exact;
    if (next !== this.shown) {
      this.shown = next;
      this.options.onUpdate(next);
    }
  }

  private commit(now: number): void {
    this.committed = this.shown;
    this.lastCommit = now;
    this.options.onCommit(this.shown);
  }
}
