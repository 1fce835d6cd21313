import { describe, expect, it } from 'vitest';
import { INITIAL_NUMBER_INPUT_STATE, nextNumberInputState, type NumberInputEvent, type NumberInputState } from './number-input-state.js';

function run(events: NumberInputEvent[], start: NumberInputState = INITIAL_NUMBER_INPUT_STATE) {
  let state = start;
  const effects: string[] = [];
  for (const event of events) {
    const t = nextNumberInputState(state, event);
    state = t.state;
    if (t.effect) effects.push(t.effect);
  }
  return { state, effects };
}
const down = (time: number, x = 0, y = 0, button = 0): NumberInputEvent => ({ type: 'pointerDown', button, x, y, time });
const up = (time: number): NumberInputEvent => ({ type: 'pointerUp', time });
const move = (x: number, y = 0): NumberInputEvent => ({ type: 'pointerMove', x, y });
const key = (k: string): NumberInputEvent => ({ type: 'key', key: k });

describe('number input states (spec 001 §4)', () => {
  it('starts idle; a single click stays idle', () => {
    expect(run([down(0), up(50)]).state.mode).toBe('idle');
  });

  it('a double-click within 200 ms enters typing', () => {
    expect(run([down(0), up(40), down(150), up(200)])).toMatchObject({ state: { mode: 'typing' }, effects: ['beginTyping'] });
    expect(run([down(0), up(0), down(190), up(200)]).state.mode).toBe('typing');
  });

  it('two clicks more than 200 ms apart do not', () => {
    expect(run([down(0), up(40), down(200), up(241)]).state.mode).toBe('idle');
  });

  it('Enter commits and Escape cancels typing', () => {
    const typing: NumberInputState = { mode: 'typing' };
    expect(run([key('Enter')], typing)).toEqual({ state: { mode: 'idle' }, effects: ['commit'] });
    expect(run([key('Escape')], typing)).toEqual({ state: { mode: 'idle' }, effects: ['cancel'] });
    expect(run([key('a')], typing).state.mode).toBe('typing');
  });

  it('blur commits typing', () => {
    expect(run([{ type: 'blur' }], { mode: 'typing' })).toEqual({ state: { mode: 'idle' }, effects: ['commit'] });
  });

  it('a left-button press that moves becomes a drag; moves are reported; the release ends it', () => {
    const r = run([down(0, 10, 10), move(11, 10), move(14, 10), move(20, 10), up(300)]);
    expect(r.effects).toEqual(['beginDrag', 'dragMove', 'endDrag']);
    expect(r.state.mode).toBe('idle');
  });

  it('a click ends a drag; Escape cancels it', () => {
    const drag: NumberInputState = { mode: 'drag' };
    expect(run([down(0)], drag).effects).toEqual(['endDrag']);
    expect(run([key('Escape')], drag)).toEqual({ state: { mode: 'idle' }, effects: ['cancelDrag'] });
  });

  it('other buttons do not start a drag', () => {
    expect(run([down(0, 0, 0, 2), move(50)]).state.mode).toBe('idle');
  });

  it('a drag release does not count as the first click of a double-click', () => {
    expect(run([down(0), move(10), up(50), down(100), up(120)]).state.mode).toBe('idle');
  });

  it('Enter on an idle input enters typing (keyboard access)', () => {
    expect(run([key('Enter')])).toEqual({ state: { mode: 'typing' }, effects: ['beginTyping'] });
  });
});
