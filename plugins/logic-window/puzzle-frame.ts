import type { DesignMode, LayoutService } from '../../sdk/index.js';

/** Delay between switching to Logical mode and messaging the puzzle window (spec 000 §4). */
export const PUZZLE_MESSAGE_DELAY_MS = 200;

/** What the puzzle window is told after the mode switch: the mode now (it fits itself to the new layout). */
export interface PuzzleMessage {
  readonly kind: 'modeChanged';
  readonly mode: DesignMode;
}

/**
 * The link between "a block was added" and the puzzle window. The mode switch rebuilds the dock layout, so the window
 * that saw the block added may not be the one that gets the message: the message goes to whichever window is shown
 * 200 ms later.
 */
export class PuzzleFrame {
  private receiver: ((message: PuzzleMessage) => void) | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** A message no window was shown to receive (the new layout's window not mounted yet); the next one gets it. */
  private pending: PuzzleMessage | undefined;

  constructor(private readonly layout: LayoutService) {}

  /** The window now shown; returns the function that detaches it. */
  attach(receiver: (message: PuzzleMessage) => void): () => void {
    this.receiver = receiver;
    const pending = this.pending;
    this.pending = undefined;
    if (pending) receiver(pending);
    return () => {
      if (this.receiver === receiver) this.receiver = undefined;
    };
  }

  /** A block was added to the puzzle: Logical mode now, the puzzle message after PUZZLE_MESSAGE_DELAY_MS. */
  blockAdded(): void {
    this.layout.setDesignMode('logical');
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const message: PuzzleMessage = { kind: 'modeChanged', mode: this.layout.designMode };
      if (this.receiver) this.receiver(message);
      else this.pending = message;
    }, PUZZLE_MESSAGE_DELAY_MS);
  }

  dispose(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.receiver = undefined;
    this.pending = undefined;
  }
}
