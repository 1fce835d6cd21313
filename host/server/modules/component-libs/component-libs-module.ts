import type { RouteKit } from '../../http/route-kit.js';
import { componentLibMessages } from './component-lib-messages.js';
import { componentLibRoutes } from './component-lib-routes.js';
import './component-lib-tables.js';

/** Component libraries (docs/market.md): components shared, reviewed by managers, and inserted into scenes. */
export function componentLibsModule(kit: RouteKit): void {
  kit.messages(componentLibMessages);
  componentLibRoutes(kit);
}
