import type { RouteKit } from '../../http/route-kit.js';
import { publishMessages } from './publish-messages.js';
import { publishRoutes } from './publish-routes.js';
import { visitRoutes } from './visit-routes.js';
import { linkListRoutes } from './link-list-routes.js';
import { qrRoutes } from './qr-routes.js';

/** Publishing (docs/publishing.md): publish links of saved scene versions, short links, reactions, link lists. */
export function publishingModule(kit: RouteKit): void {
  kit.messages(publishMessages);
  publishRoutes(kit);
  visitRoutes(kit);
  linkListRoutes(kit);
  qrRoutes(kit);
}
