import { DEFAULT_LOADING_PAGE, logoAddressOf, PublishGateLimits } from '../../sdk/endpoints.js';
import type { PosterStyle, PublishLinkVo, UpsertPublishLinkBody } from '../../sdk/endpoints.js';

/** The plan-gated settings in the Publish dialog (docs/publishing.md "Gated by plan"), as the inputs hold them. */
export interface GatedForm {
  readonly hideWatermark: boolean;
  /** Show the link's own loading page instead of the default loader. */
  readonly loadingOn: boolean;
  /** A logo address (an uploaded image's `/resources/…` url or https), or empty: no logo. */
  readonly logo: string;
  readonly text: string;
  /** `#rrggbb`, as a colour input holds it. */
  readonly background: string;
  readonly color: string;
  readonly posterStyle: PosterStyle;
}

/** A field of the gated settings that can be wrong. */
export type GatedField = 'loadingLogo' | 'loadingText';

/** The gated settings of a new link: all off. */
export function newGatedForm(): GatedForm {
  return { hideWatermark: false, loadingOn: false, logo: '', text: '', background: DEFAULT_LOADING_PAGE.background, color: DEFAULT_LOADING_PAGE.color, posterStyle: 'classic' };
}

/** The gated settings of an existing link. */
export function linkGatedForm(link: Pick<PublishLinkVo, 'hideWatermark' | 'loadingPage' | 'posterStyle'>): GatedForm {
  const page = link.loadingPage;
  return {
    hideWatermark: link.hideWatermark, loadingOn: page !== null, logo: page?.logo ?? '', text: page?.text ?? '',
    background: page?.background ?? DEFAULT_LOADING_PAGE.background, color: page?.color ?? DEFAULT_LOADING_PAGE.color, posterStyle: link.posterStyle,
  };
}

/** What is wrong with the gated settings (checked with the contract's rules; the server checks again). */
export function gatedProblemsOf(form: GatedForm): Partial<Record<GatedField, { key: string; values?: Record<string, number> }>> {
  const out: Partial<Record<GatedField, { key: string; values?: Record<string, number> }>> = {};
  if (!form.loadingOn) return out;
  if (form.logo.trim() !== '' && logoAddressOf(form.logo.trim()) === undefined) out.loadingLogo = { key: 'publish.error.logo' };
  if (form.text.trim().length > PublishGateLimits.loadingTextChars) out.loadingText = { key: 'publish.error.loadingText', values: { max: PublishGateLimits.loadingTextChars } };
  return out;
}

/**
 * The gated part of an upsert body: every gated setting when the plan allows them, none otherwise (absent fields keep
 * the link's stored values, so a downgraded owner's settings stay for when they upgrade again).
 */
export function gatedBodyOf(form: GatedForm, allowed: boolean): Pick<UpsertPublishLinkBody, 'hideWatermark' | 'loadingPage' | 'posterStyle'> {
  if (!allowed) return {};
  return {
    hideWatermark: form.hideWatermark,
    posterStyle: form.posterStyle,
    loadingPage: form.loadingOn ? { logo: form.logo.trim() === '' ? null : form.logo.trim(), text: form.text.trim(), background: form.background, color: form.color } : null,
  };
}
