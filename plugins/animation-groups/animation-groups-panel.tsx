import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { SceneCommandIds } from '../../sdk/index.js';
import type {
  AnimationEntity, AnimationGroupData, AnimationGroupFields, CommandService, ExposedPropertiesService, I18nService, KeyframeAnimationService,
  NotificationService, PanelProps, SceneDocumentService, TranslateFn,
} from '../../sdk/index.js';

/** What the panel uses, captured when the plugin activates. */
export interface AnimationGroupServices {
  readonly animation: KeyframeAnimationService;
  readonly document: SceneDocumentService;
  readonly commands?: CommandService;
  readonly exposed?: ExposedPropertiesService;
  readonly i18n?: I18nService;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
}

/** A group field's title: orange when exposed; double-click opens the 'Set Parameters' dialog for it. */
function FieldTitle({ services, group, property, type }: { services: AnimationGroupServices; group: AnimationGroupData; property: keyof AnimationGroupFields; type: string }) {
  const { t, commands, exposed } = services;
  const title = t(`animationGroups.${property === 'loopAnimation' ? 'loop' : property}`);
  return (
    <span
      className="kf-groups-title"
      data-testid={`group-title-${property}`}
      data-exposed={exposed?.find(group.id, property) !== undefined}
      title={t('animationGroups.exposeHint')}
      onDoubleClick={() => void commands?.execute(SceneCommandIds.openExposeDialog, { owner: { kind: 'animationGroup', id: group.id }, property, type, title })}
    >
      {title}
    </span>
  );
}

/** The animation-group panel (spec 001 §2): each group with Play, Pause, Stop, Reset, its weight, loop and auto play. */
function AnimationGroupsPanel({ services }: PanelProps & { services: AnimationGroupServices }) {
  const { animation, document, exposed, i18n, notifications, t } = services;
  const [animations, setAnimations] = useState<readonly AnimationEntity[]>(animation.animations);
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [
      animation.onDidChangeAnimations.subscribe(setAnimations),
      animation.onDidChangeGroupRuntime.subscribe(bump),
      ...(exposed ? [exposed.onDidChange.subscribe(bump)] : []),
      ...(i18n ? [i18n.onDidChangeTexts.subscribe(bump)] : []),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [animation, exposed, i18n]);
  const report = (action: () => void) => {
    try {
      action();
    } catch (error) {
      notifications?.notify('error', error instanceof Error ? error.message : String(error));
    }
  };
  const groups = animations.filter((a): a is AnimationGroupData => a.kind === 'group');
  return (
    <div className="kf-groups" data-testid="animation-groups-panel">
      {groups.length === 0 && <p className="kf-groups-empty">{t('animationGroups.empty')}</p>}
      {groups.map((g) => {
        const { state } = animation.groupRuntime(g.id);
        const model = g.owner !== undefined ? document.get(g.owner)?.name : undefined;
        return (
          <section key={g.id} className="kf-groups-item" data-testid={`animation-group-${g.name}`} data-state={state}>
            <header>
              <strong>{g.name}</strong>
              {model !== undefined && <span className="kf-groups-dim">{t('animationGroups.model', { name: model })}</span>}
              <span className="kf-groups-dim" data-testid="group-state">{t(`animationGroups.state.${state}`)}</span>
            </header>
            <div className="kf-groups-row">
              <button type="button" data-testid="group-play" aria-pressed={state === 'playing'} onClick={() => report(() => animation.playGroup(g.id))}>▶ {t('animationGroups.play')}</button>
              <button type="button" data-testid="group-pause" aria-pressed={state === 'paused'} onClick={() => report(() => animation.pauseGroup(g.id))}>❚❚ {t('animationGroups.pause')}</button>
              <button type="button" data-testid="group-stop" onClick={() => report(() => animation.stopGroup(g.id))}>■ {t('animationGroups.stop')}</button>
              <button type="button" data-testid="group-reset" onClick={() => report(() => animation.resetGroup(g.id))}>↺ {t('animationGroups.reset')}</button>
            </div>
            <div className="kf-groups-row">
              <label>
                <FieldTitle services={services} group={g} property="weight" type="number" />{' '}
                <input
                  key={`w-${g.weight}`}
                  type="number"
                  min={0}
                  max={1}
                  step={0.1}
                  style={{ width: 52 }}
                  defaultValue={g.weight}
                  data-testid="group-weight"
                  onBlur={(e) => Number(e.target.value) !== g.weight && report(() => animation.updateGroup(g.id, { weight: Number(e.target.value) }))}
                  onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
                />
              </label>
              <label>
                <input type="checkbox" checked={g.loopAnimation} data-testid="group-loop" onChange={(e) => report(() => animation.updateGroup(g.id, { loopAnimation: e.target.checked }))} />{' '}
                <FieldTitle services={services} group={g} property="loopAnimation" type="boolean" />
              </label>
              <label>
                <input type="checkbox" checked={g.autoPlay} data-testid="group-autoplay" onChange={(e) => report(() => animation.updateGroup(g.id, { autoPlay: e.target.checked }))} />{' '}
                <FieldTitle services={services} group={g} property="autoPlay" type="boolean" />
              </label>
              <button type="button" data-testid="group-delete" onClick={() => report(() => animation.deleteGroup(g.id))}>{t('animationGroups.delete')}</button>
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** The panel bound to the services captured at activation. */
export function animationGroupsPanelFor(services: AnimationGroupServices): ComponentType<PanelProps> {
  return function BoundAnimationGroupsPanel(props: PanelProps) {
    return <AnimationGroupsPanel {...props} services={services} />;
  };
}
