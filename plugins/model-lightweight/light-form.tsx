import { useId } from 'react';
import type { TranslateFn } from '../../sdk/index.js';
import type { SceneModel } from './light-services.js';

/** What the user asks for: the model's source, the share of triangles to keep (percent) and merging. */
export interface LightChoice {
  readonly source: 'selected' | 'file';
  readonly file: File | undefined;
  readonly percent: number;
  readonly merge: boolean;
}

interface Props {
  readonly choice: LightChoice;
  readonly selected: SceneModel | undefined;
  readonly t: TranslateFn;
  onChange(choice: LightChoice): void;
}

/** Keeps a typed percent a whole number within 1–100. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(1, Math.round(value))) : 50;
}

/** The fields of the Lightweight dialog: which model, how many triangles to keep, whether to merge by materials. */
export function LightForm({ choice, selected, t, onChange }: Props) {
  const id = useId();
  return (
    <div className="kf-light-fields">
      {selected && (
        <fieldset className="kf-light-source">
          <legend>{t('modelLight.source')}</legend>
          <label>
            <input type="radio" name={`${id}-source`} checked={choice.source === 'selected'} onChange={() => onChange({ ...choice, source: 'selected' })} />
            {t('modelLight.source.selected', { name: selected.fileName })}
          </label>
          <label>
            <input type="radio" name={`${id}-source`} checked={choice.source === 'file'} onChange={() => onChange({ ...choice, source: 'file' })} />
            {t('modelLight.source.file')}
          </label>
        </fieldset>
      )}
      {choice.source === 'file' && (
        <div className="kf-light-row">
          <label htmlFor={`${id}-file`}>{t('modelLight.chooseFile')}</label>
          <div className="kf-light-control">
            <input
              id={`${id}-file`} type="file" accept=".glb,.gltf,.obj,.stl,.zip" data-testid="model-light-file"
              onChange={(e) => onChange({ ...choice, file: e.currentTarget.files?.[0] })}
            />
            <p className="kf-light-hint">{t('modelLight.fileHint')}</p>
          </div>
        </div>
      )}
      <div className="kf-light-row">
        <label htmlFor={`${id}-ratio`}>{t('modelLight.ratio')}</label>
        <div className="kf-light-control">
          <div className="kf-light-ratio">
            <input
              type="range" min={1} max={100} value={choice.percent} aria-label={t('modelLight.ratio')}
              onChange={(e) => onChange({ ...choice, percent: clampPercent(e.currentTarget.valueAsNumber) })}
            />
            <input
              id={`${id}-ratio`} type="number" min={1} max={100} step={1} value={choice.percent} data-testid="model-light-ratio"
              onChange={(e) => onChange({ ...choice, percent: clampPercent(e.currentTarget.valueAsNumber) })}
            />
          </div>
          <p className="kf-light-hint">{t('modelLight.ratioHint', { percent: choice.percent })}</p>
        </div>
      </div>
      <label className="kf-light-check">
        <input type="checkbox" checked={choice.merge} onChange={(e) => onChange({ ...choice, merge: e.currentTarget.checked })} />
        {t('modelLight.merge')}
      </label>
    </div>
  );
}
