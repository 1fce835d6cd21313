// The payment provider of a server (one per database): the sandbox when PAYMENT_PROVIDER (or its local-demo default)
// says so, else none; a real provider is plugged in here (docs/commerce.md "Plugging in a real provider").
import type { Db } from '../../db/schema.js';
import type { ServerServices } from '../../http/route-kit.js';
import type { PaymentProvider } from './payment-provider.js';
import { SandboxProvider } from './sandbox/sandbox-provider.js';

/** Somewhere to tell what went wrong. */
export interface WarnLog { warn(obj: object, msg: string): void }

const providers = new WeakMap<Db, SandboxProvider>();
let lastLog: WarnLog = { warn: () => undefined };

/** The sandbox provider of a server (made on first use). */
export function sandboxProvider(services: Pick<ServerServices, 'db' | 'clock' | 'config'>, log?: WarnLog): SandboxProvider {
  if (log) lastLog = log;
  let provider = providers.get(services.db);
  if (!provider) {
    provider = new SandboxProvider(services.db, services.clock, services.config.apiContext, { warn: (obj, msg) => lastLog.warn(obj, msg) });
    providers.set(services.db, provider);
  }
  return provider;
}

/** Whether this server runs the sandbox provider (its pay page, its notifications). */
export function sandboxEnabled(services: Pick<ServerServices, 'config'>): boolean {
  return services.config.paymentProvider === 'sandbox';
}

/** The provider orders are paid through; undefined when this server takes no payments (PAYMENT_PROVIDER=none). */
export function paymentProvider(services: Pick<ServerServices, 'db' | 'clock' | 'config'>, log?: WarnLog): PaymentProvider | undefined {
  return sandboxEnabled(services) ? sandboxProvider(services, log) : undefined;
}

/** A provider by the name an order or a notify path gives (undefined when this server has none of that name). */
export function providerNamed(services: Pick<ServerServices, 'db' | 'clock' | 'config'>, name: string, log?: WarnLog): PaymentProvider | undefined {
  const provider = paymentProvider(services, log);
  return provider?.name === name ? provider : undefined;
}
