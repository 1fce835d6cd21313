import { z } from 'zod';
import { WireId } from './limits.js';
import { VoucherKeyText } from './subscription.js';

// Wire contract of vouchers (/v1/vouchers/*): a voucher takes an amount (or a percentage) off one order, once.

/** Most minor units one order may cost (10,000,000.00). */
export const MAX_ORDER_AMOUNT = 1_000_000_000;

/** An amount of money in minor units. */
export const MoneyAmount = z.coerce.number().int().min(0).max(MAX_ORDER_AMOUNT);

/** A voucher. `used`: bound to a paid order; `reserved`: bound to a pending one. */
export const VoucherVo = z.object({
  voucherKey: z.string(),
  kind: z.enum(['amount', 'percent']),
  /** Minor units off ('amount') or percent off, 1..100 ('percent'). */
  value: z.number().int(),
  minOrderAmount: z.number().int(),
  expiresAt: z.number().nullable(),
  used: z.boolean(),
  reserved: z.boolean(),
});
/** A voucher. */
export type VoucherVo = z.infer<typeof VoucherVo>;

/** A voucher's key in the path. */
export const VoucherKeyParams = z.object({ key: VoucherKeyText });

/** GET /v1/vouchers/check?orderAmount&voucherKey. */
export const VoucherCheckQuery = z.object({ orderAmount: MoneyAmount, voucherKey: VoucherKeyText });
/** Whether a voucher applies to an order of that amount, and why not. */
export const VoucherCheck = z.object({ valid: z.boolean(), reason: z.string().nullable(), discount: z.number().int(), amount: z.number().int() });

/** GET /v1/vouchers/calculate?originalAmount&voucherKey. */
export const VoucherCalculateQuery = z.object({ originalAmount: MoneyAmount, voucherKey: VoucherKeyText });
/** The discounted price. */
export const VoucherPrice = z.object({ originalAmount: z.number().int(), discount: z.number().int(), amount: z.number().int() });

/** POST /v1/vouchers/use: bind a voucher to one of the caller's pending orders. */
export const UseVoucherBody = z.object({ orderUuid: WireId, originalAmount: MoneyAmount, userUuid: WireId, voucherKey: VoucherKeyText });

/** POST /v1/vouchers (managers): make vouchers. */
export const CreateVouchersBody = z.object({
  kind: z.enum(['amount', 'percent']),
  value: z.number().int().min(1).max(MAX_ORDER_AMOUNT),
  minOrderAmount: MoneyAmount.default(0),
  expiresAt: z.number().int().min(0).nullable().default(null),
  count: z.number().int().min(1).max(100).default(1),
}).refine((b) => b.kind !== 'percent' || b.value <= 100, { message: 'commerce.badPercent', path: ['value'] });
