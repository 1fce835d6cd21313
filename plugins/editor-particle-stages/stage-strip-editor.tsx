import { useEffect, useState } from 'react';
import type { ComponentType, DragEvent, MouseEvent } from 'react';
import { BUILTIN_RESOURCE_MIME, isMixed, PARTICLE_LIMITS, readMoverList, PARTICLE_STAGE_CATEGORIES, readParticleStages, SCENE_NODE_MIME } from '../../sdk/index.js';
import type {
  BuiltinResourceDrag, ContributionList, LocalizedText, NotificationService, ParticleStageContribution, ParticleStageData,
  PropertyEditorProps, SceneDocumentService, TranslateFn,
} from '../../sdk/index.js';
import { dropOnStage } from './drop-rules.js';
import type { StageDrop } from './drop-rules.js';
import { insertStage, moveStage, newStage, patchStage, removeStage, setStageParam } from './stage-list.js';
import type { StageListResult } from './stage-list.js';
import { SplineGroupPicker } from './spline-group-picker.js';
import { StageMoversEditor } from './stage-movers-editor.js';
import { StageParamsEditor } from './stage-params-editor.js';
import { UvSourceField } from './uv-source-field.js';

/** What the strip needs from the designer. */
export interface StageStripServices {
  readonly kinds: ContributionList<ParticleStageContribution>;
  readonly document: SceneDocumentService | undefined;
  readonly notifications: NotificationService | undefined;
  readonly t: TranslateFn;
  readonly pick: (text: LocalizedText) => string;
  newId(): string;
  /** A fresh id for a stage mover. */
  newMoverId(): string;
}

type Menu = { readonly x: number; readonly y: number } & ({ readonly kind: 'add'; readonly at?: number } | { readonly kind: 'stage'; readonly index: number });

const CATEGORY_MARK: Readonly<Record<string, string>> = { emitter: 'E', modifier: 'M', renderer: 'R', repeater: 'X' };

function useKinds(list: ContributionList<ParticleStageContribution>): readonly ParticleStageContribution[] {
  const [kinds, setKinds] = useState(list.current);
  useEffect(() => {
    const sub = list.onDidChange.subscribe(setKinds);
    return () => sub.unsubscribe();
  }, [list]);
  return kinds;
}

function readDrop(e: DragEvent): StageDrop | undefined {
  const types = [...e.dataTransfer.types];
  try {
    if (types.includes(SCENE_NODE_MIME)) return { node: { id: e.dataTransfer.getData(SCENE_NODE_MIME), type: '' } };
    if (types.includes(BUILTIN_RESOURCE_MIME)) return { resource: JSON.parse(e.dataTransfer.getData(BUILTIN_RESOURCE_MIME)) as BuiltinResourceDrag };
  } catch {
    return undefined;
  }
  return undefined;
}

/**
 * The particle stage strip (spec 001 §2): a tile per stage in order, added by right-click or the plus tile (a menu of
 * every contributed kind by category), a context menu per stage (move left or right, enable or disable, delete), an
 * enable box on each tile, drops of meshes and images on tiles, and the selected stage's values below.
 */
