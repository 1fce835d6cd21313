import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { WireId } from '../limits.js';
import {
  CreateSubscriptionOrderQuery, CurrentSubscription, OrderPageQuery, OrderVo, PlanIdParams, PlanTypeParams, SubscriptionHistory,
  SubscriptionPeriodVo, SubscriptionPlanVo,
} from '../subscription.js';
import {
  ConfirmPaymentQuery, ConsumePointsBody, CreatePointsOrderBody, GrantPointsBody, PointEntriesPage, PointPackageVo, PointsCheck,
  PointsCheckQuery, PointsMoved, PointsOrdersPage, PointsRemaining, RefundPointsBody,
} from '../ai-points.js';
import { CreateVouchersBody, UseVoucherBody, VoucherCalculateQuery, VoucherCheck, VoucherCheckQuery, VoucherKeyParams, VoucherPrice, VoucherVo } from '../voucher.js';
import { CouponCheck, CouponIssuerParams, CouponUseInput, CreateTrialCouponsBody, TrialCouponVo } from '../trial-coupon.js';

// The commercial side's endpoints (spec 000 §7 "Subscriptions and tokens"; docs/commerce.md).

/** The caller's plan, storage and running period. */
export const GetCurrentSubscription = defineEndpoint({
  method: 'GET', path: '/v1/subscriptions/current', reply: CurrentSubscription, summary: 'The caller\'s plan with storage limit and use (MB) and its period',
});

/** Plans for sale. */
export const ListPlans = defineEndpoint({ method: 'GET', path: '/v1/subscription-plans', reply: z.array(SubscriptionPlanVo), summary: 'Every plan' });

/** Plans of one type. */
export const PlansByType = defineEndpoint({
  method: 'GET', path: '/v1/subscription-plans/type/:type', params: PlanTypeParams, reply: z.array(SubscriptionPlanVo), summary: 'The plans of a type',
});

/** One plan. */
export const GetPlan = defineEndpoint({ method: 'GET', path: '/v1/subscription-plans/:id', params: PlanIdParams, reply: SubscriptionPlanVo, summary: 'A plan by uuid' });

/** Order periods of a plan: a pending order with its payment. */
export const CreateSubscriptionOrder = defineEndpoint({
  method: 'POST', path: '/v1/subscriptions/orders', query: CreateSubscriptionOrderQuery, reply: OrderVo,
  summary: 'Order periods of a plan (and the AI package); pay at the reply\'s payUrl',
});

/** The caller's subscription orders and periods. */
export const SubscriptionHistoryList = defineEndpoint({
  method: 'GET', path: '/v1/subscriptions/history', query: OrderPageQuery, reply: SubscriptionHistory, summary: 'The caller\'s subscription orders and periods',
});

/** One of the caller's orders (any kind). */
export const GetOrder = defineEndpoint({
  method: 'GET', path: '/v1/subscriptions/orders/:uuid', params: z.object({ uuid: WireId }), reply: OrderVo, summary: 'One of the caller\'s orders',
});

/** Trial coupons of an issuer. */
export const CouponsByIssuer = defineEndpoint({
  method: 'GET', path: '/v1/trial-coupons/issuer/:issuer', params: CouponIssuerParams, reply: z.array(TrialCouponVo),
  summary: 'Trial coupons an issuer made (managers; an issuer its own)',
});

/** Whether a user may use a coupon. */
export const CheckCoupon = defineEndpoint({ method: 'GET', path: '/v1/trial-coupons/check', query: CouponUseInput, reply: CouponCheck, summary: 'Check a trial coupon for a user' });

/** Use a coupon (once per user): days of its plan. */
export const UseCoupon = defineEndpoint({
  method: 'POST', path: '/v1/trial-coupons/use', body: CouponUseInput, reply: SubscriptionPeriodVo, summary: 'Use a trial coupon (the code exchange)',
});

