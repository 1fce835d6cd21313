/** The plan-gated settings of a link (docs/publishing.md "Gated by plan"): watermark off, own loading page, poster style. */
import { Errors } from '../../http/api-error.js';
import type { RouteContext } from '../../http/route-kit.js';
import { planAllows, requirePlan } from '../../auth/plan-gate.js';
import type { GatedFeature } from '../../../../sdk/services/permissions.js';
import type { UpsertPublishLinkBody } from '../../../../sdk/contract/publish-link.js';
import {
  DEFAULT_POSTER_STYLE, LoadingPage, logoAddressOf, PosterStyle, PublishGateMessageKeys,
  type PublishedLoadingPage,
} from '../../../../sdk/contract/publish-gates.js';
import { ownedResource } from '../resources/resource-store.js';
import type { PublishLinkTable } from './publish-tables.js';

/** Whether a link owner's plan has the link's gated features (watermark off, own loading page): the one plan rule. */
export function hasGatedFeatures(user: { readonly plan: string | null | undefined; readonly manager: number | boolean }): boolean {
  return planAllows(user, 'watermark') && planAllows(user, 'customLoadingPage');
}

/** The gated features a body turns on (a free owner may turn them off, or leave them out). */
function featuresTurnedOn(body: UpsertPublishLinkBody): GatedFeature[] {
  const on: GatedFeature[] = [];
  if (body.hideWatermark === true) on.push('watermark');
  if (body.loadingPage !== undefined && body.loadingPage !== null) on.push('customLoadingPage');
  if (body.posterStyle !== undefined && body.posterStyle !== DEFAULT_POSTER_STYLE) on.push('posterStyle');
  return on;
}

/**
 * The gated columns a body changes. Refused with the upgrade message (403, code 405) when the caller's plan has not
 * the features and the body turns one on; a logo from the uploads must be one of the caller's own images.
 */
export async function gatedSettingsOf(ctx: Pick<RouteContext, 'db' | 'user'>, body: UpsertPublishLinkBody): Promise<Partial<PublishLinkTable>> {
  for (const feature of featuresTurnedOn(body)) requirePlan(ctx.user, feature);
  const out: Partial<PublishLinkTable> = {};
  if (body.hideWatermark !== undefined) out.hide_watermark = body.hideWatermark ? 1 : 0;
  if (body.posterStyle !== undefined) out.poster_style = body.posterStyle;
  if (body.loadingPage === null) out.loading_page = null;
  else if (body.loadingPage !== undefined) {
    const page = body.loadingPage;
    let logo: string | null = null;
    if (page.logo !== null) {
      const address = logoAddressOf(page.logo);
      if (!address) throw Errors.badRequest(PublishGateMessageKeys.badLogo);
      if (address.kind === 'upload') {
        const resource = await ownedResource(ctx, address.pubResUuid).catch(() => undefined);
        if (!resource || resource.type_id !== 'image' || !resource.hash) throw Errors.badRequest(PublishGateMessageKeys.logoNotYours);
        logo = `/resources/${resource.pub_res_uuid}`;
      } else logo = address.url;
    }
    const stored: LoadingPage = { logo, text: page.text.trim(), background: page.background.toLowerCase(), color: page.color.toLowerCase() };
    out.loading_page = JSON.stringify(stored);
  }
  return out;
}

/** The stored loading page of a link, or null (a row that does not parse counts as none). */
export function storedLoadingPage(link: Pick<PublishLinkTable, 'loading_page'>): LoadingPage | null {
  if (link.loading_page === null) return null;
  try {
    const parsed = LoadingPage.safeParse(JSON.parse(link.loading_page));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored poster style of a link ('classic' for anything unknown). */
export function storedPosterStyle(link: Pick<PublishLinkTable, 'poster_style'>): PosterStyle {
  const parsed = PosterStyle.safeParse(link.poster_style);
  return parsed.success ? parsed.data : DEFAULT_POSTER_STYLE;
}

/** What a visitor's viewer gets of the gates: the watermark (unless a professional owner turned it off) and the loading page (professional owners only). */
export function publishedGates(link: Pick<PublishLinkTable, 'hide_watermark' | 'loading_page'>, ownerHasGates: boolean): { watermark: boolean; loadingPage: PublishedLoadingPage | null } {
  const page = ownerHasGates ? storedLoadingPage(link) : null;
  const logo = page?.logo ? logoAddressOf(page.logo) : undefined;
  return {
    watermark: !(ownerHasGates && link.hide_watermark === 1),
    loadingPage: page ? { logo: logo === undefined ? null : logo.kind === 'https' ? { kind: 'https', url: logo.url } : { kind: 'upload' }, text: page.text, background: page.background, color: page.color } : null,
  };
}
