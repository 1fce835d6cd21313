// Orders and their payment (docs/commerce.md "Orders"): pending → paid | closed | expired; paid → refunded. Nothing
// is granted before the provider's word (a verified notification, or a query) is checked against the order: the
// payment number, the amount and the currency. The grant happens in the transaction that moves the order from pending
// to paid, with a conditional update, so however many times (and however concurrently) a payment is reported, it
// grants once.
import { randomBytes, randomUUID } from 'node:crypto';
import type { OrderVo, SubscriptionType } from '../../../../sdk/contract/subscription.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { ApiError, Errors } from '../../http/api-error.js';
import type { ServerServices } from '../../http/route-kit.js';
import type { Db } from '../../db/schema.js';
import type { CommerceOrderTable } from './commerce-tables.js';
import { movePoints } from './points-ledger.js';
import { addPeriod } from './subscription-periods.js';
import { markVoucherUsed, releaseVoucher, reserveVoucher } from './vouchers.js';
import { paymentProvider, providerNamed, type WarnLog } from './payment-providers.js';
import type { PaymentReport } from './payment-provider.js';

/** How long a payment may wait. */
export const ORDER_TTL_MS = 30 * 60 * 1000;

/** Services an order needs. */
export type OrderServices = Pick<ServerServices, 'db' | 'dialect' | 'clock' | 'config'>;

/** An order as the wire shows it. */
export function toOrderVo(row: CommerceOrderTable): OrderVo {
  return {
    uuid: row.uuid, kind: row.kind as OrderVo['kind'], status: row.status as OrderVo['status'], planUuid: row.plan_uuid,
    subscriptionType: row.subscription_type as SubscriptionType | null, quantity: Number(row.quantity), includeAiPackage: row.include_ai_package === 1,
    packageId: row.package_id, points: Number(row.points), originalAmount: Number(row.original_amount), discount: Number(row.discount),
    amount: Number(row.amount), currency: row.currency, voucherKey: row.voucher_key, paymentNo: row.payment_no,
    payUrl: row.status === 'pending' ? row.pay_url : null, createdAt: Number(row.created_at), expiresAt: Number(row.expires_at),
    paidAt: row.paid_at === null ? null : Number(row.paid_at),
  };
}

/** What to order. */
export interface OrderInput {
  readonly userId: string;
  readonly kind: 'subscription' | 'points';
  readonly planUuid?: string;
  readonly subscriptionType?: SubscriptionType;
  readonly quantity: number;
  readonly includeAiPackage: boolean;
  readonly packageId?: string;
  readonly points: number;
  readonly originalAmount: number;
  readonly currency: string;
  readonly voucherKey?: string;
  readonly subject: string;
}

/** A payment number: what the provider knows the order by. */
function newPaymentNo(now: number): string {
  return `P${now}${randomBytes(6).toString('hex')}`;
}

/** Create an order (reserving its voucher) and its payment; an order costing nothing is paid at once. */
export async function createOrder(services: OrderServices, input: OrderInput, log?: WarnLog): Promise<CommerceOrderTable> {
  const now = services.clock.now();
  const provider = paymentProvider(services, log);
  const uuid = randomUUID();
  const row = await services.db.transaction().execute(async (trx) => {
    const discount = input.voucherKey ? await reserveVoucher(trx, input.voucherKey, uuid, input.originalAmount, now) : 0;
    const order: CommerceOrderTable = {
      uuid, user_id: input.userId, kind: input.kind, plan_uuid: input.planUuid ?? null, subscription_type: input.subscriptionType ?? null,
      quantity: input.quantity, include_ai_package: input.includeAiPackage ? 1 : 0, package_id: input.packageId ?? null, points: input.points,
      original_amount: input.originalAmount, discount, amount: input.originalAmount - discount, currency: input.currency,
      voucher_key: input.voucherKey ?? null, status: 'pending', provider: provider?.name ?? 'none', payment_no: newPaymentNo(now), pay_url: '',
      created_at: now, expires_at: now + ORDER_TTL_MS, paid_at: null, ended_at: null,
    };
    // Without a provider only an order a voucher makes free can be had; the refusal undoes the voucher's reservation.
    if (!provider && order.amount > 0) throw paymentsOff();
    await trx.insertInto('commerce_orders').values(order).execute();
    return order;
  });
  if (row.amount === 0 || !provider) return settleOrder(services, row, 'free');
  try {
    const { payUrl } = await provider.createPayment({
      paymentNo: row.payment_no, amount: row.amount, currency: row.currency, subject: input.subject, expiresAt: row.expires_at,
      returnPath: orderResultPath(row.uuid),
    });
    await services.db.updateTable('commerce_orders').set({ pay_url: payUrl }).where('uuid', '=', row.uuid).execute();
    return { ...row, pay_url: payUrl };
  } catch (error) {
    await endOrder(services.db, row.uuid, 'closed', now);
    throw error;
  }
}

/** Move a pending order to closed or expired, freeing its voucher (false when it was no longer pending). */
export async function endOrder(db: Db, uuid: string, status: 'closed' | 'expired', now: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx.updateTable('commerce_orders').set({ status, ended_at: now }).where('uuid', '=', uuid).where('status', '=', 'pending').executeTakeFirst();
    if (Number(ended.numUpdatedRows) !== 1) return false;
    await releaseVoucher(trx, uuid);
    return true;
  });
}

