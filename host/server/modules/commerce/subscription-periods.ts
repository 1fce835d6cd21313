// Subscription periods and the plan they give (docs/commerce.md "Subscriptions"). users.plan is what the rest of the
// server reads (quota, publish gates, visit limits); `syncPlan` is the one writer that derives it from the periods:
// the plan of the period running now, FREE once the last one has ended (nothing of the user's is deleted; writes over
// the free quota are refused by the quota as 'space usage at maximum'). A user without any period keeps the plan an
// operator set by hand.
import { randomUUID } from 'node:crypto';
import { DAY_MS } from '../../clock.js';
import type { Db } from '../../db/schema.js';
import { inTransaction } from '../../db/in-transaction.js';
import type { SubscriptionPeriodTable } from './commerce-tables.js';
import { FREE_PLAN_NAME } from './plan-catalogue.js';

/** `ms` plus `months` calendar months in UTC (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** How long a new period lasts. */
export type PeriodLength = { readonly months: number } | { readonly days: number };

/** The plan name of the period running at `now` (the highest-ranked one), or undefined. */
async function runningPlanName(db: Db, userId: string, now: number): Promise<string | undefined> {
  const row = await db.selectFrom('subscription_periods').innerJoin('subscription_plans', 'subscription_plans.uuid', 'subscription_periods.plan_uuid')
    .select('subscription_plans.name').where('subscription_periods.user_id', '=', userId)
    .where('subscription_periods.start_at', '<=', now).where('subscription_periods.end_at', '>', now)
    .orderBy('subscription_plans.rank', 'desc').limit(1).executeTakeFirst();
  return row?.name;
}

/** Set users.plan from the user's periods (see the file's comment); returns the plan. */
export async function syncPlan(db: Db, userId: string, now: number): Promise<string | undefined> {
  const hasAny = await db.selectFrom('subscription_periods').select('uuid').where('user_id', '=', userId).limit(1).executeTakeFirst();
  if (!hasAny) return undefined;
  const plan = (await runningPlanName(db, userId, now)) ?? FREE_PLAN_NAME;
  await db.updateTable('users').set({ plan }).where('id', '=', userId).where('plan', '!=', plan).execute();
  return plan;
}

/**
 * Add a period of a plan for a user, after the periods already bought (a renewal starts where the last one ends),
 * and set the user's plan. Once per `sourceRef` (a second call returns the first period).
 */
export function addPeriod(
  db: Db, input: { userId: string; planUuid: string; source: 'order' | 'trial'; sourceRef: string; length: PeriodLength; now: number },
): Promise<SubscriptionPeriodTable> {
  return inTransaction(db, async (trx) => {
    const same = await trx.selectFrom('subscription_periods').selectAll().where('source_ref', '=', input.sourceRef).executeTakeFirst();
    if (same) return same;
    const last = await trx.selectFrom('subscription_periods').select((eb) => eb.fn.max<number | string | null>('end_at').as('end'))
      .where('user_id', '=', input.userId).where('end_at', '>', input.now).executeTakeFirst();
    const start = Math.max(input.now, Number(last?.end ?? 0));
    const end = 'months' in input.length ? addMonths(start, input.length.months) : start + input.length.days * DAY_MS;
    const row: SubscriptionPeriodTable = {
      uuid: randomUUID(), user_id: input.userId, plan_uuid: input.planUuid, source: input.source, source_ref: input.sourceRef,
      start_at: start, end_at: end, ended: 0, created_at: input.now,
    };
    await trx.insertInto('subscription_periods').values(row).execute();
    await syncPlan(trx, input.userId, input.now);
    return row;
  });
}

/** End the periods whose end has passed (all users, or one) and recompute those users' plans. */
export async function endPassedPeriods(db: Db, now: number, userId?: string): Promise<number> {
  let query = db.selectFrom('subscription_periods').select(['uuid', 'user_id']).where('ended', '=', 0).where('end_at', '<=', now);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const passed = await query.limit(1000).execute();
  for (const user of new Set(passed.map((p) => p.user_id))) {
    await inTransaction(db, async (trx) => {
      await trx.updateTable('subscription_periods').set({ ended: 1 }).where('user_id', '=', user).where('ended', '=', 0).where('end_at', '<=', now).execute();
      await syncPlan(trx, user, now);
    });
  }
  return passed.length;
}

/** The unbroken run of periods around `now`: its start, the running period's end and the run's end. */
export async function runningSpan(db: Db, userId: string, now: number): Promise<{ startAt: number; renewalAt: number; endAt: number } | undefined> {
  const rows = await db.selectFrom('subscription_periods').select(['start_at', 'end_at']).where('user_id', '=', userId)
    .orderBy('start_at').limit(1000).execute();
  const periods = rows.map((r) => ({ start: Number(r.start_at), end: Number(r.end_at) }));
  const running = periods.findIndex((p) => p.start <= now && now < p.end);
  if (running < 0) return undefined;
  let first = running;
  while (first > 0 && periods[first - 1]!.end >= periods[first]!.start) first--;
  let endAt = periods[running]!.end;
  for (let i = running + 1; i < periods.length && periods[i]!.start <= endAt; i++) endAt = Math.max(endAt, periods[i]!.end);
  return { startAt: periods[first]!.start, renewalAt: periods[running]!.end, endAt };
}
