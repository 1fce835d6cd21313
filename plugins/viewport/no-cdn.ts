import { Tools } from '@babylonjs/core/Misc/tools.js';

/** Our static path for the Draco, KTX2/Basis and meshopt decoders (host/web/public/decoders). */
export const DECODER_BASE = '/decoders';

/**
 * Point every script and wasm URL Babylon would take from its CDN at our own static path, and rewrite any other
 * outside URL the same way, so the engine never fetches from an outside host.
 */
export function keepBabylonOffTheCdn(): void {
  Tools.ScriptBaseUrl = DECODER_BASE;
  Tools.ScriptPreprocessUrl = (url: string) => rewriteOutsideUrl(url);
}

/** Rewrite an absolute URL on another host to our decoder path (same file name); same-origin and relative URLs stay. */
export function rewriteOutsideUrl(url: string, origin: string = globalThis.location?.origin ?? ''): string {
  if (!/^(https?:)?\/\//i.test(url)) return url;
  if (origin && url.startsWith(origin + '/')) return url;
  const name = url.split('?')[0].split('/').pop() ?? '';
  return `${DECODER_BASE}/${name}`;
}
