// Vouchers: check, get, calculate, use on a pending order; managers make them.
import { randomBytes } from 'node:crypto';
import type { RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { CalculateVoucher, CheckVoucher, CreateVouchers, GetVoucher, UseVoucher } from '../../../../sdk/contract/endpoints/commerce.js';
import type { VoucherTable } from './commerce-tables.js';
import { discountOf, findVoucher, reserveVoucher, toVoucherVo, voucherError, voucherRefusal } from './vouchers.js';
import { managerOnly, sameUser } from './points-routes.js';
import { orderResultPath, ownOrder, paymentsOff, toOrderVo } from './orders.js';
import { providerNamed } from './payment-providers.js';

const R = 'voucher';

/** A code people can type: 16 characters of A-Z and 2-9 without look-alikes. */
export function newCode(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return prefix + [...randomBytes(16)].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Routes of vouchers. */
export function voucherRoutes(kit: RouteKit): void {
  kit.endpoint(CheckVoucher, {
    resource: R, action: 'read',
    async handler(ctx) {
      const voucher = await findVoucher(ctx.db, ctx.query.voucherKey);
      const refusal = voucherRefusal(voucher, ctx.query.orderAmount, ctx.clock.now());
      const discount = refusal || !voucher ? 0 : discountOf(voucher, ctx.query.orderAmount);
      return { valid: !refusal, reason: refusal ? ctx.t(refusal) : null, discount, amount: ctx.query.orderAmount - discount };
    },
  });

  kit.endpoint(CalculateVoucher, {
    resource: R, action: 'read',
    async handler(ctx) {
      const voucher = await findVoucher(ctx.db, ctx.query.voucherKey);
      const refusal = voucherRefusal(voucher, ctx.query.originalAmount, ctx.clock.now());
      if (refusal || !voucher) throw voucherError(refusal ?? 'commerce.voucherNotFound');
      const discount = discountOf(voucher, ctx.query.originalAmount);
      return { originalAmount: ctx.query.originalAmount, discount, amount: ctx.query.originalAmount - discount };
    },
  });

  kit.endpoint(GetVoucher, {
    resource: R, action: 'read',
    async handler(ctx) {
      const voucher = await findVoucher(ctx.db, ctx.params.key);
      if (!voucher) throw Errors.notFound('commerce.voucherNotFound');
      return toVoucherVo(voucher);
    },
  });

  kit.endpoint(UseVoucher, {
    resource: R, action: 'use',
    async handler(ctx) {
      sameUser(ctx, ctx.body.userUuid);
      const order = await ownOrder(ctx.db, { id: ctx.body.userUuid }, ctx.body.orderUuid);
      if (order.status !== 'pending') throw Errors.badRequest('commerce.orderNotPending');
      if (order.voucher_key !== null) throw Errors.badRequest('commerce.orderHasVoucher');
      if (Number(order.original_amount) !== ctx.body.originalAmount) throw Errors.badRequest('commerce.amountDiffers');
      const now = ctx.clock.now();
      const provider = providerNamed(ctx, order.provider, ctx.request.log);
      if (!provider) throw paymentsOff();
      // The payment of the old amount is closed and one of the new amount made under a new number.
      const paymentNo = `${order.payment_no.slice(0, 40)}V`;
      const updated = await ctx.db.transaction().execute(async (trx) => {
        const discount = await reserveVoucher(trx, ctx.body.voucherKey, order.uuid, Number(order.original_amount), now);
        const changed = await trx.updateTable('commerce_orders').set({ voucher_key: ctx.body.voucherKey, discount, amount: Number(order.original_amount) - discount, payment_no: paymentNo })
          .where('uuid', '=', order.uuid).where('status', '=', 'pending').where('voucher_key', 'is', null).executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw Errors.badRequest('commerce.orderNotPending');
        return trx.selectFrom('commerce_orders').selectAll().where('uuid', '=', order.uuid).executeTakeFirstOrThrow();
      });
      await provider.close(order.payment_no);
      const { payUrl } = await provider.createPayment({
        paymentNo, amount: Number(updated.amount), currency: updated.currency, subject: 'order', expiresAt: Number(updated.expires_at), returnPath: orderResultPath(order.uuid),
      });
      await ctx.db.updateTable('commerce_orders').set({ pay_url: payUrl }).where('uuid', '=', order.uuid).execute();
      return toOrderVo({ ...updated, pay_url: payUrl });
    },
  });

  kit.endpoint(CreateVouchers, {
    resource: R, action: 'create',
    async handler(ctx) {
      managerOnly(ctx);
      const now = ctx.clock.now();
      const rows: VoucherTable[] = Array.from({ length: ctx.body.count }, () => ({
        voucher_key: newCode('V'), kind: ctx.body.kind, value: ctx.body.value, min_order_amount: ctx.body.minOrderAmount,
        expires_at: ctx.body.expiresAt, order_uuid: null, used_at: null, created_by: ctx.user.id, created_at: now,
      }));
      await ctx.db.insertInto('vouchers').values(rows).execute();
      return rows.map(toVoucherVo);
    },
  });
}
