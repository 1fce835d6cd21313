import type { SceneRow } from '../../../../../sdk/contract/scene.js';
import { ExportScene } from '../../../../../sdk/contract/endpoints/index.js';
import { I18nService } from '../../../../../sdk/index.js';
import { useOptionalService, useT } from '../../kernel/kernel-context.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useCan } from '../../platform/hooks.js';
import { saveFile } from '../../platform/save-file.js';
import type { SceneDialog } from './scene-dialog.js';
import type { MarketSyncVo } from '../../../../../sdk/contract/market.js';
import { SceneMarketState } from './market-state.js';

/** One scene's card: thumbnail, name, category, version and time, and its actions. */
export function SceneCard({ scene, categoryLabel, onOpen, onDialog, market, onMarketChanged }: {
  readonly scene: SceneRow; readonly categoryLabel: (name: string) => string; readonly onOpen: (scene: SceneRow) => void; readonly onDialog: (dialog: SceneDialog) => void;
  /** The scene's market state (docs/market.md). */
  readonly market: MarketSyncVo | undefined; readonly onMarketChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const locale = useOptionalService(I18nService)?.locale ?? 'zh-CN';
  const canWrite = useCan('scene', 'write');
  const canDelete = useCan('scene', 'delete');
  return (
    <li className="kf-card" data-testid="scene-card" data-name={scene.name}>
      <button type="button" className="kf-card-thumb" aria-label={t('platform.projects.openNamed', { name: scene.name })} onClick={() => onOpen(scene)}>
        {scene.preview ? <img src={scene.preview} alt="" data-testid="scene-thumb" /> : <span aria-hidden="true">◈</span>}
      </button>
      <div className="kf-card-body">
        <span className="kf-card-title" title={scene.name}>
          {scene.name}
        </span>
        <span className="kf-card-meta">
          {categoryLabel(scene.category)} · v{scene.version} · {formatTime(scene.lastModifiedTime, locale)}
        </span>
        <SceneMarketState scene={scene} state={market} onChanged={onMarketChanged} />
      </div>
      <div className="kf-card-actions">
        <button type="button" className="kf-btn small" onClick={() => onOpen(scene)} data-testid="scene-open">
          {t('platform.open')}
        </button>
        <button type="button" className="kf-btn small" disabled={!canWrite} onClick={() => onDialog({ kind: 'rename', scene })} data-testid="scene-rename">
          {t('platform.rename')}
        </button>
        <button type="button" className="kf-btn small" disabled={!canWrite} onClick={() => onDialog({ kind: 'copy', scene })} data-testid="scene-copy">
          {t('platform.copy')}
        </button>
        <button type="button" className="kf-btn small" disabled={!canWrite} onClick={() => onDialog({ kind: 'move', scene })} data-testid="scene-move">
          {t('platform.move')}
        </button>
        <button
          type="button"
          className="kf-btn small"
          data-testid="scene-export"
          onClick={async () => {
            try {
              saveFile(await api.call(ExportScene, { params: { id: scene.uuid } }));
            } catch {
              // Shown by the api service.
            }
          }}
        >
          {t('platform.scenes.export')}
        </button>
        <button type="button" className="kf-btn small danger" disabled={!canDelete} onClick={() => onDialog({ kind: 'delete', scene })} data-testid="scene-delete">
          {t('platform.delete')}
        </button>
      </div>
    </li>
  );
}
