import { CurrentSubscription } from '../../../../sdk/contract/subscription.js';
import type { RouteKit } from '../../http/route-kit.js';

/** GET /v1/subscriptions/current (plans, orders and payment are a later issue). */
export function subscriptionRoutes(kit: RouteKit): void {
  kit.route({
    method: 'GET', style: 'repo', path: '/v1/subscriptions/current', resource: 'subscription', action: 'read',
    response: CurrentSubscription, summary: 'The user\'s plan with storage limit and use (MB)',
    async handler(ctx) {
      const usage = await ctx.quota.usage(ctx.user);
      return {
        uuid: `plan-${usage.planName.toLowerCase()}`, planName: usage.planName, type: usage.planName === 'PROFESSIONAL' ? 'PROFESSIONAL' : 'REGULAR',
        storageLimit: usage.storageLimit, usedStorage: usage.usedStorage, overLimit: usage.usedStorage >= usage.storageLimit,
      };
    },
  });
}
