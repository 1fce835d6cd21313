// The image origin a publish link's viewer page may load its loading-page logo from (docs/publishing.md "Gated by
// plan"): the https logo's origin, added to that page's img-src only, and only while the owner's plan shows the page.
import type { ServerServices } from '../../http/route-kit.js';
import { logoAddressOf } from '../../../../sdk/contract/publish-gates.js';
import { PublishLimits } from '../../../../sdk/contract/publish-link.js';
import { hasGatedFeatures, storedLoadingPage } from './publish-gates.js';
import './publish-tables.js';

const KEY = new RegExp(`^[A-Za-z0-9_-]{${PublishLimits.shortKeyChars}}$`);

/** The short key of a publish link's viewer page (`/preview/:key`, `/presenter/:key`, `/productExhibition/presenter/:key`), else undefined. */
export function publishLinkKeyOf(path: string): string | undefined {
  const segments = path.split('/').filter((s) => s !== '');
  const key = segments.length === 2 && (segments[0] === 'preview' || segments[0] === 'presenter') ? segments[1]
    : segments.length === 3 && segments[0] === 'productExhibition' && segments[1] === 'presenter' ? segments[2] : undefined;
  return key !== undefined && KEY.test(key) ? key : undefined;
}

/** The origin of the link's https logo, when the link has one and its owner's plan shows it. */
export async function logoOrigins(services: Pick<ServerServices, 'db'>, shortKey: string): Promise<string[]> {
  const row = await services.db.selectFrom('publish_links').innerJoin('users', 'users.id', 'publish_links.user_id')
    .select(['publish_links.loading_page', 'users.plan', 'users.manager']).where('publish_links.short_key', '=', shortKey).executeTakeFirst();
  if (!row || !hasGatedFeatures(row)) return [];
  const logo = storedLoadingPage(row)?.logo;
  const address = logo ? logoAddressOf(logo) : undefined;
  return address?.kind === 'https' ? [new URL(address.url).origin] : [];
}
