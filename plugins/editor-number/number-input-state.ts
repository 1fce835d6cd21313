/** Window in which a second click counts as a double-click and enters typing (spec 001 §5). */
export const DOUBLE_CLICK_MS = 200;
/** Pointer travel (px) after which a press becomes a drag. */
export const DRAG_THRESHOLD_PX = 3;

/** The number input's state: idle, pressed (button down, not moved yet), typing, or dragging. */
export interface NumberInputState {
  readonly mode: 'idle' | 'pressed' | 'typing' | 'drag';
  /** Time of the last completed click, for double-click detection. */
  readonly lastClick?: number;
  /** Where the press started. */
  readonly downX?: number;
  readonly downY?: number;
}

/** Something that happened to the input. */
export type NumberInputEvent =
  | { readonly type: 'pointerDown'; readonly button: number; readonly x: number; readonly y: number; readonly time: number }
  | { readonly type: 'pointerMove'; readonly x: number; readonly y: number }
  | { readonly type: 'pointerUp'; readonly time: number }
  | { readonly type: 'key'; readonly key: string }
  | { readonly type: 'blur' };

/** What the component must do as a result of a transition. */
export type NumberInputEffect = 'beginTyping' | 'commit' | 'cancel' | 'beginDrag' | 'dragMove' | 'endDrag' | 'cancelDrag';

/** A transition's outcome. */
export interface NumberInputTransition {
  readonly state: NumberInputState;
  readonly effect?: NumberInputEffect;
}

/** The state a new input starts in. */
export const INITIAL_NUMBER_INPUT_STATE: NumberInputState = { mode: 'idle' };

/**
 * The idle / typing / drag machine (spec 001 §4): a double-click (two clicks within 200 ms) enters typing;
 * Enter or blur commits; Escape cancels; a left-button press that moves becomes a drag; releasing (the click)
 * ends the drag. Enter on an idle input (keyboard users) also enters typing.
 */
export function nextNumberInputState(state: NumberInputState, event: NumberInputEvent): NumberInputTransition {
  switch (state.mode) {
    case 'idle':
      if (event.type === 'pointerDown' && event.button === 0) {
        return { state: { mode: 'pressed', lastClick: state.lastClick, downX: event.x, downY: event.y } };
      }
      if (event.type === 'key' && (event.key === 'Enter' || event.key === 'F2')) {
        return { state: { mode: 'typing' }, effect: 'beginTyping' };
      }
      return { state };
    case 'pressed':
      if (event.type === 'pointerMove') {
        const dx = event.x - (state.downX ?? event.x);
        const dy = event.y - (state.downY ?? event.y);
        if (Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX) return { state: { mode: 'drag' }, effect: 'beginDrag' };
        return { state };
      }
      if (event.type === 'pointerUp') {
        if (state.lastClick !== undefined && event.time - state.lastClick <= DOUBLE_CLICK_MS) {
          return { state: { mode: 'typing' }, effect: 'beginTyping' };
        }
        return { state: { mode: 'idle', lastClick: event.time } };
      }
      if (event.type === 'blur' || (event.type === 'key' && event.key === 'Escape')) return { state: { mode: 'idle' } };
      return { state };
    case 'typing':
      if (event.type === 'key' && event.key === 'Enter') return { state: { mode: 'idle' }, effect: 'commit' };
      if (event.type === 'key' && event.key === 'Escape') return { state: { mode: 'idle' }, effect: 'cancel' };
      if (event.type === 'blur') return { state: { mode: 'idle' }, effect: 'commit' };
      return { state };
    case 'drag':
      if (event.type === 'pointerMove') return { state, effect: 'dragMove' };
      if (event.type === 'pointerUp' || event.type === 'pointerDown' || event.type === 'blur') {
        return { state: { mode: 'idle' }, effect: 'endDrag' };
      }
      if (event.type === 'key' && event.key === 'Escape') return { state: { mode: 'idle' }, effect: 'cancelDrag' };
      return { state };
  }
}
