// The sandbox's hosted pay page: amount, item, state, and the pay / fail buttons while the payment waits.
import type { RouteContext } from '../../../http/route-kit.js';
import type { PaymentReport } from '../payment-provider.js';
import type { SandboxProvider } from './sandbox-provider.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Send the page of a payment (HTML, never cached). */
export async function sandboxPage(ctx: RouteContext, report: PaymentReport, provider: SandboxProvider): Promise<unknown> {
  const row = await ctx.db.selectFrom('sandbox_payments').select(['amount', 'currency', 'subject', 'return_path']).where('payment_no', '=', report.paymentNo).executeTakeFirst();
  void provider;
  const status = row ? report.status : 'unknown';
  const no = encodeURIComponent(report.paymentNo);
  const base = `${ctx.config.apiContext}/sandbox-pay/${no}`;
  const amount = row ? `${(Number(row.amount) / 100).toFixed(2)} ${escapeHtml(row.currency)}` : '';
  const buttons = status === 'pending'
    ? `<form method="post" action="${base}/pay"><button type="submit" id="sandbox-pay">${escapeHtml(ctx.t('sandbox.pay'))}</button></form>
       <form method="post" action="${base}/fail"><button type="submit" id="sandbox-fail">${escapeHtml(ctx.t('sandbox.fail'))}</button></form>`
    : row ? `<p><a id="sandbox-back" href="${escapeHtml(row.return_path)}">${escapeHtml(ctx.t('sandbox.back'))}</a></p>` : '';
  const html = `<!doctype html><html lang="${ctx.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(ctx.t('sandbox.title'))}</title>
<style>body{font:16px system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px;color:#222}
.notice{background:#fff6d6;padding:8px 12px;border-radius:6px}.amount{font-size:32px;margin:16px 0}
button{font-size:16px;padding:10px 20px;margin:6px 0;width:100%;border-radius:6px;border:1px solid #888;cursor:pointer}
#sandbox-pay{background:#1677ff;color:#fff;border-color:#1677ff}</style></head>
<body><h1>${escapeHtml(ctx.t('sandbox.title'))}</h1><p class="notice">${escapeHtml(ctx.t('sandbox.notice'))}</p>
${row ? `<p>${escapeHtml(ctx.t('sandbox.subject'))}: ${escapeHtml(row.subject)}</p><p class="amount">${amount}</p>` : ''}
<p id="sandbox-status" data-status="${status}">${escapeHtml(ctx.t(`sandbox.status.${status}`))}</p>${buttons}</body></html>`;
  return ctx.reply.status(row ? 200 : 404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}
