import type { MouseEvent, PointerEvent as ReactPointerEvent } from 'react';
import { rgbaToCss } from './color-convert.js';
import { addStop, gradientToCss, moveStop, removeStop, stopToRgba, type GradientValue } from './gradient.js';

/** Width of the gradient bar in px (same as the hue and alpha bars). */
export const GRADIENT_BAR_WIDTH = 240;

interface Props {
  readonly gradient: GradientValue;
  readonly selected: number;
  readonly hint: string;
  readonly onChange: (gradient: GradientValue, selected: number) => void;
}

interface StopProps extends Props {
  readonly index: number;
}

function StopHandle({ gradient, selected, index, onChange }: StopProps) {
  const stop = gradient.colors[index];
  // the handle moves with the pointer, so positions are measured on the bar (its parent)
  const onBarDrag = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    const bar = event.currentTarget.parentElement;
    if (!bar) return;
    let current = { gradient, index };
    onChange(gradient, index);
    const view = bar.ownerDocument.defaultView ?? window;
    const move = (e: PointerEvent) => {
      const rect = bar.getBoundingClientRect();
      const width = rect.width || GRADIENT_BAR_WIDTH;
      current = moveStop(current.gradient, current.index, (e.clientX - rect.left) / width);
      onChange(current.gradient, current.index);
    };
    const up = () => {
      view.removeEventListener('pointermove', move);
      view.removeEventListener('pointerup', up);
    };
    view.addEventListener('pointermove', move);
    view.addEventListener('pointerup', up);
  };
  return (
    <button
      type="button"
      className={`kf-cp__stop${index === selected ? ' kf-cp__stop--selected' : ''}`}
      data-testid={`color-stop-${index}`}
      aria-pressed={index === selected}
      aria-label={`${Math.round(stop.pct * 100)}%`}
      style={{ left: `${stop.pct * 100}%`, background: rgbaToCss(stopToRgba(stop)) }}
      onPointerDown={onBarDrag}
      onDoubleClick={(e) => e.stopPropagation()}
      onKeyDown={(e) => {
        const step = e.shiftKey ? 0.1 : 0.01;
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          e.preventDefault();
          const r = moveStop(gradient, index, stop.pct + (e.key === 'ArrowLeft' ? -step : step));
          onChange(r.gradient, r.index);
        } else if (e.key === 'Delete' || e.key === 'Backspace') {
          e.preventDefault();
          const next = removeStop(gradient, index);
          if (next !== gradient) onChange(next, Math.max(0, index - 1));
        }
      }}
    />
  );
}

/** The gradient bar: stops shown as handles; double-click adds a stop, dragging a handle moves it within 0..1. */
export function GradientBar(props: Props) {
  const { gradient, hint, onChange } = props;
  const onDoubleClick = (event: MouseEvent<HTMLDivElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const width = rect.width || GRADIENT_BAR_WIDTH;
    const { gradient: next, index } = addStop(gradient, (event.clientX - rect.left) / width);
    onChange(next, index);
  };
  return (
    <div className="kf-cp__gbar-wrap">
      <div
        className="kf-cp__gbar kf-cp__checker"
        data-testid="color-gradient-bar"
        title={hint}
        style={{ width: GRADIENT_BAR_WIDTH }}
        onDoubleClick={onDoubleClick}
      >
        <div className="kf-cp__gbar-fill" style={{ background: gradientToCss(gradient, 90) }} />
        {gradient.colors.map((_, index) => (
          <StopHandle key={index} {...props} index={index} />
        ))}
      </div>
    </div>
  );
}
