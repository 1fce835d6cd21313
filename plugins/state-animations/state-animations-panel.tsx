import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { AnimationEntity, I18nService, KeyframeAnimationService, NotificationService, PanelProps, StateAnimation, TranslateFn } from '../../sdk/index.js';

/** What the panel uses, captured when the plugin activates. */
export interface StateAnimationServices {
  readonly animation: KeyframeAnimationService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
}

/** The state-animation panel (spec 001 §2): states to jump to with a transition, and a progress slider in progress mode. */
function StateAnimationsPanel({ services }: PanelProps & { services: StateAnimationServices }) {
  const { animation, i18n, notifications, t } = services;
  const [animations, setAnimations] = useState<readonly AnimationEntity[]>(animation.animations);
  const [currentId, setCurrentId] = useState(animation.current?.id);
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [
      animation.onDidChangeAnimations.subscribe(setAnimations),
      animation.onDidChangeCurrent.subscribe((c) => setCurrentId(c?.id)),
      animation.onDidChangeStateRuntime.subscribe(bump),
      ...(i18n ? [i18n.onDidChangeTexts.subscribe(bump)] : []),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [animation, i18n]);
  const report = (action: () => void) => {
    try {
      action();
    } catch (error) {
      notifications?.notify('error', error instanceof Error ? error.message : String(error));
    }
  };
  const list = animations.filter((a): a is StateAnimation => a.kind === 'state');
  return (
    <div className="kf-states" data-testid="state-animations-panel">
      <div className="kf-states-toolbar">
        <button type="button" data-testid="state-animation-new" onClick={() => report(() => animation.createStateAnimation(''))}>{t('stateAnimations.new')}</button>
      </div>
      {list.length === 0 && <p className="kf-states-empty">{t('stateAnimations.empty')}</p>}
      {list.map((a) => {
        const runtime = animation.stateRuntime(a.id);
        const shown = runtime?.stateId;
        return (
          <section key={a.id} className="kf-states-item" data-testid={`state-animation-${a.name}`} aria-current={a.id === currentId}>
            <header>
              <label title={t('stateAnimations.makeCurrent')}>
                <input type="radio" name="kf-state-current" checked={a.id === currentId} onChange={() => animation.setCurrent(a.id)} data-testid="state-animation-current" />{' '}
                <strong>{a.name}</strong>
              </label>
              <span className="kf-states-dim">{t('stateAnimations.targets', { count: a.targets.length })}</span>
              <select
                aria-label={t('stateAnimations.mode')}
                data-testid="state-animation-mode"
                value={a.mode}
                onChange={(e) => report(() => animation.updateStateAnimation(a.id, { mode: e.target.value as StateAnimation['mode'] }))}
              >
                <option value="states">{t('stateAnimations.mode.states')}</option>
                <option value="progress">{t('stateAnimations.mode.progress')}</option>
              </select>
              <label>
                {t('stateAnimations.duration')}{' '}
                <input
                  key={`d-${a.duration}`}
                  type="number"
                  step="0.1"
                  min="0"
                  style={{ width: 52 }}
                  defaultValue={a.duration}
                  data-testid="state-animation-duration"
                  onBlur={(e) => Number(e.target.value) !== a.duration && report(() => animation.updateStateAnimation(a.id, { duration: Number(e.target.value) }))}
                />
              </label>
              <button type="button" onClick={() => report(() => animation.deleteAnimation(a.id))}>{t('stateAnimations.delete')}</button>
            </header>
            {a.mode === 'states' ? (
              <ul className="kf-states-list">
                {a.states.map((st) => (
                  <li key={st.stateId} aria-current={st.stateId === shown} data-testid={`state-${st.name}`}>
                    <span className="kf-states-name">{st.name}</span>
                    <button type="button" data-testid="state-jump" onClick={() => report(() => animation.jumpToState(a.id, st.stateId))}>{t('stateAnimations.jump')}</button>
                    <button type="button" data-testid="state-record" title={t('stateAnimations.recordHint')} onClick={() => report(() => animation.recordState(a.id, st.stateId))}>{t('stateAnimations.record')}</button>
                  </li>
                ))}
                <li><button type="button" data-testid="state-add" onClick={() => report(() => animation.addState(a.id))}>+ {t('stateAnimations.addState')}</button></li>
              </ul>
            ) : (
              <label className="kf-states-progress">
                {t('stateAnimations.progress')}{' '}
                <input
                  type="range"
                  min={0}
                  max={1}
                  step={0.01}
                  data-testid="state-progress"
                  value={runtime?.progress ?? a.progress}
                  onChange={(e) => report(() => animation.setProgress(a.id, Number(e.target.value)))}
                />
                <span>{(runtime?.progress ?? a.progress).toFixed(2)}</span>
              </label>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** The panel bound to the services captured at activation. */
export function stateAnimationsPanelFor(services: StateAnimationServices): ComponentType<PanelProps> {
  return function BoundStateAnimationsPanel(props: PanelProps) {
    return <StateAnimationsPanel {...props} services={services} />;
  };
}
