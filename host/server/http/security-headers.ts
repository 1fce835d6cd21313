// Headers sent on every response, and the content types user files may be served with.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The content security policy of every response. What the designer needs: its own scripts and the wasm decoders
 * ('wasm-unsafe-eval'), blob: workers (Babylon's KTX2/Draco worker pools), inline styles (React style props, dockview),
 * data:/blob: images, media and fetches (textures, previews, model bytes). Nothing from other origins. 'unsafe-eval'
 * because the Basis Universal transcoder (Emscripten embind) builds its bindings with Function() inside the KTX2
 * worker, and a blob: worker inherits this policy; inline scripts stay refused.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval' blob:",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "media-src 'self' data: blob:",
  "connect-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The policy for a built web app: the inline scripts of its index.html (the boot splash) allowed by their sha-256,
 * so they run and no other inline script does.
 */
export function contentSecurityPolicyFor(indexHtml: string | undefined): string {
  if (!indexHtml) return CONTENT_SECURITY_POLICY;
  const hashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`);
  if (hashes.length === 0) return CONTENT_SECURITY_POLICY;
  return CONTENT_SECURITY_POLICY.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`);
}

/**
 * The policy of the logic sandbox's worker script (the scene player runs a puzzle's generated code in it with
 * `new Function`): eval allowed, nothing else: no script, module or network loads, no nested workers. A dedicated worker
 * served from a URL takes the policy of its own response, not the page's (docs/player.md).
 */
export const SANDBOX_WORKER_POLICY = "default-src 'none'; script-src 'unsafe-eval'; sandbox allow-scripts";

/** Whether a request path is the built logic sandbox worker (Vite names it after its source: logic-sandbox.worker-<hash>.js). */
export function isSandboxWorkerPath(path: string): boolean {
  return /^\/assets\/logic-sandbox\.worker-[A-Za-z0-9_-]+\.js$/.test(path);
}

/**
 * The policy of the player's page (the preview routes): the page's own, plus data fetches from any http(s) origin,
 * because a puzzle's fetchJson reads the origins on its scene's allow list, which the page checks before each request
 * (the sandbox worker itself has no network at all). Only the preview routes get it.
 */
export function previewPagePolicy(csp: string): string {
  return csp.replace(/connect-src ([^;]*)/, 'connect-src $1 http: https:');
}

/** Whether a request path is a page of the scene player. */
export function isPreviewPagePath(path: string): boolean {
  return path.startsWith('/preview/');
}

/** The security headers, as name → value. */
export function securityHeaders(csp: string = CONTENT_SECURITY_POLICY): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'content-security-policy': csp,
    'referrer-policy': 'same-origin',
  };
}

/** Send the security headers on every response (routes, static files, 404s, refusals). */
export function addSecurityHeaders(fastify: FastifyInstance, csp: string = CONTENT_SECURITY_POLICY): void {
  const headers = securityHeaders(csp);
  const sandboxHeaders = securityHeaders(SANDBOX_WORKER_POLICY);
  const previewHeaders = securityHeaders(previewPagePolicy(csp));
  fastify.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0];
    reply.headers(isSandboxWorkerPath(path) ? sandboxHeaders : isPreviewPagePath(path) ? previewHeaders : headers);
  });
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
