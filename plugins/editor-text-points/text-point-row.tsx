import type { MouseEvent } from 'react';
import type { TextPointData, TranslateFn } from '../../sdk/index.js';

const short = (v: number) => String(Math.round(v * 100) / 100);

/** One row of the list: number, text, position and the visibility toggle. */
export function TextPointRow({ point, index, selected, top, height, readOnly, t, onClick, onToggleVisible }: {
  readonly point: TextPointData;
  readonly index: number;
  readonly selected: boolean;
  readonly top: number;
  readonly height: number;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly onClick: (event: MouseEvent) => void;
  readonly onToggleVisible: () => void;
}) {
  const label = point.text || t('textPoints.pointLabel', { n: index + 1 });
  return (
    <div
      role="option"
      aria-selected={selected}
      className={`kf-tp-row${selected ? ' selected' : ''}${point.visible ? '' : ' hidden-point'}`}
      data-testid={`text-point-row-${index}`}
      style={{ top, height }}
      onClick={onClick}
    >
      <span className="kf-tp-index">{index + 1}</span>
      <span className="kf-tp-text" title={point.text}>{point.text}</span>
      <span className="kf-tp-position" title={point.position.join(', ')}>{point.position.map(short).join(', ')}</span>
      <button
        type="button"
        className="kf-tp-eye"
        data-testid="text-point-visible"
        aria-pressed={point.visible}
        title={t(point.visible ? 'textPoints.hide' : 'textPoints.show', { name: label })}
        aria-label={t(point.visible ? 'textPoints.hide' : 'textPoints.show', { name: label })}
        disabled={readOnly}
        onClick={(e) => {
          e.stopPropagation();
          onToggleVisible();
        }}
      >
        {point.visible ? '●' : '○'}
      </button>
    </div>
  );
}
