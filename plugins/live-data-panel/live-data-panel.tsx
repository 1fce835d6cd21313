import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { animationEntities, bindingsOfNode, STATE_ANIMATION_TARGET, withDataSource, withoutBinding, withoutDataSource } from '../../sdk/index.js';
import type { DataSourceStatus, LocaleId, PanelProps } from '../../sdk/index.js';
import { BindingForm } from './binding-form.js';
import { currentLiveData, editLiveData } from './live-data-edits.js';
import type { PanelServices } from './panel-services.js';
import { SourceForm } from './source-form.js';
import { holdsCredentials, moveToRelay, RELAY_CAPABLE_KINDS } from './relay-move.js';
import { describeTransform } from './transform-text.js';

function useTick(subscribe: (bump: () => void) => () => void): void {
  const [, setTick] = useState(0);
  useEffect(() => subscribe(() => setTick((n) => n + 1)), [subscribe]);
}

/** One source's status: its state as a coloured chip and its counters. */
function StatusLine({ status, t }: { status: DataSourceStatus | undefined; t: PanelServices['t'] }) {
  const state = status?.state ?? 'off';
  const c = status?.counters;
  return (
    <span className="kf-live-status" data-state={state}>
      <span className="kf-live-chip" data-testid={`live-source-state-${status?.source ?? ''}`} data-state={state}>{t(`liveData.state.${state}`)}</span>
      {c && <span className="kf-live-counters" data-testid={`live-source-counters-${status?.source ?? ''}`}>{t('liveDataPanel.counters', { received: c.received, dropped: c.dropped + c.unusable })}</span>}
      {status?.reason && <span className="kf-live-reason">{t(status.reason.key, status.reason.values)}</span>}
    </span>
  );
}

/**
 * The live-data panel: the live preview switch, the scene's data sources with their status, and the bindings of the
 * selected node, with forms to add either (each an undoable edit of the Scene root's live-data prop).
 */
