/** The QR code of a link's public address, for its owner (spec 000 §7 POST /repo/kf-publish-link/qr-code). */
import QRCode from 'qrcode';
import { Errors } from '../../http/api-error.js';
import type { RouteContext, RouteKit } from '../../http/route-kit.js';
import { PublishLinkQrCode } from '../../../../sdk/contract/endpoints/index.js';
import { publishedAddress, PublishQrLimits } from '../../../../sdk/contract/publish-qr.js';
import { ownedLink } from './publish-store.js';

/** The site's origin as visitors reach it: PUBLIC_ORIGIN, else the request's own scheme and host. */
export function siteOrigin(ctx: Pick<RouteContext, 'config' | 'request'>): string {
  if (ctx.config.publicOrigin) return ctx.config.publicOrigin;
  let url: URL | undefined;
  try {
    url = new URL(`${ctx.request.protocol}://${ctx.request.host}`);
  } catch {
    url = undefined;
  }
  if (!url || url.host === '') throw Errors.badRequest('publish.badHost');
  return url.origin;
}

/** Registers qr-code. */
export function qrRoutes(kit: RouteKit): void {
  kit.endpoint(PublishLinkQrCode, {
    resource: 'publish-link', action: 'read',
    async handler(ctx) {
      const link = await ownedLink(ctx, ctx.body.linkUuid);
      const address = publishedAddress(siteOrigin(ctx), link.short_key);
      // Error correction M (15 %): a poster printed small or photographed at an angle still reads.
      const qrCode = await QRCode.toDataURL(address, { errorCorrectionLevel: 'M', margin: 2, width: ctx.body.width ?? PublishQrLimits.defaultWidth, type: 'image/png' });
      return { linkUuid: link.uuid, address, qrCode };
    },
  });
}
