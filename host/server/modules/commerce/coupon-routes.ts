// Trial coupons: a code giving days of a plan, once per user (the code exchange); managers make them.
import type { RouteKit } from '../../http/route-kit.js';
import { ReplyCode } from '../../../../sdk/contract/envelope.js';
import { ApiError, Errors } from '../../http/api-error.js';
import { CheckCoupon, CouponsByIssuer, CreateCoupons, UseCoupon } from '../../../../sdk/contract/endpoints/commerce.js';
import type { Db } from '../../db/schema.js';
import type { TrialCouponTable } from './commerce-tables.js';
import { managerOnly, sameUser } from './points-routes.js';
import { newCode } from './voucher-routes.js';
import { requirePlan } from './plan-catalogue.js';
import { addPeriod } from './subscription-periods.js';

const R = 'trial-coupon';

function toCouponVo(row: TrialCouponTable) {
  return {
    couponKey: row.coupon_key, issuer: row.issuer, planUuid: row.plan_uuid, days: Number(row.days), maxUses: Number(row.max_uses),
    uses: Number(row.uses), expiresAt: row.expires_at === null ? null : Number(row.expires_at), createdAt: Number(row.created_at),
  };
}

/** Why a user cannot use a coupon now (a message key), or undefined. */
async function couponRefusal(db: Db, coupon: TrialCouponTable | undefined, userId: string, now: number): Promise<string | undefined> {
  if (!coupon) return 'commerce.couponNotFound';
  if (coupon.expires_at !== null && Number(coupon.expires_at) <= now) return 'commerce.couponExpired';
  const used = await db.selectFrom('trial_coupon_uses').select('user_id').where('coupon_key', '=', coupon.coupon_key).where('user_id', '=', userId).executeTakeFirst();
  if (used) return 'commerce.couponAlreadyUsed';
  if (Number(coupon.uses) >= Number(coupon.max_uses)) return 'commerce.couponUsedUp';
  return undefined;
}

function couponError(key: string): ApiError {
  return key === 'commerce.couponNotFound' ? Errors.notFound(key) : new ApiError(ReplyCode.warning, key, { httpStatus: 400 });
}

/** Routes of trial coupons. */
export function couponRoutes(kit: RouteKit): void {
  kit.endpoint(CouponsByIssuer, {
    resource: R, action: 'read',
    async handler(ctx) {
      if (ctx.params.issuer !== ctx.user.id) managerOnly(ctx);
      const rows = await ctx.db.selectFrom('trial_coupons').selectAll().where('issuer', '=', ctx.params.issuer).orderBy('created_at', 'desc').limit(200).execute();
      return rows.map(toCouponVo);
    },
  });

  kit.endpoint(CheckCoupon, {
    resource: R, action: 'read',
    async handler(ctx) {
      const userId = sameUser(ctx, ctx.query.userUuid);
      const coupon = await ctx.db.selectFrom('trial_coupons').selectAll().where('coupon_key', '=', ctx.query.couponKey.toUpperCase()).executeTakeFirst();
      const refusal = await couponRefusal(ctx.db, coupon, userId, ctx.clock.now());
      return { valid: !refusal, reason: refusal ? ctx.t(refusal) : null, days: coupon ? Number(coupon.days) : 0, planUuid: coupon?.plan_uuid ?? null };
    },
  });

  kit.endpoint(UseCoupon, {
    resource: R, action: 'use',
    async handler(ctx) {
      const userId = sameUser(ctx, ctx.body.userUuid);
      const key = ctx.body.couponKey.toUpperCase();
      const now = ctx.clock.now();
      const period = await ctx.db.transaction().execute(async (trx) => {
        const coupon = await trx.selectFrom('trial_coupons').selectAll().where('coupon_key', '=', key).executeTakeFirst();
        const refusal = await couponRefusal(trx, coupon, userId, now);
        if (refusal || !coupon) throw couponError(refusal ?? 'commerce.couponNotFound');
        // Both conditional: two users racing for the last use, or one user twice, end with one use each way.
        const counted = await trx.updateTable('trial_coupons').set((eb) => ({ uses: eb('uses', '+', 1) }))
          .where('coupon_key', '=', key).where((eb) => eb('uses', '<', eb.ref('max_uses'))).executeTakeFirst();
        if (Number(counted.numUpdatedRows) !== 1) throw couponError('commerce.couponUsedUp');
        const inserted = await trx.insertInto('trial_coupon_uses').values({ coupon_key: key, user_id: userId, used_at: now })
          .onConflict((oc) => oc.columns(['coupon_key', 'user_id']).doNothing()).executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) !== 1) throw couponError('commerce.couponAlreadyUsed');
        return addPeriod(trx, { userId, planUuid: coupon.plan_uuid, source: 'trial', sourceRef: `${key}/${userId}`, length: { days: Number(coupon.days) }, now });
      });
      // The plan changed: this instance forgets the user's cached sessions at once (on PostgreSQL the database's
      // announcement arrives after the reply, and the user's next call could still be judged on the old plan).
      ctx.sessions.forgetUser(userId);
      const plan = await requirePlan(ctx.db, period.plan_uuid);
      return {
        uuid: period.uuid, planUuid: period.plan_uuid, planName: plan.name, source: 'trial' as const, sourceRef: key,
        startAt: Number(period.start_at), endAt: Number(period.end_at),
      };
    },
  });

  kit.endpoint(CreateCoupons, {
    resource: R, action: 'create',
    async handler(ctx) {
      managerOnly(ctx);
      await requirePlan(ctx.db, ctx.body.planUuid);
      const now = ctx.clock.now();
      const rows: TrialCouponTable[] = Array.from({ length: ctx.body.count }, () => ({
        coupon_key: newCode('T'), issuer: ctx.body.issuer ?? ctx.user.id, plan_uuid: ctx.body.planUuid, days: ctx.body.days,
        max_uses: ctx.body.maxUses, uses: 0, expires_at: ctx.body.expiresAt, created_by: ctx.user.id, created_at: now,
      }));
      await ctx.db.insertInto('trial_coupons').values(rows).execute();
      return rows.map(toCouponVo);
    },
  });
}
