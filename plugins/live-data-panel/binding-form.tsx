import { useState } from 'react';
import {
  animationEntities, HEAT_MAP_POINT_LIST_TYPE, INFO_POINT_LIST_TYPE, LIVE_DATA_LIMITS, newLiveDataId, SCENE_ROOT_ID, STATE_ANIMATION_TARGET,
  TEXT_POINT_LIST_TYPE, withBinding,
} from '../../sdk/index.js';
import type { BindingTransform, BindingTransformKind, DataSourceConfig, DataSourceKind, JsonValue, LocaleId, PropertyDescriptor, SceneNodeData } from '../../sdk/index.js';
import { currentLiveData, editLiveData } from './live-data-edits.js';
import type { PanelServices } from './panel-services.js';
import { formulaError, pairsOf, scalarOf } from './transform-text.js';
import { parseJsonPathText, validTopic } from './binding-checks.js';

/** The fields a binding may write in an item of each kind of point list. */
const ITEM_FIELDS: Readonly<Record<string, readonly string[]>> = {
  [INFO_POINT_LIST_TYPE]: ['status', 'name', 'category', 'type', 'visible'],
  [HEAT_MAP_POINT_LIST_TYPE]: ['value', 'size', 'visible'],
  [TEXT_POINT_LIST_TYPE]: ['text', 'visible'],
};

/** The property select's value for a state animation (the binding plays it): the prefix and the animation's id. */
const ANIMATION_CHOICE = `${STATE_ANIMATION_TARGET}:`;

/** The state animations a node owns (the Scene root owns those without an owner), for the property select. */
export function stateAnimationsOf(section: readonly JsonValue[], node: SceneNodeData): { id: string; name: string }[] {
  return animationEntities(section).flatMap((a) => (a.kind === 'state' && (a.owner ?? SCENE_ROOT_ID) === node.id ? [{ id: a.id, name: a.name }] : []));
}

const TRANSFORM_KINDS: readonly BindingTransformKind[] = ['scale', 'clamp', 'thresholds', 'lookup', 'formula'];

/** The items of a list value as (name shown, id stored): an item's id when it has one, else its place `#n`. */
function itemsOf(value: JsonValue | undefined): { label: string; id: string }[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, 1000).map((item, i) => {
    const o = item !== null && typeof item === 'object' && !Array.isArray(item) ? item : {};
    const id = typeof o.id === 'string' && o.id ? o.id : `#${i}`;
    const name = typeof o.name === 'string' && o.name ? o.name : typeof o.text === 'string' && o.text ? o.text : id;
    return { label: name === id ? id : `${name} (${id})`, id };
  });
}

interface TransformDraft {
  kind: BindingTransformKind;
  a: string;
  b: string;
}

function transformOf(d: TransformDraft): BindingTransform | string {
  const n = (text: string) => Number(text);
  switch (d.kind) {
    case 'scale':
      return Number.isFinite(n(d.a)) && Number.isFinite(n(d.b)) ? { kind: 'scale', scale: n(d.a), offset: n(d.b) } : 'liveDataPanel.badNumber';
    case 'clamp':
      return Number.isFinite(n(d.a)) && Number.isFinite(n(d.b)) ? { kind: 'clamp', min: Math.min(n(d.a), n(d.b)), max: Math.max(n(d.a), n(d.b)) } : 'liveDataPanel.badNumber';
    case 'thresholds': {
      const steps = pairsOf(d.b).map((p) => ({ atLeast: Number(p.key), value: p.value }));
      if (!steps.length || steps.some((s) => !Number.isFinite(s.atLeast))) return 'liveDataPanel.badSteps';
      return { kind: 'thresholds', below: scalarOf(d.a), steps: steps.sort((x, y) => x.atLeast - y.atLeast) };
    }
    case 'lookup': {
      const entries = pairsOf(d.a);
      return entries.length ? { kind: 'lookup', entries, fallback: d.b.trim() === '' ? null : scalarOf(d.b) } : 'liveDataPanel.badSteps';
    }
    case 'formula':
      return formulaError(d.a) ? 'liveDataPanel.badFormula' : { kind: 'formula', expression: d.a.trim() };
  }
}

