// The loading page of a publish link in the first HTML of its viewer page (docs/publishing.md "The loading page"):
// the owner's own (professional owners) or the default one, so it paints before any script has loaded; the app takes
// it over when its own loading page mounts (host/web/src/screens/preview/first-loading-page.ts).
//
// Everything the owner wrote is hostile: the text is escaped, the colours must be #rrggbb, the logo an https address as
// `URL` writes it back (its origin is what the page's img-src allows, logo-origin.ts). A link a visitor may not open
// now (unknown, password, taken down, expired or used up, its scene binned) gets nothing: no owner content before the
// password or the closed link's page. No visit is counted and no visit ticket is issued here (an uploaded logo needs
// one: it shows when the app takes over).
import type { ServerLocale } from '../../../../sdk/contract/envelope.js';
import { logoAddressOf } from '../../../../sdk/contract/publish-gates.js';
import type { ServerServices } from '../../http/route-kit.js';
import { publishLinkKeyOf } from './logo-origin.js';
import { hasGatedFeatures, storedLoadingPage } from './publish-gates.js';
import { stateOf } from './publish-store.js';
import './publish-tables.js';

const LOCALES: readonly ServerLocale[] = ['en', 'zh-CN', 'zh-TW'];
const COLOR = /^#[0-9a-f]{6}$/i;
/** The element's id: the app finds and removes it by this. */
export const FIRST_LOADING_PAGE_ID = 'kf-first-loading';

/** Text for HTML, in element content and in double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "Loading the scene…" in each language, one shown by the page's chosen language (styles/link-loading.css). */
function loadingTexts(services: Pick<ServerServices, 'translate'>): string {
  return LOCALES.map((locale) => `<span lang="${locale}">${escapeHtml(services.translate(locale, 'publish.loadingScene'))}</span>`).join('');
}

/** What the app's LinkLoadingPage draws, with the owner's values checked and escaped. */
export function loadingPageHtml(services: Pick<ServerServices, 'translate'>, page: { readonly logo: string | null; readonly text: string; readonly background: string; readonly color: string } | null): string {
  const common = `id="${FIRST_LOADING_PAGE_ID}" role="status" aria-live="polite" data-testid="published-loading"`;
  if (page === null || !COLOR.test(page.background) || !COLOR.test(page.color)) {
    return `<div ${common} class="kf-link-loading kf-first-loading" data-kind="default">${loadingTexts(services)}</div>`;
  }
  const logo = page.logo === null ? undefined : logoAddressOf(page.logo);
  const text = page.text.trim().slice(0, 200);
  return `<div ${common} class="kf-link-loading kf-link-loading-own kf-first-loading" data-kind="own" style="background:${page.background};color:${page.color}">`
    + (logo?.kind === 'https' ? `<img src="${escapeHtml(logo.url)}" alt="" class="kf-link-loading-logo" data-testid="published-loading-logo" referrerpolicy="no-referrer">` : '')
    + (text !== '' ? `<p data-testid="published-loading-text">${escapeHtml(text)}</p>` : '')
    + `<span class="kf-link-loading-bar" style="background:${page.color}" aria-hidden="true"></span>`
    + `<span class="kf-visually-hidden">${loadingTexts(services)}</span></div>`;
}

/**
 * The loading page to put into the first HTML of the page at `path`: undefined when the path is no publish link's
 * page, '' when the link may not be opened now without more (a password) or at all.
 */
export async function linkFirstPage(services: Pick<ServerServices, 'db' | 'clock' | 'translate'>, path: string): Promise<string | undefined> {
  const shortKey = publishLinkKeyOf(path);
  if (shortKey === undefined) return undefined;
  const link = await services.db.selectFrom('publish_links')
    .innerJoin('users', 'users.id', 'publish_links.user_id')
    .innerJoin('scenes', 'scenes.uuid', 'publish_links.scene_uuid')
    .innerJoin('projects', 'projects.uuid', 'scenes.project_uuid')
    .select(['publish_links.taken_down', 'publish_links.expires_at', 'publish_links.visit_limit', 'publish_links.access_count',
      'publish_links.password_hash', 'publish_links.loading_page', 'users.plan', 'users.manager'])
    .where('publish_links.short_key', '=', shortKey).where('scenes.deleted_at', 'is', null).where('projects.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!link || link.password_hash !== null || stateOf(link, services.clock.now()) !== 'published') return '';
  return loadingPageHtml(services, hasGatedFeatures(link) ? storedLoadingPage(link) : null);
}
