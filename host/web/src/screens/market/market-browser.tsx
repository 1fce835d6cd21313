import { useEffect, useState } from 'react';
import { GetAllMarket } from '../../../../../sdk/contract/endpoints/index.js';
import type { MarketFilter } from '../../../../../sdk/contract/market.js';
import { useT } from '../../kernel/kernel-context.js';
import { useApi, useAsync } from '../../platform/hooks.js';
import { MarketCard } from './market-card.js';

const PAGE_SIZE = 12;
const FILTERS: readonly MarketFilter[] = ['all', 'mine', 'week', 'month'];
const SORTS = ['accessCount', 'likes', 'favorites', 'createdAt', 'updatedAt'] as const;
type Sort = (typeof SORTS)[number];

/** The market's cards: keyword, the filters All / I uploaded it / this week / this month, sort, copyable only, pages. */
export function MarketBrowser() {
  const t = useT();
  const api = useApi();
  const [typed, setTyped] = useState('');
  const [keyWord, setKeyWord] = useState('');
  const [filter, setFilter] = useState<MarketFilter>('all');
  const [sortBy, setSortBy] = useState<Sort>('accessCount');
  const [copyable, setCopyable] = useState(false);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setKeyWord(typed.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useAsync(
    () => api.call(GetAllMarket, { query: {
      page, pageSize: PAGE_SIZE, sortBy, filter, keyWord: keyWord || undefined, allowCopy: copyable ? 'true' : undefined,
      tzOffset: -new Date().getTimezoneOffset(),
    } }),
    [page, sortBy, filter, keyWord, copyable],
  );
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, list.data?.pageInfo.total ?? 1);
  const choose = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(1);
  };
  return (
    <>
      <div className="kf-page-head">
        <h1>
          {t('platform.market.title')}{' '}
          <span className="kf-badge muted" data-testid="market-count">{t('platform.market.count', { count: list.data?.pageInfo.totalRows ?? 0 })}</span>
        </h1>
      </div>
      <div className="kf-market-toolbar">
        <input
          className="kf-input" style={{ width: 240 }} type="search" value={typed} placeholder={t('platform.market.search')}
          aria-label={t('platform.market.search')} data-testid="market-search" onChange={(e) => setTyped(e.target.value)}
        />
        <div className="kf-market-filters" role="radiogroup" aria-label={t('platform.market.filter.label')}>
          {FILTERS.map((f) => (
            <button
              key={f} type="button" role="radio" aria-checked={filter === f} className={`kf-btn small${filter === f ? ' primary' : ''}`}
              data-testid={`market-filter-${f}`} onClick={() => choose(setFilter)(f)}
            >
              {t(`platform.market.filter.${f}`)}
            </button>
          ))}
        </div>
        <label className="kf-row" style={{ gap: 6 }}>
          <span className="kf-caption">{t('platform.market.sortBy')}</span>
          <select className="kf-input" value={sortBy} data-testid="market-sort" onChange={(e) => choose(setSortBy)(e.target.value as Sort)}>
            {SORTS.map((s) => <option key={s} value={s}>{t(`platform.market.sort.${s}`)}</option>)}
          </select>
        </label>
        <label className="kf-row" style={{ gap: 6 }}>
          <input type="checkbox" checked={copyable} data-testid="market-copyable" onChange={(e) => choose(setCopyable)(e.target.checked)} />
          <span>{t('platform.market.copyable')}</span>
        </label>
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
