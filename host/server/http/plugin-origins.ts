// The operator's list of origins the designer may load plugins from (PLUGIN_ORIGINS): designerPagePolicy adds them to
// the designer page's script-src (a module script's fetch is governed by script-src, so connect-src needs nothing).

/** The most origins PLUGIN_ORIGINS may list. */
export const MAX_PLUGIN_ORIGINS = 32;

/**
 * Parse PLUGIN_ORIGINS (`https://a.example,https://b.example`): each entry is parsed with `URL` and must be an http(s)
 * origin with nothing after it (no path, query, fragment or credentials); duplicates are dropped. A bad entry throws
 * a message naming it, so the server does not start with a policy the operator did not mean.
 */
export function parsePluginOrigins(value: string | undefined): readonly string[] {
  return parseOriginList(value, 'PLUGIN_ORIGINS', 'https://plugins.example.com');
}

/**
 * Parse DATA_ORIGINS (`https://broker.example.com,http://10.0.0.5:8083`): the origins the designer's live preview may
 * connect its data sources to (docs/live-data.md); added to the designer page's connect-src with their ws(s) forms.
 * The same rules and errors as PLUGIN_ORIGINS.
 */
export function parseDataOrigins(value: string | undefined): readonly string[] {
  return parseOriginList(value, 'DATA_ORIGINS', 'https://broker.example.com');
}

function parseOriginList(value: string | undefined, name: string, example: string): readonly string[] {
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  if (entries.length > MAX_PLUGIN_ORIGINS) throw new Error(`${name} lists ${entries.length} origins; at most ${MAX_PLUGIN_ORIGINS}`);
  const origins = new Set<string>();
  for (const entry of entries) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`${name}: "${entry}" is not a URL (expected an origin such as ${example})`);
    }
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !entry.replace(/\/$/, '').endsWith('/');
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !bare) {
      throw new Error(`${name}: "${entry}" is not an http(s) origin (scheme, host and port only, such as ${example})`);
    }
    origins.add(url.origin);
  }
  return [...origins];
}
