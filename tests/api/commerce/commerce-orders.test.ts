import { expect, it } from 'vitest';
import { describeBackends, ok } from '../support/server.js';
import { grant, managerClient, notificationAcknowledged, notify, pressOnPayPage, sandboxSecret, signedNotification, type Order } from './commerce-helpers.js';

interface Current { planName: string; storageLimit: number; startAt: number | null; renewalAt: number | null; endAt: number | null }
const DAY = 24 * 60 * 60 * 1000;

describeBackends('commerce: plans, orders and the sandbox provider', (api) => {
  it('lists the seeded plans with prices in minor units', async () => {
    const user = await api.newUser();
    const plans = ok(await user.client.repo<{ uuid: string; name: string; monthlyPrice: number; annualPrice: number }[]>('GET', '/v1/subscription-plans'));
    expect(plans.map((p) => p.name)).toEqual(['FREE', 'PROFESSIONAL']);
    expect(plans[1]).toMatchObject({ uuid: 'plan-professional', monthlyPrice: 9900, annualPrice: 99000 });
    expect(ok(await user.client.repo<unknown[]>('GET', '/v1/subscription-plans/type/PROFESSIONAL'))).toHaveLength(1);
    expect((await user.client.repo('GET', '/v1/subscription-plans/nope')).status).toBe(404);
    expect((await user.client.repo('GET', '/v1/subscription-plans/type/GOLD')).status).toBe(400);
  });

  it('upgrades through the sandbox with a voucher; the period ends back on the free plan with nothing deleted', async () => {
    const manager = await managerClient(api);
    const [voucher] = ok(await manager.client.repo<{ voucherKey: string }[]>('POST', '/v1/vouchers', { kind: 'amount', value: 1900 }));
    const user = await api.newUser();
    const c = user.client;
    expect(ok(await c.repo<{ amount: number }>('GET', '/v1/vouchers/calculate', undefined, { originalAmount: 9900, voucherKey: voucher!.voucherKey })).amount).toBe(8000);
    const order = ok(await c.repo<Order>('POST', '/v1/subscriptions/orders', undefined, {
      planUuid: 'plan-professional', quantity: 1, subscriptionType: 'monthly', includeAiPackage: true, voucherKey: voucher!.voucherKey,
    }));
    expect(order).toMatchObject({ status: 'pending', originalAmount: 9900 + 2900, discount: 1900, amount: 10900, points: 1000 });
    // The voucher is bound to this order: no other order may take it.
    const other = await api.newUser();
    expect((await other.client.repo('POST', '/v1/subscriptions/orders', undefined, { planUuid: 'plan-professional', subscriptionType: 'monthly', voucherKey: voucher!.voucherKey })).status).toBe(400);

    expect(await pressOnPayPage(c, order, 'pay')).toBe('paid');
    await notificationAcknowledged(api, order.paymentNo);
    const current = ok(await c.repo<Current>('GET', '/v1/subscriptions/current'));
    expect(current).toMatchObject({ planName: 'PROFESSIONAL', storageLimit: 1000 });
    expect(current.renewalAt! - current.startAt!).toBeGreaterThanOrEqual(28 * DAY);
    expect(ok(await c.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(1000);
    const history = ok(await c.repo<{ rows: Order[]; periods: unknown[] }>('GET', '/v1/subscriptions/history'));
    expect(history.rows.map((r) => r.status)).toEqual(['paid']);
    expect(history.periods).toHaveLength(1);
    expect(ok(await c.repo<{ used: boolean }>('GET', `/v1/vouchers/${voucher!.voucherKey}`)).used).toBe(true);

    // A renewal starts where the running period ends.
    const renewal = ok(await c.repo<Order>('POST', '/v1/subscriptions/orders', undefined, { planUuid: 'plan-professional', subscriptionType: 'monthly' }));
    await pressOnPayPage(c, renewal, 'pay');
    await notificationAcknowledged(api, renewal.paymentNo);
    const renewed = ok(await c.repo<Current>('GET', '/v1/subscriptions/current'));
    expect(renewed.renewalAt).toBe(current.renewalAt);
    expect(renewed.endAt! - renewed.renewalAt!).toBeGreaterThanOrEqual(28 * DAY);

    // Past the end: back to free, orders and points kept; over the free quota, writes are refused.
    await api.server.db.updateTable('users').set({ used_bytes: 150 * 1024 * 1024 } as never).where('id', '=', user.id).execute();
    api.clock.advance(70 * DAY);
    await api.server.runJobs();
    const again = await api.login(user.username, user.password); // the session ended with the months
    const after = ok(await again.repo<Current & { overLimit: boolean }>('GET', '/v1/subscriptions/current'));
    expect(after).toMatchObject({ planName: 'FREE', storageLimit: 100, overLimit: true, startAt: null });
    expect(ok(await again.repo<{ rows: Order[] }>('GET', '/v1/subscriptions/history')).rows).toHaveLength(2);
    expect(ok(await again.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(1000);
    const write = await again.withLocale('en').repo('POST', '/repo/kf-project/createProject', { name: 'After the end' });
    expect([write.status, write.msg]).toEqual([413, 'Space usage is at the maximum.']);
    api.clock.advance(-70 * DAY);
  });

  it('a failed and an expired payment grant nothing and free the voucher', async () => {
    const manager = await managerClient(api);
    const [voucher] = ok(await manager.client.repo<{ voucherKey: string }[]>('POST', '/v1/vouchers', { kind: 'percent', value: 50 }));
    const user = await api.newUser();
    const failed = ok(await user.client.repo<Order>('POST', '/v1/user-tokens/orders', { plan: 'points-100', voucherKey: voucher!.voucherKey }));
    expect(failed.amount).toBe(500);
    expect(await pressOnPayPage(user.client, failed, 'fail')).toBe('closed');
    expect(ok(await user.client.repo<Order>('GET', '/v1/user-tokens/orders/confirm', undefined, { paymentNo: failed.paymentNo })).status).toBe('closed');
    expect(ok(await user.client.repo<{ reserved: boolean }>('GET', `/v1/vouchers/${voucher!.voucherKey}`)).reserved).toBe(false);

    const late = ok(await user.client.repo<Order>('POST', '/v1/user-tokens/orders', { plan: 'points-500', voucherKey: voucher!.voucherKey }));
    api.clock.advance(31 * 60 * 1000);
    expect(await pressOnPayPage(user.client, late, 'pay').catch(() => 'refused')).not.toBe('paid');
    await api.server.runJobs();
    expect(ok(await user.client.repo<Order>('GET', `/v1/subscriptions/orders/${late.uuid}`)).status).toBe('expired');
    api.clock.advance(-31 * 60 * 1000);
    expect(ok(await user.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(0);
    expect(ok(await user.client.repo<{ reserved: boolean; used: boolean }>('GET', `/v1/vouchers/${voucher!.voucherKey}`))).toMatchObject({ reserved: false, used: false });
  });

  it('verifies notifications: bad signature, unknown order, wrong amount refused; ten identical ones grant once', async () => {
    const user = await api.newUser();
    const order = ok(await user.client.repo<Order>('POST', '/v1/user-tokens/orders', { plan: 'points-500' }));
    const secret = await sandboxSecret(api);
    const forged = signedNotification('not-the-key', { paymentNo: order.paymentNo, amount: order.amount });
    expect((await notify(api, forged)).status).toBe(400);
    expect((await notify(api, { ...signedNotification(secret, { paymentNo: order.paymentNo, amount: order.amount }), amount: 1 })).status).toBe(400);
    expect((await notify(api, signedNotification(secret, { paymentNo: 'P-unknown', amount: order.amount }))).status).toBe(404);
    expect((await notify(api, signedNotification(secret, { paymentNo: order.paymentNo, amount: order.amount - 1 }))).status).toBe(400);
    expect((await notify(api, signedNotification(secret, { paymentNo: order.paymentNo, amount: order.amount, currency: 'USD' }))).status).toBe(400);
    expect((await api.anon.repo('POST', '/v1/payments/notify/other', {})).status).toBe(404);
    expect(ok(await user.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(0);

    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => notify(api, signedNotification(secret, { paymentNo: order.paymentNo, amount: order.amount, notifyId: `n${i}` }))));
    expect(replies.map((r) => r.code)).toEqual(Array(10).fill(0));
    expect(ok(await user.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(500);
    const entries = ok(await user.client.repo<{ rows: { kind: string }[] }>('GET', '/v1/user-tokens/entries'));
    expect(entries.rows.map((e) => e.kind)).toEqual(['purchase']);
  });

  it('keeps orders, points and coupons to their owner; coupon and voucher creation is for managers', async () => {
    const manager = await managerClient(api);
    const owner = await api.newUser();
    const stranger = await api.newUser();
    await grant(manager.client, owner.id, 50, 'k1');
    const order = ok(await owner.client.repo<Order>('POST', '/v1/user-tokens/orders', { plan: 'points-100' }));
    const s = stranger.client;
    expect((await s.repo('GET', `/v1/subscriptions/orders/${order.uuid}`)).status).toBe(404);
    expect((await s.repo('GET', '/v1/user-tokens/orders/confirm', undefined, { paymentNo: order.paymentNo })).status).toBe(404);
    expect((await s.repo('POST', '/v1/user-tokens/consume', { amount: 1, featureUuid: 'ai', userUuid: owner.id })).status).toBe(403);
    expect((await s.repo('POST', '/v1/user-tokens/grants', { userUuid: stranger.id, amount: 10, requestKey: 'x' })).status).toBe(403);
    expect((await s.repo('POST', '/v1/user-tokens/refunds', { entryId: 'x' })).status).toBe(403);
    expect((await s.repo('POST', '/v1/trial-coupons', { planUuid: 'plan-professional', days: 7 })).status).toBe(403);
    expect((await s.repo('POST', '/v1/vouchers', { kind: 'amount', value: 100 })).status).toBe(403);
    expect((await s.repo('GET', `/v1/trial-coupons/issuer/${manager.id}`)).status).toBe(403);
    expect((await s.repo('GET', '/v1/trial-coupons/check', undefined, { couponKey: 'T1', userUuid: owner.id })).status).toBe(403);
    expect((await s.repo('POST', '/v1/trial-coupons/use', { couponKey: 'T1', userUuid: owner.id })).status).toBe(403);
    expect((await s.repo('POST', '/v1/vouchers/use', { orderUuid: order.uuid, originalAmount: 1000, userUuid: owner.id, voucherKey: 'V1' })).status).toBe(403);
    expect((await s.repo('POST', '/v1/vouchers/use', { orderUuid: order.uuid, originalAmount: 1000, userUuid: stranger.id, voucherKey: 'V1' })).status).toBe(404);
    expect(ok(await s.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(0);
    expect(ok(await s.repo<{ rows: unknown[] }>('GET', '/v1/user-tokens/orders')).rows).toHaveLength(0);
    expect(ok(await owner.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining).toBe(50);
    expect((await api.anon.repo('GET', '/v1/user-tokens/remaining')).status).toBe(401);
  });

  it('trial coupons: once per user, used up, expired; the code exchange gives days of the plan', async () => {
    const manager = await managerClient(api);
    const coupons = ok(await manager.client.repo<{ couponKey: string }[]>('POST', '/v1/trial-coupons', { planUuid: 'plan-professional', days: 7, maxUses: 2, count: 2 }));
    expect(ok(await manager.client.repo<unknown[]>('GET', `/v1/trial-coupons/issuer/${manager.id}`))).toHaveLength(2);
    const key = coupons[0]!.couponKey;
    const a = await api.newUser();
    const check = ok(await a.client.repo<{ valid: boolean; days: number }>('GET', '/v1/trial-coupons/check', undefined, { couponKey: key, userUuid: a.id }));
    expect(check).toMatchObject({ valid: true, days: 7 });
    const uses = await Promise.all([0, 1, 2].map(() => a.client.withLocale('en').repo('POST', '/v1/trial-coupons/use', { couponKey: key.toLowerCase(), userUuid: a.id })));
    expect(uses.filter((u) => u.code === 0)).toHaveLength(1);
    expect(uses.find((u) => u.code !== 0)?.msg).toBe('You have already used this code.');
    expect(ok(await a.client.repo<Current>('GET', '/v1/subscriptions/current')).planName).toBe('PROFESSIONAL');
    const b = await api.newUser();
    ok(await b.client.repo('POST', '/v1/trial-coupons/use', { couponKey: key, userUuid: b.id }));
    const c = await api.newUser();
    expect((await c.client.withLocale('en').repo('POST', '/v1/trial-coupons/use', { couponKey: key, userUuid: c.id })).msg).toBe('This code has been used up.');
    expect((await c.client.repo('POST', '/v1/trial-coupons/use', { couponKey: 'TNOPE', userUuid: c.id })).status).toBe(404);
    const [expiring] = ok(await manager.client.repo<{ couponKey: string }[]>('POST', '/v1/trial-coupons', { planUuid: 'plan-professional', days: 7, expiresAt: api.clock.now() + 1000 }));
    api.clock.advance(2000);
    expect((await c.client.withLocale('zh-CN').repo('POST', '/v1/trial-coupons/use', { couponKey: expiring!.couponKey, userUuid: c.id })).msg).toBe('该兑换码已过期。');
  });
});
