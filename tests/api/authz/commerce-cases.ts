import { expect } from 'vitest';
import { ok } from '../support/server.js';
import type { AuthzGroup } from './types.js';

const own = 'acts on the signed-in user only; takes no id';
const catalogue = 'reads the public catalogue of plans or packages';
const bearer = 'a voucher key is a bearer code: whoever holds it may read and price it; using it needs an own order (POST /v1/vouchers/use)';
const managers = 'managers only, takes no id: refused (403) to anyone else in tests/api/commerce/commerce-orders.test.ts';

/** The commercial side (docs/commerce.md): orders, points, coupons, vouchers. */
export const commerceAuthz: AuthzGroup = {
  name: 'commerce',
  async setup(api, owner) {
    const manager = await api.newUser({ manager: true });
    // Spending points needs the professional plan (spec 000 §6 gates AI points).
    await api.server.db.updateTable('users').set({ plan: 'PROFESSIONAL' }).where('id', '=', owner.id).execute();
    ok(await manager.client.repo('POST', '/v1/user-tokens/grants', { userUuid: owner.id, amount: 40, requestKey: `authz-${owner.id}` }));
    const consumed = ok(await owner.client.repo<{ entry: { id: string } }>('POST', '/v1/user-tokens/consume', { amount: 10, featureUuid: 'ai', userUuid: owner.id, requestKey: 'authz' }));
    const order = ok(await owner.client.repo<{ uuid: string; paymentNo: string }>('POST', '/v1/user-tokens/orders', { plan: 'points-100' }));
    return { orderUuid: order.uuid, paymentNo: order.paymentNo, pointEntryId: consumed.entry.id };
  },
  cases: {
    'GET /v1/subscriptions/orders/:uuid': (ids) => ({ method: 'GET', path: `/v1/subscriptions/orders/${ids.orderUuid}` }),
    'GET /v1/user-tokens/orders/confirm': (ids) => ({ method: 'GET', path: '/v1/user-tokens/orders/confirm', query: { paymentNo: ids.paymentNo } }),
    'POST /v1/user-tokens/consume': (ids) => ({ method: 'POST', path: '/v1/user-tokens/consume', body: { amount: 1, featureUuid: 'ai', userUuid: ids.userId } }),
    'POST /v1/user-tokens/grants': (ids) => ({ method: 'POST', path: '/v1/user-tokens/grants', body: { amount: 1, userUuid: ids.userId, requestKey: 'steal' } }),
    'POST /v1/user-tokens/refunds': (ids) => ({ method: 'POST', path: '/v1/user-tokens/refunds', body: { entryId: ids.pointEntryId } }),
    'GET /v1/trial-coupons/issuer/:issuer': (ids) => ({ method: 'GET', path: `/v1/trial-coupons/issuer/${ids.userId}` }),
    'GET /v1/trial-coupons/check': (ids) => ({ method: 'GET', path: '/v1/trial-coupons/check', query: { couponKey: 'TANY', userUuid: ids.userId } }),
    'POST /v1/trial-coupons/use': (ids) => ({ method: 'POST', path: '/v1/trial-coupons/use', body: { couponKey: 'TANY', userUuid: ids.userId } }),
    'POST /v1/vouchers/use': (ids) => ({ method: 'POST', path: '/v1/vouchers/use', body: { orderUuid: ids.orderUuid, originalAmount: 1000, userUuid: ids.userId, voucherKey: 'VANY' } }),
  },
  exempt: {
    'GET /v1/subscription-plans': catalogue,
    'GET /v1/subscription-plans/type/:type': catalogue,
    'GET /v1/subscription-plans/:id': catalogue,
    'GET /v1/user-tokens/packages': catalogue,
    'POST /v1/subscriptions/orders': own,
    'GET /v1/subscriptions/history': own,
    'GET /v1/user-tokens/remaining': own,
    'GET /v1/user-tokens/check': own,
    'GET /v1/user-tokens/orders': own,
    'POST /v1/user-tokens/orders': own,
    'GET /v1/user-tokens/entries': own,
    'GET /v1/vouchers/check': bearer,
    'GET /v1/vouchers/calculate': bearer,
    'GET /v1/vouchers/:key': bearer,
    'POST /v1/trial-coupons': managers,
    'POST /v1/vouchers': managers,
  },
  async verify(_api, owner, ids) {
    expect(ok(await owner.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(30);
    expect(ok(await owner.client.repo<{ status: string; voucherKey: string | null }>('GET', `/v1/subscriptions/orders/${ids.orderUuid}`))).toMatchObject({ status: 'pending', voucherKey: null });
  },
};
