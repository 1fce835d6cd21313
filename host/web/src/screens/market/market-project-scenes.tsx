import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FindMarketScenes } from '../../../../../sdk/contract/endpoints/index.js';
import { useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync } from '../../platform/hooks.js';
import { MarketCard } from './market-card.js';
import './market.css';

const PAGE_SIZE = 12;

/**
 * A designer's project as the market site shows it (docs/market.md, site mode): its scenes on the market, paged, each
 * opening its page where the viewer plays the uploaded version (loadMkScene); nothing to edit.
 */
export function MarketProjectScenes({ projectUuid }: { readonly projectUuid: string }) {
  const t = useT();
  const api = useApi();
  const [page, setPage] = useState(1);
  const list = useAsync(
    () => api.call(FindMarketScenes, { params: { page }, query: { pageSize: PAGE_SIZE, name1: 'project', value1: projectUuid } }),
    [page, projectUuid],
  );
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, list.data?.pageInfo.total ?? 1);
  return (
    <>
      <div className="kf-page-head">
        <Link to="/project" data-testid="market-project-back">← {t('platform.market.projects')}</Link>
        <h1>
          {t('platform.market.projectScenes')}{' '}
          <span className="kf-badge muted" data-testid="market-count">{t('platform.market.count', { count: list.data?.pageInfo.totalRows ?? 0 })}</span>
        </h1>
      </div>
      {list.data && rows.length === 0 && <p className="kf-empty" data-testid="market-empty">{t('platform.market.empty')}</p>}
      <ul className="kf-cards kf-market-cards" data-testid="market-cards" aria-busy={list.loading}>
        {rows.map((item) => <MarketCard key={item.marketId} item={item} />)}
      </ul>
      <div className="kf-market-pager">
        <button type="button" className="kf-btn small" disabled={page <= 1} data-testid="market-prev" onClick={() => setPage((p) => p - 1)}>{t('platform.market.previous')}</button>
        <span data-testid="market-page">{t('platform.market.page', { page, pages })}</span>
        <button type="button" className="kf-btn small" disabled={page >= pages} data-testid="market-next" onClick={() => setPage((p) => p + 1)}>{t('platform.market.next')}</button>
      </div>
    </>
  );
}
