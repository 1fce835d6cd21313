import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, registerThroughApi } from './support/accounts.js';
import { signIn } from './support/session.js';
import { seriousAxeViolations } from './support/axe.js';

// The commercial side through the screens a user touches (docs/commerce.md "Screens"): a free user whose storage is
// full follows the Upgrade link, checks out the professional plan with a voucher, pays on the sandbox provider's page,
// comes back to the result page, sees the plan and the order; a failed payment for points grants nothing; a trial code
// is redeemed; the points bought with the plan's AI package show in the ledger, and a spend of them. One page for every step.

const SHOTS = process.env.E2E_SHOTS_DIR;
const MB = 1024 * 1024;

/** Change a user's row in the server's database (the test's stand-ins for a full disk and a manager flag). */
function setUser(username: string, column: 'used_bytes' | 'manager', value: number): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see tests/e2e/playwright.config.ts)');
  const db = new Database(join(dataDir, 'platform.sqlite'), { fileMustExist: true, timeout: 10_000 });
  try {
    if (db.prepare(`UPDATE users SET ${column} = ? WHERE username = ?`).run(value, username).changes !== 1) throw new Error(`No user ${username}`);
  } finally {
    db.close();
  }
}

/** Move a payment's deadline into the past, in our orders and at the sandbox provider (the stand-in for 30 minutes passing). */
function letPaymentExpire(paymentNo: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see tests/e2e/playwright.config.ts)');
  const db = new Database(join(dataDir, 'platform.sqlite'), { fileMustExist: true, timeout: 10_000 });
  try {
    const past = Date.now() - 1000;
    const orders = db.prepare('UPDATE commerce_orders SET expires_at = ? WHERE payment_no = ? AND status = ?').run(past, paymentNo, 'pending').changes;
    const payments = db.prepare('UPDATE sandbox_payments SET expires_at = ? WHERE payment_no = ? AND status = ?').run(past, paymentNo, 'pending').changes;
    if (orders !== 1 || payments !== 1) throw new Error(`No pending payment ${paymentNo}`);
  } finally {
    db.close();
  }
}

/** A manager makes a voucher of 19.00 off and a 30-day trial code of the professional plan. */
async function managerCodes(request: APIRequestContext): Promise<{ voucher: string; coupon: string }> {
  const manager = await registerThroughApi(request, 'mgr');
  setUser(manager.username, 'manager', 1);
  const headers = { Authentication: await apiToken(request, manager) };
  const vouchers = await (await request.post('/cloud/api/v1/vouchers', { headers, data: { kind: 'amount', value: 1900 } })).json() as { code: number; data: { voucherKey: string }[] };
  const coupons = await (await request.post('/cloud/api/v1/trial-coupons', { headers, data: { planUuid: 'plan-professional', days: 30 } })).json() as { code: number; data: { couponKey: string }[] };
  expect([vouchers.code, coupons.code]).toEqual([0, 0]);
  return { voucher: vouchers.data[0]!.voucherKey, coupon: coupons.data[0]!.couponKey };
}

