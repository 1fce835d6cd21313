import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { isPostProcessEnabled } from '../../sdk/index.js';
import type { I18nService, NotificationService, PanelProps, PostProcessContribution, SceneDocumentService, SelectionService } from '../../sdk/index.js';
import type { PipelineActions } from './pipeline-actions.js';
import './post-processing.css';

/** What the rendering pipeline panel reads. */
export interface PipelinePanelServices {
  readonly actions: PipelineActions;
  readonly document: SceneDocumentService;
  readonly selection: SelectionService;
  readonly i18n: I18nService | undefined;
  readonly notifications: NotificationService | undefined;
  /** The contributed effects, live. */
  readonly effects: { readonly current: readonly PostProcessContribution[]; readonly onDidChange: { subscribe(fn: () => void): { unsubscribe(): void } } };
  t(key: string, values?: Record<string, string | number>): string;
}

/** Re-render on every document, selection and effect-list change. */
function useTick(s: PipelinePanelServices): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [s.document.onDidChange.subscribe(bump), s.document.onDidLoad.subscribe(bump), s.selection.onDidChangeSelection.subscribe(bump), s.effects.onDidChange.subscribe(bump)];
    return () => subs.forEach((x) => x.unsubscribe());
  }, [s]);
}

/** The Rendering pipeline panel: the scene's effects in order with a toggle each; Add, Delete, Move up and down. */
export function createPipelinePanel(s: PipelinePanelServices): ComponentType<PanelProps> {
  const run = (work: () => void) => {
    try {
      work();
    } catch (error) {
      s.notifications?.error(error instanceof Error ? error.message : String(error));
    }
  };
  return function PipelinePanel() {
    useTick(s);
    const [menuOpen, setMenuOpen] = useState(false);
    const { t, actions } = s;
    const effects = actions.list();
    const selected = effects.filter((n) => s.selection.has(n.id));
    const first = selected[0];
    const index = first ? effects.indexOf(first) : -1;
    const known = new Map(s.effects.current.map((e) => [e.id, e]));
    const menu = [...s.effects.current].sort((a, b) => a.order - b.order);
    const title = (e: PostProcessContribution) => (s.i18n ? s.i18n.pick(e.titles) : e.titles.en);
    return (
      <div className="kf-pipeline" data-testid="post-pipeline">
        <div className="kf-pipeline-toolbar" role="toolbar" aria-label={t('postProcessing.title')}>
          <button type="button" data-testid="post-add" aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
            {t('postProcessing.add')}
          </button>
          <button type="button" data-testid="post-delete" disabled={!selected.length} onClick={() => run(() => actions.remove(selected.map((n) => n.id)))}>
            {t('postProcessing.delete')}
          </button>
          <button type="button" data-testid="post-up" disabled={index <= 0} aria-label={t('postProcessing.moveUp')} title={t('postProcessing.moveUp')} onClick={() => run(() => actions.move(first.id, -1))}>
            ↑
          </button>
          <button type="button" data-testid="post-down" disabled={index < 0 || index >= effects.length - 1} aria-label={t('postProcessing.moveDown')} title={t('postProcessing.moveDown')} onClick={() => run(() => actions.move(first.id, 1))}>
            ↓
          </button>
        </div>
        {menuOpen && (
          <ul className="kf-pipeline-menu" role="menu" data-testid="post-add-menu">
            {menu.map((e) => (
              <li key={e.id} role="none">
                <button type="button" role="menuitem" data-testid={`post-add-${e.id}`} onClick={() => { setMenuOpen(false); run(() => actions.add(e.id)); }}>
                  {title(e)}
                </button>
              </li>
            ))}
          </ul>
        )}
        {effects.length === 0 && <p className="kf-pipeline-empty">{t('postProcessing.empty')}</p>}
        <ol className="kf-pipeline-list" aria-label={t('postProcessing.title')}>
          {effects.map((node) => {
            const effect = known.get(node.type);
            const enabled = isPostProcessEnabled(node);
            return (
              <li
                key={node.id}
                className="kf-pipeline-row"
                data-testid={`post-row-${node.id}`}
                data-type={node.type}
                aria-selected={s.selection.has(node.id)}
                onClick={(event) => (event.ctrlKey || event.metaKey ? s.selection.toggle(node.id) : s.selection.set([node.id]))}
              >
                <input
                  type="checkbox"
                  data-testid={`post-toggle-${node.id}`}
                  aria-label={t('postProcessing.enabled', { name: node.name })}
                  checked={enabled}
                  onClick={(event) => event.stopPropagation()}
                  onChange={(event) => run(() => actions.setEnabled(node.id, event.target.checked))}
                />
                <span className="kf-pipeline-name">{node.name}</span>
                {!effect && <span className="kf-pipeline-missing" title={t('postProcessing.missingHint')}>{t('postProcessing.missing')}</span>}
              </li>
            );
          })}
        </ol>
      </div>
    );
  };
}
