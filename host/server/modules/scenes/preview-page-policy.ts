// The per-scene policy of a preview page (docs/player.md, docs/server.md): the server reads the ticket in the page's
// path, and the page's connect-src / img-src / media-src list exactly the origins the ticket's scene allows.
import type { FastifyInstance } from 'fastify';
import { setPreviewOrigins } from '../../http/security-headers.js';
import type { ServerServices } from '../../http/route-kit.js';
import { quickLoginSecret } from '../accounts/session-routes.js';
import { grantedScene } from './preview-routes.js';
import { readPreviewTicket } from './preview-ticket.js';
import { sceneAllowedOrigins, ticketCandidates } from './preview-scope.js';
import { currentContent } from './scene-content.js';
import { publishLinkKeyOf } from '../publishing/logo-origin.js';
import { linkPageOrigins } from '../publishing/link-page-origins.js';

/** Give preview pages the data origins of their ticket's scene (none for a ticket that does not check out), and publish link pages those of their published version. */
export function mountPreviewPagePolicy(fastify: FastifyInstance, services: ServerServices): void {
  setPreviewOrigins(fastify, async (path) => {
    const shortKey = publishLinkKeyOf(path);
    if (shortKey !== undefined) return linkPageOrigins(services, shortKey);
    const secret = await quickLoginSecret(services);
    for (const ticket of ticketCandidates(path)) {
      const grant = readPreviewTicket(secret, ticket, services.clock.now());
      if (typeof grant === 'string') continue;
      return sceneAllowedOrigins(await currentContent(services.db, await grantedScene(services, grant)));
    }
    return [];
  });
}
