import type { RouteKit } from '../../http/route-kit.js';
import { customerRoutes } from './customer-routes.js';
import { sessionRoutes } from './session-routes.js';

/** Accounts and sessions: login styles, check, logout, lock, tickets, registration, profile and picture. */
export function accountsModule(kit: RouteKit): void {
  sessionRoutes(kit);
  customerRoutes(kit);
}
