import { z } from 'zod';
import { WireId, wireString } from './limits.js';
import { PageInfo } from './envelope.js';

// Wire contract of plans, subscriptions and their orders (spec 000 "Commercial side", §7 /v1/subscription*; docs/commerce.md).
// Money is an integer count of minor units (fen for CNY) everywhere.

/** Plan types: the free regular plan and the professional one. */
export const PlanType = z.enum(['REGULAR', 'PROFESSIONAL']);
/** A plan type. */
export type PlanType = z.infer<typeof PlanType>;

/** Billing periods of a plan. */
export const SubscriptionType = z.enum(['monthly', 'annual']);
/** A billing period. */
export type SubscriptionType = z.infer<typeof SubscriptionType>;

/** Storage limit (MB) per plan name (spec 000 §9). */
export const PlanStorageMb: Readonly<Record<string, number>> = Object.freeze({ FREE: 100, PROFESSIONAL: 1000 });

/** A plan for sale. */
export const SubscriptionPlanVo = z.object({
  uuid: z.string(),
  name: z.string(),
  type: PlanType,
  /** Minor units per month. */
  monthlyPrice: z.number().int(),
  /** Minor units per year. */
  annualPrice: z.number().int(),
  currency: z.string(),
  /** MB. */
  storageLimit: z.number().int(),
  /** AI points of the optional AI package bought with a period, and its price (minor units, per order). */
  aiPackagePoints: z.number().int(),
  aiPackagePrice: z.number().int(),
});
/** A plan for sale. */
export type SubscriptionPlanVo = z.infer<typeof SubscriptionPlanVo>;

/** A plan's uuid in the path. */
export const PlanIdParams = z.object({ id: WireId });
/** A plan type in the path. */
export const PlanTypeParams = z.object({ type: PlanType });

/** Where a subscription period came from. */
export const PeriodSource = z.enum(['order', 'trial']);

/** One paid (or trial) period of a plan. */
export const SubscriptionPeriodVo = z.object({
  uuid: z.string(),
  planUuid: z.string(),
  planName: z.string(),
  source: PeriodSource,
  /** The order (source 'order') or the trial coupon's key (source 'trial'). */
  sourceRef: z.string(),
  startAt: z.number(),
  endAt: z.number(),
});
/** One period. */
export type SubscriptionPeriodVo = z.infer<typeof SubscriptionPeriodVo>;

/** GET /v1/subscriptions/current: plan, limits and use, and the running period. */
export const CurrentSubscription = z.object({
  uuid: z.string(),
  planName: z.string(),
  type: z.string(),
  /** MB. */
  storageLimit: z.number(),
  /** MB. */
  usedStorage: z.number(),
  overLimit: z.boolean(),
  /** Start of the unbroken run of paid/trial periods the user is in (null on the free plan). */
  startAt: z.number().nullable(),
  /** When the running period ends and the next queued one (if any) starts (null on the free plan). */
  renewalAt: z.number().nullable(),
  /** When the last queued period ends and the plan falls back to free (null on the free plan). */
  endAt: z.number().nullable(),
});

/** Order states: pending → paid | closed (payment failed or given up) | expired (not paid in time); paid → refunded. */
export const OrderStatus = z.enum(['pending', 'paid', 'closed', 'expired', 'refunded']);
/** An order state. */
export type OrderStatus = z.infer<typeof OrderStatus>;

/** A subscription or AI-points order. */
export const OrderVo = z.object({
  uuid: z.string(),
  kind: z.enum(['subscription', 'points']),
  status: OrderStatus,
  planUuid: z.string().nullable(),
  subscriptionType: SubscriptionType.nullable(),
  quantity: z.number().int(),
  includeAiPackage: z.boolean(),
  packageId: z.string().nullable(),
  /** AI points the order grants when paid. */
  points: z.number().int(),
  originalAmount: z.number().int(),
  discount: z.number().int(),
  /** What is paid (minor units). */
  amount: z.number().int(),
  currency: z.string(),
  voucherKey: z.string().nullable(),
  /** The payment's number at the provider. */
  paymentNo: z.string(),
  /** The provider's pay page (while pending). */
  payUrl: z.string().nullable(),
  createdAt: z.number(),
  expiresAt: z.number(),
  paidAt: z.number().nullable(),
});
/** An order. */
export type OrderVo = z.infer<typeof OrderVo>;

/** A voucher key on the wire. */
export const VoucherKeyText = wireString(64).trim().min(1);

const QueryFlag = z.enum(['true', 'false']).default('false').transform((v) => v === 'true');

/** POST /v1/subscriptions/orders (query, as the spec's call sends it). */
export const CreateSubscriptionOrderQuery = z.object({
  planUuid: WireId,
  quantity: z.coerce.number().int().min(1).max(36).default(1),
  subscriptionType: SubscriptionType,
  includeAiPackage: QueryFlag,
  voucherKey: VoucherKeyText.optional(),
});

/** Paging of an order list. */
export const OrderPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /v1/subscriptions/history: the caller's subscription orders (newest first) and their last 100 periods. */
export const SubscriptionHistory = z.object({ rows: z.array(OrderVo), pageInfo: PageInfo, periods: z.array(SubscriptionPeriodVo) });
