import type { HeatMapPointData, TranslateFn } from '../../sdk/index.js';
import { CommitField } from './commit-field.js';
import { formatHeatValue } from './heat-point-rules.js';
import type { HeatPointNumberField } from './heat-point-rules.js';

/** How the detail writes: each returns false when the edit was refused (the field then shows the stored value). */
export interface HeatPointDetailWrites {
  setNumber(field: HeatPointNumberField, text: string): boolean;
  setVisible(visible: boolean): void;
}

/** The fields of the one selected point: x / y / z, size, value (3 decimals) and visible. */
export function HeatPointDetail({ point, index, readOnly, t, writes }: {
  readonly point: HeatMapPointData;
  readonly index: number;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly writes: HeatPointDetailWrites;
}) {
  const axes = ['x', 'y', 'z'] as const;
  return (
    <div className="kf-pl-detail" data-testid="heat-point-detail">
      <span className="kf-pl-label">{t('heatPoints.point')}</span>
      <span>{t('heatPoints.pointLabel', { n: index + 1 })}</span>
      <span className="kf-pl-label">{t('heatPoints.position')}</span>
      <span className="kf-pl-position-fields">
        {axes.map((axis, k) => (
          <CommitField numeric key={axis} value={String(point.position[k])} label={`${t('heatPoints.position')} ${axis}`} testId={`heat-point-${axis}`} readOnly={readOnly} onCommit={(text) => writes.setNumber(axis, text)} />
        ))}
      </span>
      <span className="kf-pl-label">{t('heatPoints.size')}</span>
      <CommitField numeric value={String(point.size)} label={t('heatPoints.size')} testId="heat-point-size" readOnly={readOnly} onCommit={(text) => writes.setNumber('size', text)} />
      <span className="kf-pl-label">{t('heatPoints.value')}</span>
      <CommitField numeric value={formatHeatValue(point.value)} label={t('heatPoints.value')} testId="heat-point-value-field" readOnly={readOnly} onCommit={(text) => writes.setNumber('value', text)} />
      <span className="kf-pl-label">{t('heatPoints.visible')}</span>
      <input type="checkbox" className="kf-pl-check" aria-label={t('heatPoints.visible')} data-testid="heat-point-visible-field" disabled={readOnly} checked={point.visible} onChange={(e) => writes.setVisible(e.target.checked)} />
    </div>
  );
}
