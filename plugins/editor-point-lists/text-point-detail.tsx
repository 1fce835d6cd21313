import { TEXT_POINT_LIMITS } from '../../sdk/index.js';
import type { TextPointData, TranslateFn } from '../../sdk/index.js';
import { CommitField } from './commit-field.js';

/** How the detail writes: setCoordinate returns false when the text was refused (the field shows the stored value). */
export interface TextPointDetailWrites {
  setText(text: string): void;
  setCoordinate(axis: 0 | 1 | 2, text: string): boolean;
  setVisible(visible: boolean): void;
}

/** The fields of the one selected point: text, x / y / z and visible. */
export function TextPointDetail({ point, readOnly, t, writes }: {
  readonly point: TextPointData;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly writes: TextPointDetailWrites;
}) {
  const axes = ['x', 'y', 'z'] as const;
  return (
    <div className="kf-pl-detail" data-testid="text-point-detail">
      <span className="kf-pl-label">{t('textPoints.text')}</span>
      <CommitField value={point.text} label={t('textPoints.text')} testId="text-point-text" maxLength={TEXT_POINT_LIMITS.textChars} readOnly={readOnly} onCommit={writes.setText} />
      <span className="kf-pl-label">{t('textPoints.position')}</span>
      <span className="kf-pl-position-fields">
        {axes.map((axis, k) => (
          <CommitField numeric key={axis} value={String(point.position[k])} label={`${t('textPoints.position')} ${axis}`} testId={`text-point-${axis}`} readOnly={readOnly} onCommit={(text) => writes.setCoordinate(k as 0 | 1 | 2, text)} />
        ))}
      </span>
      <span className="kf-pl-label">{t('textPoints.visible')}</span>
      <input type="checkbox" className="kf-pl-check" aria-label={t('textPoints.visible')} data-testid="text-point-visible-field" disabled={readOnly} checked={point.visible} onChange={(e) => writes.setVisible(e.target.checked)} />
    </div>
  );
}
