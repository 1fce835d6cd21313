// Headers sent on every response, and the content types user files may be served with.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { EdgeStep } from './edge-steps.js';

/** A policy as directive → sources; written out in this order by `writePolicy`. */
type Directives = Readonly<Record<string, readonly string[]>>;

function writePolicy(directives: Directives): string {
  return Object.entries(directives).map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name)).join('; ');
}

/** The sha-256 sources of the inline scripts of a built index.html (the boot splash; and viewer.html's, given with it), so they run and no other does. */
export function inlineScriptHashes(indexHtml: string | undefined): string[] {
  if (!indexHtml) return [];
  return [...new Set([...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`))];
}

/** What every page kind shares: its own origin, wasm, no plugins, no framing by others, no base or form tricks. */
function pageDirectives(scriptHashes: readonly string[], scriptOrigins: readonly string[] = []): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, "'wasm-unsafe-eval'", ...scriptOrigins],
    'worker-src': ["'self'", 'blob:'],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", 'data:', 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The designer's pages (every page but the player's): its own scripts, the inline boot script by hash, wasm decoders
 * ('wasm-unsafe-eval'), blob: workers (Babylon's decoder pools; worker-src, not script-src), inline styles (React style
 * props, dockview), data:/blob: images, media and fetches. No 'unsafe-eval' and no blob: scripts: the code that needs
 * eval runs in workers served from URLs with a policy of their own (the logic sandbox, the KTX2 transcoder). Nothing
 * from other origins except `pluginOrigins` in script-src (the operator's allowed plugin origins).
 */
export function designerPagePolicy(options: { readonly scriptHashes?: readonly string[]; readonly pluginOrigins?: readonly string[]; readonly dataOrigins?: readonly string[] } = {}): string {
  const base = pageDirectives(options.scriptHashes ?? [], options.pluginOrigins ?? []);
  // The live preview's data sources (DATA_ORIGINS, operator-chosen): connect-src only, WebSocket forms too.
  const data = withSocketOrigins((options.dataOrigins ?? []).filter(isHttpOrigin));
  return writePolicy(data.length ? { ...base, 'connect-src': [...base['connect-src'], ...data] } : base);
}

/**
 * Origins with their WebSocket forms after them (http://h → ws://h, https://h → wss://h): a policy's http source does
 * not match a ws: URL, and live data (docs/live-data.md) connects MQTT and WebSocket feeds to the same allowed hosts.
 */
export function withSocketOrigins(origins: readonly string[]): string[] {
  return origins.flatMap((o) => [o, o.replace(/^http(s?):/, 'ws$1:')]);
}

/**
 * The player's page (`/preview/…`), per response: the designer's policy, where connect-src, img-src and media-src add
 * exactly the data origins the ticket's scene allows (its Scene root's allowedOrigins; none when the ticket or scene
 * does not check out) — never `http: https:`. Its script-src is the designer's: the operator's plugin origins, from
 * which the player loads the signed-in user's plugins that run in previews; a scene adds no script origin.
 */
export function previewPagePolicy(options: { readonly scriptHashes?: readonly string[]; readonly dataOrigins?: readonly string[]; readonly pluginOrigins?: readonly string[]; readonly imageOrigins?: readonly string[] } = {}): string {
  const base = pageDirectives(options.scriptHashes ?? [], options.pluginOrigins ?? []);
  const origins = (options.dataOrigins ?? []).filter(isHttpOrigin);
  // Image-only origins: a publish link's loading-page logo (https, checked when the owner set it).
  const images = (options.imageOrigins ?? []).filter((o) => isHttpOrigin(o) && !origins.includes(o));
  return writePolicy({
    ...base,
    'connect-src': [...base['connect-src'], ...withSocketOrigins(origins)],
    'img-src': [...base['img-src'], ...origins, ...images],
    'media-src': [...base['media-src'], ...origins],
  });
}

/** Whether a text is exactly an http(s) origin (nothing a header could be bent with: no spaces, semicolons, quotes). */
function isHttpOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  } catch {
    return false;
  }
}

/** The designer's policy with no inline scripts: what responses of a server without a built web app carry. */
export const CONTENT_SECURITY_POLICY = designerPagePolicy();

/** The designer's policy for a built web app (its index.html's inline scripts allowed by their sha-256). */
export function contentSecurityPolicyFor(indexHtml: string | undefined): string {
  return designerPagePolicy({ scriptHashes: inlineScriptHashes(indexHtml) });
}

/**
 * The policy of the logic sandbox's worker script (the scene player runs a puzzle's generated code in it with
 * `new Function`): eval allowed, nothing else: no script, module or network loads, no nested workers, and `sandbox`
 * without allow-same-origin, so the worker has an opaque origin: indexedDB, caches and the file system refuse. A
 * dedicated worker served from a URL takes the policy of its own response, not the page's (docs/player.md).
 */
export const SANDBOX_WORKER_POLICY = "default-src 'none'; script-src 'unsafe-eval'; sandbox allow-scripts";

/** Whether a request path is the built logic sandbox worker (Vite names it after its source: logic-sandbox.worker-<hash>.js). */
export function isSandboxWorkerPath(path: string): boolean {
  return /^\/assets\/logic-sandbox\.worker-[A-Za-z0-9_-]+\.js$/.test(path);
}

/**
 * The policy of the KTX2 transcoding worker (plugins/viewport/ktx2.worker.ts): its own origin's scripts (the Basis
 * transcoder it imports) with eval (embind builds the transcoder's bindings with Function()) and wasm, fetches from its
 * own origin (the .wasm), nothing else.
 */
export const KTX2_WORKER_POLICY = "default-src 'none'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'; connect-src 'self'";

/** Whether a request path is the built KTX2 worker (ktx2.worker-<hash>.js). */
export function isKtx2WorkerPath(path: string): boolean {
  return /^\/assets\/ktx2\.worker-[A-Za-z0-9_-]+\.js$/.test(path);
}

/** Whether a request path is a page of the scene player (the preview and publish-link viewer, the presenter, the product exhibition). */
export function isPreviewPagePath(path: string): boolean {
  return path.startsWith('/preview/') || path.startsWith('/presenter/') || path === '/productExhibition' || path.startsWith('/productExhibition/');
}

/**
 * Features no page of ours uses, refused for every page kind and what it embeds (a scene's logic or a plugin cannot
 * ask for the camera, the microphone, the position…). Fullscreen stays for our own origin (the player).
 */
export const PERMISSIONS_POLICY = [
  'camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()', 'bluetooth=()', 'midi=()',
  'display-capture=()', 'screen-wake-lock=()', 'xr-spatial-tracking=()', 'publickey-credentials-get=()', 'idle-detection=()',
  'clipboard-read=()', 'browsing-topics=()', 'fullscreen=(self)',
].join(', ');

/** The security headers, as name → value. */
export function securityHeaders(csp: string = CONTENT_SECURITY_POLICY): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': csp,
    'referrer-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // A page of ours shares its browsing context group with no other origin's window (a preview opened from a hostile
    // page cannot reach it through window.opener, nor it the opener).
    'cross-origin-opener-policy': 'same-origin',
  };
}

/**
 * The headers that make a page cross-origin isolated (with COOP same-origin, sent everywhere): COEP `credentialless`
 * (other origins' no-cors images and media still load, without cookies; unlike `require-corp` they need no CORP
 * header). Sent on the player's pages, where the logic runs, so the page can measure its sandbox worker's memory
 * (performance.measureUserAgentSpecificMemory needs isolation); and on the files of the workers such a page starts
 * (a dedicated worker of an isolated page must send a compatible COEP itself, or it does not load). Not on the
 * designer's pages: nothing there needs it, and they load plugins from other origins.
 */
export const ISOLATION_HEADERS: Readonly<Record<string, string>> = { 'cross-origin-embedder-policy': 'credentialless' };

/**
 * The policy of a preview page, per response: the scene's allowed data origins for the ticket in the path, or none
 * when it does not check out. Set by the scenes module (app.ts), which reads tickets and scenes.
 */
export type PreviewOrigins = (path: string) => Promise<readonly string[] | { readonly data: readonly string[]; readonly images: readonly string[] }>;

/**
 * The edge step sending the security headers on every response (routes, static files, 404s, refusals): each worker's
 * policy on its file (logic sandbox, KTX2 transcoder), the player's per-scene policy on preview pages, the designer's
 * on everything else; the isolation headers on preview pages and the worker files. `pluginOrigins` (PLUGIN_ORIGINS) go
 * into the preview pages' script-src as `csp` has them in the designer's.
 */
export function securityHeadersStep(fastify: FastifyInstance, csp: string = CONTENT_SECURITY_POLICY, indexHtml?: string, pluginOrigins: readonly string[] = []): EdgeStep {
  const headers = securityHeaders(csp);
  const sandboxHeaders = { ...securityHeaders(SANDBOX_WORKER_POLICY), ...ISOLATION_HEADERS };
  const ktx2Headers = { ...securityHeaders(KTX2_WORKER_POLICY), ...ISOLATION_HEADERS };
  const scriptHashes = inlineScriptHashes(indexHtml);
  const previewHeaders = async (path: string, reply: FastifyReply): Promise<void> => {
    let dataOrigins: readonly string[] = [];
    let imageOrigins: readonly string[] = [];
    try {
      const found = await (previewOriginsOf.get(fastify) ?? (async () => []))(path);
      if (Array.isArray(found)) dataOrigins = found;
      else ({ data: dataOrigins, images: imageOrigins } = found as { readonly data: readonly string[]; readonly images: readonly string[] });
    } catch {
      dataOrigins = []; // a ticket or scene that does not check out: the page shows its error with no outside origin
    }
    reply.headers({ ...securityHeaders(previewPagePolicy({ scriptHashes, dataOrigins, pluginOrigins, imageOrigins })), ...ISOLATION_HEADERS });
  };
  return (request, reply) => {
    const url = request.url;
    // Worker files are under /assets/, player pages under /p…: every other path (the API) takes the designer's.
    const second = url.charCodeAt(1);
    if (second !== 0x61 /* a */ && second !== 0x70 /* p */) {
      reply.headers(headers);
      return undefined;
    }
    const path = url.split('?')[0]!;
    if (isSandboxWorkerPath(path)) reply.headers(sandboxHeaders);
    else if (isKtx2WorkerPath(path)) reply.headers(ktx2Headers);
    else if (isPreviewPagePath(path)) return previewHeaders(path, reply);
    else reply.headers(headers);
    return undefined;
  };
}

const previewOriginsOf = new WeakMap<FastifyInstance, PreviewOrigins>();

/** Tell the security headers of a server how to find a preview page's data origins (the scenes module does). */
export function setPreviewOrigins(fastify: FastifyInstance, fn: PreviewOrigins): void {
  previewOriginsOf.set(fastify, fn);
}

/**
 * Media types a user file may be served with as it is. Anything else (text/html, image/svg+xml, JavaScript, XML...)
 * could run script in our origin and is sent as application/octet-stream, as an attachment.
 */
export const SERVABLE_TYPES: ReadonlySet<string> = new Set([
  'image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp', 'image/avif', 'image/ktx2', 'image/vnd.radiance', 'image/x-tga', 'image/vnd-ms.dds',
  'model/gltf-binary', 'model/gltf+json', 'model/obj', 'model/stl',
  'audio/mpeg', 'audio/ogg', 'audio/wav', 'video/mp4', 'video/webm',
  'application/pdf', 'application/zip', 'application/octet-stream', 'application/json', 'text/plain', 'text/csv',
]);

/** How a user file is served: its declared type when allowed (inline), else bytes as an attachment. */
export function servedFileType(declared: string | null | undefined): { readonly contentType: string; readonly attachment: boolean } {
  const base = (declared ?? '').split(';')[0].trim().toLowerCase();
  if (SERVABLE_TYPES.has(base)) {
    // Text stays text but never becomes markup: charset fixed, nosniff on every response.
    return { contentType: base.startsWith('text/') || base === 'application/json' ? `${base}; charset=utf-8` : base, attachment: false };
  }
  return { contentType: 'application/octet-stream', attachment: true };
}