export function createStageStripEditor(s: StageStripServices): ComponentType<PropertyEditorProps<'particleStages'>> {
  return function StageStripEditor({ value, readOnly, onChange }: PropertyEditorProps<'particleStages'>) {
    const kinds = useKinds(s.kinds);
    const [selected, setSelected] = useState(0);
    const [menu, setMenu] = useState<Menu>();
    const [over, setOver] = useState<number>();
    useEffect(() => {
      if (!menu) return;
      const close = (e: globalThis.MouseEvent | KeyboardEvent) => {
        if (e instanceof KeyboardEvent && e.key !== 'Escape') return;
        if (e instanceof globalThis.MouseEvent && (e.target as HTMLElement | null)?.closest?.('.kf-stage-menu')) return;
        setMenu(undefined);
      };
      window.addEventListener('mousedown', close);
      window.addEventListener('keydown', close);
      return () => {
        window.removeEventListener('mousedown', close);
        window.removeEventListener('keydown', close);
      };
    }, [menu]);
    if (isMixed(value)) return <div className="kf-stage-strip">??</div>;
    const stages = readParticleStages(value);
    const kindOf = (stage: ParticleStageData) => kinds.find((k) => k.id === stage.kind);
    const write = (next: readonly ParticleStageData[]) => onChange(next);
    const refuse = (message: string) => s.notifications?.warning(message);
    const apply = (result: StageListResult, select?: number) => {
      if ('error' in result) return refuse(s.t(result.error, { max: PARTICLE_LIMITS.stages }));
      write(result.stages);
      if (select !== undefined) setSelected(select);
    };
    const add = (kind: ParticleStageContribution, at = stages.length) => {
      setMenu(undefined);
      apply(insertStage(stages, newStage(kind, s.newId()), at), at);
    };
    const openMenu = (e: MouseEvent, next: Menu) => {
      e.preventDefault();
      e.stopPropagation();
      if (!readOnly) setMenu(next);
    };
    const drop = (e: DragEvent, index: number) => {
      setOver(undefined);
      const dropped = readDrop(e);
      if (!dropped || readOnly) return;
      e.preventDefault();
      const full: StageDrop = 'node' in dropped ? { node: { id: dropped.node.id, type: s.document?.get(dropped.node.id)?.type ?? '' } } : dropped;
      const result = dropOnStage(kindOf(stages[index]!), full);
      if (!result) return;
      if ('error' in result) return refuse(s.t(result.error));
      write(patchStage(stages, index, result.set));
      setSelected(index);
    };
    const current = stages[Math.min(selected, stages.length - 1)];
    const currentIndex = current ? stages.indexOf(current) : -1;
    const currentKind = current && kindOf(current);
    return (
      <div className="kf-stage-editor" data-testid="stage-strip-editor">
        <div className="kf-stage-strip" data-testid="stage-strip" title={s.t('particleStages.dropHint')}
          onContextMenu={(e) => openMenu(e, { kind: 'add', x: e.clientX, y: e.clientY })}>
          {stages.length === 0 && <span className="kf-stage-empty">{s.t('particleStages.empty')}</span>}
          {stages.map((stage, index) => {
            const kind = kindOf(stage);
            const enabled = stage.enabled !== false;
            return (
              <div key={stage.id} role="button" tabIndex={0}
                className={`kf-stage-tile kf-stage-${kind?.category ?? 'missing'}${index === currentIndex ? ' selected' : ''}${enabled ? '' : ' disabled'}${over === index ? ' over' : ''}`}
                data-testid={`stage-tile-${index}`} data-kind={stage.kind} data-enabled={String(enabled)}
                onClick={() => setSelected(index)}
                onContextMenu={(e) => { setSelected(index); openMenu(e, { kind: 'stage', index, x: e.clientX, y: e.clientY }); }}
                onDragOver={(e) => {
                  const types = [...e.dataTransfer.types];
                  if (readOnly || !(types.includes(SCENE_NODE_MIME) || types.includes(BUILTIN_RESOURCE_MIME))) return;
                  e.preventDefault();
                  setOver(index);
                }}
                onDragLeave={() => setOver(undefined)}
                onDrop={(e) => drop(e, index)}>
                <input type="checkbox" aria-label={s.t('particleStages.enabled')} checked={enabled} disabled={readOnly}
                  onClick={(e) => e.stopPropagation()} onChange={(e) => write(patchStage(stages, index, { enabled: e.target.checked }))} />
                <span className="kf-stage-mark">{CATEGORY_MARK[kind?.category ?? ''] ?? '?'}</span>
                <span className="kf-stage-title">{kind ? s.pick(kind.titles) : s.t('particleStages.notLoaded', { kind: stage.kind })}</span>
              </div>
            );
          })}
          {!readOnly && (
            <button type="button" className="kf-stage-tile kf-stage-plus" data-testid="stage-add" title={s.t('particleStages.add')} aria-label={s.t('particleStages.add')}
              onClick={(e) => openMenu(e, { kind: 'add', x: e.clientX, y: e.clientY })}>+</button>
          )}
        </div>
        {menu && (
          <div className="kf-stage-menu" role="menu" data-testid={menu.kind === 'add' ? 'stage-add-menu' : 'stage-context-menu'}
            style={{ left: Math.max(0, Math.min(menu.x, window.innerWidth - 190)), top: Math.min(menu.y, 798) }}>
            {menu.kind === 'add'
              ? PARTICLE_STAGE_CATEGORIES.map((category) => {
                const list = kinds.filter((k) => k.category === category).sort((a, b) => a.order - b.order);
                if (!list.length) return null;
                return (
                  <div key={category} className="kf-stage-menu-group">
                    <div className="kf-stage-menu-title">{s.t(`particleStages.category.${category}`)}</div>
                    {list.map((k) => (
                      <button key={k.id} type="button" role="menuitem" data-testid={`add-stage-${k.id}`} onClick={() => add(k)}>{s.pick(k.titles)}</button>
                    ))}
                  </div>
                );
              })
              : (
                <>
                  <button type="button" role="menuitem" data-testid="stage-move-left" onClick={() => { setMenu(undefined); write(moveStage(stages, menu.index, -1)); setSelected(Math.max(0, menu.index - 1)); }}>{s.t('particleStages.moveLeft')}</button>
                  <button type="button" role="menuitem" data-testid="stage-move-right" onClick={() => { setMenu(undefined); write(moveStage(stages, menu.index, 1)); setSelected(Math.min(stages.length - 1, menu.index + 1)); }}>{s.t('particleStages.moveRight')}</button>
                  <button type="button" role="menuitem" data-testid="stage-toggle" onClick={() => { setMenu(undefined); write(patchStage(stages, menu.index, { enabled: stages[menu.index]!.enabled === false })); }}>
                    {s.t(stages[menu.index]?.enabled === false ? 'particleStages.enable' : 'particleStages.disable')}
                  </button>
                  <button type="button" role="menuitem" data-testid="stage-delete" onClick={() => { setMenu(undefined); write(removeStage(stages, menu.index)); }}>{s.t('particleStages.delete')}</button>
                </>
              )}
          </div>
        )}
        {current && currentKind && (
          <div className="kf-stage-details" data-testid="stage-details">
            <div className="kf-stage-details-title">{s.pick(currentKind.titles)}</div>
            {currentKind.pictures && (
              <div className="kf-stage-param">
                <label className="kf-stage-param-title">{s.t('particleStages.picture')}</label>
                <span className="kf-stage-ref" data-testid="stage-url">{current.url || s.t('particleStages.noPicture')}</span>
                {current.url && !readOnly && <button type="button" onClick={() => write(patchStage(stages, currentIndex, { url: '' }))}>{s.t('particleStages.clear')}</button>}
              </div>
            )}
            {currentKind.pictures && (
              <div className="kf-stage-param">
                <label className="kf-stage-param-title">{s.t('particleStages.premultAlpha')}</label>
                <input type="checkbox" aria-label={s.t('particleStages.premultAlpha')} checked={current.premultAlpha === true} disabled={readOnly}
                  onChange={(e) => write(patchStage(stages, currentIndex, { premultAlpha: e.target.checked }))} />
              </div>
            )}
            {currentKind.models && (
              <div className="kf-stage-param">
                <label className="kf-stage-param-title">{s.t('particleStages.model')}</label>
                <span className="kf-stage-ref" data-testid="stage-geometry">
                  {current.geometry ? (s.document?.get(current.geometry)?.name ?? s.t('particleStages.meshMissing')) : s.t('particleStages.noModel')}
                </span>
                {current.geometry && !readOnly && <button type="button" onClick={() => write(patchStage(stages, currentIndex, { geometry: '' }))}>{s.t('particleStages.clear')}</button>}
              </div>
            )}
            {currentKind.splines && (
              <div className="kf-stage-param">
                <label className="kf-stage-param-title">{s.t('particleStages.splineGroup')}</label>
                <SplineGroupPicker document={s.document} value={current.splineGroup ?? ''} readOnly={readOnly} t={s.t}
                  onChange={(id) => write(patchStage(stages, currentIndex, { splineGroup: id }))} />
              </div>
            )}
            <StageParamsEditor descriptors={currentKind.descriptors} params={current.params ?? {}} readOnly={readOnly} t={s.t} pick={s.pick}
              onRefuse={refuse} onChange={(name, v) => write(setStageParam(stages, currentIndex, name, v))} />
            {currentKind.render === 'sprite' && (
              <UvSourceField value={current.uvSource} readOnly={readOnly} t={s.t} onChange={(v) => write(patchStage(stages, currentIndex, { uvSource: v }))} />
            )}
            <StageMoversEditor descriptors={currentKind.descriptors} movers={readMoverList(current.movers)} readOnly={readOnly} t={s.t} pick={s.pick}
              newId={s.newMoverId} onRefuse={refuse} onChange={(movers) => write(patchStage(stages, currentIndex, { movers }))} />
          </div>
        )}
      </div>
    );
  };
}
