import { TEXTURE_COORDINATES_MODES } from '../../sdk/index.js';
import type { TextureObjectValue, TextureSampling, TranslateFn } from '../../sdk/index.js';

const WRAPS = [0, 1, 2] as const;

/** The sampling fields of a texture value: gammaSpace, hasAlpha, wrapU, wrapV, coordinatesMode, uvLegacy. */
export function TextureFields({ value, readOnly, t, onChange }: { value: TextureObjectValue; readOnly: boolean; t: TranslateFn; onChange(patch: TextureSampling): void }) {
  const check = (name: 'gammaSpace' | 'hasAlpha' | 'uvLegacy', fallback: boolean) => (
    <label className="kf-texture-field">
      <input type="checkbox" checked={value[name] ?? fallback} disabled={readOnly} data-testid={`texture-field-${name}`}
        onChange={(e) => onChange({ [name]: e.target.checked })} />
      <span>{t(`texture.field.${name}`)}</span>
    </label>
  );
  const wrap = (name: 'wrapU' | 'wrapV') => (
    <label className="kf-texture-field choice">
      <span>{t(`texture.field.${name}`)}</span>
      <select value={value[name] ?? 1} disabled={readOnly} data-testid={`texture-field-${name}`}
        onChange={(e) => onChange({ [name]: Number(e.target.value) as 0 | 1 | 2 })}>
        {WRAPS.map((w) => <option key={w} value={w}>{t(`texture.wrap.${w}`)}</option>)}
      </select>
    </label>
  );
  return (
    <div className="kf-texture-fields" data-testid="texture-fields">
      {check('gammaSpace', true)}
      {check('hasAlpha', false)}
      {check('uvLegacy', false)}
      {wrap('wrapU')}
      {wrap('wrapV')}
      <label className="kf-texture-field choice">
        <span>{t('texture.field.coordinatesMode')}</span>
        <select value={value.coordinatesMode ?? 0} disabled={readOnly} data-testid="texture-field-coordinatesMode"
          onChange={(e) => onChange({ coordinatesMode: Number(e.target.value) })}>
          {TEXTURE_COORDINATES_MODES.map((m) => <option key={m} value={m}>{t(`texture.mode.${m}`)}</option>)}
        </select>
      </label>
    </div>
  );
}