/** Make trial coupons (managers). */
export const CreateCoupons = defineEndpoint({
  method: 'POST', path: '/v1/trial-coupons', body: CreateTrialCouponsBody, reply: z.array(TrialCouponVo), summary: 'Make trial coupons (managers only)',
});

/** The caller's points. */
export const PointsRemainingGet = defineEndpoint({ method: 'GET', path: '/v1/user-tokens/remaining', reply: PointsRemaining, summary: 'The caller\'s AI points' });

/** Whether the caller has an amount of points. */
export const PointsCheckGet = defineEndpoint({
  method: 'GET', path: '/v1/user-tokens/check', query: PointsCheckQuery, reply: PointsCheck, summary: 'Whether the caller has this many AI points',
});

/** The caller's points orders. */
export const PointsOrders = defineEndpoint({
  method: 'GET', path: '/v1/user-tokens/orders', query: OrderPageQuery, reply: PointsOrdersPage, summary: 'The caller\'s AI-points orders',
});

/** Buy a package of points. */
export const CreatePointsOrder = defineEndpoint({
  method: 'POST', path: '/v1/user-tokens/orders', body: CreatePointsOrderBody, reply: OrderVo, summary: 'Order a package of AI points',
});

/** After paying: ask the provider and settle the order. */
export const ConfirmPayment = defineEndpoint({
  method: 'GET', path: '/v1/user-tokens/orders/confirm', query: ConfirmPaymentQuery, reply: OrderVo,
  summary: 'Ask the provider about a payment of the caller\'s and settle its order',
});

/** Spend points (idempotent per request key). */
export const ConsumePoints = defineEndpoint({
  method: 'POST', path: '/v1/user-tokens/consume', body: ConsumePointsBody, reply: PointsMoved, summary: 'Spend AI points, once per request key',
});

/** The caller's ledger. */
export const PointEntries = defineEndpoint({
  method: 'GET', path: '/v1/user-tokens/entries', query: OrderPageQuery, reply: PointEntriesPage, summary: 'The caller\'s AI-points ledger, newest first',
});

/** Packages for sale. */
export const PointPackagesList = defineEndpoint({ method: 'GET', path: '/v1/user-tokens/packages', reply: z.array(PointPackageVo), summary: 'AI-point packages for sale' });

/** Give points (managers). */
export const GrantPoints = defineEndpoint({ method: 'POST', path: '/v1/user-tokens/grants', body: GrantPointsBody, reply: PointsMoved, summary: 'Give AI points (managers only)' });

/** Give back one consume's points (managers). */
export const RefundPoints = defineEndpoint({
  method: 'POST', path: '/v1/user-tokens/refunds', body: RefundPointsBody, reply: PointsMoved, summary: 'Give back one consume\'s points, once (managers only)',
});

/** Whether a voucher applies to an order amount. */
export const CheckVoucher = defineEndpoint({ method: 'GET', path: '/v1/vouchers/check', query: VoucherCheckQuery, reply: VoucherCheck, summary: 'Check a voucher against an order amount' });

/** The discounted price. */
export const CalculateVoucher = defineEndpoint({
  method: 'GET', path: '/v1/vouchers/calculate', query: VoucherCalculateQuery, reply: VoucherPrice, summary: 'The price after a voucher',
});

/** A voucher by key. */
export const GetVoucher = defineEndpoint({ method: 'GET', path: '/v1/vouchers/:key', params: VoucherKeyParams, reply: VoucherVo, summary: 'A voucher by key' });

/** Bind a voucher to a pending order of the caller's (once). */
export const UseVoucher = defineEndpoint({ method: 'POST', path: '/v1/vouchers/use', body: UseVoucherBody, reply: OrderVo, summary: 'Use a voucher on a pending order' });

/** Make vouchers (managers). */
export const CreateVouchers = defineEndpoint({ method: 'POST', path: '/v1/vouchers', body: CreateVouchersBody, reply: z.array(VoucherVo), summary: 'Make vouchers (managers only)' });
