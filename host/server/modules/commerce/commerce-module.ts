import type { RouteKit } from '../../http/route-kit.js';
import { commerceMessages } from './commerce-messages.js';
import { planRoutes } from './plan-routes.js';
import { pointsRoutes } from './points-routes.js';
import { voucherRoutes } from './voucher-routes.js';
import { couponRoutes } from './coupon-routes.js';
import { paymentRoutes } from './payment-routes.js';
import { endPassedPeriods } from './subscription-periods.js';
import { expireDueOrders } from './orders.js';
import { sandboxEnabled, sandboxProvider } from './payment-providers.js';

const quietLog = { warn: () => undefined };

/** The commercial side (docs/commerce.md): plans, subscriptions, orders and payment, AI points, vouchers, trial coupons. */
export function commerceModule(kit: RouteKit): void {
  kit.messages(commerceMessages);
  planRoutes(kit);
  pointsRoutes(kit);
  voucherRoutes(kit);
  couponRoutes(kit);
  paymentRoutes(kit);
  kit.job({ name: 'subscription-periods', everyMs: 60_000, run: async (services) => void (await endPassedPeriods(services.db, services.clock.now())) });
  kit.job({ name: 'order-expiry', everyMs: 60_000, run: async (services) => void (await expireDueOrders(services, quietLog)) });
  kit.job({ name: 'sandbox-notify', everyMs: 5_000, run: async (services) => void (sandboxEnabled(services) && await sandboxProvider(services).deliverDue()) });
}
