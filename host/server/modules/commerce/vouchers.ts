// Vouchers: an amount or a percentage off one order. A voucher is reserved by binding it to a pending order
// (order_uuid), released when that order closes or expires, and used (used_at) when the order is paid.
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import type { VoucherVo } from '../../../../sdk/contract/voucher.js';
import { ApiError, Errors } from '../../http/api-error.js';
import type { Db } from '../../db/schema.js';
import type { VoucherTable } from './commerce-tables.js';
import './commerce-tables.js';

/** A voucher as the wire shows it. */
export function toVoucherVo(row: VoucherTable): VoucherVo {
  return {
    voucherKey: row.voucher_key, kind: row.kind as VoucherVo['kind'], value: Number(row.value), minOrderAmount: Number(row.min_order_amount),
    expiresAt: row.expires_at === null ? null : Number(row.expires_at), used: row.used_at !== null, reserved: row.order_uuid !== null && row.used_at === null,
  };
}

/** The discount of a voucher on an amount (never more than the amount). */
export function discountOf(voucher: Pick<VoucherTable, 'kind' | 'value'>, amount: number): number {
  const off = voucher.kind === 'percent' ? Math.floor((amount * Number(voucher.value)) / 100) : Number(voucher.value);
  return Math.min(amount, off);
}

/** Why a voucher cannot be used on an order of `amount` now (a message key), or undefined when it can. */
export function voucherRefusal(voucher: VoucherTable | undefined, amount: number, now: number, forOrder?: string): string | undefined {
  if (!voucher) return 'commerce.voucherNotFound';
  if (voucher.used_at !== null) return 'commerce.voucherUsed';
  if (voucher.order_uuid !== null && voucher.order_uuid !== forOrder) return 'commerce.voucherUsed';
  if (voucher.expires_at !== null && Number(voucher.expires_at) <= now) return 'commerce.voucherExpired';
  if (amount < Number(voucher.min_order_amount)) return 'commerce.voucherMinAmount';
  return undefined;
}

/** A voucher by key (undefined when there is none). */
export function findVoucher(db: Db, key: string): Promise<VoucherTable | undefined> {
  return db.selectFrom('vouchers').selectAll().where('voucher_key', '=', key).executeTakeFirst();
}

/** A refusal for a voucher (404 for an unknown key, 400 otherwise). */
export function voucherError(key: string): ApiError {
  return key === 'commerce.voucherNotFound' ? Errors.notFound(key) : new ApiError(ReplyCode.warning, key, { httpStatus: 400 });
}

/**
 * Bind a voucher to an order (inside the order's transaction) and return the discount. Refused when the voucher
 * cannot be used; the conditional update makes two orders racing for one voucher end with one binding.
 */
export async function reserveVoucher(db: Db, key: string, orderUuid: string, amount: number, now: number): Promise<number> {
  const voucher = await findVoucher(db, key);
  const refusal = voucherRefusal(voucher, amount, now, orderUuid);
  if (refusal || !voucher) throw voucherError(refusal ?? 'commerce.voucherNotFound');
  const bound = await db.updateTable('vouchers').set({ order_uuid: orderUuid }).where('voucher_key', '=', key).where('used_at', 'is', null)
    .where((eb) => eb.or([eb('order_uuid', 'is', null), eb('order_uuid', '=', orderUuid)])).executeTakeFirst();
  if (Number(bound.numUpdatedRows) !== 1) throw voucherError('commerce.voucherUsed');
  return discountOf(voucher, amount);
}

/** Free the voucher of an order that will not be paid. */
export async function releaseVoucher(db: Db, orderUuid: string): Promise<void> {
  await db.updateTable('vouchers').set({ order_uuid: null }).where('order_uuid', '=', orderUuid).where('used_at', 'is', null).execute();
}

/** Mark the voucher of a paid order used. */
export async function markVoucherUsed(db: Db, orderUuid: string, now: number): Promise<void> {
  await db.updateTable('vouchers').set({ used_at: now }).where('order_uuid', '=', orderUuid).where('used_at', 'is', null).execute();
}
