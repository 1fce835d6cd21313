import { DAY_MS } from '../../clock.js';
import type { RouteKit } from '../../http/route-kit.js';
import { accountMessages } from './account-messages.js';
import { customerRoutes } from './customer-routes.js';
import { sessionRoutes } from './session-routes.js';

/** Ended or expired sessions are kept this long (so old tokens still get 103/104), then deleted. */
export const SESSION_RETENTION_MS = 30 * DAY_MS;

/** Accounts and sessions: login styles, check, logout, lock, tickets, registration, profile and picture. */
export function accountsModule(kit: RouteKit): void {
  kit.messages(accountMessages);
  sessionRoutes(kit);
  customerRoutes(kit);
  kit.job({
    name: 'session-cleanup',
    everyMs: 6 * 60 * 60 * 1000,
    async run({ db, clock }) {
      const cutoff = clock.now() - SESSION_RETENTION_MS;
      await db.deleteFrom('sessions').where((eb) => eb.or([eb('ended_at', '<', cutoff), eb('expires_at', '<', cutoff)])).execute();
      await db.deleteFrom('tickets').where('expires_at', '<', clock.now()).execute();
    },
  });
}
