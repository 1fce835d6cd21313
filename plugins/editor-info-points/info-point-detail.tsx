import { INFO_POINT_LIMITS, INFO_POINT_STATUSES, infoPointStatusColour } from '../../sdk/index.js';
import type { InfoPointData, TranslateFn } from '../../sdk/index.js';
import { TextField } from './text-field.js';

const AXES = ['x', 'y', 'z'] as const;

/** What the detail editor writes; each returns false when the edit was refused (the field shows the stored value). */
export interface InfoPointDetailWrites {
  rename(name: string): boolean;
  setField(field: 'category' | 'type' | 'status', value: string): boolean;
  setCoordinate(axis: 0 | 1 | 2, text: string): boolean;
  setVisible(visible: boolean): void;
}

/** The fields of the one selected point: name, category, type, status, position and visibility. */
export function InfoPointDetail({ point, readOnly, t, writes }: {
  readonly point: InfoPointData;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly writes: InfoPointDetailWrites;
}) {
  const statusList = `kf-ip-statuses-${point.id}`;
  return (
    <div className="kf-ip-detail" data-testid="info-point-detail">
      <label className="kf-ip-label">{t('infoPoints.name')}</label>
      <TextField key={`name:${point.id}:${point.name}`} value={point.name} label={t('infoPoints.name')} testId="info-point-name" maxLength={INFO_POINT_LIMITS.nameChars} readOnly={readOnly} onCommit={writes.rename} />
      <label className="kf-ip-label">{t('infoPoints.category')}</label>
      <TextField key={`category:${point.id}:${point.category}`} value={point.category} label={t('infoPoints.category')} testId="info-point-category" maxLength={INFO_POINT_LIMITS.fieldChars} readOnly={readOnly} onCommit={(v) => writes.setField('category', v)} />
      <label className="kf-ip-label">{t('infoPoints.type')}</label>
      <TextField key={`type:${point.id}:${point.type}`} value={point.type} label={t('infoPoints.type')} testId="info-point-type" maxLength={INFO_POINT_LIMITS.fieldChars} readOnly={readOnly} onCommit={(v) => writes.setField('type', v)} />
      <label className="kf-ip-label">{t('infoPoints.status')}</label>
      <span className="kf-ip-status-field">
        <span className="kf-ip-swatch" style={{ background: infoPointStatusColour(point.status) }} />
        <TextField key={`status:${point.id}:${point.status}`} value={point.status} label={t('infoPoints.status')} testId="info-point-status-field" maxLength={INFO_POINT_LIMITS.fieldChars} readOnly={readOnly} list={statusList} onCommit={(v) => writes.setField('status', v)} />
        <datalist id={statusList}>
          {INFO_POINT_STATUSES.map((s) => <option key={s} value={s}>{t(`infoPoints.status.${s}`)}</option>)}
        </datalist>
      </span>
      <label className="kf-ip-label">{t('infoPoints.position')}</label>
      <span className="kf-ip-position">
        {AXES.map((axis, k) => (
          <TextField
            key={`${axis}:${point.id}:${point.position[k]}`}
            value={String(point.position[k])}
            label={`${t('infoPoints.position')} ${axis}`}
            testId={`info-point-${axis}`}
            readOnly={readOnly}
            onCommit={(v) => writes.setCoordinate(k as 0 | 1 | 2, v)}
          />
        ))}
      </span>
      <label className="kf-ip-label">{t('infoPoints.visible')}</label>
      <input type="checkbox" className="kf-ip-check" data-testid="info-point-visible-field" aria-label={t('infoPoints.visible')} checked={point.visible} disabled={readOnly} onChange={(e) => writes.setVisible(e.target.checked)} />
    </div>
  );
}
