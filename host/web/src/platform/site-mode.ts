// The site mode (spec 000 §1: "a site mode of designer or market is chosen from the page address"; docs/market.md).
// The same app serves both: an address whose host name begins with `market.` or `community.` (market.example.com;
// market.localhost on one machine) is the market site, any other the designer site. A user without the designer role
// is on the market site wherever they come from (spec 000 §6: non-designers list designers' projects from the market).

/** Which site the page is: the designer's tools, or the market where designers' work is browsed and viewed. */
export type SiteMode = 'designer' | 'market';

/** Host name labels that name the market site. */
const MARKET_HOSTS: ReadonlySet<string> = new Set(['market', 'community']);

/** The site mode an address names (its host name's first label). */
export function siteModeOfHost(hostname: string): SiteMode {
  const first = hostname.toLowerCase().split('.')[0] ?? '';
  return MARKET_HOSTS.has(first) && hostname.includes('.') ? 'market' : 'designer';
}

/** The site mode of a page: the address's, except that a user without the designer role is always on the market site. */
export function siteModeOf(hostname: string, user: { readonly designer?: boolean } | undefined): SiteMode {
  return user?.designer === false ? 'market' : siteModeOfHost(hostname);
}

/** Where a signed-in user lands: the project list on the designer site, the market on the market site. */
export function homePathOf(mode: SiteMode): string {
  return mode === 'market' ? '/market' : '/project';
}
