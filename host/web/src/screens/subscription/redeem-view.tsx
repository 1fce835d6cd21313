import { useState, type FormEvent } from 'react';
import { CheckCoupon, UseCoupon } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useNotify, useSessionUser } from '../../platform/hooks.js';
import { planLabel, useCommerceText } from './commerce-state.js';
import { formatDay } from './commerce-format.js';

/** The code exchange: a trial code gives days of a plan, once per account (checked first, so a refusal says why). */
export function RedeemView({ onChanged }: { readonly onChanged: () => void }) {
  const { t, locale } = useCommerceText();
  const api = useApi();
  const notify = useNotify();
  const userUuid = useSessionUser()?.userId ?? '';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const couponKey = code.trim();
    if (!couponKey) return;
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const check = await api.call(CheckCoupon, { query: { couponKey, userUuid } });
      if (!check.valid) {
        setError(t('commerce.redeem.invalid', { reason: check.reason ?? '' }));
        return;
      }
      const period = await api.call(UseCoupon, { body: { couponKey, userUuid } });
      const text = t('commerce.redeem.done', { plan: planLabel(t, period.planName), days: check.days, date: formatDay(period.endAt, locale) });
      setDone(text);
      notify?.success(text);
      setCode('');
      onChanged();
    } catch {
      // Shown by the api service.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="kf-redeem" onSubmit={(e) => void submit(e)} data-testid="redeem">
      <h2 style={{ fontSize: 16, margin: 0 }}>{t('commerce.redeem.title')}</h2>
      <p className="kf-caption">{t('commerce.redeem.hint')}</p>
      <div className="kf-field">
        <label htmlFor="redeem-code">{t('commerce.redeem.code')}</label>
        <input
          id="redeem-code" className="kf-input" value={code} maxLength={64} autoComplete="off" aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? 'redeem-error' : undefined} onChange={(e) => setCode(e.target.value)} data-testid="redeem-code"
        />
        {error !== undefined && <span id="redeem-error" className="kf-field-error" role="alert" data-testid="redeem-error">{error}</span>}
      </div>
      <div>
        <button type="submit" className="kf-btn primary" disabled={busy || !code.trim()} data-testid="redeem-submit">{t('commerce.redeem.submit')}</button>
      </div>
      {done && <p role="status" data-testid="redeem-done">{done}</p>}
      <p className="kf-caption">{t('commerce.redeem.voucherHint')}</p>
    </form>
  );
}
