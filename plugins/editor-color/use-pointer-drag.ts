import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** A point inside an element as fractions of its size, clamped to 0..1. */
export interface DragFraction {
  readonly fx: number;
  readonly fy: number;
}

function fractionOf(el: HTMLElement, clientX: number, clientY: number): DragFraction {
  const rect = el.getBoundingClientRect();
  const width = rect.width || el.clientWidth || 1;
  const height = rect.height || el.clientHeight || 1;
  const clamp = (v: number) => (Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0);
  return { fx: clamp((clientX - rect.left) / width), fy: clamp((clientY - rect.top) / height) };
}

/**
 * Pointer-down handler for an area that follows the pointer (palette, hue and alpha bars, gradient stops):
 * reports the point as fractions on press and on every move until release, listening on the window.
 */
export function usePointerDrag(onPoint: (point: DragFraction, phase: 'start' | 'move' | 'end') => void): (event: ReactPointerEvent<HTMLElement>) => void {
  const handler = useRef(onPoint);
  handler.current = onPoint;
  const cleanup = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cleanup.current?.(), []);
  return useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const el = event.currentTarget;
    const view = el.ownerDocument.defaultView ?? window;
    handler.current(fractionOf(el, event.clientX, event.clientY), 'start');
    const move = (e: PointerEvent) => handler.current(fractionOf(el, e.clientX, e.clientY), 'move');
    const up = (e: PointerEvent) => {
      cleanup.current?.();
      handler.current(fractionOf(el, e.clientX, e.clientY), 'end');
    };
    cleanup.current?.();
    view.addEventListener('pointermove', move);
    view.addEventListener('pointerup', up);
    cleanup.current = () => {
      view.removeEventListener('pointermove', move);
      view.removeEventListener('pointerup', up);
      cleanup.current = undefined;
    };
  }, []);
}
