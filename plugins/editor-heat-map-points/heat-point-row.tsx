import type { MouseEvent } from 'react';
import type { HeatMapPointData, TranslateFn } from '../../sdk/index.js';
import { formatHeatValue } from './heat-point-rules.js';

const short = (v: number) => String(Math.round(v * 100) / 100);

/** One row of the list: number, position, size, value (3 decimals) and the visibility toggle. */
export function HeatPointRow({ point, index, selected, top, height, readOnly, t, onClick, onToggleVisible }: {
  readonly point: HeatMapPointData;
  readonly index: number;
  readonly selected: boolean;
  readonly top: number;
  readonly height: number;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly onClick: (event: MouseEvent) => void;
  readonly onToggleVisible: () => void;
}) {
  const label = t('heatPoints.pointLabel', { n: index + 1 });
  return (
    <div
      role="option"
      aria-selected={selected}
      className={`kf-hm-row${selected ? ' selected' : ''}${point.visible ? '' : ' hidden-point'}`}
      data-testid={`heat-point-row-${index}`}
      style={{ top, height }}
      onClick={onClick}
    >
      <span className="kf-hm-index">{index + 1}</span>
      <span className="kf-hm-position" title={point.position.join(', ')}>{point.position.map(short).join(', ')}</span>
      <span className="kf-hm-number" title={t('heatPoints.size')}>{short(point.size)}</span>
      <span className="kf-hm-number" data-testid="heat-point-value" title={t('heatPoints.value')}>{formatHeatValue(point.value)}</span>
      <button
        type="button"
        className="kf-hm-eye"
        data-testid="heat-point-visible"
        aria-pressed={point.visible}
        title={t(point.visible ? 'heatPoints.hide' : 'heatPoints.show', { name: label })}
        aria-label={t(point.visible ? 'heatPoints.hide' : 'heatPoints.show', { name: label })}
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
