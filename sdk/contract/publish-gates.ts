import { z } from 'zod';

// The settings of a publish link that follow the subscription plan (spec 000 §6 "Capability follows the subscription
// plan ... Gated: watermark, custom loading page, poster style"; docs/publishing.md "Gated by plan"). A free owner may
// turn them off (or leave them at their defaults), never on: the server refuses with the upgrade message.

/** Limits of the gated settings. */
export const PublishGateLimits = Object.freeze({
  /** Longest logo address (characters). */
  logoChars: 1024,
  /** Longest loading text (characters). */
  loadingTextChars: 80,
});

/** Message keys of the gated settings' refusals (the upgrade itself is the catalogue's 'error.upgrade'). */
export const PublishGateMessageKeys = Object.freeze({
  badLogo: 'publish.badLogo',
  badColor: 'publish.badColor',
  loadingTextTooLong: 'publish.loadingTextTooLong',
  logoNotYours: 'publish.logoNotYours',
});

/** Styles of a link's poster: 'classic' on every plan, the others professional only. */
export const PosterStyle = z.enum(['classic', 'night', 'banner']);
/** A poster style. */
export type PosterStyle = z.infer<typeof PosterStyle>;
/** The style every plan has. */
export const DEFAULT_POSTER_STYLE: PosterStyle = 'classic';

/** White space or a control character (never part of an address as the owner means it). */
function isSpaceOrControl(c: string): boolean {
  const code = c.codePointAt(0) ?? 0;
  return code <= 0x20 || code === 0x7f || /\s/.test(c);
}

/** A resource of the owner as ResourceVo.url names it: `/resources/<pubResUuid>`. */
const RESOURCE_LOGO = /^\/resources\/[A-Za-z0-9_-]{1,100}$/;

/**
 * What a logo address is: one of the owner's uploads (`/resources/<pubResUuid>`, checked to be the owner's image by the
 * server), or an https address with a host and no user name or password. Undefined: neither. Parsed with `URL`, never
 * by pattern alone; the https address is answered as `URL` writes it back.
 */
export function logoAddressOf(text: string): { readonly kind: 'upload'; readonly pubResUuid: string } | { readonly kind: 'https'; readonly url: string } | undefined {
  if (text.length === 0 || text.length > PublishGateLimits.logoChars || [...text].some(isSpaceOrControl)) return undefined;
  if (RESOURCE_LOGO.test(text)) return { kind: 'upload', pubResUuid: text.slice('/resources/'.length) };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  if (url.href.length > PublishGateLimits.logoChars) return undefined;
  return { kind: 'https', url: url.href };
}

/** A colour as `#rrggbb`. */
export const HexColor = z.string().max(7).regex(/^#[0-9a-fA-F]{6}$/, PublishGateMessageKeys.badColor);

/** A logo address on the wire (see `logoAddressOf`). */
export const LogoAddress = z.string().max(PublishGateLimits.logoChars, PublishGateMessageKeys.badLogo)
  .refine((text) => logoAddressOf(text) !== undefined, { message: PublishGateMessageKeys.badLogo });

/** A link's own loading page, shown to visitors while its scene loads (professional owners only). */
export const LoadingPage = z.object({
  /** A logo: one of the owner's uploaded images or an https address; null: none. */
  logo: LogoAddress.nullable(),
  /** A line under the logo (trimmed; may be empty). */
  text: z.string().max(PublishGateLimits.loadingTextChars, PublishGateMessageKeys.loadingTextTooLong),
  background: HexColor,
  color: HexColor,
});
/** A link's own loading page. */
export type LoadingPage = z.infer<typeof LoadingPage>;

/** The loading page a new one starts from in the dialog. */
export const DEFAULT_LOADING_PAGE: LoadingPage = Object.freeze({ logo: null, text: '', background: '#1f2a44', color: '#ffffff' });

/** The loading page as a visitor's viewer gets it: the logo as an https address, or the link's upload (read with the visit ticket). */
export const PublishedLoadingPage = z.object({
  logo: z.discriminatedUnion('kind', [z.object({ kind: z.literal('https'), url: z.string() }), z.object({ kind: z.literal('upload') })]).nullable(),
  text: z.string(),
  background: z.string(),
  color: z.string(),
});
/** The loading page as a visitor's viewer gets it. */
export type PublishedLoadingPage = z.infer<typeof PublishedLoadingPage>;
