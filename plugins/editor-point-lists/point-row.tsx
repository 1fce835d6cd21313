import type { MouseEvent, ReactNode } from 'react';
import type { TranslateFn } from '../../sdk/index.js';

/** What tells one kind of list's rows apart: test ids, i18n key prefix, and the cells between number and toggle. */
export interface PointRowKind {
  /** `heat-point` → rows `heat-point-row-<index>`, toggle `heat-point-visible`. */
  readonly testId: string;
  /** `heatPoints` → texts `heatPoints.show` / `heatPoints.hide`. */
  readonly keys: string;
}

/** One row of a point list: number, the kind's cells and the visibility toggle (named after `label`). */
export function PointRow({ kind, index, label, visible, selected, top, height, readOnly, t, onClick, onToggleVisible, children }: {
  readonly kind: PointRowKind;
  readonly index: number;
  readonly label: string;
  readonly visible: boolean;
  readonly selected: boolean;
  readonly top: number;
  readonly height: number;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly onClick: (event: MouseEvent) => void;
  readonly onToggleVisible: () => void;
  readonly children: ReactNode;
}) {
  const toggleText = t(visible ? `${kind.keys}.hide` : `${kind.keys}.show`, { name: label });
  return (
    <div
      role="option"
      aria-selected={selected}
      className={`kf-pl-row${selected ? ' selected' : ''}${visible ? '' : ' hidden-point'}`}
      data-testid={`${kind.testId}-row-${index}`}
      style={{ top, height }}
      onClick={onClick}
    >
      <span className="kf-pl-index">{index + 1}</span>
      {children}
      <button
        type="button"
        className="kf-pl-eye"
        data-testid={`${kind.testId}-visible`}
        aria-pressed={visible}
        title={toggleText}
        aria-label={toggleText}
        disabled={readOnly}
        onClick={(e) => {
          e.stopPropagation();
          onToggleVisible();
        }}
      >
        {visible ? '●' : '○'}
      </button>
    </div>
  );
}

/** A coordinate as a row shows it (2 decimals at most). */
export const shortNumber = (v: number) => String(Math.round(v * 100) / 100);
