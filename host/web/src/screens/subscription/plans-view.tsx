import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SubscriptionPlanVo, SubscriptionType } from '../../../../../sdk/contract/subscription.js';
import { CheckVoucher, CreateSubscriptionOrder, ListPlans } from '../../../../../sdk/contract/endpoints/index.js';
import { useApi, useAsync } from '../../platform/hooks.js';
import { planLabel, useCommerceText } from './commerce-state.js';
import { formatMoney } from './commerce-format.js';

/** A voucher that applies to the current price. */
interface AppliedVoucher { readonly key: string; readonly discount: number; readonly amount: number }

const MAX_QUANTITY: Readonly<Record<SubscriptionType, number>> = { monthly: 12, annual: 3 };

/** The price of a checkout before any voucher (minor units). */
export function checkoutPrice(plan: SubscriptionPlanVo, billing: SubscriptionType, quantity: number, aiPackage: boolean): number {
  return (billing === 'monthly' ? plan.monthlyPrice : plan.annualPrice) * quantity + (aiPackage ? plan.aiPackagePrice : 0);
}

/** The plans side by side; the paid one carries the checkout: billing, quantity, AI package, voucher, the price and Pay. */
export function PlansView({ current }: { readonly current?: { readonly planName: string } }) {
  const { t } = useCommerceText();
  const api = useApi();
  const plans = useAsync(() => api.call(ListPlans), []);
  return (
    <div className="kf-plans" data-testid="plans">
      {(plans.data ?? []).map((plan) => {
        const mine = current?.planName === plan.name;
        return (
          <section key={plan.uuid} className={mine ? 'kf-plan mine' : 'kf-plan'} data-testid={`plan-${plan.name}`} aria-labelledby={`plan-${plan.uuid}`}>
            <h2 id={`plan-${plan.uuid}`}>
              {planLabel(t, plan.name)}
              {mine && <span className="kf-badge muted">{t('commerce.yourPlan')}</span>}
            </h2>
            <ul>
              <li>{t('commerce.feature.storage', { mb: plan.storageLimit })}</li>
              <li>{t(plan.monthlyPrice > 0 ? 'commerce.feature.pro' : 'commerce.feature.free')}</li>
            </ul>
            {plan.monthlyPrice > 0 ? <Checkout plan={plan} renewing={mine} /> : <p className="kf-caption">{t('commerce.freePlanNote')}</p>}
          </section>
        );
      })}
    </div>
  );
}

