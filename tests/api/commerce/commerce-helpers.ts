// Helpers of the commerce API tests: pay on the sandbox's hosted page, sign a notification as the provider does.
import { expect, vi } from 'vitest';
import { signFields } from '../../../host/server/modules/commerce/sandbox/notification-signature.js';
import { ok, type ApiClient, type TestApi } from '../support/server.js';

/** An order as the API answers it. */
export interface Order { uuid: string; status: string; amount: number; originalAmount: number; discount: number; paymentNo: string; payUrl: string | null; points: number; currency: string }

/** Press a button of the hosted pay page ('pay' or 'fail'); returns the state the page then shows. */
export async function pressOnPayPage(client: ApiClient, order: Order, button: 'pay' | 'fail'): Promise<string> {
  const page = await client.raw('GET', order.payUrl!);
  expect(page.bytes.toString()).toContain(`id="sandbox-${button}"`);
  const after = await client.raw('POST', `${order.payUrl!}/${button}`);
  return /data-status="(\w+)"/.exec(after.bytes.toString())?.[1] ?? 'none';
}

/** Wait until the sandbox's notification about a payment was acknowledged by our notify endpoint. */
export async function notificationAcknowledged(api: TestApi, paymentNo: string): Promise<void> {
  await vi.waitFor(async () => {
    const row = await api.server.db.selectFrom('sandbox_payments').select('notified_at').where('payment_no', '=', paymentNo).executeTakeFirstOrThrow();
    expect(row.notified_at).not.toBeNull();
  }, { timeout: 10_000, interval: 20 });
}

/** The provider's signing key (a merchant holds it; here it is read where the server keeps it). */
export async function sandboxSecret(api: TestApi): Promise<string> {
  await notify(api, signedNotification('any', { paymentNo: 'none', amount: 1 })); // the key is made on first use
  const row = await api.server.db.selectFrom('meta').select('value').where('key', '=', 'sandbox-payment-secret').executeTakeFirst();
  if (row) return row.value;
  throw new Error('no sandbox secret');
}

/** A notification body signed with `secret`. */
export function signedNotification(secret: string, fields: { paymentNo: string; amount: number; currency?: string; notifyId?: string }): Record<string, string | number> {
  const body = { paymentNo: fields.paymentNo, amount: fields.amount, currency: fields.currency ?? 'CNY', status: 'paid', paidAt: 1, notifyId: fields.notifyId ?? 'n1' };
  return { ...body, sign: signFields(body, secret) };
}

/** Post a notification to the notify endpoint, as a provider would (no session). */
export function notify(api: TestApi, body: unknown) {
  return api.anon.repo<{ status: string }>('POST', '/v1/payments/notify/sandbox', body);
}

/** A manager's client. */
export async function managerClient(api: TestApi) {
  return api.newUser({ manager: true });
}

/** Give a user points (as a manager). */
export async function grant(manager: ApiClient, userUuid: string, amount: number, requestKey: string): Promise<void> {
  ok(await manager.repo('POST', '/v1/user-tokens/grants', { userUuid, amount, requestKey }));
}
