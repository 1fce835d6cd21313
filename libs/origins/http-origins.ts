/**
 * The http(s) origins of a list of URLs (one per line, or separated by spaces or commas), in order, without
 * duplicates, at most `limit`: what a Scene root's allowedOrigins means to the player's page (the server's policy and
 * the logic runtime's checks read it with this one function, so they agree). Entries that are not http(s) URLs are
 * skipped, as the page skips them; an entry with a path keeps only its origin.
 */
export function httpOriginsOf(list: string, limit: number): string[] {
  const out: string[] = [];
  for (const item of list.split(/[\s,]+/)) {
    if (out.length >= limit) break;
    if (!item) continue;
    try {
      const url = new URL(item);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !out.includes(url.origin)) out.push(url.origin);
    } catch {
      // not a URL: skipped
    }
  }
  return out;
}
