import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { CopyMarketScene, GetAllProjects, LoadMarketScene } from '../../../../../sdk/contract/endpoints/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync, useNotify } from '../../platform/hooks.js';

/** One market scene: its uploaded version in the viewer, and a copy into one of the caller's projects when allowed. */
export function MarketItemPage({ marketId }: { readonly marketId: string }) {
  const t = useT();
  const api = useApi();
  const notify = useNotify();
  const scene = useAsync(() => api.call(LoadMarketScene, { params: { id: marketId } }), [marketId]);
  const projects = useAsync(() => api.call(GetAllProjects), []);
  const [project, setProject] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!project && projects.data?.length) setProject(projects.data[0].uuid);
  }, [projects.data]);
  const copy = async () => {
    setBusy(true);
    try {
      const row = await api.call(CopyMarketScene, { body: { marketId, projectUuid: project } });
      notify?.success(t('platform.market.copied', { name: row.name }));
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };
  const item = scene.data;
  const viewer = item ? `/preview/${encodeURIComponent(item.shortKey)}` : undefined;
  return (
    <>
      <div className="kf-page-head">
        <Link to="/market" data-testid="market-back">← {t('platform.market.back')}</Link>
        <h1 data-testid="market-item-title">{item?.title ?? (scene.error ? t('platform.market.notFound') : t('platform.loading'))}</h1>
      </div>
      {item && viewer && (
        <div className="kf-market-item">
          <iframe className="kf-market-item-thumb" src={viewer} title={t('platform.market.viewer')} data-testid="market-viewer" />
          <div className="kf-market-item-side">
            <a href={viewer} target="_blank" rel="noopener" data-testid="market-open-viewer">{t('platform.market.openViewer')}</a>
            {item.allowCopy ? (
              <>
                <label className="kf-row" style={{ gap: 6 }}>
                  <span className="kf-caption">{t('platform.market.copyProject')}</span>
                  <select className="kf-input" value={project} data-testid="market-copy-project" onChange={(e) => setProject(e.target.value)}>
                    {(projects.data ?? []).map((p) => <option key={p.uuid} value={p.uuid}>{p.name}</option>)}
                  </select>
                </label>
                <button type="button" className="kf-btn primary" disabled={busy || !project} data-testid="market-copy" onClick={() => void copy()}>
                  {t('platform.market.copyInto')}
                </button>
              </>
            ) : (
              <p className="kf-caption" data-testid="market-no-copy">{t('platform.market.noCopy')}</p>
            )}
          </div>
        </div>
      )}
    </>
  );
}
