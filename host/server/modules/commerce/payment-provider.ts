// What the server needs of a payment provider (docs/commerce.md "Plugging in a real provider"). The sandbox provider
// (sandbox/sandbox-provider.ts) implements it; a real mobile-payment provider is another implementation.

/** A payment to create: our payment number is the provider's merchant order number. */
export interface PaymentRequest {
  readonly paymentNo: string;
  /** Minor units. */
  readonly amount: number;
  readonly currency: string;
  readonly subject: string;
  readonly expiresAt: number;
  /** Where the payer returns to on our web app afterwards (a path). */
  readonly returnPath: string;
}

/** A payment's state at the provider. */
export type ProviderPaymentStatus = 'pending' | 'paid' | 'closed' | 'expired' | 'unknown';

/** What the provider says about a payment (from a verified notification or a query). */
export interface PaymentReport {
  readonly paymentNo: string;
  readonly status: ProviderPaymentStatus;
  /** Minor units the provider says were paid (0 while unpaid). */
  readonly amount: number;
  readonly currency: string;
}

/** A payment provider. */
export interface PaymentProvider {
  /** Name in orders and in the notify path (/v1/payments/notify/{name}). */
  readonly name: string;
  /** Create a payment; the payer pays at `payUrl`. */
  createPayment(request: PaymentRequest): Promise<{ readonly payUrl: string }>;
  /** Verify a notification's signature and read it: undefined when it is not genuinely the provider's. */
  verifyNotification(body: unknown): Promise<PaymentReport | undefined>;
  /** Ask the provider about a payment. */
  query(paymentNo: string): Promise<PaymentReport>;
  /** Stop a pending payment from being paid (order expired or given up). */
  close(paymentNo: string): Promise<void>;
  /** Give back money of a paid payment. */
  refund(paymentNo: string, amount: number): Promise<void>;
}
