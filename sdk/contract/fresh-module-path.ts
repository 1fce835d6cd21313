// Reloading a plugin runs fresh code for its whole module graph. A browser keeps every module it imported for the
// page's life, keyed by URL, so the host imports a reloaded plugin under a new path: the prefix and a token put in
// front of the plugin's own path. Its relative imports resolve under the same new path, so they are fetched anew
// too; the server serves such a path as the path without the prefix and token.

/** The first segment of a fresh module path: `/@fresh/<token>/<the module's own path>`. */
export const FRESH_MODULE_PREFIX = '/@fresh/';

const FRESH_PATH = /^\/@fresh\/[0-9a-z]{1,32}(\/[^?#]*)(\?[^#]*)?$/;

/** The URL of `url` (same origin as the server) under a reload token of 1 to 32 characters `[0-9a-z]`. */
export function freshModuleUrl(url: URL, token: string): URL {
  if (!/^[0-9a-z]{1,32}$/.test(token)) throw new RangeError(`'${token}' is not a reload token`);
  return new URL(`${FRESH_MODULE_PREFIX}${token}${url.pathname}${url.search}`, url.origin);
}

/** A request path (with its query) without the fresh-module prefix and token; undefined when it has none. */
export function withoutFreshPrefix(path: string): string | undefined {
  const match = FRESH_PATH.exec(path);
  return match ? match[1] + (match[2] ?? '') : undefined;
}
