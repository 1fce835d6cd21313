import { useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { isMixed, MATERIAL_FRESNEL_LIMITS, MIXED, propertyValueJson, materialFresnelToJson, readMaterialFresnel } from '../../sdk/index.js';
import type { MaterialFresnel, MaterialFresnelKind, MaterialFresnelSet, NotificationService, PropertyEditorProps, TranslateFn } from '../../sdk/index.js';
import type { Color3Value } from '../../sdk/index.js';
import { addFresnel, deleteFresnel, editFresnel, fresnelKindsOf } from './fresnel-edits.js';

/** What the fresnel panel needs from the kernel. */
export interface FresnelPanelServices {
  readonly t: TranslateFn;
  readonly notifications?: NotificationService;
}

const hex = (c: Color3Value) => `#${[c.r, c.g, c.b].map((v) => Math.round(Math.min(1, Math.max(0, v)) * 255).toString(16).padStart(2, '0')).join('')}`;
const fromHex = (text: string): Color3Value => ({ r: parseInt(text.slice(1, 3), 16) / 255, g: parseInt(text.slice(3, 5), 16) / 255, b: parseInt(text.slice(5, 7), 16) / 255 });

/** A number field committed on blur or Enter; out-of-range or non-numeric text is refused with a message. */
function NumberField({ label, value, min, max, testId, readOnly, onCommit, onBad }: {
  label: string; value: number; min: number; max: number; testId: string; readOnly: boolean; onCommit(v: number): void; onBad(): void;
}) {
  const finish = (text: string) => {
    const v = Number(text);
    if (text.trim() === '' || !Number.isFinite(v) || v < min || v > max) return onBad();
    if (v !== value) onCommit(v);
  };
  return (
    <input key={value} type="number" aria-label={label} data-testid={testId} defaultValue={value} min={min} max={max} step={0.05} disabled={readOnly}
      onBlur={(e) => finish(e.target.value)} onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && finish(e.currentTarget.value)} />
  );
}

/** The fresnel panel for 'materialFresnel': a term per slot the material type applies, with Add and Delete. */
export function createFresnelPanel({ t, notifications }: FresnelPanelServices): ComponentType<PropertyEditorProps<'materialFresnel'>> {
  return function FresnelPanel({ descriptor, value, readOnly, onChange }: PropertyEditorProps<'materialFresnel'>) {
    const kinds = fresnelKindsOf(descriptor);
    const set: MaterialFresnelSet = isMixed(value) ? {} : readMaterialFresnel(propertyValueJson(value));
    const missing = kinds.filter((k) => !set[k]);
    const [picked, setPicked] = useState<MaterialFresnelKind | ''>('');
    const adding = picked && missing.includes(picked) ? picked : (missing[0] ?? '');
    if (value === MIXED) return <div className="kf-fresnel">??</div>;
    const write = (next: MaterialFresnelSet) => onChange(materialFresnelToJson(next));
    const kindText = (k: MaterialFresnelKind) => t(`materialFresnel.kind.${k}`);
    const bad = (field: string, limits: { min: number; max: number }) => notifications?.error(t('materialFresnel.badNumber', { field, min: limits.min, max: limits.max }));
    const term = (kind: MaterialFresnelKind, f: MaterialFresnel) => {
      const id = (part: string) => `fresnel-${kind}-${part}`;
      const edit = (patch: Partial<MaterialFresnel>) => write(editFresnel(set, kind, patch));
      return (
        <fieldset key={kind} className="kf-fresnel-term" data-testid={`fresnel-${kind}`}>
          <legend>
            <span>{kindText(kind)}</span>
            <label><input type="checkbox" data-testid={id('enabled')} checked={f.enabled} disabled={readOnly} onChange={(e) => edit({ enabled: e.target.checked })} />{t('materialFresnel.enabled')}</label>
            <button type="button" data-testid={id('delete')} disabled={readOnly} onClick={() => write(deleteFresnel(set, kind))}>{t('materialFresnel.delete')}</button>
          </legend>
          <label className="kf-fresnel-row"><span>{t('materialFresnel.bias')}</span>
            <NumberField label={t('materialFresnel.bias')} testId={id('bias')} value={f.bias} {...MATERIAL_FRESNEL_LIMITS.bias} readOnly={readOnly}
              onCommit={(bias) => edit({ bias })} onBad={() => bad(t('materialFresnel.bias'), MATERIAL_FRESNEL_LIMITS.bias)} /></label>
          <label className="kf-fresnel-row"><span>{t('materialFresnel.power')}</span>
            <NumberField label={t('materialFresnel.power')} testId={id('power')} value={f.power} {...MATERIAL_FRESNEL_LIMITS.power} readOnly={readOnly}
              onCommit={(power) => edit({ power })} onBad={() => bad(t('materialFresnel.power'), MATERIAL_FRESNEL_LIMITS.power)} /></label>
          <label className="kf-fresnel-row"><span>{t('materialFresnel.leftColor')}</span>
            <input type="color" aria-label={t('materialFresnel.leftColor')} data-testid={id('left')} value={hex(f.leftColor)} disabled={readOnly} onChange={(e) => edit({ leftColor: fromHex(e.target.value) })} /></label>
          <label className="kf-fresnel-row"><span>{t('materialFresnel.rightColor')}</span>
            <input type="color" aria-label={t('materialFresnel.rightColor')} data-testid={id('right')} value={hex(f.rightColor)} disabled={readOnly} onChange={(e) => edit({ rightColor: fromHex(e.target.value) })} /></label>
        </fieldset>
      );
    };
    return (
      <div className="kf-fresnel" data-testid="fresnel-panel">
        {kinds.filter((k) => set[k]).map((k) => term(k, set[k] as MaterialFresnel))}
        {kinds.every((k) => !set[k]) && <span className="kf-fresnel-hint">{t('materialFresnel.none')}</span>}
        {missing.length > 0 && (
          <div className="kf-fresnel-add">
            <select aria-label={t('materialFresnel.add')} data-testid="fresnel-add-kind" value={adding} disabled={readOnly} onChange={(e) => setPicked(e.target.value as MaterialFresnelKind)}>
              {missing.map((k) => <option key={k} value={k}>{kindText(k)}</option>)}
            </select>
            <button type="button" data-testid="fresnel-add" disabled={readOnly || !adding} onClick={() => adding && write(addFresnel(set, adding))}>{t('materialFresnel.add')}</button>
          </div>
        )}
      </div>
    );
  };
}
