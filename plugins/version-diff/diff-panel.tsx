import { useEffect, useState } from 'react';
import { diffDocuments, parseSceneContent } from '../../sdk/index.js';
import type {
  DocumentDiff, DocumentDifference, NotificationService, OpenScenesService, PanelProps, SceneDocumentData, SceneDocumentService, SceneVersionEntry,
  SelectionService, TranslateFn, UndoService,
} from '../../sdk/index.js';
import { restorePatches } from './restore-difference.js';

/** What the panel works with. */
export interface DiffPanelServices {
  readonly openScenes: OpenScenesService;
  readonly document: SceneDocumentService;
  readonly undo: UndoService;
  readonly selection?: SelectionService;
  readonly notifications?: NotificationService;
  readonly t: TranslateFn;
  /** The stored content of one version of a scene. */
  loadVersion(sceneId: string, version: number): Promise<string>;
}

interface Compared {
  readonly sceneId: string;
  readonly version: SceneVersionEntry;
  readonly older: SceneDocumentData;
  readonly diff: DocumentDiff;
}

/** At most this many rows are drawn; the count says how many there are. */
const MAX_ROWS = 500;

/** The open scene against one of its saved versions: every difference, each with Restore; a node's name selects it. */
export function diffPanelFor(services: DiffPanelServices) {
  const { openScenes, document, undo, t } = services;
  return function VersionDiffPanel(_props: PanelProps) {
    const [sceneId, setSceneId] = useState<string | undefined>(undefined);
    const [versions, setVersions] = useState<SceneVersionEntry[]>([]);
    const [chosen, setChosen] = useState<number | undefined>(undefined);
    const [compared, setCompared] = useState<Compared | undefined>(undefined);

    useEffect(() => {
      const subscription = openScenes.onDidChange.subscribe((tabs) => {
        const active = tabs.find((tab) => tab.id === openScenes.activeId);
        setSceneId(active && !active.temporary ? `${active.id}@${active.version}` : undefined);
      });
      return () => subscription.unsubscribe();
    }, []);
    useEffect(() => {
      setCompared(undefined);
      const id = sceneId?.split('@')[0];
      if (!id) return setVersions([]);
      let alive = true;
      openScenes.versions(id).then((list) => {
        if (!alive) return;
        setVersions(list);
        setChosen(list[1]?.version ?? list[0]?.version);
      }, () => alive && setVersions([]));
      return () => { alive = false; };
    }, [sceneId]);
    // The list follows the open document: a restored difference leaves it, a new edit joins it.
    useEffect(() => {
      if (!compared) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const subscription = document.onDidChange.subscribe(() => {
        clearTimeout(timer);
        timer = setTimeout(() => setCompared((now) => now && { ...now, diff: diffDocuments(now.older, document.snapshot()) }), 150);
      });
      return () => { clearTimeout(timer); subscription.unsubscribe(); };
    }, [compared?.older]);

    const compare = async () => {
      const id = sceneId?.split('@')[0];
      const version = versions.find((v) => v.version === chosen);
      if (!id || !version) return;
      try {
        const older = parseSceneContent(await services.loadVersion(id, version.version));
        setCompared({ sceneId: id, version, older, diff: diffDocuments(older, document.snapshot()) });
      } catch (error) {
        services.notifications?.error(t('versionDiff.loadFailed', { version: version.label, message: messageOf(error) }));
      }
    };
    const restore = (difference: DocumentDifference) => {
      if (!compared) return;
      try {
        undo.execute(restorePatches(difference, compared.older, document), { label: t('versionDiff.restoreStep', { version: compared.version.label }) });
        services.notifications?.success(t('versionDiff.restored', { version: compared.version.label }));
      } catch (error) {
        services.notifications?.error(t('versionDiff.failed', { message: messageOf(error) }));
      }
    };

    if (!sceneId) return <div className="kf-vd"><p className="kf-vd-empty">{t('versionDiff.noScene')}</p></div>;
    const differences = compared?.diff.differences ?? [];
    return (
      <div className="kf-vd" data-testid="version-diff">
        <div className="kf-vd-toolbar">
          <label>
            {t('versionDiff.with')}
            <select value={chosen ?? ''} data-testid="version-diff-version" onChange={(e) => setChosen(Number(e.target.value))}>
              {versions.map((v) => <option key={v.version} value={v.version}>{v.label}</option>)}
            </select>
          </label>
          <button type="button" data-testid="version-diff-compare" disabled={chosen === undefined} onClick={() => void compare()}>{t('versionDiff.compare')}</button>
        </div>
        {!compared ? <p className="kf-vd-empty">{t('versionDiff.pick')}</p> : (
          <>
            <p className="kf-vd-summary" data-testid="version-diff-summary">
              {differences.length === 0
                ? t('versionDiff.none', { version: compared.version.label })
                : t('versionDiff.count', { count: differences.length, version: compared.version.label })}
              {compared.diff.truncated && ` ${t('versionDiff.truncated')}`}
            </p>
            <ul className="kf-vd-list">
              {differences.slice(0, MAX_ROWS).map((difference, i) => (
                <li key={`${difference.kind}:${'id' in difference ? difference.id : ''}:${'key' in difference ? difference.key : ''}:${i}`} data-testid="version-diff-row" data-kind={difference.kind}>
                  <span className="kf-vd-kind">{kindText(difference, t)}</span>
                  {'id' in difference && difference.kind !== 'removed'
                    ? <button type="button" className="kf-vd-node" onClick={() => services.selection?.set([difference.id])}>{difference.name}</button>
                    : <span className="kf-vd-node">{'name' in difference ? difference.name : ''}</span>}
                  <button type="button" className="kf-vd-restore" data-testid="version-diff-restore" onClick={() => restore(difference)}>{t('versionDiff.restore')}</button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    );
  };
}

function kindText(difference: DocumentDifference, t: TranslateFn): string {
  switch (difference.kind) {
    case 'added':
    case 'removed': {
      const text = t(difference.kind === 'added' ? 'versionDiff.added' : 'versionDiff.removed');
      return difference.descendants > 0 ? `${text} (${t('versionDiff.descendants', { count: difference.descendants })})` : text;
    }
    case 'moved': return t('versionDiff.moved');
    case 'renamed': return t('versionDiff.renamed', { from: difference.from });
    case 'property': return t('versionDiff.property', { key: difference.key });
    case 'section': return t('versionDiff.section', { section: difference.section });
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
