import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeBackends, ok, type ApiClient } from '../support/server.js';
import { grant, managerClient, notify, sandboxSecret, signedNotification, type Order } from './commerce-helpers.js';

interface Moved { entry: { id: string; amount: number; kind: string }; remaining: number; replayed: boolean }
interface Entries { rows: { amount: number; kind: string }[]; pageInfo: { totalRows: number }; remaining: number }

async function ledgerSum(client: ApiClient): Promise<{ sum: number; remaining: number }> {
  const page = ok(await client.repo<Entries>('GET', '/v1/user-tokens/entries', undefined, { pageSize: 100 }));
  expect(page.pageInfo.totalRows).toBeLessThanOrEqual(100);
  return { sum: page.rows.reduce((s, e) => s + e.amount, 0), remaining: page.remaining };
}

describeBackends('commerce: the AI points ledger', (api) => {
  it('consumes once per request key, refuses going below zero with the catalogue\'s message, refunds once', async () => {
    const manager = await managerClient(api);
    const user = await api.newUser({ plan: 'PROFESSIONAL' });
    const c = user.client.withLocale('en');
    expect(ok(await c.repo('GET', '/v1/user-tokens/check', undefined, { amount: 20 }))).toEqual({ amount: 20, remaining: 0, enough: false });
    const refused = await c.repo('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-image', userUuid: user.id, requestKey: 'r0' });
    expect([refused.status, refused.code, refused.msg]).toEqual([402, 405, 'Not enough points. Please recharge first.']);
    expect((await user.client.withLocale('zh-TW').repo('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai', userUuid: user.id })).msg).toBe('點數不足，請先儲值。');
    await grant(manager.client, user.id, 50, 'g1');
    await grant(manager.client, user.id, 50, 'g1'); // the same grant twice is one
    const first = ok(await c.repo<Moved>('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-image', userUuid: user.id, requestKey: 'r1' }));
    const again = ok(await c.repo<Moved>('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-image', userUuid: user.id, requestKey: 'r1' }));
    expect([first.remaining, again.replayed, again.entry.id]).toEqual([30, true, first.entry.id]);
    const header = await c.raw('POST', '/cloud/api/v1/user-tokens/consume', {
      body: JSON.stringify({ amount: 5, featureUuid: 'ai', userUuid: user.id }), headers: { 'content-type': 'application/json', 'idempotency-key': 'h1', Authentication: user.client.token! },
    });
    const headerAgain = await c.raw('POST', '/cloud/api/v1/user-tokens/consume', {
      body: JSON.stringify({ amount: 5, featureUuid: 'ai', userUuid: user.id }), headers: { 'content-type': 'application/json', 'idempotency-key': 'h1', Authentication: user.client.token! },
    });
    expect([header.code, (headerAgain.data as Moved).replayed]).toEqual([0, true]);
    const reused = await c.repo('POST', '/v1/user-tokens/consume', { amount: 7, featureUuid: 'ai-image', userUuid: user.id, requestKey: 'r1' });
    expect(reused.status).toBe(409);
    const refund = ok(await manager.client.repo<Moved>('POST', '/v1/user-tokens/refunds', { entryId: first.entry.id }));
    const refundAgain = ok(await manager.client.repo<Moved>('POST', '/v1/user-tokens/refunds', { entryId: first.entry.id }));
    expect([refund.remaining, refundAgain.replayed]).toEqual([45, true]);
    expect((await manager.client.repo('POST', '/v1/user-tokens/refunds', { entryId: refund.entry.id })).status).toBe(404);
    expect(await ledgerSum(c)).toEqual({ sum: 45, remaining: 45 });
  });

  it('spending points is the professional plan\'s: a free user (or a manager for one) is refused with the upgrade message and nothing moves', async () => {
    const manager = await managerClient(api);
    const user = await api.newUser();
    await grant(manager.client, user.id, 100, 'gate');
    const c = user.client.withLocale('en');
    const refused = await c.repo('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-image', userUuid: user.id, requestKey: 'g1' });
    expect([refused.status, refused.code, refused.msg, refused.body?.upgrade]).toEqual([403, 405, 'No permission at the moment, you can upgrade your subscription plan', true]);
    const forUser = await manager.client.repo('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-image', userUuid: user.id, requestKey: 'g2' });
    expect([forUser.status, forUser.body?.upgrade]).toEqual([403, true]);
    expect(await ledgerSum(c)).toEqual({ sum: 100, remaining: 100 });
    // The check before consumption still answers (it spends nothing).
    expect(ok(await c.repo('GET', '/v1/user-tokens/check', undefined, { amount: 20 }))).toEqual({ amount: 20, remaining: 100, enough: true });
    // A trial code of the professional plan opens the gate; the same request key now spends once.
    const coupon = ok(await manager.client.repo<{ couponKey: string }[]>('POST', '/v1/trial-coupons', { planUuid: 'plan-professional', days: 7 }))[0]!;
    ok(await c.repo('POST', '/v1/trial-coupons/use', { couponKey: coupon.couponKey, userUuid: user.id }));
    const spent = ok(await c.repo<Moved>('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai-image', userUuid: user.id, requestKey: 'g1' }));
    expect([spent.remaining, spent.replayed]).toEqual([80, false]);
  });

  it('1,000 points, 60 concurrent consumes of 20: exactly 50 succeed and the balance ends at 0', async () => {
    const manager = await managerClient(api);
    const user = await api.newUser({ plan: 'PROFESSIONAL' });
    await grant(manager.client, user.id, 1000, 'big');
    const replies = await Promise.all(Array.from({ length: 60 }, (_, i) =>
      user.client.repo('POST', '/v1/user-tokens/consume', { amount: 20, featureUuid: 'ai', userUuid: user.id, requestKey: `c${i}` })));
    expect(replies.filter((r) => r.code === 0)).toHaveLength(50);
    expect(replies.filter((r) => r.status === 402)).toHaveLength(10);
    expect(ok(await user.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(0);
  });

  it('model: any sequence of grants, purchases, consumes and refunds keeps balance = sum of entries ≥ 0', async () => {
    const manager = await managerClient(api);
    const secret = await sandboxSecret(api);
    type Step = { op: 'grant'; amount: number } | { op: 'consume'; amount: number; key: number } | { op: 'refund'; pick: number } | { op: 'purchase' };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ op: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 200 }) }),
      fc.record({ op: fc.constant('consume' as const), amount: fc.integer({ min: 1, max: 150 }), key: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ op: fc.constant('refund' as const), pick: fc.nat() }),
      fc.record({ op: fc.constant('purchase' as const) }),
    );
    let run = 0;
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      const user = await api.newUser({ plan: 'PROFESSIONAL' });
      const tag = `m${run++}`;
      let model = 0;
      const consumes = new Map<number, { id: string; amount: number; refunded: boolean }>();
      const consumeIds: { id: string; amount: number; refunded: boolean }[] = [];
      for (const [i, s] of steps.entries()) {
        if (s.op === 'grant') {
          await grant(manager.client, user.id, s.amount, `${tag}-${i}`);
          model += s.amount;
        } else if (s.op === 'purchase') {
          const order = ok(await user.client.repo<Order>('POST', '/v1/user-tokens/orders', { plan: 'points-100' }));
          expect((await notify(api, signedNotification(secret, { paymentNo: order.paymentNo, amount: order.amount }))).code).toBe(0);
          model += 100;
        } else if (s.op === 'consume') {
          const reply = await user.client.repo<Moved>('POST', '/v1/user-tokens/consume', { amount: s.amount, featureUuid: 'f', userUuid: user.id, requestKey: `${tag}-k${s.key}` });
          const earlier = consumes.get(s.key);
          if (earlier) expect(reply.code === 0 ? reply.data.replayed : reply.status).toBe(earlier.amount === s.amount ? true : 409);
          else if (model >= s.amount) {
            const entry = ok(reply).entry;
            const record = { id: entry.id, amount: s.amount, refunded: false };
            consumes.set(s.key, record);
            consumeIds.push(record);
            model -= s.amount;
          } else expect(reply.status).toBe(402);
        } else if (consumeIds.length > 0) {
          const target = consumeIds[s.pick % consumeIds.length]!;
          const moved = ok(await manager.client.repo<Moved>('POST', '/v1/user-tokens/refunds', { entryId: target.id }));
          expect(moved.replayed).toBe(target.refunded);
          if (!target.refunded) model += target.amount;
          target.refunded = true;
        }
        const { sum, remaining } = await ledgerSum(user.client);
        expect(remaining).toBe(model);
        expect(sum).toBe(model);
        expect(remaining).toBeGreaterThanOrEqual(0);
      }
    }), { numRuns: 10, seed: 32 });
  });

  it('refuses generated bad input with a 400 and moves nothing', async () => {
    const user = await api.newUser();
    const manager = await managerClient(api);
    await grant(manager.client, user.id, 10, 'fuzz');
    const badAmount = fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 1_000_001 }), fc.double({ noInteger: true }), fc.string({ maxLength: 5 }), fc.constant(null));
    const bodies = fc.sample(fc.oneof(
      fc.record({ amount: badAmount, featureUuid: fc.constant('f'), userUuid: fc.constant(user.id) }),
      fc.record({ amount: fc.constant(1), featureUuid: fc.oneof(fc.constant(''), fc.string({ minLength: 129, maxLength: 200 })), userUuid: fc.constant(user.id) }),
      fc.record({ amount: fc.constant(1), featureUuid: fc.constant('f'), userUuid: fc.constant(user.id), requestKey: fc.oneof(fc.constant(''), fc.string({ minLength: 129, maxLength: 300 })) }),
    ), { numRuns: 25, seed: 7 });
    for (const body of bodies) expect((await user.client.repo('POST', '/v1/user-tokens/consume', body)).status, JSON.stringify(body)).toBe(400);
    const queries = fc.sample(fc.record({
      planUuid: fc.oneof(fc.constant(''), fc.string({ minLength: 129, maxLength: 150 }), fc.constant('plan-professional')),
      subscriptionType: fc.oneof(fc.constant('weekly'), fc.constant('')),
      quantity: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 37 }), fc.constant('x')),
    }), { numRuns: 15, seed: 9 });
    for (const query of queries) expect((await user.client.repo('POST', '/v1/subscriptions/orders', undefined, query)).status, JSON.stringify(query)).toBe(400);
    for (const q of fc.sample(fc.record({ originalAmount: fc.oneof(fc.integer({ max: -1 }), fc.integer({ min: 1_000_000_001 }), fc.constant('1e3x')), voucherKey: fc.string({ minLength: 65, maxLength: 80 }) }), { numRuns: 10, seed: 3 })) {
      expect((await user.client.repo('GET', '/v1/vouchers/calculate', undefined, q)).status).toBe(400);
    }
    expect((await manager.client.repo('POST', '/v1/vouchers', { kind: 'percent', value: 101 })).status).toBe(400);
    expect((await manager.client.repo('POST', '/v1/trial-coupons', { planUuid: 'plan-professional', days: 0 })).status).toBe(400);
    expect(ok(await user.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(10);
  });
});
