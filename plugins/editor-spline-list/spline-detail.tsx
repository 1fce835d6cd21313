import type { ReactNode } from 'react';
import { SPLINE_TYPES } from '../../sdk/index.js';
import type { SplineData, SplineModifierData, SplineType, TranslateFn } from '../../sdk/index.js';
import { NumberField } from './number-field.js';
import { SplineModifiers } from './spline-modifiers.js';
import type { SplineNumberField } from './spline-list.js';

/** The edits the detail makes; each becomes one list operation (one undo step). */
export interface SplineDetailEdits {
  switchType(type: SplineType): void;
  setNumber(field: SplineNumberField, value: number): void;
  setClosed(closed: boolean): void;
  addModifier(type: SplineModifierData['type']): void;
  patchModifier(at: number, patch: Partial<Pick<SplineModifierData, 'radius' | 'segments' | 'enabled'>>): void;
  deleteModifier(at: number): void;
}

/** Which shape fields each type uses. */
const FIELDS: Readonly<Record<SplineType, readonly SplineNumberField[]>> = {
  circle: ['radius', 'tessellation'],
  spiral: ['radius', 'tessellation', 'turns', 'pitch'],
  path: [],
};

interface Props {
  readonly spline: SplineData;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly edits: SplineDetailEdits;
  /** The path's point editor, drawn below the closed flag. */
  readonly points: ReactNode;
}

/** The selected spline: type switcher, its shape fields, the closed flag of a path, its points and its modifiers. */
export function SplineDetail({ spline, readOnly, t, edits, points }: Props) {
  return (
    <div className="kf-spline-detail" data-testid="spline-detail" data-type={spline.type}>
      <div className="kf-spline-field">
        <span className="kf-spline-label">{t('splineList.type')}</span>
        <select data-testid="spline-type" aria-label={t('splineList.type')} value={spline.type} disabled={readOnly}
          onChange={(e) => edits.switchType(e.target.value as SplineType)}>
          {SPLINE_TYPES.map((type) => <option key={type} value={type}>{t(`splineList.type.${type}`)}</option>)}
        </select>
      </div>
      {FIELDS[spline.type].map((field) => (
        <div key={field} className="kf-spline-field">
          <span className="kf-spline-label">{t(`splineList.${field}`)}</span>
          <NumberField label={t(`splineList.${field}`)} testId={`spline-${field}`} value={spline[field]} readOnly={readOnly}
            onCommit={(v) => edits.setNumber(field, v)} />
        </div>
      ))}
      {spline.type === 'path' && (
        <>
          <label className="kf-spline-field">
            <span className="kf-spline-label">{t('splineList.closed')}</span>
            <input type="checkbox" data-testid="spline-closed" checked={spline.closed} disabled={readOnly} onChange={(e) => edits.setClosed(e.target.checked)} />
          </label>
          {points}
        </>
      )}
      <SplineModifiers modifiers={spline.modifiers} readOnly={readOnly} t={t} onAdd={edits.addModifier} onPatch={edits.patchModifier} onDelete={edits.deleteModifier} />
    </div>
  );
}
