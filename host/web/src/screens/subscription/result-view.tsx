import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { GetCurrentSubscription, GetOrder } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useAsync } from '../../platform/hooks.js';
import { planLabel, useCommerceText } from './commerce-state.js';
import { formatDay, formatMoney } from './commerce-format.js';
import { OrderStatus } from './order-status.js';

const POLL_MS = 2000;
const MAX_POLLS = 30;

/**
 * Where the payer lands back from the provider's page. Reading the order asks the provider and settles it (the same
 * once-only path as the notification), so a lost notification still ends here; while it is pending the page asks again.
 */
export function ResultView({ orderUuid, onSettled }: { readonly orderUuid: string; readonly onSettled: () => void }) {
  const { t, locale } = useCommerceText();
  const api = useApi();
  const order = useAsync(() => api.call(GetOrder, { params: { uuid: orderUuid } }), [orderUuid]);
  const current = useAsync(async () => (order.data?.status === 'paid' ? api.call(GetCurrentSubscription) : undefined), [order.data?.status]);
  const polls = useRef(0);
  const status = order.data?.status;
  const { reload } = order;
  useEffect(() => {
    if (status === 'paid') onSettled();
    if (status !== 'pending' || polls.current >= MAX_POLLS) return;
    const timer = setTimeout(() => {
      polls.current += 1;
      reload();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [status, order.data, reload, onSettled]);

  const o = order.data;
  if (!o) return <div className="kf-empty">{order.loading ? '…' : t('commerce.orders.empty')}</div>;
  return (
    <section className="kf-result" aria-labelledby="result-title" data-testid="payment-result" data-status={o.status}>
      <h2 id="result-title">{t('commerce.result.title')} <OrderStatus status={o.status} /></h2>
      <p role="status" data-testid="result-message">{t(`commerce.result.${o.status}`)}</p>
      {o.status === 'paid' && current.data?.endAt ? (
        <p data-testid="result-plan">{t('commerce.result.paidPlan', { plan: planLabel(t, current.data.planName), date: formatDay(current.data.endAt, locale) })}</p>
      ) : null}
      {o.status === 'paid' && o.points > 0 ? <p>{t('commerce.result.paidPoints', { points: o.points })}</p> : null}
      <div className="kf-checkout-sum">
        <span>{t('commerce.orders.amount')}</span><span>{formatMoney(o.amount, o.currency, locale)}</span>
      </div>
      <div className="kf-toolbar">
        {o.status === 'pending' && (
          <>
            <button type="button" className="kf-btn" onClick={reload} data-testid="result-check">{t('commerce.result.checkAgain')}</button>
            {o.payUrl && <a className="kf-btn" href={o.payUrl}>{t('commerce.result.backToPay')}</a>}
          </>
        )}
        {(o.status === 'closed' || o.status === 'expired') && <Link className="kf-btn primary" to="/subscription">{t('commerce.result.tryAgain')}</Link>}
        <Link className="kf-btn" to="/subscription/orders" data-testid="result-orders">{t('commerce.result.toOrders')}</Link>
        <Link className="kf-btn" to="/project">{t('commerce.result.toDesign')}</Link>
      </div>
    </section>
  );
}
