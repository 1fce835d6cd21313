import { PointsOrders, SubscriptionHistoryList } from '../../../../../sdk/contract/endpoints/index.js';
import type { OrderVo } from '../../../../../sdk/contract/subscription.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync } from '../../platform/hooks.js';
import { planLabel, useCommerceText } from './commerce-state.js';
import { formatDay, formatMoney } from './commerce-format.js';
import { OrderStatus } from './order-status.js';

const PAGE_SIZE = 50;

/** The caller's orders of plans and of points together, newest first, and the periods the plan orders and codes gave. */
export function OrdersView() {
  const { t, locale } = useCommerceText();
  const api = useApi();
  const history = useAsync(() => api.call(SubscriptionHistoryList, { query: { page: 1, pageSize: PAGE_SIZE } }), []);
  const points = useAsync(() => api.call(PointsOrders, { query: { page: 1, pageSize: PAGE_SIZE } }), []);
  const orders = [...(history.data?.rows ?? []), ...(points.data?.rows ?? [])].sort((a, b) => b.createdAt - a.createdAt);
  const planNames = new Map((history.data?.periods ?? []).map((p) => [p.planUuid, p.planName]));
  const item = (o: OrderVo): string => {
    if (o.kind === 'points') return t('commerce.orders.points', { points: o.points });
    const plan = planLabel(t, planNames.get(o.planUuid ?? '') ?? 'PROFESSIONAL');
    const text = t('commerce.orders.subscription', { plan, count: o.quantity, period: t(`commerce.period.${o.subscriptionType ?? 'monthly'}`) });
    return o.includeAiPackage ? `${text}, ${t('commerce.orders.withAi', { points: o.points })}` : text;
  };
  if (history.data && points.data && orders.length === 0) return <div className="kf-empty" data-testid="orders-empty">{t('commerce.orders.empty')}</div>;
  return (
    <>
      <table className="kf-table" data-testid="orders">
        <thead>
          <tr>
            <th scope="col">{t('commerce.orders.item')}</th>
            <th scope="col">{t('commerce.orders.amount')}</th>
            <th scope="col">{t('commerce.orders.status')}</th>
            <th scope="col">{t('commerce.orders.time')}</th>
            <th scope="col"><span className="kf-visually-hidden">{t('commerce.orders.actions')}</span></th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.uuid} data-testid="order-row" data-kind={o.kind} data-status={o.status}>
              <td>{item(o)}</td>
              <td>
                {formatMoney(o.amount, o.currency, locale)}
                {o.discount > 0 && <div className="kf-caption">{t('commerce.orders.voucher', { price: formatMoney(o.discount, o.currency, locale) })}</div>}
              </td>
              <td><OrderStatus status={o.status} /></td>
              <td>{formatTime(o.createdAt, locale)}</td>
              <td>{o.status === 'pending' && o.payUrl ? <a className="kf-btn small" href={o.payUrl}>{t('commerce.orders.continue')}</a> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {(history.data?.periods.length ?? 0) > 0 && (
        <section aria-labelledby="periods-title" style={{ marginTop: 20 }}>
          <h2 id="periods-title" style={{ fontSize: 16 }}>{t('commerce.periods')}</h2>
          <ul data-testid="periods">
            {history.data!.periods.map((p) => (
              <li key={p.uuid}>
                {t('commerce.periods.from', { plan: planLabel(t, p.planName), start: formatDay(p.startAt, locale), end: formatDay(p.endAt, locale) })}
                {p.source === 'trial' ? ` ${t('commerce.periods.trial')}` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
