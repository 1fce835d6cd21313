// The plans for sale (migration 1020 seeds FREE and PROFESSIONAL).
import type { PlanType, SubscriptionPlanVo, SubscriptionType } from '../../../../sdk/contract/subscription.js';
import { Errors } from '../../http/api-error.js';
import type { Db } from '../../db/schema.js';
import type { SubscriptionPlanTable } from './commerce-tables.js';
import './commerce-tables.js';

/** The free plan's name (what users.plan holds when no period runs). */
export const FREE_PLAN_NAME = 'FREE';

/** A plan as the wire shows it. */
export function toPlanVo(row: SubscriptionPlanTable): SubscriptionPlanVo {
  return {
    uuid: row.uuid, name: row.name, type: row.type as PlanType, monthlyPrice: Number(row.monthly_price), annualPrice: Number(row.annual_price),
    currency: row.currency, storageLimit: Number(row.storage_limit_mb), aiPackagePoints: Number(row.ai_package_points), aiPackagePrice: Number(row.ai_package_price),
  };
}

/** Every plan, cheapest first. */
export function listPlans(db: Db): Promise<SubscriptionPlanTable[]> {
  return db.selectFrom('subscription_plans').selectAll().orderBy('rank').execute();
}

/** A plan by uuid, or 404 'no such plan'. */
export async function requirePlan(db: Db, uuid: string): Promise<SubscriptionPlanTable> {
  const row = await db.selectFrom('subscription_plans').selectAll().where('uuid', '=', uuid).executeTakeFirst();
  if (!row) throw Errors.notFound('commerce.planNotFound');
  return row;
}

/** What `quantity` periods of a plan cost (minor units), with the AI package when asked for. */
export function periodPrice(plan: SubscriptionPlanTable, type: SubscriptionType, quantity: number, includeAiPackage: boolean): number {
  const each = type === 'annual' ? Number(plan.annual_price) : Number(plan.monthly_price);
  return each * quantity + (includeAiPackage ? Number(plan.ai_package_price) : 0);
}
