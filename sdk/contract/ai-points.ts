import { z } from 'zod';
import { WireId, wireString } from './limits.js';
import { PageInfo } from './envelope.js';
import { OrderVo, VoucherKeyText } from './subscription.js';

// Wire contract of AI points (/v1/user-tokens/*; docs/commerce.md "The ledger"). Points are whole numbers.

/** Most points one call may move. */
export const MAX_POINTS_PER_CALL = 1_000_000;

/** Points of one call: 1..MAX_POINTS_PER_CALL. */
export const PointAmount = z.coerce.number().int().min(1).max(MAX_POINTS_PER_CALL);

/** An idempotency key: the same key twice is the same consume (or grant). */
export const RequestKey = wireString(128).min(1);

/** Packages of AI points for sale (price in minor units). */
export const PointPackages = Object.freeze([
  { id: 'points-100', points: 100, price: 1000 },
  { id: 'points-500', points: 500, price: 4500 },
  { id: 'points-2000', points: 2000, price: 16000 },
] as const);

/** A package for sale. */
export const PointPackageVo = z.object({ id: z.string(), points: z.number().int(), price: z.number().int(), currency: z.string() });

/** GET /v1/user-tokens/remaining. */
export const PointsRemaining = z.object({ remaining: z.number().int() });

/** GET /v1/user-tokens/check?amount. */
export const PointsCheckQuery = z.object({ amount: PointAmount });
/** Whether the caller has `amount` points. */
export const PointsCheck = z.object({ amount: z.number().int(), remaining: z.number().int(), enough: z.boolean() });

/** POST /v1/user-tokens/consume. `requestKey` (or the Idempotency-Key header) makes a retry the same consume. */
export const ConsumePointsBody = z.object({
  amount: PointAmount,
  featureUuid: WireId,
  userUuid: WireId,
  requestKey: RequestKey.optional(),
});

/** Kinds of ledger entries: + grant, + purchase, − consume, + refund (of one consume). */
export const PointEntryKind = z.enum(['grant', 'purchase', 'consume', 'refund']);

/** One ledger entry (amount signed). */
export const PointEntryVo = z.object({
  id: z.string(),
  kind: PointEntryKind,
  amount: z.number().int(),
  featureUuid: z.string().nullable(),
  orderUuid: z.string().nullable(),
  refundOf: z.string().nullable(),
  note: z.string(),
  createdAt: z.number(),
});
/** One ledger entry. */
export type PointEntryVo = z.infer<typeof PointEntryVo>;

/** The result of a consume, grant or refund. */
export const PointsMoved = z.object({ entry: PointEntryVo, remaining: z.number().int(), replayed: z.boolean() });

/** GET /v1/user-tokens/entries: the caller's ledger, newest first. */
export const PointEntriesPage = z.object({ rows: z.array(PointEntryVo), pageInfo: PageInfo, remaining: z.number().int() });

/** POST /v1/user-tokens/orders: buy a package. */
export const CreatePointsOrderBody = z.object({ plan: wireString(64).min(1), voucherKey: VoucherKeyText.optional() });

/** GET /v1/user-tokens/orders/confirm?paymentNo. */
export const ConfirmPaymentQuery = z.object({ paymentNo: wireString(64).min(1) });

/** GET /v1/user-tokens/orders: the caller's points orders. */
export const PointsOrdersPage = z.object({ rows: z.array(OrderVo), pageInfo: PageInfo });

/** POST /v1/user-tokens/grants (managers): give points. */
export const GrantPointsBody = z.object({ userUuid: WireId, amount: PointAmount, note: wireString(200).default(''), requestKey: RequestKey });

/** POST /v1/user-tokens/refunds (managers): give back one consume's points, once. */
export const RefundPointsBody = z.object({ entryId: WireId });
