import './market-state.css';
import { useState } from 'react';
import { UploadToMarket } from '../../../../../sdk/contract/endpoints/index.js';
import type { MarketSyncVo } from '../../../../../sdk/contract/market.js';
import type { SceneRow } from '../../../../../sdk/contract/scene.js';
import { useT } from '../../kernel/kernel-context.js';
import { Dialog } from '../../platform/dialog.js';
import { useApi, useCan, useNotify } from '../../platform/hooks.js';

/**
 * A scene card's market part (docs/market.md): its sync state (on the market, not uploaded, change not synchronised)
 * and Upload to market (description, allow copying) / Sync / Take off the market.
 */
export function SceneMarketState({ scene, state, onChanged }: { readonly scene: SceneRow; readonly state: MarketSyncVo | undefined; readonly onChanged: () => void }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const canWrite = useCan('market', 'write');
  const [asking, setAsking] = useState(false);
  const [description, setDescription] = useState('');
  const [allowCopy, setAllowCopy] = useState(true);
  const [busy, setBusy] = useState(false);
  const current = state?.state ?? 'notUploaded';
  const run = async (action: 'upload' | 'sync' | 'withdraw', query: { allowCopy?: 'true' | 'false'; description?: string }, done: string) => {
    setBusy(true);
    try {
      await api.call(UploadToMarket, { params: { sceneUuid: scene.uuid, action }, query });
      notify?.success(t(done, { name: scene.name }));
      setAsking(false);
      onChanged();
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="kf-card-market" data-testid="scene-market" data-state={current}>
      <span className={`kf-market-state ${current}`} data-testid="scene-market-state">{t(`platform.market.state.${current}`)}</span>
      {current === 'notUploaded' && (
        <button type="button" className="kf-btn small" disabled={!canWrite || busy} data-testid="scene-market-upload" onClick={() => setAsking(true)}>
          {t('platform.market.upload')}
        </button>
      )}
      {current === 'changeNotSynchronised' && (
        <button type="button" className="kf-btn small primary" disabled={!canWrite || busy} data-testid="scene-market-sync" onClick={() => void run('sync', {}, 'platform.market.synced')}>
          {t('platform.market.sync')}
        </button>
      )}
      {current !== 'notUploaded' && (
        <button type="button" className="kf-btn small ghost" disabled={!canWrite || busy} data-testid="scene-market-withdraw" onClick={() => void run('withdraw', {}, 'platform.market.withdrawn')}>
          {t('platform.market.withdraw')}
        </button>
      )}
      {asking && (
        <Dialog
          title={t('platform.market.uploadTitle', { name: scene.name })}
          testId="market-upload-dialog"
          onClose={() => setAsking(false)}
          actions={(
            <>
              <button type="button" className="kf-btn" onClick={() => setAsking(false)}>{t('platform.cancel')}</button>
              <button
                type="button" className="kf-btn primary" disabled={busy} data-testid="market-upload-confirm"
                onClick={() => void run('upload', { allowCopy: allowCopy ? 'true' : 'false', description: description.trim() || undefined }, 'platform.market.uploaded')}
              >
                {t('platform.market.upload')}
              </button>
            </>
          )}
        >
          <label className="kf-field">
            <span>{t('platform.market.description')}</span>
            <textarea className="kf-input" rows={3} maxLength={500} value={description} data-testid="market-upload-description" onChange={(e) => setDescription(e.target.value)} />
          </label>
          <label className="kf-row" style={{ gap: 6 }}>
            <input type="checkbox" checked={allowCopy} data-testid="market-upload-allow-copy" onChange={(e) => setAllowCopy(e.target.checked)} />
            <span>{t('platform.market.allowCopy')}</span>
          </label>
        </Dialog>
      )}
    </div>
  );
}
