import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { I18nService, NotificationService, PanelProps, SceneDocumentService, SelectionService } from '../../sdk/index.js';
import type { BuiltinLut } from '../../sdk/endpoints.js';
import type { LutActions } from './lut-actions.js';
import type { LutCatalogue } from './lut-catalogue.js';
import './post-lut.css';

/** What the LUT pipeline panel reads. */
export interface LutPanelServices {
  readonly actions: LutActions;
  readonly catalogue: LutCatalogue;
  readonly document: SceneDocumentService;
  readonly selection: SelectionService;
  readonly i18n: I18nService | undefined;
  readonly notifications: NotificationService | undefined;
  t(key: string, values?: Record<string, string | number>): string;
}

function useTick(s: LutPanelServices): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const bump = () => setTick((n) => n + 1);
    const subs = [s.document.onDidChange.subscribe(bump), s.document.onDidLoad.subscribe(bump), s.selection.onDidChangeSelection.subscribe(bump)];
    return () => subs.forEach((x) => x.unsubscribe());
  }, [s]);
}

type Listing = { readonly luts: readonly BuiltinLut[] } | { readonly error: string } | undefined;

/** The LUT pipeline panel: the scene's LUT effects (preview, name, url); Add from the server's LUT list; Delete. */
export function createLutPanel(s: LutPanelServices): ComponentType<PanelProps> {
  const run = (work: () => void) => {
    try {
      work();
    } catch (error) {
      s.notifications?.error(error instanceof Error ? error.message : String(error));
    }
  };
  return function LutPanel() {
    useTick(s);
    const [menuOpen, setMenuOpen] = useState(false);
    const [listing, setListing] = useState<Listing>();
    const { t, actions } = s;
    useEffect(() => {
      if (!menuOpen || (listing && 'luts' in listing)) return;
      let live = true;
      s.catalogue.list().then(
        (luts) => live && setListing({ luts }),
        (error: unknown) => live && setListing({ error: error instanceof Error ? error.message : String(error) }),
      );
      return () => { live = false; };
    }, [menuOpen, listing]);
    const rows = actions.list();
    const selected = rows.filter((n) => s.selection.has(n.id));
    const title = (lut: BuiltinLut) => (s.i18n ? s.i18n.pick(lut.titles) : lut.name);
    return (
      <div className="kf-pipeline kf-lut" data-testid="lut-pipeline">
        <div className="kf-pipeline-toolbar" role="toolbar" aria-label={t('postLut.title')}>
          <button type="button" data-testid="lut-add" aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen(!menuOpen)}>
            {t('postLut.add')}
          </button>
          <button type="button" data-testid="lut-delete" disabled={!selected.length} onClick={() => run(() => actions.remove(selected.map((n) => n.id)))}>
            {t('postLut.delete')}
          </button>
        </div>
        {menuOpen && (
          <ul className="kf-pipeline-menu kf-lut-menu" role="menu" data-testid="lut-add-menu">
            {!listing && <li className="kf-lut-note">{t('postLut.loading')}</li>}
            {listing && 'error' in listing && <li className="kf-lut-note">{t('postLut.loadFailed', { message: listing.error })}</li>}
            {listing && 'luts' in listing && !listing.luts.length && <li className="kf-lut-note">{t('postLut.noLuts')}</li>}
            {listing && 'luts' in listing && listing.luts.map((lut) => (
              <li key={lut.uuid} role="none">
                <button type="button" role="menuitem" data-testid={`lut-add-${lut.name}`} onClick={() => { setMenuOpen(false); run(() => actions.add(lut)); }}>
                  <img className="kf-lut-preview" src={lut.preview} alt="" />
                  <span>{title(lut)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {rows.length === 0 && <p className="kf-pipeline-empty">{t('postLut.empty')}</p>}
        <ol className="kf-pipeline-list" aria-label={t('postLut.title')}>
          {rows.map((node) => {
            const url = typeof node.props.url === 'string' ? node.props.url : '';
            const preview = typeof node.props.preview === 'string' ? node.props.preview : '';
            return (
              <li
                key={node.id}
                className="kf-pipeline-row kf-lut-row"
                data-testid={`lut-row-${node.id}`}
                aria-selected={s.selection.has(node.id)}
                onClick={(event) => (event.ctrlKey || event.metaKey ? s.selection.toggle(node.id) : s.selection.set([node.id]))}
              >
                {preview ? <img className="kf-lut-preview" src={preview} alt="" /> : <span className="kf-lut-preview" />}
                <span className="kf-pipeline-name">{node.name}</span>
                <span className="kf-lut-url" title={url}>{url}</span>
              </li>
            );
          })}
        </ol>
      </div>
    );
  };
}
