import type { Kysely, Migration } from 'kysely';

/**
 * The commercial side (docs/commerce.md): plans (FREE and PROFESSIONAL seeded, prices in integer minor units), orders
 * with their payment, subscription periods, the AI points ledger (entries only; the balance is their sum; one lock
 * row per user), vouchers, trial coupons and their uses, and the sandbox payment provider's own payments.
 */
export const commerceMigration: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.createTable('subscription_plans')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('monthly_price', 'bigint', (c) => c.notNull())
      .addColumn('annual_price', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('storage_limit_mb', 'integer', (c) => c.notNull())
      .addColumn('ai_package_points', 'bigint', (c) => c.notNull())
      .addColumn('ai_package_price', 'bigint', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .execute();
    const typed = db as unknown as Kysely<{ subscription_plans: Record<string, string | number> }>;
    await typed.insertInto('subscription_plans').values([
      { uuid: 'plan-free', name: 'FREE', type: 'REGULAR', monthly_price: 0, annual_price: 0, currency: 'CNY', storage_limit_mb: 100, ai_package_points: 0, ai_package_price: 0, rank: 0 },
      { uuid: 'plan-professional', name: 'PROFESSIONAL', type: 'PROFESSIONAL', monthly_price: 9900, annual_price: 99000, currency: 'CNY', storage_limit_mb: 1000, ai_package_points: 1000, ai_package_price: 2900, rank: 1 },
    ]).execute();

    await db.schema.createTable('commerce_orders')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('plan_uuid', 'text')
      .addColumn('subscription_type', 'text')
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addColumn('include_ai_package', 'integer', (c) => c.notNull())
      .addColumn('package_id', 'text')
      .addColumn('points', 'bigint', (c) => c.notNull())
      .addColumn('original_amount', 'bigint', (c) => c.notNull())
      .addColumn('discount', 'bigint', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('voucher_key', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('payment_no', 'text', (c) => c.notNull().unique())
      .addColumn('pay_url', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('ended_at', 'bigint')
      .execute();
    await db.schema.createIndex('commerce_orders_by_user').on('commerce_orders').columns(['user_id', 'kind', 'created_at']).execute();
    await db.schema.createIndex('commerce_orders_pending').on('commerce_orders').columns(['status', 'expires_at']).execute();

    await db.schema.createTable('subscription_periods')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('plan_uuid', 'text', (c) => c.notNull())
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('source_ref', 'text', (c) => c.notNull().unique())
      .addColumn('start_at', 'bigint', (c) => c.notNull())
      .addColumn('end_at', 'bigint', (c) => c.notNull())
      .addColumn('ended', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('subscription_periods_by_user').on('subscription_periods').columns(['user_id', 'end_at']).execute();
    await db.schema.createIndex('subscription_periods_running').on('subscription_periods').columns(['ended', 'end_at']).execute();

    await db.schema.createTable('point_accounts')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createTable('point_entries')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('request_key', 'text', (c) => c.notNull())
      .addColumn('feature_uuid', 'text')
      .addColumn('order_uuid', 'text')
      .addColumn('refund_of', 'text')
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('point_entries_request_key', ['user_id', 'request_key'])
      .execute();
    await db.schema.createIndex('point_entries_by_user').on('point_entries').columns(['user_id', 'created_at']).execute();

    await db.schema.createTable('vouchers')
      .addColumn('voucher_key', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('value', 'bigint', (c) => c.notNull())
      .addColumn('min_order_amount', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('order_uuid', 'text')
      .addColumn('used_at', 'bigint')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();

    await db.schema.createTable('trial_coupons')
      .addColumn('coupon_key', 'text', (c) => c.primaryKey())
      .addColumn('issuer', 'text', (c) => c.notNull())
      .addColumn('plan_uuid', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('max_uses', 'integer', (c) => c.notNull())
      .addColumn('uses', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .addColumn('created_by', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('trial_coupons_by_issuer').on('trial_coupons').columns(['issuer', 'created_at']).execute();
    await db.schema.createTable('trial_coupon_uses')
      .addColumn('coupon_key', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('used_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('trial_coupon_uses_pk', ['coupon_key', 'user_id'])
      .execute();

    await db.schema.createTable('sandbox_payments')
      .addColumn('payment_no', 'text', (c) => c.primaryKey())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('return_path', 'text', (c) => c.notNull())
      .addColumn('notify_url', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('paid_at', 'bigint')
      .addColumn('refunded', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('notify_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('notify_next_at', 'bigint')
      .addColumn('notified_at', 'bigint')
      .execute();
    await db.schema.createIndex('sandbox_payments_due').on('sandbox_payments').column('notify_next_at').execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    for (const table of ['sandbox_payments', 'trial_coupon_uses', 'trial_coupons', 'vouchers', 'point_entries', 'point_accounts', 'subscription_periods', 'commerce_orders', 'subscription_plans']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
