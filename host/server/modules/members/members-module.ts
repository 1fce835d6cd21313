import type { RouteKit } from '../../http/route-kit.js';
import { memberMessages } from './member-messages.js';
import { memberRoutes } from './member-routes.js';

/** Project members: roles, invitations, the inbox (docs/collaboration.md). */
export function membersModule(kit: RouteKit): void {
  kit.messages(memberMessages);
  memberRoutes(kit);
}
