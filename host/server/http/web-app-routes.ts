// The built web app (static files, SPA fallback, favicon) and the 404 answers (envelope for API paths, a page otherwise).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ReplyCode } from '../../../sdk/contract/envelope.js';
import { ApiError } from './api-error.js';
import type { RouteRunner } from './route-runner.js';

/**
 * The page of a publish link's address (publishing, link-first-page.ts): undefined for any other address; else what its
 * first HTML adds at the start of its body (the link's loading page, checked and escaped by its maker; '' for nothing).
 * Such a page is viewer.html when built (the viewer's own entry), else index.html.
 */
export type LinkPageStart = (path: string) => Promise<string | undefined>;

/** The index page with `fragment` at the start of its body (before the app's root). */
export function withBodyStart(indexHtml: string, fragment: string): string {
  if (fragment === '') return indexHtml;
  const at = indexHtml.search(/<body[^>]*>/i);
  if (at < 0) return fragment + indexHtml;
  const end = indexHtml.indexOf('>', at) + 1;
  return indexHtml.slice(0, end) + fragment + indexHtml.slice(end);
}

/**
 * Serve the web app from `webRoot` when it is built, and answer everything unmatched. `linkPage` tells a publish
 * link's page and what its first HTML adds (a failure there serves the page without it).
 */
export async function mountWebApp(fastify: FastifyInstance, webRoot: string, apiContext: string, runner: RouteRunner, linkPage?: LinkPageStart): Promise<void> {
  const hasWeb = existsSync(join(webRoot, 'index.html')) && statSync(webRoot).isDirectory();
  const pageFile = (name: string) => (hasWeb && linkPage && existsSync(join(webRoot, name)) ? readFileSync(join(webRoot, name), 'utf8') : undefined);
  const linkHtml = pageFile('viewer.html') ?? pageFile('index.html');
  if (hasWeb) {
    await fastify.register(fastifyStatic, {
      root: webRoot, prefix: '/', index: ['index.html'],
      // The build writes .br and .gz beside each text file (host/web/vite/precompress-plugin.ts): sent to browsers that
      // accept them, the plain file otherwise.
      preCompressed: true,
      // Files under assets/ carry a hash of their content in their names: a browser keeps them for a year.
      setHeaders(reply, path) {
        if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // Browsers ask for /favicon.ico whatever the page links; answer with our SVG icon rather than a 404.
  if (hasWeb && existsSync(join(webRoot, 'favicon.svg'))) {
    fastify.get('/favicon.ico', async (_request, reply) => reply.type('image/svg+xml').sendFile('favicon.svg'));
  }

  fastify.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = path.startsWith(`${apiContext}/api/`) || path === `${apiContext}/api` || path.endsWith('.client');
    if (isApi || request.method !== 'GET') {
      await runner.sendError(new ApiError(ReplyCode.warning, 'error.routeNotFound', { httpStatus: 404, vars: { method: request.method, path } }), request, reply);
      return;
    }
    if (hasWeb && !/\.[a-z0-9]+$/i.test(path)) {
      if (linkHtml !== undefined && linkPage) {
        const fragment = await linkPage(path).catch((error: unknown) => {
          request.log.warn({ err: error }, 'publish link page failed');
          return '';
        });
        if (fragment !== undefined) {
          // Of this moment (a link taken down or republished later shows otherwise): kept by no cache.
          await reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(withBodyStart(linkHtml, fragment));
          return;
        }
      }
      await reply.type('text/html; charset=utf-8').sendFile('index.html');
      return;
    }
    const hint = hasWeb ? '' : '<p>The web app is not built here. Run <code>npm run build</code>.</p>';
    await reply.status(404).type('text/html; charset=utf-8').send(`<!doctype html><title>Not found</title><h1>404 Not found</h1>${hint}`);
  });
}
