import { useState } from 'react';
import { addMover, EASING_NAMES, EASING_TITLES, movableProperties, newMover, PARTICLE_LIMITS, patchMover, removeMover } from '../../sdk/index.js';
import type { LocalizedText, MoverData, MoverListResult, MoverPatch, PropertyDescriptor, TranslateFn } from '../../sdk/index.js';
import { NumberField } from './number-field.js';

interface Props {
  readonly descriptors: readonly PropertyDescriptor[];
  readonly movers: readonly MoverData[];
  readonly readOnly: boolean;
  readonly t: TranslateFn;
  readonly pick: (text: LocalizedText) => string;
  newId(): string;
  /** Writes the whole list (one undo step). */
  onChange(movers: MoverData[]): void;
  onRefuse(message: string): void;
}

/** A mover path shown with its param's title: `Rate`, `Box size · x`. */
function propertyTitle(path: string, descriptors: readonly PropertyDescriptor[], pick: (text: LocalizedText) => string): string {
  const [name, component] = (path.startsWith('params.') ? path.slice('params.'.length) : path).split('.');
  const d = descriptors.find((x) => x.name === name);
  const title = d ? pick(d.titles) : path;
  return component ? `${title} · ${component}` : title;
}

/** The selected stage's movers (spec 001 §3 Mover): add one on a numeric param or component, edit, delete. */
export function StageMoversEditor({ descriptors, movers, readOnly, t, pick, newId, onChange, onRefuse }: Props) {
  const paths = movableProperties(descriptors);
  const [chosen, setChosen] = useState('');
  const property = paths.includes(chosen) ? chosen : (paths[0] ?? '');
  const apply = (result: MoverListResult) => ('error' in result ? onRefuse(t(`stageMovers.${result.error}`, { max: PARTICLE_LIMITS.stageMovers })) : onChange(result.movers));
  const patch = (index: number, p: MoverPatch) => apply(patchMover(movers, index, p));
  if (paths.length === 0 && movers.length === 0) return null;
  return (
    <div className="kf-stage-movers" data-testid="stage-movers">
      <div className="kf-stage-movers-title">{t('stageMovers.title', { count: movers.length })}</div>
      {!readOnly && paths.length > 0 && (
        <div className="kf-stage-movers-add">
          <select data-testid="stage-mover-property" aria-label={t('stageMovers.property')} value={property} onChange={(e) => setChosen(e.target.value)}>
            {paths.map((p) => <option key={p} value={p}>{propertyTitle(p, descriptors, pick)}</option>)}
          </select>
          <button type="button" data-testid="stage-mover-add" onClick={() => apply(addMover(movers, newMover(newId(), property), PARTICLE_LIMITS.stageMovers))}>{t('stageMovers.add')}</button>
        </div>
      )}
      {movers.length === 0 && <div className="kf-stage-movers-empty">{t('stageMovers.none')}</div>}
      {movers.map((m, index) => (
        <div key={m.id ?? index} className={`kf-stage-mover${m.enable === false ? ' disabled' : ''}`} data-testid={`stage-mover-${index}`} data-property={m.property}>
          <div className="kf-stage-mover-head">
            <input type="checkbox" aria-label={t('stageMovers.enable')} title={t('stageMovers.enable')} checked={m.enable !== false} disabled={readOnly}
              onChange={(e) => patch(index, { enable: e.target.checked })} />
            <span className="kf-stage-mover-name">{propertyTitle(m.property, descriptors, pick)}</span>
            {!readOnly && <button type="button" data-testid="stage-mover-delete" title={t('stageMovers.delete')} aria-label={t('stageMovers.delete')}
              onClick={() => onChange(removeMover(movers, index))}>✕</button>}
          </div>
          <div className="kf-stage-mover-fields">
            <label>{t('stageMovers.min')}</label>
            <NumberField label={t('stageMovers.min')} value={m.min ?? 0} readOnly={readOnly} onCommit={(v) => patch(index, { min: v })} />
            <label>{t('stageMovers.max')}</label>
            <NumberField label={t('stageMovers.max')} value={m.max ?? 1} readOnly={readOnly} onCommit={(v) => patch(index, { max: v })} />
            <label>{t('stageMovers.duration')}</label>
            <NumberField label={t('stageMovers.duration')} value={m.duration ?? 1} min={0.001} readOnly={readOnly} onCommit={(v) => patch(index, { duration: v })} />
            <label>{t('stageMovers.delay')}</label>
            <NumberField label={t('stageMovers.delay')} value={m.delay ?? 0} min={0} readOnly={readOnly} onCommit={(v) => patch(index, { delay: v })} />
            <label>{t('stageMovers.swing')}</label>
            <input type="checkbox" aria-label={t('stageMovers.swing')} checked={m.swing === true} disabled={readOnly} onChange={(e) => patch(index, { swing: e.target.checked })} />
            <label>{t('stageMovers.easing')}</label>
            <select aria-label={t('stageMovers.easing')} value={m.easing && EASING_NAMES.includes(m.easing) ? m.easing : 'linear'} disabled={readOnly}
              onChange={(e) => patch(index, { easing: e.target.value })}>
              {EASING_NAMES.map((n) => <option key={n} value={n}>{EASING_TITLES[n] ? pick(EASING_TITLES[n]) : n}</option>)}
            </select>
          </div>
        </div>
      ))}
    </div>
  );
}
