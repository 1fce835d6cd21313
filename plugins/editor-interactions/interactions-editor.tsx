import { useEffect, useState } from 'react';
import type { ComponentType, KeyboardEvent } from 'react';
import { INTERACTION_ACTIONS, INTERACTION_LIMITS, INTERACTION_TRIGGERS, isMixed, propertyValueJson, readInteractions } from '../../sdk/index.js';
import type { InteractionData, PropertyEditorProps, SceneDocumentService, TranslateFn } from '../../sdk/index.js';
import { addInteraction, deleteInteraction, setInteractionField } from './interaction-rules.js';
import type { InteractionEdit, InteractionField } from './interaction-rules.js';

/** What the interaction panel needs from the kernel. */
export interface InteractionEditorServices {
  readonly t: TranslateFn;
  readonly document: SceneDocumentService;
  readonly warn: (message: string) => void;
}

/** Most nodes the target choice lists (a larger scene lists the first ones in document order). */
const MAX_TARGETS = 500;

/** A text field that commits on blur or Enter when its text changed. */
function Field({ label, value, onCommit, readOnly, maxLength, testId, placeholder }: { label: string; value: string; onCommit(text: string): void; readOnly: boolean; maxLength: number; testId: string; placeholder?: string }) {
  const finish = (text: string) => text !== value && onCommit(text);
  return (
    <label className="kf-interactions-field">
      <span>{label}</span>
      <input key={value} data-testid={testId} aria-label={label} defaultValue={value} maxLength={maxLength} disabled={readOnly} placeholder={placeholder}
        onBlur={(e) => finish(e.target.value)} onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && finish(e.currentTarget.value)} />
    </label>
  );
}

/** The interaction panel for 'interactionList' (spec 001 §2: Add and Delete), with the fields of the selected interaction. */
export function createInteractionsEditor({ t, document, warn }: InteractionEditorServices): ComponentType<PropertyEditorProps<'interactionList'>> {
  return function InteractionsEditor({ value, readOnly, onChange }: PropertyEditorProps<'interactionList'>) {
    const [selected, setSelected] = useState<string | undefined>();
    const [, setTick] = useState(0);
    useEffect(() => {
      const sub = document.onDidChange.subscribe(() => setTick((n) => n + 1));
      return () => sub.unsubscribe();
    }, []);
    if (isMixed(value)) return <div className="kf-interactions">{t('interactions.mixed')}</div>;
    const list = readInteractions(propertyValueJson(value));
    const current = list.find((x) => x.id === selected) ?? list[0];
    const apply = (edit: InteractionEdit) => {
      if ('refused' in edit) return warn(t(edit.refused, edit.values));
      setSelected(edit.selected);
      onChange(edit.list);
    };
    const set = (field: InteractionField, text: string) => current && apply(setInteractionField(list, current.id, field, text));
    const targets = document.ids().slice(0, MAX_TARGETS).map((id) => document.get(id)!).filter((n) => n && n.id !== document.root.id);
    const summary = (x: InteractionData) => `${t(`interactions.trigger.${x.trigger}`)}${x.point ? ` (${x.point})` : ''} → ${t(`interactions.action.${x.action}`)}`
      + ` ${x.target ? (document.get(x.target)?.name ?? x.target) : t('interactions.self')}${x.targetPoint ? ` · ${x.targetPoint}` : ''}`;
    const valueLabel = current?.action === 'flyTo' ? t('interactions.seconds') : current?.action === 'setStatus' ? t('interactions.status') : t('interactions.value');
    return (
      <div className="kf-interactions" data-testid="interactions">
        <div className="kf-interactions-bar">
          <span>{t('interactions.count', { count: list.length })}</span>
          <button type="button" data-testid="interactions-add" title={t('interactions.addTitle')} disabled={readOnly} onClick={() => apply(addInteraction(list, current?.id))}>{t('interactions.add')}</button>
          <button type="button" data-testid="interactions-delete" title={t('interactions.deleteTitle')} disabled={readOnly || !current} onClick={() => apply(deleteInteraction(list, current?.id))}>{t('interactions.delete')}</button>
        </div>
        {list.length === 0 ? <div className="kf-interactions-empty">{t('interactions.empty')}</div> : (
          <ul className="kf-interactions-list" role="listbox" aria-label={t('interactions.count', { count: list.length })}>
            {list.map((x) => (
              <li key={x.id} role="option" aria-selected={x.id === current?.id} data-testid="interaction-row" className={x.id === current?.id ? 'selected' : ''} onClick={() => setSelected(x.id)}>{summary(x)}</li>
            ))}
          </ul>
        )}
        {current && (
          <div className="kf-interactions-detail" data-testid="interaction-detail">
            <label className="kf-interactions-field">
              <span>{t('interactions.trigger')}</span>
              <select data-testid="interaction-trigger" value={current.trigger} disabled={readOnly} onChange={(e) => set('trigger', e.target.value)}>
                {INTERACTION_TRIGGERS.map((k) => <option key={k} value={k}>{t(`interactions.trigger.${k}`)}</option>)}
              </select>
            </label>
            {current.trigger === 'data'
              ? <Field label={t('interactions.binding')} testId="interaction-binding" value={current.binding} readOnly={readOnly} maxLength={INTERACTION_LIMITS.nameChars} onCommit={(s) => set('binding', s.trim())} />
              : <Field label={t('interactions.point')} testId="interaction-point" value={current.point} readOnly={readOnly} maxLength={INTERACTION_LIMITS.nameChars} placeholder={t('interactions.anyPoint')} onCommit={(s) => set('point', s.trim())} />}
            <label className="kf-interactions-field">
              <span>{t('interactions.action')}</span>
              <select data-testid="interaction-action" value={current.action} disabled={readOnly} onChange={(e) => set('action', e.target.value)}>
                {INTERACTION_ACTIONS.map((k) => <option key={k} value={k}>{t(`interactions.action.${k}`)}</option>)}
              </select>
            </label>
            <label className="kf-interactions-field">
              <span>{t('interactions.target')}</span>
              <select data-testid="interaction-target" value={current.target} disabled={readOnly} onChange={(e) => set('target', e.target.value)}>
                <option value="">{t('interactions.self')}</option>
                {current.target && !document.get(current.target) && <option value={current.target}>{current.target}</option>}
                {targets.map((n) => <option key={n.id} value={n.id}>{n.name}</option>)}
              </select>
            </label>
            {current.action !== 'setProperty' && (
              <Field label={t('interactions.targetPoint')} testId="interaction-target-point" value={current.targetPoint} readOnly={readOnly} maxLength={INTERACTION_LIMITS.nameChars} placeholder={t('interactions.wholeNode')} onCommit={(s) => set('targetPoint', s.trim())} />
            )}
            {current.action === 'setProperty' && (
              <Field label={t('interactions.property')} testId="interaction-property" value={current.property} readOnly={readOnly} maxLength={INTERACTION_LIMITS.nameChars} onCommit={(s) => set('property', s.trim())} />
            )}
            {(current.action === 'setProperty' || current.action === 'setStatus' || current.action === 'flyTo') && (
              <Field label={valueLabel} testId="interaction-value" value={current.value} readOnly={readOnly} maxLength={INTERACTION_LIMITS.valueChars}
                placeholder={current.trigger === 'data' ? t('interactions.dataValue') : undefined} onCommit={(s) => set('value', s)} />
            )}
          </div>
        )}
      </div>
    );
  };
}
