import { PARTICLE_UV_SOURCES } from '../../sdk/index.js';
import type { TranslateFn } from '../../sdk/index.js';

interface Props {
  /** The stage's stored `uvSource`; missing or unknown reads as 'quad', as the runtime reads it. */
  readonly value: string | undefined;
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  onChange(value: string): void;
}

/** Where a sprite renderer's picture area comes from: the whole picture, or a sheet frame picked by a variable. */
export function UvSourceField({ value, readOnly, t, onChange }: Props) {
  const current = (PARTICLE_UV_SOURCES as readonly string[]).includes(value ?? '') ? value! : 'quad';
  return (
    <div className="kf-stage-param" data-param="uvSource">
      <label className="kf-stage-param-title">{t('stageFields.uvSource')}</label>
      <select data-testid="stage-uv-source" aria-label={t('stageFields.uvSource')} value={current} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
        {PARTICLE_UV_SOURCES.map((v) => <option key={v} value={v}>{t(`stageFields.uvSource.${v}`)}</option>)}
      </select>
    </div>
  );
}
