// Table types of migration 1020 (docs/commerce.md), added to the Database interface. bigint columns may read back as
// strings on PostgreSQL: read them through Number().

/** A plan for sale. */
export interface SubscriptionPlanTable {
  uuid: string; name: string; type: string; monthly_price: number; annual_price: number; currency: string;
  storage_limit_mb: number; ai_package_points: number; ai_package_price: number; rank: number;
}

/** An order and its payment (status: pending → paid | closed | expired; paid → refunded). */
export interface CommerceOrderTable {
  uuid: string; user_id: string;
  /** 'subscription' | 'points'. */
  kind: string;
  plan_uuid: string | null; subscription_type: string | null; quantity: number; include_ai_package: number;
  package_id: string | null;
  /** Points the order grants when paid (a points package, or a subscription's AI package). */
  points: number;
  original_amount: number; discount: number; amount: number; currency: string;
  voucher_key: string | null; status: string; provider: string; payment_no: string; pay_url: string;
  created_at: number; expires_at: number; paid_at: number | null; ended_at: number | null;
}

/** One period of a plan (from a paid order or a trial coupon). */
export interface SubscriptionPeriodTable {
  uuid: string; user_id: string; plan_uuid: string;
  /** 'order' | 'trial'. */
  source: string;
  /** The order's uuid, or 'coupon key/user id' (unique: one period per source). */
  source_ref: string;
  start_at: number; end_at: number;
  /** 1 once the end has passed and the user's plan was recomputed. */
  ended: number;
  created_at: number;
}

/** One row per user who ever had points: what a consume locks (PostgreSQL) before it sums the entries. */
export interface PointAccountTable { user_id: string; created_at: number }

/** A ledger entry: + grant, + purchase, − consume, + refund. Unique per (user, request key). */
export interface PointEntryTable {
  id: string; user_id: string; kind: string; amount: number; request_key: string;
  feature_uuid: string | null; order_uuid: string | null; refund_of: string | null; note: string; created_at: number;
}

/** A voucher: bound to an order (order_uuid) while pending, used (used_at) once that order is paid. */
export interface VoucherTable {
  voucher_key: string; kind: string; value: number; min_order_amount: number; expires_at: number | null;
  order_uuid: string | null; used_at: number | null; created_by: string; created_at: number;
}

/** A trial coupon. */
export interface TrialCouponTable {
  coupon_key: string; issuer: string; plan_uuid: string; days: number; max_uses: number; uses: number;
  expires_at: number | null; created_by: string; created_at: number;
}

/** Who used which coupon (once per user). */
export interface TrialCouponUseTable { coupon_key: string; user_id: string; used_at: number }

/** The sandbox provider's own side: its payments and their notification delivery. */
export interface SandboxPaymentTable {
  payment_no: string; amount: number; currency: string; subject: string;
  /** 'pending' | 'paid' | 'closed' | 'expired'. */
  status: string;
  /** Where the pay page sends the payer afterwards (a path of our web app). */
  return_path: string;
  /** Set when paid: our notify endpoint on the address the payer's request reached. */
  notify_url: string | null;
  created_at: number; expires_at: number; paid_at: number | null;
  /** Minor units refunded. */
  refunded: number;
  notify_attempts: number; notify_next_at: number | null; notified_at: number | null;
}

declare module '../../db/schema.js' {
  interface Database {
    subscription_plans: SubscriptionPlanTable;
    commerce_orders: CommerceOrderTable;
    subscription_periods: SubscriptionPeriodTable;
    point_accounts: PointAccountTable;
    point_entries: PointEntryTable;
    vouchers: VoucherTable;
    trial_coupons: TrialCouponTable;
    trial_coupon_uses: TrialCouponUseTable;
    sandbox_payments: SandboxPaymentTable;
  }
}
