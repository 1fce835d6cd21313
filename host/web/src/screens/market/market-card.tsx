import { Link } from 'react-router-dom';
import type { MarketItemVo } from '../../../../../sdk/contract/market.js';
import { DEFAULT_SCENE_CATEGORY } from '../../../../../sdk/contract/scene.js';
import { useT } from '../../kernel/kernel-context.js';

/** One market scene: thumbnail, title, uploader, counts; opens the scene's page. */
export function MarketCard({ item }: { readonly item: MarketItemVo }) {
  const t = useT();
  const to = `/market/${encodeURIComponent(item.marketId)}`;
  return (
    <li className="kf-card kf-market-card" data-testid="market-card" data-title={item.title} data-market-id={item.marketId}>
      <Link to={to} className="kf-card-thumb" aria-label={item.title}>
        {item.preview ? <img src={item.preview} alt="" data-testid="market-thumb" /> : <span aria-hidden="true">◈</span>}
      </Link>
      <div className="kf-card-body">
        <Link to={to} className="kf-card-title" title={item.title} data-testid="market-card-title">{item.title}</Link>
        <span className="kf-card-meta">{t('platform.market.by', { name: item.createdBy })} · {item.category === DEFAULT_SCENE_CATEGORY ? t('platform.scenes.default') : item.category}</span>
        {item.description && <span className="kf-card-meta" title={item.description}>{item.description}</span>}
        <span className="kf-market-counts">
          <span aria-label={t('platform.market.visits', { count: item.accessCount })} title={t('platform.market.visits', { count: item.accessCount })}>▶ {item.accessCount}</span>
          <span aria-label={t('platform.market.likes', { count: item.likes })} title={t('platform.market.likes', { count: item.likes })}>♥ {item.likes}</span>
          <span aria-label={t('platform.market.favorites', { count: item.favorites })} title={t('platform.market.favorites', { count: item.favorites })}>★ {item.favorites}</span>
          {item.allowCopy && <span className="kf-market-copyable">{t('platform.market.allowsCopy')}</span>}
        </span>
      </div>
    </li>
  );
}
