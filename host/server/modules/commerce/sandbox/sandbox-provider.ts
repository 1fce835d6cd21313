// The sandbox payment provider (docs/commerce.md "The sandbox provider"): behaves as a mobile-payment provider does,
// on our own server. Its payments live in sandbox_payments; the payer pays or fails on the hosted page
// (sandbox-pay-routes.ts); a paid payment is announced to our notify endpoint by a signed notification, delivered
// asynchronously, sent twice at first (providers deliver duplicates) and retried with back-off until acknowledged.
import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../../db/schema.js';
import type { Clock } from '../../../clock.js';
import type { PaymentProvider, PaymentReport, PaymentRequest, ProviderPaymentStatus } from '../payment-provider.js';
import { signatureMatches, signFields } from './notification-signature.js';
import '../commerce-tables.js';

/** The provider's name (orders, notify path). */
export const SANDBOX = 'sandbox';

/** The notify endpoint's path under the API. */
export const NOTIFY_PATH = '/v1/payments/notify/:provider';

/** Most deliveries of one notification. */
export const MAX_NOTIFY_ATTEMPTS = 8;

/** The first retry waits this long; each later one twice as long. */
const FIRST_RETRY_MS = 5_000;

/** A notification as the sandbox sends it. */
export const SandboxNotification = z.object({
  paymentNo: z.string().max(64),
  amount: z.coerce.number().int().min(0),
  currency: z.string().max(8),
  status: z.enum(['paid']),
  paidAt: z.coerce.number().int(),
  notifyId: z.string().max(64),
  sign: z.string().max(128),
});

const SECRET_KEY = 'sandbox-payment-secret';

/** The sandbox's signing secret, made once per database. */
async function secretOf(db: Db): Promise<string> {
  await db.insertInto('meta').values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', SECRET_KEY).executeTakeFirstOrThrow();
  return row.value;
}

/** The sandbox provider over one database. */
export class SandboxProvider implements PaymentProvider {
  readonly name = SANDBOX;
  private secret: Promise<string> | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** The API context ('/cloud'), for the pay page's address. */
    private readonly context: string,
    /** Where delivery failures are told. */
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  /** The signing secret (shared with the test suite through the database, as a merchant shares a key with its provider). */
  signingSecret(): Promise<string> {
    this.secret ??= secretOf(this.db);
    return this.secret;
  }

  async createPayment(request: PaymentRequest): Promise<{ payUrl: string }> {
    await this.db.insertInto('sandbox_payments').values({
      payment_no: request.paymentNo, amount: request.amount, currency: request.currency, subject: request.subject.slice(0, 200),
      status: 'pending', return_path: request.returnPath, notify_url: null, created_at: this.clock.now(), expires_at: request.expiresAt,
      paid_at: null, refunded: 0, notify_attempts: 0, notify_next_at: null, notified_at: null,
    }).execute();
    return { payUrl: `${this.context}/sandbox-pay/${encodeURIComponent(request.paymentNo)}` };
  }

  async verifyNotification(body: unknown): Promise<PaymentReport | undefined> {
    const parsed = SandboxNotification.safeParse(body);
    if (!parsed.success) return undefined;
    const { sign, ...fields } = parsed.data;
    if (!signatureMatches(fields, sign, await this.signingSecret())) return undefined;
    return { paymentNo: fields.paymentNo, status: fields.status, amount: fields.amount, currency: fields.currency };
  }

