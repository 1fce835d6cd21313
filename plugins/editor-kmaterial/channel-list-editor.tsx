import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { KMATERIAL_LIMITS, isMixed, isSharedChannelRef } from '../../sdk/index.js';
import type {
  ContributionList, I18nService, MaterialStageContribution, NotificationService, PropertyEditorHost, PropertyEditorProps, SceneDocumentService,
  TranslateFn, UndoService,
} from '../../sdk/index.js';
import { ChannelEditRefused, ChannelStore } from './channel-store.js';
import { ChannelRow } from './channel-row.js';
import type { KEditorContext } from './editor-context.js';
import { refusalText } from './locales.js';

/** What the channel list editor needs from its plugin. */
export interface ChannelListDeps {
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly i18n: I18nService | undefined;
  readonly notifications: NotificationService | undefined;
  readonly stages: ContributionList<MaterialStageContribution>;
  /** The inspector's editor host: a stage's picture and colours use the texture and colour editors. */
  readonly editors: PropertyEditorHost | undefined;
  readonly t: TranslateFn;
}

/** Re-render on any document change (shared channels live in other nodes) and when stage kinds come and go. */
function useTick(deps: ChannelListDeps): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [
      deps.document.onDidChange.subscribe(bump), deps.document.onDidLoad.subscribe(bump), deps.stages.onDidChange.subscribe(bump),
    ];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [deps]);
}


/**
 * The channel list of a mixed material (spec 001 §3–§4): texture count n/16, add (independent or shared), per channel a
 * collapsible row with eye toggle, context menu, drag-and-drop reordering, its fields and its stage strip.
 */
export function createChannelListEditor(deps: ChannelListDeps): ComponentType<PropertyEditorProps<'kmaterialChannels'>> {
  const { t, i18n } = deps;
  const pick = (text: Parameters<I18nService['pick']>[0]) => (i18n ? i18n.pick(text) : text.en);
  return function ChannelListEditor({ nodeIds, value, readOnly, beginGesture, endGesture, cancelGesture }: PropertyEditorProps<'kmaterialChannels'>) {
    useTick(deps);
    const [dragging, setDragging] = useState<number | undefined>();
    const materialId = nodeIds.length === 1 ? nodeIds[0] : undefined;
    if (isMixed(value) || !materialId) return <div className="kf-kmat">??</div>;
    const store = new ChannelStore({ document: deps.document, undo: deps.undo, kinds: () => deps.stages.current }, materialId);
    const ctx: KEditorContext = {
      store, t, readOnly, pick, pickOption: (o) => pick(o.label),
      kinds: () => [...deps.stages.current].sort((a, b) => a.order - b.order),
      notify: (message) => deps.notifications?.error(message),
      hosted: { host: deps.editors, nodeIds, beginGesture, endGesture, cancelGesture: cancelGesture ?? endGesture },
      guard: (work) => {
        try {
          work();
        } catch (error) {
          if (!(error instanceof ChannelEditRefused)) throw error;
          deps.notifications?.error(refusalText(error.refusal, i18n?.locale ?? 'en'));
        }
      },
    };
    const entries = store.entries();
    const textures = store.textureCount();
    const usedShared = new Set(entries.filter(isSharedChannelRef).map((e) => e.shared));
    const sharedChoices = store.sharedChannels();
    return (
      <div className="kf-kmat" data-testid="kmat-channels">
        <div className="kf-kmat-top">
          <span data-testid="kmat-texture-count" className={textures >= KMATERIAL_LIMITS.textures ? 'full' : undefined}>
            {t('kmaterial.textures', { count: textures, max: KMATERIAL_LIMITS.textures })}
          </span>
          <button type="button" data-testid="kmat-add-channel" disabled={readOnly}
            onClick={() => ctx.guard(() => store.addChannel(t('kmaterial.channelName', { n: entries.length + 1 })))}>+ {t('kmaterial.addChannel')}</button>
          {sharedChoices.length > 0 && (
            <select aria-label={t('kmaterial.addShared')} data-testid="kmat-add-shared" value="" disabled={readOnly}
              onChange={(e) => { const id = e.target.value; if (id) ctx.guard(() => store.addShared(id)); }}>
              <option value="">{t('kmaterial.addShared')}</option>
              {sharedChoices.map((n) => <option key={n.id} value={n.id} disabled={usedShared.has(n.id)}>{n.name}</option>)}
            </select>
          )}
        </div>
        <ol className="kf-kmat-list">
          {entries.map((entry, index) => (
            <ChannelRow key={isSharedChannelRef(entry) ? `shared:${entry.shared}` : entry.id} ctx={ctx} channel={store.resolve(entry)} index={index}
              count={entries.length} shared={isSharedChannelRef(entry)} dragging={dragging} onDragStart={setDragging}
              onDrop={(to) => { if (dragging !== undefined && dragging !== to) ctx.guard(() => store.moveChannelTo(dragging, to)); setDragging(undefined); }} />
          ))}
        </ol>
      </div>
    );
  };
}
