import { NavLink } from 'react-router-dom';
import { planLabel, useAccountState, useCommerceText } from './commerce-state.js';
import { formatDay } from './commerce-format.js';
import { PlansView } from './plans-view.js';
import { OrdersView } from './orders-view.js';
import { PointsView } from './points-view.js';
import { RedeemView } from './redeem-view.js';
import { ResultView } from './result-view.js';

/** The pages of the subscription screen. */
export type CommerceView = 'plans' | 'orders' | 'points' | 'redeem' | 'result';

const TABS = [
  { to: '/subscription', key: 'commerce.tab.plans', id: 'plans' },
  { to: '/subscription/orders', key: 'commerce.tab.orders', id: 'orders' },
  { to: '/subscription/points', key: 'commerce.tab.points', id: 'points' },
  { to: '/subscription/redeem', key: 'commerce.tab.redeem', id: 'redeem' },
] as const;

/** The account's plan and points above every page, the pages' tabs, and the page. */
export function Commerce({ view, orderUuid }: { readonly view: CommerceView; readonly orderUuid?: string }) {
  const { t, locale } = useCommerceText();
  const account = useAccountState();
  const current = account.current;
  return (
    <>
      <div className="kf-page-head">
        <h1>{t('commerce.title')}</h1>
      </div>
      <section className="kf-commerce-summary" aria-label={t('commerce.current')} data-testid="commerce-summary">
        <div>
          <div className="kf-caption">{t('commerce.current')}</div>
          <div className="kf-commerce-plan" data-testid="commerce-plan" data-plan={current?.planName ?? ''}>
            {current ? planLabel(t, current.planName) : '…'}
            {current?.endAt ? <span className="kf-caption"> {t('commerce.until', { date: formatDay(current.endAt, locale) })}</span> : null}
          </div>
        </div>
        <div className="kf-caption">{current ? t('commerce.storage', { used: current.usedStorage.toFixed(1), limit: current.storageLimit }) : ''}</div>
        <NavLink to="/subscription/points" className="kf-commerce-points" data-testid="commerce-points">
          {t('commerce.pointsBalance', { points: account.points ?? '…' })}
        </NavLink>
      </section>
      <nav className="kf-commerce-tabs" aria-label={t('commerce.tabs')}>
        {TABS.map((tab) => (
          <NavLink key={tab.id} to={tab.to} end data-testid={`commerce-tab-${tab.id}`}>
            {t(tab.key)}
          </NavLink>
        ))}
      </nav>
      {view === 'plans' && <PlansView current={current} />}
      {view === 'orders' && <OrdersView />}
      {view === 'points' && <PointsView onChanged={account.reload} />}
      {view === 'redeem' && <RedeemView onChanged={account.reload} />}
      {view === 'result' && orderUuid && <ResultView orderUuid={orderUuid} onSettled={account.reload} />}
    </>
  );
}
