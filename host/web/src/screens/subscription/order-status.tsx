import type { OrderVo } from '../../../../../sdk/contract/subscription.js';
import { useCommerceText } from './commerce-state.js';

/** An order's state as a coloured pill. */
export function OrderStatus({ status }: { readonly status: OrderVo['status'] }) {
  const { t } = useCommerceText();
  return <span className={`kf-order-status ${status}`} data-testid="order-status" data-status={status}>{t(`commerce.status.${status}`)}</span>;
}
