import { Tools } from '@babylonjs/core/Misc/tools.js';
import { DECODER_BASE, decoderPathByName } from './decoder-files.js';

/**
 * Point any script or wasm URL Babylon would take from its CDN, or any outside host, at our own decoder path, so the
 * engine never fetches from an outside host. Without the decoders' configuration (decoder-config.ts, which the
 * player loads beside its kernel: no-cdn.ts does both).
 */
export function guardBabylonCdn(): void {
  Tools.ScriptBaseUrl = DECODER_BASE;
  Tools.ScriptPreprocessUrl = (url: string) => rewriteOutsideUrl(url);
}

/**
 * Rewrite an absolute URL on another host to our decoder path: the served file of that name when we have one, else
 * `${DECODER_BASE}/<name>` (a 404 on our own server, never a request elsewhere). Same-origin and relative URLs stay.
 */
export function rewriteOutsideUrl(url: string, origin: string = globalThis.location?.origin ?? ''): string {
  if (!/^(https?:)?\/\//i.test(url)) return url;
  if (origin && url.startsWith(origin + '/')) return url;
  const name = url.split('?')[0].split('/').pop() ?? '';
  return decoderPathByName(name) ?? `${DECODER_BASE}/${name}`;
}
