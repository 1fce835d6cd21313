import type { MouseEvent } from 'react';
import { infoPointStatusColour } from '../../sdk/index.js';
import type { InfoPointData, TranslateFn } from '../../sdk/index.js';

/** One row of the list: status colour, name, type and the visibility toggle. */
export function InfoPointRow({ point, selected, top, height, readOnly, t, onClick, onToggleVisible }: {
  readonly point: InfoPointData;
  readonly selected: boolean;
  readonly top: number;
  readonly height: number;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly onClick: (event: MouseEvent) => void;
  readonly onToggleVisible: () => void;
}) {
  return (
    <div
      role="option"
      aria-selected={selected}
      className={`kf-ip-row${selected ? ' selected' : ''}${point.visible ? '' : ' hidden-point'}`}
      data-testid={`info-point-row-${point.name}`}
      style={{ top, height }}
      onClick={onClick}
    >
      <span className="kf-ip-swatch" data-testid="info-point-status" title={point.status} style={{ background: infoPointStatusColour(point.status) }} />
      <span className="kf-ip-name" title={point.name}>{point.name}</span>
      <span className="kf-ip-type" title={point.type}>{point.type}</span>
      <button
        type="button"
        className="kf-ip-eye"
        data-testid="info-point-visible"
        aria-pressed={point.visible}
        title={t(point.visible ? 'infoPoints.hide' : 'infoPoints.show', { name: point.name })}
        aria-label={t(point.visible ? 'infoPoints.hide' : 'infoPoints.show', { name: point.name })}
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