const DEFAULT_DRAFT: Readonly<Record<BindingTransformKind, [string, string]>> = {
  scale: ['1', '0'], clamp: ['0', '100'], thresholds: ['normal', '80=warning'], lookup: ['1=online, 0=offline', ''], formula: ['value', ''],
};

/** The form that binds a property of the selected node to a value of a source's messages (one undoable step). */
export function BindingForm({ services, node, descriptors, sources, kinds, locale, onDone }: {
  services: PanelServices; node: SceneNodeData; descriptors: readonly PropertyDescriptor[]; sources: readonly DataSourceConfig[];
  kinds: readonly DataSourceKind[]; locale: LocaleId; onDone(): void;
}) {
  const { t, document, undo, draft } = services;
  const bindable = descriptors.filter((d) => !d.hide && d.rw !== 'r');
  const animations = stateAnimationsOf(document.section('animations'), node);
  const [property, setProperty] = useState(draft.property && bindable.some((d) => d.name === draft.property) ? draft.property : bindable[0]?.name ?? (animations[0] ? `${ANIMATION_CHOICE}${animations[0].id}` : ''));
  const descriptor = bindable.find((d) => d.name === property);
  const animation = property.startsWith(ANIMATION_CHOICE) ? animations.find((a) => `${ANIMATION_CHOICE}${a.id}` === property) : undefined;
  const fields = descriptor ? ITEM_FIELDS[descriptor.type] : undefined;
  const items = fields ? itemsOf(node.props[property]) : [];
  const [item, setItem] = useState(draft.item ?? '');
  const [field, setField] = useState('');
  const [sourceId, setSourceId] = useState(sources[0]?.id ?? '');
  const [topic, setTopic] = useState('');
  const [path, setPath] = useState('value');
  const [transforms, setTransforms] = useState<TransformDraft[]>([]);
  const [error, setError] = useState('');
  const source = sources.find((s) => s.id === sourceId);
  const kind = kinds.find((k) => k.id === source?.kind);
  const chosenItem = fields ? (items.some((i) => i.id === item) ? item : items[0]?.id ?? '') : '';
  const chosenField = fields ? (fields.includes(field) ? field : fields[0]) : '';

  const add = () => {
    if (!source) return setError(t('liveDataPanel.needSource'));
    if (!descriptor && !animation) return setError(t('liveDataPanel.needProperty'));
    if (fields && !chosenItem) return setError(t('liveDataPanel.needItem'));
    if (kind?.topics && !validTopic(topic)) return setError(t('liveDataPanel.badTopic'));
    if (!parseJsonPathText(path)) return setError(t('liveDataPanel.badPath'));
    const made: BindingTransform[] = [];
    for (const d of transforms) {
      const result = transformOf(d);
      if (typeof result === 'string') return setError(t(result));
      made.push(result);
    }
    const config = currentLiveData(document);
    if (config.bindings.length >= LIVE_DATA_LIMITS.bindings) return setError(t('liveDataPanel.tooManyBindings', { max: LIVE_DATA_LIMITS.bindings }));
    editLiveData(document, undo, (c) => withBinding(c, {
      id: newLiveDataId('binding', c.bindings),
      source: source.id,
      topic: kind?.topics ? topic.trim() : '',
      path: path.trim(),
      transforms: made,
      target: animation
        ? { node: node.id, property: STATE_ANIMATION_TARGET, item: animation.id, field: '' }
        : { node: node.id, property, item: chosenItem, field: chosenField },
    }), 'liveDataPanel.addBindingStep');
    draft.property = draft.item = undefined;
    onDone();
  };

  const setTransform = (i: number, patch: Partial<TransformDraft>) => setTransforms((list) => list.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const labels = (k: BindingTransformKind): [string, string] => [t(`liveDataPanel.transform.${k}.a`), t(`liveDataPanel.transform.${k}.b`)];

  return (
    <form className="kf-live-form" data-testid="live-binding-form" onSubmit={(e) => { e.preventDefault(); add(); }}>
      <label>{t('liveDataPanel.property')}
        <select value={property} onChange={(e) => setProperty(e.target.value)} data-testid="live-binding-property">
          {bindable.map((d) => <option key={d.name} value={d.name}>{d.titles[locale]}</option>)}
          {animations.map((a) => <option key={a.id} value={`${ANIMATION_CHOICE}${a.id}`}>{t('liveDataPanel.stateAnimation', { name: a.name })}</option>)}
        </select>
      </label>
      {fields && (
        <>
          <label>{t('liveDataPanel.item')}
            <select value={chosenItem} onChange={(e) => setItem(e.target.value)} data-testid="live-binding-item">
              {items.map((i) => <option key={i.id} value={i.id}>{i.label}</option>)}
            </select>
          </label>
          <label>{t('liveDataPanel.field')}
            <select value={chosenField} onChange={(e) => setField(e.target.value)} data-testid="live-binding-field">
              {fields.map((f) => <option key={f} value={f}>{f}</option>)}
            </select>
          </label>
        </>
      )}
      <label>{t('liveDataPanel.source')}
        <select value={sourceId} onChange={(e) => setSourceId(e.target.value)} data-testid="live-binding-source">
          {sources.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </label>
      {kind?.topics && <label>{t('liveDataPanel.topic')}<input value={topic} placeholder="plant/+/temperature" maxLength={LIVE_DATA_LIMITS.topicChars} onChange={(e) => setTopic(e.target.value)} data-testid="live-binding-topic" /></label>}
      <label>{t('liveDataPanel.path')}<input value={path} placeholder="$.sensors[0].value" maxLength={LIVE_DATA_LIMITS.pathChars} onChange={(e) => setPath(e.target.value)} data-testid="live-binding-path" /></label>
      <fieldset className="kf-live-transforms">
        <legend>{t('liveDataPanel.transforms')}</legend>
        {transforms.map((d, i) => {
          const [la, lb] = labels(d.kind);
          const bad = d.kind === 'formula' ? formulaError(d.a) : undefined;
          return (
            <div key={i} className="kf-live-transform" data-testid={`live-transform-${i}`}>
              <span className="kf-live-transform-kind">{t(`liveDataPanel.transform.${d.kind}`)}</span>
              <input aria-label={la} placeholder={la} value={d.a} onChange={(e) => setTransform(i, { a: e.target.value })} data-testid={`live-transform-${i}-a`} />
              {d.kind !== 'formula' && <input aria-label={lb} placeholder={lb} value={d.b} onChange={(e) => setTransform(i, { b: e.target.value })} data-testid={`live-transform-${i}-b`} />}
              <button type="button" aria-label={t('liveDataPanel.remove')} onClick={() => setTransforms((list) => list.filter((_, j) => j !== i))}>×</button>
              {bad && <span className="kf-live-error" role="alert">{t(`liveDataPanel.formula.${bad.code}`)}{bad.position !== undefined ? ` (${bad.position + 1})` : ''}</span>}
            </div>
          );
        })}
        {transforms.length < LIVE_DATA_LIMITS.transforms && (
          <select
            value=""
            aria-label={t('liveDataPanel.addTransform')}
            data-testid="live-binding-add-transform"
            onChange={(e) => {
              const kindOf = e.target.value as BindingTransformKind;
              if (!TRANSFORM_KINDS.includes(kindOf)) return;
              const [a, b] = DEFAULT_DRAFT[kindOf];
              setTransforms((list) => [...list, { kind: kindOf, a, b }]);
            }}
          >
            <option value="">{t('liveDataPanel.addTransform')}</option>
            {TRANSFORM_KINDS.map((k) => <option key={k} value={k}>{t(`liveDataPanel.transform.${k}`)}</option>)}
          </select>
        )}
      </fieldset>
      {animation && <p className="kf-live-empty" data-testid="live-binding-animation-hint">{t('liveDataPanel.stateAnimationHint')}</p>}
      {error && <p className="kf-live-error" role="alert">{error}</p>}
      <div className="kf-live-actions">
        <button type="button" onClick={onDone}>{t('liveDataPanel.cancel')}</button>
        <button type="submit" className="kf-live-primary" data-testid="live-binding-add">{t('liveDataPanel.bind')}</button>
      </div>
    </form>
  );
}