  async query(paymentNo: string): Promise<PaymentReport> {
    const row = await this.db.selectFrom('sandbox_payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirst();
    if (!row) return { paymentNo, status: 'unknown', amount: 0, currency: '' };
    return { paymentNo, status: this.statusOf(row), amount: row.status === 'paid' ? Number(row.amount) : 0, currency: row.currency };
  }

  async close(paymentNo: string): Promise<void> {
    await this.db.updateTable('sandbox_payments').set({ status: 'closed' }).where('payment_no', '=', paymentNo).where('status', '=', 'pending').execute();
  }

  async refund(paymentNo: string, amount: number): Promise<void> {
    const done = await this.db.updateTable('sandbox_payments').set((eb) => ({ refunded: eb('refunded', '+', amount) }))
      .where('payment_no', '=', paymentNo).where('status', '=', 'paid').where((eb) => eb(eb('refunded', '+', amount), '<=', eb.ref('amount'))).executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new Error(`sandbox: cannot refund ${amount} of ${paymentNo}`);
  }

  /** A pending payment past its time reads as expired (the page refuses to pay it). */
  private statusOf(row: { status: string; expires_at: number }): ProviderPaymentStatus {
    if (row.status === 'pending' && Number(row.expires_at) <= this.clock.now()) return 'expired';
    return row.status as ProviderPaymentStatus;
  }

  /** The payer pays on the hosted page: pending → paid, and the notification is scheduled (sent now, twice). */
  async pay(paymentNo: string, notifyUrl: string): Promise<ProviderPaymentStatus> {
    const now = this.clock.now();
    const paid = await this.db.updateTable('sandbox_payments').set({ status: 'paid', paid_at: now, notify_url: notifyUrl, notify_next_at: now })
      .where('payment_no', '=', paymentNo).where('status', '=', 'pending').where('expires_at', '>', now).executeTakeFirst();
    if (Number(paid.numUpdatedRows) === 1) {
      // Providers deliver duplicates: the first delivery goes out twice at once.
      void Promise.all([this.deliver(paymentNo), this.deliver(paymentNo)]);
      return 'paid';
    }
    await this.expireIfDue(paymentNo);
    return (await this.query(paymentNo)).status;
  }

  /** The payer gives up (or the card is refused) on the hosted page: pending → closed. */
  async fail(paymentNo: string): Promise<ProviderPaymentStatus> {
    await this.close(paymentNo);
    await this.expireIfDue(paymentNo);
    return (await this.query(paymentNo)).status;
  }

  private async expireIfDue(paymentNo: string): Promise<void> {
    await this.db.updateTable('sandbox_payments').set({ status: 'expired' }).where('payment_no', '=', paymentNo).where('status', '=', 'pending')
      .where('expires_at', '<=', this.clock.now()).execute();
  }

  /** The signed notification of a paid payment (a fresh notifyId per delivery). */
  async notificationOf(paymentNo: string): Promise<Record<string, string | number> | undefined> {
    const row = await this.db.selectFrom('sandbox_payments').selectAll().where('payment_no', '=', paymentNo).executeTakeFirst();
    if (!row || row.status !== 'paid') return undefined;
    const fields = { paymentNo, amount: Number(row.amount), currency: row.currency, status: 'paid', paidAt: Number(row.paid_at), notifyId: randomUUID() };
    return { ...fields, sign: signFields(fields, await this.signingSecret()) };
  }

  /** Deliver a paid payment's notification once; on failure schedule the next try (back-off), up to MAX_NOTIFY_ATTEMPTS. */
  async deliver(paymentNo: string): Promise<boolean> {
    const row = await this.db.selectFrom('sandbox_payments').select(['notify_url', 'notify_attempts', 'notified_at']).where('payment_no', '=', paymentNo).executeTakeFirst();
    const body = await this.notificationOf(paymentNo);
    if (!row?.notify_url || !body) return false;
    let acknowledged = false;
    try {
      const reply = await fetch(row.notify_url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) });
      const envelope = (await reply.json().catch(() => undefined)) as { code?: number } | undefined;
      acknowledged = reply.ok && envelope?.code === 0;
    } catch (error) {
      this.log.warn({ err: error, paymentNo }, 'sandbox: notification delivery failed');
    }
    const attempts = Number(row.notify_attempts) + 1;
    const now = this.clock.now();
    await this.db.updateTable('sandbox_payments').set(acknowledged
      ? { notify_attempts: attempts, notified_at: now, notify_next_at: null }
      : { notify_attempts: attempts, notify_next_at: attempts >= MAX_NOTIFY_ATTEMPTS ? null : now + FIRST_RETRY_MS * 2 ** (attempts - 1) })
      .where('payment_no', '=', paymentNo).execute();
    return acknowledged;
  }

  /** Deliver every notification that is due (the retry job). */
  async deliverDue(): Promise<number> {
    const due = await this.db.selectFrom('sandbox_payments').select('payment_no').where('notify_next_at', 'is not', null)
      .where('notify_next_at', '<=', this.clock.now()).limit(100).execute();
    for (const row of due) await this.deliver(row.payment_no);
    return due.length;
  }
}
