import { SPLINE_LIMITS } from '../../sdk/index.js';
import type { SplineModifierData, TranslateFn } from '../../sdk/index.js';
import { NumberField } from './number-field.js';

interface Props {
  readonly modifiers: readonly SplineModifierData[];
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  onAdd(type: SplineModifierData['type']): void;
  onPatch(at: number, patch: Partial<Pick<SplineModifierData, 'radius' | 'segments' | 'enabled'>>): void;
  onDelete(at: number): void;
}

/** A spline's chamfer and arc modifiers in order: enable, radius, an arc's segments, delete; add up to the limit. */
export function SplineModifiers({ modifiers, readOnly, t, onAdd, onPatch, onDelete }: Props) {
  const full = modifiers.length >= SPLINE_LIMITS.modifiers;
  return (
    <div className="kf-spline-modifiers" data-testid="spline-modifiers">
      <span className="kf-spline-label">{t('splineList.modifiers')}</span>
      <div className="kf-spline-field">
        <button type="button" data-testid="spline-add-chamfer" disabled={readOnly || full} onClick={() => onAdd('chamfer')}>{t('splineList.addChamfer')}</button>
        <button type="button" data-testid="spline-add-arc" disabled={readOnly || full} onClick={() => onAdd('arc')}>{t('splineList.addArc')}</button>
      </div>
      {modifiers.map((m, at) => (
        <div key={at} className="kf-spline-modifier" data-testid={`spline-modifier-${at}`} data-type={m.type}>
          <input type="checkbox" aria-label={t('splineList.enabled')} checked={m.enabled} disabled={readOnly} onChange={(e) => onPatch(at, { enabled: e.target.checked })} />
          <span className="kf-spline-modifier-type">{t(`splineList.modifier.${m.type}`)}</span>
          <NumberField label={t('splineList.radius')} testId="spline-modifier-radius" value={m.radius} readOnly={readOnly} onCommit={(radius) => onPatch(at, { radius })} />
          {m.type === 'arc' && (
            <NumberField label={t('splineList.segments')} testId="spline-modifier-segments" value={m.segments} readOnly={readOnly} onCommit={(segments) => onPatch(at, { segments })} />
          )}
          <button type="button" title={t('splineList.delete')} aria-label={t('splineList.delete')} disabled={readOnly} onClick={() => onDelete(at)}>✕</button>
        </div>
      ))}
    </div>
  );
}