test('a free user upgrades through the sandbox with a voucher, sees the order, a failed payment grants nothing, a code is redeemed', async ({ page }) => {
  const codes = await managerCodes(page.request);
  const user = await registerThroughApi(page.request, 'buyer');
  setUser(user.username, 'used_bytes', 100 * MB); // the free plan's 100 MB are used up
  const session = await signIn(page, user, { locale: 'en' });

  // The gate: my files says the space is used up and offers the upgrade.
  await page.goto('/myFiles');
  await expect(page.getByTestId('space-full')).toContainText('Space usage at maximum');
  await page.getByTestId('space-upgrade').click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByTestId('commerce-plan')).toHaveAttribute('data-plan', 'FREE');
  // Spending AI points is the professional plan's: the free user's spend is refused with the upgrade message.
  const freeSpend = await page.request.post('/cloud/api/v1/user-tokens/consume', {
    headers: { Authentication: session.token, 'Accept-Language': 'en' }, data: { amount: 20, featureUuid: 'ai-generation', userUuid: session.user.userId },
  });
  expect(freeSpend.status()).toBe(403);
  expect(await freeSpend.json()).toMatchObject({ code: 405, msg: 'No permission at the moment, you can upgrade your subscription plan', upgrade: true });

  // Checkout: monthly with the AI package, the voucher priced before paying.
  const checkout = page.getByTestId('plan-PROFESSIONAL').getByTestId('checkout');
  await checkout.getByTestId('ai-package').check();
  await expect(checkout.getByTestId('checkout-total')).toHaveText('CN¥128.00');
  await checkout.getByTestId('voucher-input').fill('NOT-A-VOUCHER');
  await checkout.getByTestId('voucher-apply').click();
  await expect(checkout.getByTestId('voucher-error')).toBeVisible();
  await checkout.getByTestId('voucher-input').fill(codes.voucher);
  await checkout.getByTestId('voucher-apply').click();
  await expect(checkout.getByTestId('checkout-discount')).toHaveText('−CN¥19.00');
  await expect(checkout.getByTestId('checkout-total')).toHaveText('CN¥109.00');
  expect(await seriousAxeViolations(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'commerce-checkout-en.png'), fullPage: true });
  await checkout.getByTestId('checkout-pay').click();

  // The provider's hosted page: pay, then back to our result page.
  await expect(page.locator('#sandbox-status')).toHaveAttribute('data-status', 'pending');
  await expect(page.locator('.amount')).toContainText('109.00');
  await page.locator('#sandbox-pay').click();
  await expect(page.locator('#sandbox-status')).toHaveAttribute('data-status', 'paid');
  await page.locator('#sandbox-back').click();
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-status', 'paid');
  await expect(page.getByTestId('result-plan')).toContainText('Professional');
  await expect(page.getByTestId('commerce-plan')).toHaveAttribute('data-plan', 'PROFESSIONAL');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'commerce-result-en.png'), fullPage: true });

  // The history shows the paid order with its voucher.
  await page.getByTestId('result-orders').click();
  const paidRow = page.getByTestId('order-row').filter({ has: page.locator('[data-status="paid"]') });
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow).toContainText('CN¥109.00');
  await expect(paidRow).toContainText('voucher −CN¥19.00');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Points: the AI package's 1,000 are in the ledger; a failed payment for a package grants nothing.
  await page.getByTestId('commerce-tab-points').click();
  await expect(page.getByTestId('points-balance')).toHaveText('1000');
  await expect(page.getByTestId('point-entry')).toHaveCount(1);
  await page.getByTestId('package-points-100').getByTestId('package-buy').click();
  await page.locator('#sandbox-fail').click();
  await expect(page.locator('#sandbox-status')).toHaveAttribute('data-status', 'closed');
  await page.locator('#sandbox-back').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'closed');
  await page.getByTestId('commerce-tab-points').click();
  await expect(page.getByTestId('points-balance')).toHaveText('1000');
  // An expired payment grants nothing: a package's payment left pending past its time cannot be paid, and the result
  // page says it expired and nothing was charged.
  await page.getByTestId('package-points-100').getByTestId('package-buy').click();
  await expect(page.locator('#sandbox-status')).toHaveAttribute('data-status', 'pending');
  letPaymentExpire(decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!));
  await page.reload();
  await expect(page.locator('#sandbox-status')).toHaveAttribute('data-status', 'expired');
  await expect(page.locator('#sandbox-pay')).toHaveCount(0);
  await page.locator('#sandbox-back').click();
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-status', 'expired');
  await expect(page.getByTestId('result-message')).toHaveText('The order expired before it was paid. Nothing was charged.');
  if (SHOTS) await page.screenshot({ path: join(SHOTS, 'commerce-expired-en.png'), fullPage: true });
  await page.getByTestId('commerce-tab-points').click();
  await expect(page.getByTestId('points-balance')).toHaveText('1000');
  await expect(page.getByTestId('point-entry')).toHaveCount(1);
  // Spending: an AI generation (not in the web app yet) spends 20 through the call it would make, twice with one key.
  const spend = { amount: 20, featureUuid: 'ai-generation', userUuid: session.user.userId, requestKey: 'generation-1' };
  for (let i = 0; i < 2; i++) {
    const spent = await page.request.post('/cloud/api/v1/user-tokens/consume', { headers: { Authentication: session.token }, data: spend });
    expect((await spent.json() as { code: number }).code).toBe(0);
  }
  await page.reload();
  await expect(page.getByTestId('points-balance')).toHaveText('980');
  await expect(page.getByTestId('point-entry').first()).toHaveAttribute('data-kind', 'consume');
  await expect(page.getByTestId('point-entry').first()).toContainText('-20');
  await expect(page.getByTestId('point-entry').first()).toContainText('Used by ai-generation');
  await expect(page.getByTestId('point-entry').last()).toContainText('Paid order');
  await page.getByTestId('commerce-tab-orders').click();
  await expect(page.getByTestId('order-row').filter({ has: page.locator('[data-status="closed"]') })).toHaveCount(1);
  await expect(page.getByTestId('order-row').filter({ has: page.locator('[data-status="expired"]') })).toHaveCount(1);

  // The code exchange: a wrong code says why; the trial code adds 30 days.
  await page.getByTestId('commerce-tab-redeem').click();
  await page.getByTestId('redeem-code').fill('NO-SUCH-CODE');
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-error')).toBeVisible();
  await page.getByTestId('redeem-code').fill(codes.coupon);
  await page.getByTestId('redeem-submit').click();
  await expect(page.getByTestId('redeem-done')).toContainText('30 days');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The gate opened: the professional plan's 1000 MB leave room.
  await page.getByTestId('nav-files').click();
  await expect(page.getByTestId('storage')).toContainText('1000 MB');
  await expect(page.getByTestId('space-full')).toHaveCount(0);

  if (SHOTS) {
    await page.getByTestId('nav-subscription').click();
    await page.getByTestId('commerce-tab-orders').click();
    await expect(page.getByTestId('order-row')).toHaveCount(3);
    await page.screenshot({ path: join(SHOTS, 'commerce-orders-en.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('kf.locale', 'zh-CN'));
    await page.goto('/subscription');
    await expect(page.getByTestId('checkout-pay').first()).toContainText('支付');
    await page.screenshot({ path: join(SHOTS, 'commerce-plans-zh-CN.png'), fullPage: true });
    await page.goto('/subscription/points');
    await expect(page.getByTestId('point-entry')).toHaveCount(2);
    await page.screenshot({ path: join(SHOTS, 'commerce-points-zh-CN.png'), fullPage: true });
    await page.goto('/subscription/orders');
    await expect(page.getByTestId('order-row')).toHaveCount(3);
    await page.screenshot({ path: join(SHOTS, 'commerce-orders-zh-CN.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('kf.locale', 'zh-TW'));
    await page.goto('/subscription');
    await expect(page.getByTestId('commerce-tab-orders')).toHaveText('訂單');
    await page.screenshot({ path: join(SHOTS, 'commerce-plans-zh-TW.png'), fullPage: true });
    await page.goto('/subscription/orders');
    await expect(page.getByTestId('order-row')).toHaveCount(3);
    await page.screenshot({ path: join(SHOTS, 'commerce-orders-zh-TW.png'), fullPage: true });
    await page.goto('/subscription/points');
    await expect(page.getByTestId('point-entry')).toHaveCount(2);
    await page.screenshot({ path: join(SHOTS, 'commerce-points-zh-TW.png'), fullPage: true });
    await page.goto('/subscription/redeem');
    await expect(page.getByTestId('redeem-code')).toBeVisible();
    await page.screenshot({ path: join(SHOTS, 'commerce-redeem-zh-TW.png'), fullPage: true });
  }
});
