import { useState } from 'react';
import { CreatePointsOrder, PointEntries, PointPackagesList } from '../../../../../sdk/contract/endpoints/index.js';
import type { PointEntryVo } from '../../../../../sdk/contract/ai-points.js';
import { formatTime } from '../../platform/format.js';
import { useApi, useAsync } from '../../platform/hooks.js';
import { useCommerceText } from './commerce-state.js';
import { formatMoney } from './commerce-format.js';

/** AI points: the balance, packages to buy, and the ledger's entries (newest first). */
export function PointsView({ onChanged }: { readonly onChanged: () => void }) {
  const { t, locale } = useCommerceText();
  const api = useApi();
  const packages = useAsync(() => api.call(PointPackagesList), []);
  const entries = useAsync(() => api.call(PointEntries, { query: { page: 1, pageSize: 50 } }), []);
  const [busy, setBusy] = useState<string>();
  // The server's own notes are words of ours (translated); a manager's grant note is shown as written.
  const noteOf = (e: PointEntryVo): string => {
    if (e.kind === 'consume' && e.note === 'consume') return t('commerce.points.note.consume', { feature: e.featureUuid ?? '' });
    if ((e.kind === 'purchase' && (e.note === 'payment' || e.note === 'free')) || (e.kind === 'refund' && e.note === 'refund')) return t(`commerce.points.note.${e.note}`);
    return e.note;
  };
  const buy = async (id: string) => {
    setBusy(id);
    try {
      const order = await api.call(CreatePointsOrder, { body: { plan: id } });
      if (order.status === 'pending' && order.payUrl) window.location.assign(order.payUrl);
      else {
        onChanged();
        entries.reload();
        setBusy(undefined);
      }
    } catch {
      setBusy(undefined); // Shown by the api service.
    }
  };
  return (
    <>
      <p>
        <span className="kf-caption">{t('commerce.points.balance')}: </span>
        <strong data-testid="points-balance">{entries.data?.remaining ?? '…'}</strong>
        <span className="kf-caption"> · {t('commerce.points.usage')}</span>
      </p>
      <h2 style={{ fontSize: 16 }}>{t('commerce.points.buy')}</h2>
      <div className="kf-packages">
        {(packages.data ?? []).map((p) => (
          <div key={p.id} className="kf-package" data-testid={`package-${p.id}`}>
            <strong>{t('commerce.points.package', { points: p.points })}</strong>
            <button type="button" className="kf-btn primary" disabled={busy !== undefined} onClick={() => void buy(p.id)} data-testid="package-buy">
              {t('commerce.points.buyFor', { price: formatMoney(p.price, p.currency, locale) })}
            </button>
          </div>
        ))}
      </div>
      <h2 style={{ fontSize: 16 }}>{t('commerce.points.history')}</h2>
      {entries.data && entries.data.rows.length === 0 ? (
        <div className="kf-empty">{t('commerce.points.empty')}</div>
      ) : (
        <table className="kf-table" data-testid="point-entries">
          <thead>
            <tr>
              <th scope="col">{t('commerce.points.kind')}</th>
              <th scope="col">{t('commerce.points.change')}</th>
              <th scope="col">{t('commerce.points.note')}</th>
              <th scope="col">{t('commerce.points.time')}</th>
            </tr>
          </thead>
          <tbody>
            {(entries.data?.rows ?? []).map((e) => (
              <tr key={e.id} data-testid="point-entry" data-kind={e.kind}>
                <td>{t(`commerce.points.kind.${e.kind}`)}</td>
                <td className={e.amount >= 0 ? 'kf-point-plus' : 'kf-point-minus'}>{e.amount > 0 ? `+${e.amount}` : e.amount}</td>
                <td>{noteOf(e)}</td>
                <td>{formatTime(e.createdAt, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
