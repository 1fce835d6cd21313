import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutServiceImpl } from '../../../core/services/layout/layout-service.js';
import { PUZZLE_MESSAGE_DELAY_MS, PuzzleFrame, type PuzzleMessage } from '../../../plugins/logic-window/puzzle-frame.js';

afterEach(() => vi.useRealTimers());

describe('PuzzleFrame', () => {
  it('switches to Logical at once and messages the window shown 200 ms later', () => {
    vi.useFakeTimers();
    const layout = new LayoutServiceImpl();
    const frame = new PuzzleFrame(layout);
    const first: PuzzleMessage[] = [];
    const second: PuzzleMessage[] = [];
    const detachFirst = frame.attach((m) => first.push(m));
    frame.blockAdded();
    expect(layout.designMode).toBe('logical');
    // The mode switch rebuilt the layout: another window is shown now.
    detachFirst();
    frame.attach((m) => second.push(m));
    vi.advanceTimersByTime(PUZZLE_MESSAGE_DELAY_MS - 1);
    expect(second).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(second).toEqual([{ kind: 'modeChanged', mode: 'logical' }]);
    expect(first).toEqual([]);
    expect(PUZZLE_MESSAGE_DELAY_MS).toBe(200);
  });

  it('keeps the message for the window mounted after it was sent', () => {
    vi.useFakeTimers();
    const frame = new PuzzleFrame(new LayoutServiceImpl());
    frame.attach(() => undefined)();
    frame.blockAdded();
    vi.advanceTimersByTime(PUZZLE_MESSAGE_DELAY_MS);
    const late: PuzzleMessage[] = [];
    frame.attach((m) => late.push(m));
    expect(late).toEqual([{ kind: 'modeChanged', mode: 'logical' }]);
  });

  it('sends one message for blocks added in quick succession, none after dispose', () => {
    vi.useFakeTimers();
    const frame = new PuzzleFrame(new LayoutServiceImpl());
    const got: PuzzleMessage[] = [];
    frame.attach((m) => got.push(m));
    frame.blockAdded();
    vi.advanceTimersByTime(100);
    frame.blockAdded();
    vi.advanceTimersByTime(PUZZLE_MESSAGE_DELAY_MS);
    expect(got).toHaveLength(1);
    frame.blockAdded();
    frame.dispose();
    vi.advanceTimersByTime(PUZZLE_MESSAGE_DELAY_MS);
    expect(got).toHaveLength(1);
  });
});