/** Pending → paid and everything the order grants, in one transaction; false when the order was not pending. */
async function settleOrder(services: OrderServices, order: CommerceOrderTable, via: string): Promise<CommerceOrderTable> {
  const now = services.clock.now();
  await services.db.transaction().execute(async (trx) => {
    const paid = await trx.updateTable('commerce_orders').set({ status: 'paid', paid_at: now }).where('uuid', '=', order.uuid).where('status', '=', 'pending').executeTakeFirst();
    if (Number(paid.numUpdatedRows) !== 1) return;
    await markVoucherUsed(trx, order.uuid, now);
    if (order.kind === 'subscription' && order.plan_uuid) {
      const months = Number(order.quantity) * (order.subscription_type === 'annual' ? 12 : 1);
      await addPeriod(trx, { userId: order.user_id, planUuid: order.plan_uuid, source: 'order', sourceRef: order.uuid, length: { months }, now });
    }
    if (Number(order.points) > 0) {
      await movePoints({ db: trx, dialect: services.dialect, now }, {
        userId: order.user_id, kind: 'purchase', amount: Number(order.points), requestKey: `order:${order.uuid}`, orderUuid: order.uuid, note: via,
      });
    }
  });
  return (await services.db.selectFrom('commerce_orders').selectAll().where('uuid', '=', order.uuid).executeTakeFirstOrThrow());
}

/** Where the payer comes back to after the provider's page: the web app's result page of the order. */
export function orderResultPath(orderUuid: string): string {
  return `/subscription/result/${encodeURIComponent(orderUuid)}`;
}

/** The refusal of an order that costs money on a server without a payment provider (HTTP 503, code 405). */
export function paymentsOff(): ApiError {
  return new ApiError(ReplyCode.warning, 'commerce.paymentsOff', { httpStatus: 503 });
}

/** A refusal of a payment report (logged by the caller). */
export class PaymentRefused extends ApiError {
  constructor(readonly reason: string, httpStatus: number) {
    super(ReplyCode.warning, reason, { httpStatus });
  }
}

/**
 * Apply what the provider says about a payment: a report of 'paid' that matches an order's payment number, amount
 * and currency settles it (once); paid for an order that meanwhile expired or closed is refunded at the provider.
 * Unknown payment, wrong amount or currency: refused (PaymentRefused) and nothing changes.
 */
export async function applyPaymentReport(services: OrderServices, report: PaymentReport, log: WarnLog): Promise<CommerceOrderTable> {
  const order = await services.db.selectFrom('commerce_orders').selectAll().where('payment_no', '=', report.paymentNo).executeTakeFirst();
  if (!order) throw new PaymentRefused('commerce.unknownPayment', 404);
  if (report.status !== 'paid') return order;
  if (report.amount !== Number(order.amount) || report.currency !== order.currency) throw new PaymentRefused('commerce.amountMismatch', 400);
  const settled = await settleOrder(services, order, 'payment');
  if (settled.status === 'expired' || settled.status === 'closed') {
    // Paid after we gave up on the order: nothing was granted, so the money goes back.
    const provider = providerNamed(services, order.provider, log);
    const refunded = await services.db.updateTable('commerce_orders').set({ status: 'refunded' }).where('uuid', '=', order.uuid)
      .where('status', '=', settled.status).executeTakeFirst();
    if (provider && Number(refunded.numUpdatedRows) === 1) {
      await provider.refund(order.payment_no, Number(order.amount));
      log.warn({ orderUuid: order.uuid, paymentNo: order.payment_no }, 'commerce: payment arrived for an ended order; refunded');
    }
    return { ...settled, status: 'refunded' };
  }
  return settled;
}

/** Ask the provider about a pending order and apply the answer (the payer's return, the expiry job). */
export async function refreshOrder(services: OrderServices, order: CommerceOrderTable, log: WarnLog): Promise<CommerceOrderTable> {
  if (order.status !== 'pending') return order;
  const provider = providerNamed(services, order.provider, log);
  if (!provider) return order;
  const report = await provider.query(order.payment_no);
  if (report.status === 'paid') return applyPaymentReport(services, report, log);
  const now = services.clock.now();
  if (report.status === 'closed' || report.status === 'expired' || report.status === 'unknown' || Number(order.expires_at) <= now) {
    const status = report.status === 'closed' ? 'closed' : 'expired';
    if (report.status === 'pending') await provider.close(order.payment_no);
    await endOrder(services.db, order.uuid, status, now);
    // Paid in the meantime: the report wins.
    const after = await provider.query(order.payment_no);
    if (after.status === 'paid') return applyPaymentReport(services, after, log);
  }
  return services.db.selectFrom('commerce_orders').selectAll().where('uuid', '=', order.uuid).executeTakeFirstOrThrow();
}

/** End (or settle) the pending orders whose time is up. */
export async function expireDueOrders(services: OrderServices, log: WarnLog): Promise<number> {
  const due = await services.db.selectFrom('commerce_orders').selectAll().where('status', '=', 'pending').where('expires_at', '<=', services.clock.now()).limit(200).execute();
  for (const order of due) await refreshOrder(services, order, log);
  return due.length;
}

/** One of the caller's orders, or 404 (another user's order is as missing as none). */
export async function ownOrder(db: Db, user: { id: string }, uuid: string): Promise<CommerceOrderTable> {
  const row = await db.selectFrom('commerce_orders').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!row || row.user_id !== user.id) throw Errors.notFound('commerce.orderNotFound');
  return row;
}
