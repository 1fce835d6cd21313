// AI points: balance, check, consume, ledger, packages and their orders; grants and refunds by managers.
import { randomUUID } from 'node:crypto';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import { requirePlan } from '../../auth/plan-gate.js';
import { PointPackages } from '../../../../sdk/contract/ai-points.js';
import {
  ConfirmPayment, ConsumePoints, CreatePointsOrder, GrantPoints, PointEntries, PointPackagesList, PointsCheckGet, PointsOrders,
  PointsRemainingGet, RefundPoints,
} from '../../../../sdk/contract/endpoints/commerce.js';
import { balanceOf, movePoints, refundConsume, toEntryVo } from './points-ledger.js';
import { createOrder, refreshOrder, toOrderVo } from './orders.js';

const R = 'user-token';
const CURRENCY = 'CNY';

/** The user a call names must be the caller (managers may name anyone). */
export function sameUser(ctx: RouteContext, userUuid: string): string {
  if (userUuid !== ctx.user.id && !ctx.user.manager) throw Errors.forbidden();
  return userUuid;
}

/** Managers only. */
export function managerOnly(ctx: RouteContext): void {
  if (!ctx.user.manager) throw Errors.forbidden();
}

/** Routes of AI points. */
export function pointsRoutes(kit: RouteKit): void {
  kit.endpoint(PointsRemainingGet, { resource: R, action: 'read', handler: async (ctx) => ({ remaining: await balanceOf(ctx.db, ctx.user.id) }) });

  kit.endpoint(PointsCheckGet, {
    resource: R, action: 'read',
    async handler(ctx) {
      const remaining = await balanceOf(ctx.db, ctx.user.id);
      return { amount: ctx.query.amount, remaining, enough: remaining >= ctx.query.amount };
    },
  });

  kit.endpoint(ConsumePoints, {
    resource: R, action: 'consume',
    async handler(ctx) {
      const userId = sameUser(ctx, ctx.body.userUuid);
      // Spending points is gated by the plan of the one whose points they are (spec 000 §6: AI points).
      const holder = userId === ctx.user.id ? ctx.user : await ctx.db.selectFrom('users').select(['plan', 'manager']).where('id', '=', userId).executeTakeFirst();
      if (!holder) throw Errors.notFound();
      requirePlan(holder, 'aiPoints');
      const header = ctx.request.headers['idempotency-key'];
      const requestKey = ctx.body.requestKey ?? (typeof header === 'string' && header.length > 0 && header.length <= 128 ? header : randomUUID());
      return movePoints({ db: ctx.db, dialect: ctx.dialect, now: ctx.clock.now() }, {
        userId, kind: 'consume', amount: -ctx.body.amount, requestKey, featureUuid: ctx.body.featureUuid, note: 'consume',
      });
    },
  });

  kit.endpoint(PointEntries, {
    resource: R, action: 'read',
    async handler(ctx) {
      const { page, pageSize } = ctx.query;
      const base = ctx.db.selectFrom('point_entries').where('user_id', '=', ctx.user.id);
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(pageSize).offset((page - 1) * pageSize).execute();
      return { rows: rows.map(toEntryVo), pageInfo: { pageNo: page, pageSize, totalRows: total, total: Math.ceil(total / pageSize) }, remaining: await balanceOf(ctx.db, ctx.user.id) };
    },
  });

  kit.endpoint(PointPackagesList, { resource: R, action: 'read', handler: () => PointPackages.map((p) => ({ ...p, currency: CURRENCY })) });

  kit.endpoint(PointsOrders, {
    resource: R, action: 'read',
    async handler(ctx) {
      const { page, pageSize } = ctx.query;
      const base = ctx.db.selectFrom('commerce_orders').where('user_id', '=', ctx.user.id).where('kind', '=', 'points');
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('uuid').limit(pageSize).offset((page - 1) * pageSize).execute();
      return { rows: rows.map(toOrderVo), pageInfo: { pageNo: page, pageSize, totalRows: total, total: Math.ceil(total / pageSize) } };
    },
  });

  kit.endpoint(CreatePointsOrder, {
    resource: R, action: 'order',
    async handler(ctx) {
      const pack = PointPackages.find((p) => p.id === ctx.body.plan);
      if (!pack) throw Errors.notFound('commerce.packageNotFound');
      const order = await createOrder(ctx, {
        userId: ctx.user.id, kind: 'points', packageId: pack.id, quantity: 1, includeAiPackage: false, points: pack.points,
        originalAmount: pack.price, currency: CURRENCY, voucherKey: ctx.body.voucherKey, subject: `${pack.points} AI points`,
      }, ctx.request.log);
      return toOrderVo(order);
    },
  });

  kit.endpoint(ConfirmPayment, {
    resource: R, action: 'read',
    async handler(ctx) {
      const order = await ctx.db.selectFrom('commerce_orders').selectAll().where('payment_no', '=', ctx.query.paymentNo).executeTakeFirst();
      if (!order || order.user_id !== ctx.user.id) throw Errors.notFound('commerce.orderNotFound');
      return toOrderVo(await refreshOrder(ctx, order, ctx.request.log));
    },
  });

  kit.endpoint(GrantPoints, {
    resource: R, action: 'grant',
    async handler(ctx) {
      managerOnly(ctx);
      const user = await ctx.db.selectFrom('users').select('id').where('id', '=', ctx.body.userUuid).executeTakeFirst();
      if (!user) throw Errors.notFound();
      return movePoints({ db: ctx.db, dialect: ctx.dialect, now: ctx.clock.now() }, {
        userId: user.id, kind: 'grant', amount: ctx.body.amount, requestKey: `grant:${ctx.body.requestKey}`, note: ctx.body.note,
      });
    },
  });

  kit.endpoint(RefundPoints, {
    resource: R, action: 'refund',
    async handler(ctx) {
      managerOnly(ctx);
      return refundConsume({ db: ctx.db, dialect: ctx.dialect, now: ctx.clock.now() }, ctx.body.entryId);
    },
  });
}
