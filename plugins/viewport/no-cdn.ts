import { configureDecoders } from './decoder-config.js';
import { guardBabylonCdn, rewriteOutsideUrl } from './cdn-guard.js';
import { DECODER_BASE } from './decoder-files.js';

export { DECODER_BASE, rewriteOutsideUrl };

/**
 * Configure every decoder the engine needs (Draco, meshopt, Basis, KTX2) with our own static path, and as a safety net
 * point any other script or wasm URL Babylon would take from its CDN, or any outside host, at that path too, so the
 * engine never fetches from an outside host.
 */
export function keepBabylonOffTheCdn(): void {
  configureDecoders();
  guardBabylonCdn();
}