export function liveDataPanelFor(services: PanelServices): ComponentType<PanelProps> {
  const { document, selection, live, kinds, nodeTypes, undo, t } = services;
  const subscribeAll = (bump: () => void) => {
    const subs = [
      document.onDidChange.subscribe(bump), document.onDidLoad.subscribe(bump), selection.onDidChangeSelection.subscribe(bump),
      live.onDidChangeEnabled.subscribe(bump), kinds.onDidChange.subscribe(bump), nodeTypes.onDidChange.subscribe(bump),
    ];
    // Bound values change up to once a frame (thousands of bindings): the shown ones are drawn again at most 4 times a second.
    let held: ReturnType<typeof setTimeout> | undefined;
    subs.push(live.onDidChangeValues.subscribe(() => {
      held ??= setTimeout(() => {
        held = undefined;
        bump();
      }, 250);
    }));
    return () => {
      clearTimeout(held);
      subs.forEach((s) => s.unsubscribe());
    };
  };
  return function LiveDataPanel() {
    useTick(subscribeAll);
    const [statuses, setStatuses] = useState<ReadonlyMap<string, DataSourceStatus>>(new Map());
    useEffect(() => {
      const sub = live.onDidChangeStatus.subscribe(setStatuses);
      return () => sub.unsubscribe();
    }, []);
    const [adding, setAdding] = useState<'source' | 'binding' | undefined>(services.draft.property ? 'binding' : undefined);
    const locale: LocaleId = services.locale();
    const config = currentLiveData(document);
    const selected = selection.selected.length === 1 ? document.get(selection.selected[0]) : undefined;
    const type = selected ? nodeTypes.current.find((n) => n.id === selected.type) : undefined;
    const bindings = selected ? bindingsOfNode(config, selected.id) : [];
    const sourceName = (id: string) => config.sources.find((s) => s.id === id)?.name ?? id;
    const animationName = (id: string) => animationEntities(document.section('animations')).find((a) => a.id === id)?.name ?? id;

    return (
      <div className="kf-live-panel" data-testid="live-data-panel">
        <div className="kf-live-header">
          <button
            type="button"
            role="switch"
            aria-checked={live.enabled}
            className="kf-live-switch"
            data-testid="live-data-toggle"
            onClick={() => live.setEnabled(!live.enabled)}
          >
            <span className="kf-live-switch-knob" aria-hidden="true" />
            {t('liveDataPanel.livePreview')}
          </button>
        </div>

        <section className="kf-live-section" aria-labelledby="kf-live-sources">
          <h3 id="kf-live-sources">{t('liveDataPanel.sources')}</h3>
          {config.sources.length === 0 && <p className="kf-live-empty">{t('liveDataPanel.noSources')}</p>}
          <ul className="kf-live-list">
            {config.sources.map((s) => (
              <li key={s.id} className="kf-live-row" data-testid={`live-source-${s.id}`}>
                <span className="kf-live-name" title={s.url}>{s.name}</span>
                <span className="kf-live-dim">{kinds.current.find((k) => k.id === s.kind)?.titles[locale] ?? s.kind}</span>
                {live.enabled && <StatusLine status={statuses.get(s.id)} t={t} />}
                {services.api && RELAY_CAPABLE_KINDS.has(s.kind) && holdsCredentials(s) && (
                  <button
                    type="button"
                    className="kf-live-add"
                    data-testid={`live-source-move-${s.id}`}
                    title={t('liveDataPanel.moveToRelayTitle')}
                    onClick={() => moveToRelay(services, s).then(
                      (relayed) => editLiveData(document, undo, (c) => withDataSource(c, relayed), 'liveDataPanel.moveToRelayStep'),
                      (e: unknown) => services.notifications?.error?.(t('liveDataPanel.relayFailed', { message: String((e as Error)?.message ?? e).slice(0, 200) })),
                    )}
                  >
                    {t('liveDataPanel.moveToRelay')}
                  </button>
                )}
                <button type="button" className="kf-live-remove" aria-label={t('liveDataPanel.removeSource', { name: s.name })} onClick={() => editLiveData(document, undo, (c) => withoutDataSource(c, s.id), 'liveDataPanel.removeSourceStep')}>×</button>
              </li>
            ))}
          </ul>
          {adding === 'source'
            ? <SourceForm services={services} kinds={kinds.current} locale={locale} onDone={() => setAdding(undefined)} />
            : <button type="button" className="kf-live-add" data-testid="live-add-source" disabled={!kinds.current.length} onClick={() => setAdding('source')}>{t('liveDataPanel.addSource')}</button>}
          {config.sources.length > 0 && (
            <label className="kf-live-check">
              <input
                type="checkbox"
                checked={config.showStatus === true}
                data-testid="live-show-status"
                onChange={(e) => {
                  const showStatus = e.target.checked;
                  editLiveData(document, undo, (c) => ({ ...c, showStatus }), 'liveDataPanel.showStatusStep');
                }}
              />
              {t('liveDataPanel.showStatus')}
            </label>
          )}
        </section>

        <section className="kf-live-section" aria-labelledby="kf-live-bindings">
          <h3 id="kf-live-bindings">{selected ? t('liveDataPanel.bindingsOf', { name: selected.name }) : t('liveDataPanel.bindings')}</h3>
          {!selected && <p className="kf-live-empty">{t('liveDataPanel.selectNode')}</p>}
          {selected && bindings.length === 0 && <p className="kf-live-empty">{t('liveDataPanel.noBindings')}</p>}
          <ul className="kf-live-list">
            {bindings.map((b) => {
              const descriptor = type?.descriptors.find((d) => d.name === b.target.property);
              const played = b.target.property === STATE_ANIMATION_TARGET ? animationName(b.target.item) : undefined;
              const where = played !== undefined ? t('liveDataPanel.stateAnimation', { name: played })
                : `${descriptor?.titles[locale] ?? b.target.property}${b.target.item ? ` › ${b.target.item}${b.target.field ? `.${b.target.field}` : ''}` : ''}`;
              const value = live.enabled ? live.valueOf(b.id) : undefined;
              return (
                <li key={b.id} className="kf-live-binding" data-testid={`live-binding-${b.id}`}>
                  <span className="kf-live-name">{where}</span>
                  <span className="kf-live-dim">← {sourceName(b.source)}{b.topic ? ` · ${b.topic}` : ''} · {b.path || '$'}</span>
                  {b.transforms.length > 0 && <span className="kf-live-dim">{b.transforms.map(describeTransform).join(' → ')}</span>}
                  {value !== undefined && <span className="kf-live-value" data-testid={`live-binding-value-${b.id}`}>{String(value)}</span>}
                  <button type="button" className="kf-live-remove" aria-label={t('liveDataPanel.removeBinding', { name: where })} onClick={() => editLiveData(document, undo, (c) => withoutBinding(c, b.id), 'liveDataPanel.removeBindingStep')}>×</button>
                </li>
              );
            })}
          </ul>
          {selected && (adding === 'binding'
            ? <BindingForm services={services} node={selected} descriptors={type?.descriptors ?? []} sources={config.sources} kinds={kinds.current} locale={locale} onDone={() => setAdding(undefined)} />
            : (
              <button type="button" className="kf-live-add" data-testid="live-add-binding" disabled={!config.sources.length} title={config.sources.length ? undefined : t('liveDataPanel.needSource')} onClick={() => setAdding('binding')}>
                {t('liveDataPanel.addBinding')}
              </button>
            ))}
        </section>
      </div>
    );
  };
}
