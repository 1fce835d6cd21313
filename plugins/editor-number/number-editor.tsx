import { useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { MIXED, type JsonValue, type PropertyEditorProps } from '../../sdk/index.js';
import { DragSession, dragStep, roundNoise, type DragModifiers } from './number-drag.js';
import { formatNumber, type NumberFormatOptions } from './number-format.js';
import { INITIAL_NUMBER_INPUT_STATE, nextNumberInputState, type NumberInputEvent, type NumberInputState } from './number-input-state.js';
import { clampNumber, inputDependsOnItem, parseNumberInput } from './number-parse.js';
import './number-editor.css';

/** What the number editor needs from the kernel, given when the plugin activates. */
export interface NumberEditorServices {
  /** Translate an i18n key. */
  t(key: string, values?: Record<string, string | number>): string;
  /** Show an error notification. */
  notifyError(message: string): void;
  /** Clock in ms (default performance.now); injectable for tests. */
  now?(): number;
  /** Random source for `rnd` (default Math.random). */
  random?(): number;
}

/** The per-node write of PropertyEditorProps (`onChangeEach`), used for `?`, `id` and `rnd` and for mixed drags. */
export type OnChangeEach = NonNullable<PropertyEditorProps<'number' | 'int'>['onChangeEach']>;

let gestureCounter = 0;

function perNode(props: PropertyEditorProps<'number' | 'int'>): OnChangeEach | undefined {
  return typeof props.onChangeEach === 'function' ? props.onChangeEach : undefined;
}

function numberOf(value: JsonValue | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Create the editor component for 'number' and 'int' properties, bound to the kernel's services. */
export function createNumberEditor(services: NumberEditorServices): ComponentType<PropertyEditorProps<'number' | 'int'>> {
  const now = () => (services.now ? services.now() : performance.now());
  const random = () => (services.random ? services.random() : Math.random());

  function NumberEditor(props: PropertyEditorProps<'number' | 'int'>) {
    const { descriptor, value, readOnly } = props;
    const mixed = value === MIXED;
    const current = typeof value === 'number' ? value : undefined;
    const format: NumberFormatOptions = { mode: descriptor.mode, precision: descriptor.precision, integer: descriptor.type === 'int' };
    const [state, setState] = useState<NumberInputState>(INITIAL_NUMBER_INPUT_STATE);
    const [text, setText] = useState('');
    const [dragValue, setDragValue] = useState<number | undefined>(undefined);
    const stateRef = useRef(state);
    const inputRef = useRef<HTMLInputElement>(null);
    const dragRef = useRef<{ session: DragSession; gesture: string; start: number; lastX: number; lastY: number; timer?: ReturnType<typeof setTimeout> } | undefined>(undefined);
    const propsRef = useRef(props);
    propsRef.current = props;

    const shown = dragValue !== undefined ? formatNumber(dragValue, format) : mixed ? '??' : current !== undefined ? formatNumber(current, format) : '';

    const commitTyped = useCallback((typed: string) => {
      const p = propsRef.current;
      const parseOptions = { ...format, min: p.descriptor.min, max: p.descriptor.max, random };
      const old = typeof p.value === 'number' ? p.value : 0;
      const first = parseNumberInput(typed, { ...parseOptions, old, index: 0 });
      if (!first.ok) {
        if (first.reason === 'unsupported') services.notifyError(services.t('editorNumber.unsupportedFormat', { value: typed }));
        return;
      }
      const each = perNode(p);
      if (each && (p.nodeIds.length > 1 || p.value === MIXED) && inputDependsOnItem(typed)) {
        each((nodeOld, index) => {
          const result = parseNumberInput(typed, { ...parseOptions, old: numberOf(nodeOld), index });
          return result.ok ? result.value : numberOf(nodeOld);
        });
        return;
      }
      if (p.value !== MIXED && first.value === p.value) return;
      p.onChange(first.value);
    }, [descriptor.mode, descriptor.precision, descriptor.type]);

    const stopTimer = () => {
      const drag = dragRef.current;
      if (drag?.timer !== undefined) clearTimeout(drag.timer);
      if (drag) drag.timer = undefined;
    };

    const scheduleTick = () => {
      const drag = dragRef.current;
      if (!drag || drag.timer !== undefined || !drag.session.hasPending) return;
      drag.timer = setTimeout(() => {
        drag.timer = undefined;
        drag.session.tick();
        scheduleTick();
      }, 17);
    };

    const writeDrag = (gesture: string, start: number, next: number) => {
      const p = propsRef.current;
      const each = perNode(p);
      if (each && p.value === MIXED) {
        const delta = next - start;
        each((nodeOld) => clampNumber(numberOf(nodeOld) + delta, p.descriptor.min, p.descriptor.max), gesture);
      } else {
        p.onChange(next, gesture);
      }
    };

    const beginDrag = (x: number, y: number) => {
      const p = propsRef.current;
      const start = typeof p.value === 'number' ? p.value : 0;
      const gesture = `number-drag:${p.descriptor.name}:${++gestureCounter}`;
      p.beginGesture(gesture);
      const session = new DragSession({
        start,
        step: p.descriptor.step,
        min: p.descriptor.min,
        max: p.descriptor.max,
        integer: format.integer || format.mode === 'int',
        now,
        onUpdate: (v) => setDragValue(v),
        onCommit: (v) => writeDrag(gesture, start, v),
      });
      dragRef.current = { session, gesture, start, lastX: x, lastY: y };
      setDragValue(start);
    };

    const endDrag = (cancel: boolean) => {
      const drag = dragRef.current;
      if (!drag) return;
      stopTimer();
      dragRef.current = undefined;
      if (cancel) {
        // restore the start value inside the same gesture so the step nets out
        if (drag.session.value !== drag.start) writeDrag(drag.gesture, drag.start, drag.start);
      } else {
        drag.session.end();
      }
      propsRef.current.endGesture(drag.gesture);
      setDragValue(undefined);
    };

    const dispatch = (event: NumberInputEvent, pointer?: { x: number; y: number; modifiers: DragModifiers }) => {
      const transition = nextNumberInputState(stateRef.current, event);
      stateRef.current = transition.state;
      setState(transition.state);
      switch (transition.effect) {
        case 'beginTyping': {
          const p = propsRef.current;
          const startText = p.value === MIXED ? '' : typeof p.value === 'number' ? formatNumber(p.value, format) : '';
          typingStartRef.current = startText;
          setText(startText);
          break;
        }
        case 'commit': {
          const typed = inputRef.current?.value ?? text;
          // leaving the field untouched keeps the exact value (the shown text is rounded)
          if (typed !== typingStartRef.current) commitTyped(typed);
          break;
        }
        case 'cancel':
          break;
        case 'beginDrag':
          if (pointer) {
            const p0 = pressRef.current ?? pointer;
            beginDrag(p0.x, p0.y);
            moveDrag(pointer.x, pointer.y, pointer.modifiers);
          }
          break;
        case 'dragMove':
          if (pointer) moveDrag(pointer.x, pointer.y, pointer.modifiers);
          break;
        case 'endDrag':
          endDrag(false);
          break;
        case 'cancelDrag':
          endDrag(true);
          break;
      }
    };

    const pressRef = useRef<{ x: number; y: number } | undefined>(undefined);
    const typingStartRef = useRef('');

    const moveDrag = (x: number, y: number, modifiers: DragModifiers) => {
      const drag = dragRef.current;
      if (!drag) return;
      const dx = x - drag.lastX;
      const dy = y - drag.lastY;
      drag.lastX = x;
      drag.lastY = y;
      drag.session.move(dx, dy, modifiers);
      scheduleTick();
    };

    const dispatchRef = useRef(dispatch);
    dispatchRef.current = dispatch;

    // Window listeners while the pointer is down, so a drag continues outside the input.
    const listenersRef = useRef<(() => void) | undefined>(undefined);
    const removeWindowListeners = () => {
      listenersRef.current?.();
      listenersRef.current = undefined;
    };
    useEffect(() => () => {
      removeWindowListeners();
      if (dragRef.current) endDrag(false);
    }, []);

    const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
      if (readOnly) return;
      if (stateRef.current.mode === 'typing') return; // let the caret move
      if (event.button !== 0) return;
      event.preventDefault(); // no text selection while dragging
      if (event.currentTarget.dataset.role !== 'mover') (event.currentTarget as HTMLElement).focus();
      pressRef.current = { x: event.clientX, y: event.clientY };
      dispatchRef.current({ type: 'pointerDown', button: event.button, x: event.clientX, y: event.clientY, time: now() });
      removeWindowListeners();
      const view = event.currentTarget.ownerDocument.defaultView ?? window;
      const onMove = (e: PointerEvent) => {
        const pointer = { x: e.clientX, y: e.clientY, modifiers: { ctrlKey: e.ctrlKey, metaKey: e.metaKey, altKey: e.altKey, shiftKey: e.shiftKey } };
        if (stateRef.current.mode === 'drag') e.preventDefault();
        dispatchRef.current({ type: 'pointerMove', x: e.clientX, y: e.clientY }, pointer);
      };
      const onUp = () => {
        removeWindowListeners();
        dispatchRef.current({ type: 'pointerUp', time: now() });
      };
      view.addEventListener('pointermove', onMove);
      view.addEventListener('pointerup', onUp);
      view.addEventListener('pointercancel', onUp);
      listenersRef.current = () => {
        view.removeEventListener('pointermove', onMove);
        view.removeEventListener('pointerup', onUp);
        view.removeEventListener('pointercancel', onUp);
      };
    };

    const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (readOnly) return;
      if (event.key === 'Enter' || event.key === 'Escape' || event.key === 'F2') {
        if (stateRef.current.mode === 'typing' && event.key === 'F2') return;
        event.preventDefault();
        dispatchRef.current({ type: 'key', key: event.key });
      }
    };

    const onBlur = () => {
      if (stateRef.current.mode === 'drag') return; // the drag ends on release, not on focus loss
      dispatchRef.current({ type: 'blur' });
    };

    const typing = state.mode === 'typing';
    const dragging = state.mode === 'drag';
    const title = mixed ? services.t('editorNumber.mixed') : services.t('editorNumber.inputHint');

    const seededRef = useRef(false);
    useEffect(() => {
      if (!typing) return;
      const input = inputRef.current;
      input?.focus();
      if (seededRef.current && input) input.setSelectionRange(input.value.length, input.value.length);
      else input?.select();
      seededRef.current = false;
    }, [typing]);

    const onIdleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
      if (readOnly) return;
      if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
        event.preventDefault();
        const p = propsRef.current;
        if (typeof p.value !== 'number') return;
        const sign = event.key === 'ArrowUp' ? 1 : -1;
        const step = dragStep(event, p.descriptor.step);
        let next = clampNumber(roundNoise(p.value + sign * step), p.descriptor.min, p.descriptor.max);
        if (format.integer || format.mode === 'int') next = Math.round(next);
        if (next !== p.value) p.onChange(next);
        return;
      }
      // typing a number or an operator on the focused value starts typing with that character
      if (/^[0-9.+\-*/%^?(]$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        dispatchRef.current({ type: 'key', key: 'F2' });
        seededRef.current = true;
        setText(event.key);
        return;
      }
      onKeyDown(event);
    };

    const className = `kf-num${typing ? ' kf-num--typing' : ''}${dragging ? ' kf-num--drag' : ''}${readOnly ? ' kf-num--disabled' : ''}${mixed ? ' kf-num--mixed' : ''}`;
    return (
      <div className={className}>
        {typing ? (
          <input
            ref={inputRef}
            className="kf-num__field kf-num__input"
            data-testid="number-input"
            data-state={state.mode}
            aria-label={descriptor.name}
            value={text}
            spellCheck={false}
            autoComplete="off"
            inputMode="decimal"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
          />
        ) : (
          <div
            className="kf-num__field kf-num__value"
            data-testid="number-input"
            data-state={state.mode}
            role="spinbutton"
            aria-label={descriptor.name}
            aria-valuenow={current}
            aria-valuetext={shown}
            aria-valuemin={descriptor.min}
            aria-valuemax={descriptor.max}
            aria-disabled={readOnly || undefined}
            tabIndex={readOnly ? -1 : 0}
            title={title}
            onPointerDown={onPointerDown}
            onKeyDown={onIdleKeyDown}
            onBlur={onBlur}
          >
            {shown}
          </div>
        )}
        <span
          className="kf-num__mover"
          data-testid="number-mover"
          data-role="mover"
          aria-hidden="true"
          title={readOnly ? undefined : services.t('editorNumber.dragHint')}
          onPointerDown={onPointerDown}
        >
          <svg width="8" height="12" viewBox="0 0 8 12" focusable="false">
            <path d="M4 0.5 L7.5 4.5 H0.5 Z M4 11.5 L0.5 7.5 H7.5 Z" fill="currentColor" />
          </svg>
        </span>
      </div>
    );
  }
  return NumberEditor;
}
