// The provider's side of payments: the notify endpoint every provider posts to, and the sandbox's hosted pay page.
import { z } from 'zod';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { wireString } from '../../../../sdk/contract/limits.js';
import { PaymentRefused, applyPaymentReport } from './orders.js';
import { providerNamed, sandboxEnabled, sandboxProvider } from './payment-providers.js';
import { Errors } from '../../http/api-error.js';
import { NOTIFY_PATH } from './sandbox/sandbox-provider.js';
import { sandboxPage } from './sandbox/sandbox-page.js';

const PaymentNoParams = z.object({ paymentNo: wireString(64).min(1) });

/** Our notify endpoint as the payer's request reached this server (its own socket: never a Host header). */
function ownNotifyUrl(ctx: RouteContext): string {
  const socket = ctx.request.socket;
  const host = socket.localAddress?.includes(':') ? `[${socket.localAddress}]` : socket.localAddress;
  return `http://${host}:${socket.localPort}${ctx.config.apiContext}/api${NOTIFY_PATH.replace(':provider', 'sandbox')}`;
}

/** Routes of payment notifications and the sandbox pay page. */
export function paymentRoutes(kit: RouteKit): void {
  kit.route({
    method: 'POST', style: 'repo', path: NOTIFY_PATH, resource: 'payment', action: 'notify', auth: 'none',
    params: z.object({ provider: wireString(32).min(1) }), body: z.record(z.string().max(32), z.union([z.string().max(256), z.number()])),
    summary: 'A payment provider\'s signed notification (verified: signature, order, amount; grants once)',
    async handler(ctx) {
      const log = ctx.request.log;
      const provider = providerNamed(ctx, ctx.params.provider, log);
      if (!provider) throw new PaymentRefused('commerce.unknownProvider', 404);
      const report = await provider.verifyNotification(ctx.body);
      if (!report) {
        log.warn({ provider: provider.name, address: ctx.address }, 'commerce: notification refused: bad signature');
        throw new PaymentRefused('commerce.badSignature', 400);
      }
      try {
        const order = await applyPaymentReport(ctx, report, log);
        return { orderUuid: order.uuid, status: order.status };
      } catch (error) {
        if (error instanceof PaymentRefused) log.warn({ provider: provider.name, paymentNo: report.paymentNo, amount: report.amount, reason: error.reason }, 'commerce: notification refused');
        throw error;
      }
    },
  });

  kit.route({
    method: 'GET', style: 'context', path: '/sandbox-pay/:paymentNo', resource: 'payment', action: 'sandbox', auth: 'none', params: PaymentNoParams,
    produces: 'text/html', summary: 'The sandbox provider\'s hosted pay page',
    async handler(ctx) {
      if (!sandboxEnabled(ctx)) throw Errors.notFound('commerce.sandboxOff');
      const provider = sandboxProvider(ctx, ctx.request.log);
      return sandboxPage(ctx, await provider.query(ctx.params.paymentNo), provider);
    },
  });

  for (const action of ['pay', 'fail'] as const) {
    kit.route({
      method: 'POST', style: 'context', path: `/sandbox-pay/:paymentNo/${action}`, resource: 'payment', action: 'sandbox', auth: 'none', params: PaymentNoParams,
      produces: 'text/html', formBody: true, summary: action === 'pay' ? 'The payer pays on the sandbox page' : 'The payer fails the payment on the sandbox page',
      async handler(ctx) {
        if (!sandboxEnabled(ctx)) throw Errors.notFound('commerce.sandboxOff');
        const provider = sandboxProvider(ctx, ctx.request.log);
        if (action === 'pay') await provider.pay(ctx.params.paymentNo, ownNotifyUrl(ctx));
        else await provider.fail(ctx.params.paymentNo);
        return sandboxPage(ctx, await provider.query(ctx.params.paymentNo), provider);
      },
    });
  }
}
