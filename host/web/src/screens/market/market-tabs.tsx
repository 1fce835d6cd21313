import { NavLink } from 'react-router-dom';
import { useT } from '../../kernel/kernel-context.js';

/** The market's sections: uploaded scenes and approved component libraries. */
export function MarketTabs() {
  const t = useT();
  return (
    <nav className="kf-market-tabs" aria-label={t('platform.market.sections')}>
      <NavLink to="/market" end className={({ isActive }) => `kf-btn small${isActive ? ' primary' : ''}`} data-testid="market-tab-scenes">{t('platform.market.tab.scenes')}</NavLink>
      <NavLink to="/market/libraries" className={({ isActive }) => `kf-btn small${isActive ? ' primary' : ''}`} data-testid="market-tab-libraries">{t('platform.market.tab.libraries')}</NavLink>
    </nav>
  );
}
