import { z } from 'zod';
import { WireId } from './limits.js';

// QR code of a publish link (spec 000 §7: POST /repo/kf-publish-link/qr-code with a body; the spec names neither the
// body nor the reply, so: the link's uuid in, a PNG data URL of the link's public address out; docs/publishing.md).

/** Sizes of a link's QR code picture, in pixels (its width and height). */
export const PublishQrLimits = Object.freeze({ minWidth: 128, maxWidth: 1024, defaultWidth: 512 });

/** Body of POST /repo/kf-publish-link/qr-code: one of the caller's links, and the picture's width. */
export const PublishQrBody = z.object({
  linkUuid: WireId,
  /** Width (= height) of the PNG in pixels; default 512. */
  width: z.number().int().min(PublishQrLimits.minWidth).max(PublishQrLimits.maxWidth).optional(),
});
/** Body of qr-code. */
export type PublishQrBody = z.infer<typeof PublishQrBody>;

/** Reply of qr-code: the address the code encodes and the code as a PNG data URL. */
export const PublishQrReply = z.object({
  linkUuid: z.string(),
  /** The link's public address (`<origin>/preview/<shortKey>`), what the code encodes. */
  address: z.string(),
  /** `data:image/png;base64,…` */
  qrCode: z.string(),
});
/** Reply of qr-code. */
export type PublishQrReply = z.infer<typeof PublishQrReply>;

/** The public address of a link's viewer on a site (`<origin>/preview/<shortKey>`, docs/publishing.md). */
export function publishedAddress(origin: string, shortKey: string): string {
  return `${origin}/preview/${encodeURIComponent(shortKey)}`;
}

/** The address of a link in presenter mode (`<origin>/presenter/<shortKey>`: the scene's cameras in order, docs/publishing.md). */
export function presenterAddress(origin: string, shortKey: string): string {
  return `${origin}/presenter/${encodeURIComponent(shortKey)}`;
}

/** The address of a link as a product exhibition (`<origin>/productExhibition/presenter/<shortKey>`, docs/publishing.md). */
export function exhibitionAddress(origin: string, shortKey: string): string {
  return `${origin}/productExhibition/presenter/${encodeURIComponent(shortKey)}`;
}

/** The three addresses of a link: the viewer, presenter mode and the product exhibition. */
export function linkAddresses(origin: string, shortKey: string): { readonly viewer: string; readonly presenter: string; readonly exhibition: string } {
  return { viewer: publishedAddress(origin, shortKey), presenter: presenterAddress(origin, shortKey), exhibition: exhibitionAddress(origin, shortKey) };
}
