// Commerce figures (issue 32): 1,000 concurrent consumes of 1 point against a balance of 500 (exactly 500 succeed,
// the balance ends at 0, never below), and the same signed payment notification delivered 10 times concurrently
// (grants once). SQLite always; PostgreSQL when DATABASE_URL is set.
import { loadavg } from 'node:os';
import { backends, ok, TestApi, type Backend } from '../api/support/server.js';
import { notify, sandboxSecret, signedNotification, type Order } from '../api/commerce/commerce-helpers.js';

async function benchBackend(backend: Backend): Promise<void> {
  const api = new TestApi(backend);
  await api.start();
  try {
    const manager = await api.newUser({ manager: true });
    const user = await api.newUser({ plan: 'PROFESSIONAL' }); // spending points is the professional plan's
    ok(await manager.client.repo('POST', '/v1/user-tokens/grants', { userUuid: user.id, amount: 500, requestKey: 'bench' }));
    let lowest = Infinity;
    let resent = 0;
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 1000 }, async (_, i) => {
      const body = { amount: 1, featureUuid: 'ai-image', userUuid: user.id, requestKey: `b${i}` };
      // 1,000 connections at once can overflow the listen queue of a loaded machine (ECONNRESET): a client sends the
      // consume again with the same request key, which the ledger answers once (a replay is counted as one success).
      for (let attempt = 0; ; attempt++) {
        try {
          const reply = await user.client.repo<{ remaining: number }>('POST', '/v1/user-tokens/consume', body);
          if (reply.code === 0) lowest = Math.min(lowest, reply.data.remaining);
          return reply;
        } catch (error) {
          if (attempt >= 5) throw error;
          resent++;
          await new Promise((resolve) => setTimeout(resolve, 50 * (attempt + 1)));
        }
      }
    }));
    const ms = performance.now() - started;
    const succeeded = replies.filter((r) => r.code === 0).length;
    const refused = replies.filter((r) => r.status === 402).length;
    const remaining = ok(await user.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining;
    console.log(`[${backend}] 1,000 concurrent consumes of 1 against 500 points: ${succeeded} succeeded, ${refused} refused 'not enough points', ` +
      `balance ${remaining} (lowest seen ${lowest}) in ${ms.toFixed(0)} ms (${(1000 / (ms / 1000)).toFixed(0)} consumes/s; ${resent} sent again after a reset connection)`);
    const consumes = await api.server.db.selectFrom('point_entries').select('id').where('user_id', '=', user.id).where('kind', '=', 'consume').execute();
    if (succeeded !== 500 || remaining !== 0 || refused !== 500 || consumes.length !== 500) throw new Error('the ledger let through a wrong number of consumes');

    const secret = await sandboxSecret(api);
    const order = ok(await user.client.repo<Order>('POST', '/v1/user-tokens/orders', { plan: 'points-100' }));
    const t0 = performance.now();
    const notices = await Promise.all(Array.from({ length: 10 }, (_, i) => notify(api, signedNotification(secret, { paymentNo: order.paymentNo, amount: order.amount, notifyId: `d${i}` }))));
    const noticeMs = performance.now() - t0;
    const purchases = await api.server.db.selectFrom('point_entries').select('id').where('user_id', '=', user.id).where('kind', '=', 'purchase').execute();
    const after = ok(await user.client.repo<{ remaining: number }>('GET', '/v1/user-tokens/remaining')).remaining;
    console.log(`[${backend}] 10 concurrent identical notifications: ${notices.filter((n) => n.code === 0).length} acknowledged, ${purchases.length} purchase entry, ` +
      `balance ${after} in ${noticeMs.toFixed(0)} ms`);
    if (purchases.length !== 1 || after !== 100) throw new Error('a notification granted more than once');
  } finally {
    await api.stop();
  }
}

/** Runs the commerce figures on every backend. */
export default async function commerceBench(): Promise<void> {
  console.log(`machine load ${loadavg().map((n) => n.toFixed(2)).join(', ')}`);
  for (const backend of backends()) await benchBackend(backend);
}