function Checkout({ plan, renewing }: { readonly plan: SubscriptionPlanVo; readonly renewing: boolean }) {
  const { t, locale } = useCommerceText();
  const api = useApi();
  const navigate = useNavigate();
  const [billing, setBilling] = useState<SubscriptionType>('monthly');
  const [quantity, setQuantity] = useState(1);
  const [aiPackage, setAiPackage] = useState(false);
  const [voucherText, setVoucherText] = useState('');
  const [voucher, setVoucher] = useState<AppliedVoucher>();
  const [voucherError, setVoucherError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatMoney(minor, plan.currency, locale);
  const original = checkoutPrice(plan, billing, quantity, aiPackage);

  const check = async (key: string, amount: number): Promise<void> => {
    try {
      const reply = await api.call(CheckVoucher, { query: { orderAmount: amount, voucherKey: key } });
      if (reply.valid) {
        setVoucher({ key, discount: reply.discount, amount: reply.amount });
        setVoucherError(undefined);
      } else {
        setVoucher(undefined);
        setVoucherError(reply.reason ?? '');
      }
    } catch {
      setVoucher(undefined); // Shown by the api service.
    }
  };
  // The price changed: the voucher's discount is priced again (a minimum amount may no longer be met).
  const appliedKey = voucher?.key;
  useEffect(() => {
    if (appliedKey) void check(appliedKey, original);
  }, [original, appliedKey]);

  const pay = async () => {
    setBusy(true);
    try {
      const order = await api.call(CreateSubscriptionOrder, {
        query: { planUuid: plan.uuid, quantity, subscriptionType: billing, includeAiPackage: aiPackage ? 'true' : 'false', voucherKey: voucher?.key },
      });
      if (order.status === 'pending' && order.payUrl) window.location.assign(order.payUrl);
      else navigate(`/subscription/result/${encodeURIComponent(order.uuid)}`);
    } catch {
      setBusy(false); // Shown by the api service.
    }
  };

  const total = voucher ? voucher.amount : original;
  return (
    <div className="kf-checkout" data-testid="checkout">
      <div className="kf-plan-price" data-testid="plan-price">
        {billing === 'monthly' ? t('commerce.perMonth', { price: money(plan.monthlyPrice) }) : t('commerce.perYear', { price: money(plan.annualPrice) })}
      </div>
      {renewing && <p className="kf-caption">{t('commerce.renewNote')}</p>}
      <fieldset>
        <legend>{t('commerce.billing')}</legend>
        {(['monthly', 'annual'] as const).map((b) => (
          <label key={b}>
            <input type="radio" name="billing" value={b} checked={billing === b} onChange={() => { setBilling(b); setQuantity(1); }} data-testid={`billing-${b}`} /> {t(`commerce.${b}`)}
          </label>
        ))}
        <label>
          {t(`commerce.quantity.${billing}`)}{' '}
          <select className="kf-select" style={{ width: 72 }} value={quantity} onChange={(e) => setQuantity(Number(e.target.value))} data-testid="quantity">
            {Array.from({ length: MAX_QUANTITY[billing] }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </label>
      </fieldset>
      {plan.aiPackagePoints > 0 && (
        <label>
          <input type="checkbox" checked={aiPackage} onChange={(e) => setAiPackage(e.target.checked)} data-testid="ai-package" />{' '}
          {t('commerce.aiPackage', { points: plan.aiPackagePoints, price: money(plan.aiPackagePrice) })}
        </label>
      )}
      <div className="kf-field">
        <label htmlFor="voucher-key">{t('commerce.voucher')}</label>
        <div className="kf-row">
          <input
            id="voucher-key" className="kf-input" value={voucherText} maxLength={64} placeholder={t('commerce.voucherPlaceholder')}
            aria-invalid={voucherError !== undefined} aria-describedby={voucherError !== undefined ? 'voucher-error' : undefined}
            onChange={(e) => { setVoucherText(e.target.value); setVoucherError(undefined); }} data-testid="voucher-input"
          />
          {voucher ? (
            <button type="button" className="kf-btn" onClick={() => { setVoucher(undefined); setVoucherText(''); }} data-testid="voucher-remove">{t('commerce.removeVoucher')}</button>
          ) : (
            <button type="button" className="kf-btn" disabled={!voucherText.trim()} onClick={() => void check(voucherText.trim(), original)} data-testid="voucher-apply">{t('commerce.applyVoucher')}</button>
          )}
        </div>
        {voucherError !== undefined && <span id="voucher-error" className="kf-field-error" role="alert" data-testid="voucher-error">{voucherError}</span>}
        {voucher && <span className="kf-field-hint" data-testid="voucher-applied">{t('commerce.voucherApplied')}</span>}
      </div>
      <div className="kf-checkout-sum" data-testid="checkout-sum">
        <span>{t('commerce.subtotal')}</span><span>{money(original)}</span>
        {voucher && (<><span>{t('commerce.discount')}</span><span data-testid="checkout-discount">−{money(voucher.discount)}</span></>)}
        <span className="total">{t('commerce.total')}</span><span className="total" data-testid="checkout-total">{money(total)}</span>
      </div>
      <button type="button" className="kf-btn primary" disabled={busy} onClick={() => void pay()} data-testid="checkout-pay">
        {busy ? t('commerce.paying') : t('commerce.pay', { price: money(total) })}
      </button>
    </div>
  );
}
