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

/**
 * The http(s) origin a data URL is judged by: an http(s) URL's own, and for ws: and wss: the http: and https: origin
 * of the same host and port (a page's policy lists http(s) origins; a WebSocket to a host is allowed with its http
 * origin). Undefined for other schemes, URLs with credentials in them, and text that is not a URL.
 */
export function dataUrlOrigin(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.username || parsed.password) return undefined;
  const scheme = ({ 'http:': 'http:', 'https:': 'https:', 'ws:': 'http:', 'wss:': 'https:' } as Record<string, string | undefined>)[parsed.protocol];
  if (!scheme) return undefined;
  return new URL(`${scheme}//${parsed.host}`).origin;
}
