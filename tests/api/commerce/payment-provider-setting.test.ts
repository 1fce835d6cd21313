import { describe, expect, it } from 'vitest';
import { paymentProviderOf } from '../../../host/server/config.js';
import { describeBackends, ok } from '../support/server.js';
import { managerClient, notificationAcknowledged, notify, signedNotification, type Order } from './commerce-helpers.js';

describe('PAYMENT_PROVIDER', () => {
  it('defaults to the sandbox only for the local demo start, and refuses an unknown value', () => {
    expect(paymentProviderOf({})).toBe('sandbox'); // npm start: demo seeded, 127.0.0.1
    expect(paymentProviderOf({ HOST: 'localhost' })).toBe('sandbox');
    expect(paymentProviderOf({ HOST: '0.0.0.0' })).toBe('none');
    expect(paymentProviderOf({ HOST: '10.0.0.5' })).toBe('none');
    expect(paymentProviderOf({ SEED_DEMO: '0' })).toBe('none');
    expect(paymentProviderOf({ TRUST_PROXY: '1' })).toBe('none');
    expect(paymentProviderOf({ HOST: '0.0.0.0', PAYMENT_PROVIDER: 'sandbox' })).toBe('sandbox');
    expect(paymentProviderOf({ PAYMENT_PROVIDER: ' None ' })).toBe('none');
    expect(() => paymentProviderOf({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/PAYMENT_PROVIDER/);
  });
});

describeBackends('commerce: PAYMENT_PROVIDER=none', (api) => {
  it('refuses orders that cost money, serves no sandbox page and takes no sandbox notification', async () => {
    const user = await api.newUser();
    const c = user.client;
    const order = await c.repo('POST', '/v1/subscriptions/orders', undefined, { planUuid: 'plan-professional', subscriptionType: 'monthly' });
    expect(order.status).toBe(503);
    expect(order.msg).toBe('此服务器未开通在线支付。请使用兑换码，或联系管理员。'); // the default language
    expect((await c.repo('POST', '/v1/user-tokens/orders', { plan: 'points-100' })).status).toBe(503);
    const history = ok(await c.repo<{ rows: Order[] }>('GET', '/v1/subscriptions/history'));
    expect(history.rows).toHaveLength(0);

    expect((await c.raw('GET', `${api.server.config.apiContext}/sandbox-pay/anything`)).status).toBe(404);
    expect((await c.raw('POST', `${api.server.config.apiContext}/sandbox-pay/anything/pay`)).status).toBe(404);
    const forged = await notify(api, signedNotification('a merchant key', { paymentNo: 'P1', amount: 9900 }));
    expect(forged.status).toBe(404);
    expect(ok(await c.repo<{ planName: string }>('GET', '/v1/subscriptions/current')).planName).toBe('FREE');
  });

  it('still lets a voucher that covers the whole price buy the plan, and the refused order leaves the voucher free', async () => {
    const manager = await managerClient(api);
    const [voucher] = ok(await manager.client.repo<{ voucherKey: string }[]>('POST', '/v1/vouchers', { kind: 'percent', value: 100 }));
    const [half] = ok(await manager.client.repo<{ voucherKey: string }[]>('POST', '/v1/vouchers', { kind: 'percent', value: 50 }));
    const user = await api.newUser();
    const c = user.client;
    const refused = await c.repo('POST', '/v1/subscriptions/orders', undefined, { planUuid: 'plan-professional', subscriptionType: 'monthly', voucherKey: half!.voucherKey });
    expect(refused.status).toBe(503);
    const halfAfter = ok(await c.repo<{ used: boolean; reserved: boolean }>('GET', `/v1/vouchers/${half!.voucherKey}`));
    expect(halfAfter).toMatchObject({ used: false, reserved: false });

    const free = ok(await c.repo<Order>('POST', '/v1/subscriptions/orders', undefined, { planUuid: 'plan-professional', subscriptionType: 'monthly', voucherKey: voucher!.voucherKey }));
    expect(free).toMatchObject({ status: 'paid', amount: 0 });
    expect(ok(await c.repo<{ planName: string }>('GET', '/v1/subscriptions/current')).planName).toBe('PROFESSIONAL');
  });
}, () => ({ paymentProvider: 'none' }));

describeBackends('commerce: the sandbox pay page in a browser', (api) => {
  it('its buttons post an HTML form; every other call still refuses a form body (415)', async () => {
    const user = await api.newUser();
    const c = user.client;
    const order = ok(await c.repo<Order>('POST', '/v1/subscriptions/orders', undefined, { planUuid: 'plan-professional', subscriptionType: 'monthly' }));
    const form = { body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } };
    const paid = await c.raw('POST', `${order.payUrl!}/pay`, form);
    expect(paid.status).toBe(200);
    expect(paid.bytes.toString()).toContain('data-status="paid"');
    expect(paid.bytes.toString()).toContain(`href="/subscription/result/${order.uuid}"`);
    await notificationAcknowledged(api, order.paymentNo);
    const refused = await c.raw('POST', `${api.server.config.apiContext}/api/v1/user-tokens/orders`, { body: 'plan=points-100', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(refused.status).toBe(415);
  });
});
