// Plans, the current subscription, subscription orders and history.
import type { RouteKit } from '../../http/route-kit.js';
import { Errors } from '../../http/api-error.js';
import {
  CreateSubscriptionOrder, GetCurrentSubscription, GetOrder, GetPlan, ListPlans, PlansByType, SubscriptionHistoryList,
} from '../../../../sdk/contract/endpoints/commerce.js';
import type { PeriodSource } from '../../../../sdk/contract/subscription.js';
import type { z } from 'zod';
import { listPlans, periodPrice, requirePlan, toPlanVo } from './plan-catalogue.js';
import { endPassedPeriods, runningSpan } from './subscription-periods.js';
import { createOrder, ownOrder, refreshOrder, toOrderVo } from './orders.js';

const R = 'subscription';

/** Routes of plans and subscriptions. */
export function planRoutes(kit: RouteKit): void {
  kit.endpoint(GetCurrentSubscription, {
    resource: R, action: 'read',
    async handler(ctx) {
      const now = ctx.clock.now();
      await endPassedPeriods(ctx.db, now, ctx.user.id);
      const row = await ctx.db.selectFrom('users').select('plan').where('id', '=', ctx.user.id).executeTakeFirstOrThrow();
      const usage = await ctx.quota.usage({ id: ctx.user.id, plan: row.plan });
      const span = await runningSpan(ctx.db, ctx.user.id, now);
      return {
        uuid: `plan-${usage.planName.toLowerCase()}`, planName: usage.planName, type: usage.planName === 'PROFESSIONAL' ? 'PROFESSIONAL' : 'REGULAR',
        storageLimit: usage.storageLimit, usedStorage: usage.usedStorage, overLimit: usage.usedStorage >= usage.storageLimit,
        startAt: span?.startAt ?? null, renewalAt: span?.renewalAt ?? null, endAt: span?.endAt ?? null,
      };
    },
  });

  kit.endpoint(ListPlans, { resource: R, action: 'read', handler: async (ctx) => (await listPlans(ctx.db)).map(toPlanVo) });
  kit.endpoint(PlansByType, {
    resource: R, action: 'read', handler: async (ctx) => (await listPlans(ctx.db)).filter((p) => p.type === ctx.params.type).map(toPlanVo),
  });
  kit.endpoint(GetPlan, { resource: R, action: 'read', handler: async (ctx) => toPlanVo(await requirePlan(ctx.db, ctx.params.id)) });

  kit.endpoint(CreateSubscriptionOrder, {
    resource: R, action: 'order',
    async handler(ctx) {
      const q = ctx.query;
      const plan = await requirePlan(ctx.db, q.planUuid);
      const originalAmount = periodPrice(plan, q.subscriptionType, q.quantity, q.includeAiPackage);
      if (Number(plan.monthly_price) === 0) throw Errors.badRequest('commerce.planNotForSale');
      const order = await createOrder(ctx, {
        userId: ctx.user.id, kind: 'subscription', planUuid: plan.uuid, subscriptionType: q.subscriptionType, quantity: q.quantity,
        includeAiPackage: q.includeAiPackage, points: q.includeAiPackage ? Number(plan.ai_package_points) : 0, originalAmount, currency: plan.currency,
        voucherKey: q.voucherKey, subject: `${plan.name} × ${q.quantity} ${q.subscriptionType}`,
      }, ctx.request.log);
      return toOrderVo(order);
    },
  });

  kit.endpoint(SubscriptionHistoryList, {
    resource: R, action: 'read',
    async handler(ctx) {
      const { page, pageSize } = ctx.query;
      const base = ctx.db.selectFrom('commerce_orders').where('user_id', '=', ctx.user.id).where('kind', '=', 'subscription');
      const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
      const rows = await base.selectAll().orderBy('created_at', 'desc').orderBy('uuid').limit(pageSize).offset((page - 1) * pageSize).execute();
      const periods = await ctx.db.selectFrom('subscription_periods').innerJoin('subscription_plans', 'subscription_plans.uuid', 'subscription_periods.plan_uuid')
        .select(['subscription_periods.uuid', 'subscription_periods.plan_uuid', 'subscription_plans.name', 'subscription_periods.source',
          'subscription_periods.source_ref', 'subscription_periods.start_at', 'subscription_periods.end_at'])
        .where('subscription_periods.user_id', '=', ctx.user.id).orderBy('subscription_periods.start_at', 'desc').limit(100).execute();
      return {
        rows: rows.map(toOrderVo), pageInfo: { pageNo: page, pageSize, totalRows: total, total: Math.ceil(total / pageSize) },
        periods: periods.map((p) => ({
          uuid: p.uuid, planUuid: p.plan_uuid, planName: p.name, source: p.source as z.infer<typeof PeriodSource>,
          sourceRef: p.source === 'trial' ? p.source_ref.split('/')[0]! : p.source_ref, startAt: Number(p.start_at), endAt: Number(p.end_at),
        })),
      };
    },
  });

  kit.endpoint(GetOrder, {
    resource: R, action: 'read',
    async handler(ctx) {
      const order = await ownOrder(ctx.db, ctx.user, ctx.params.uuid);
      return toOrderVo(await refreshOrder(ctx, order, ctx.request.log));
    },
  });
}
