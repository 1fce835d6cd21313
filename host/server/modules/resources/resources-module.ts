import type { RouteKit } from '../../http/route-kit.js';
import { resourceRoutes } from './resource-routes.js';
import { resourceFileRoutes } from './resource-file-routes.js';
import { groupRoutes } from './group-routes.js';
import { proResourceRoutes } from './pro-resource-routes.js';
import { resourceMessages } from './resource-messages.js';
import { infoPointMessages } from './info-point-messages.js';
import { infoPointRoutes } from './info-point-routes.js';
import { builtinRoutes } from '../builtins/builtin-routes.js';
import { resourceDataBytes } from './resource-store.js';

/** Resources: scene resources, groups, data resources, info points, and the built-in catalogue. */
export function resourcesModule(kit: RouteKit): void {
  kit.messages(resourceMessages);
  kit.messages(infoPointMessages);
  resourceRoutes(kit);
  resourceFileRoutes(kit);
  groupRoutes(kit);
  proResourceRoutes(kit);
  infoPointRoutes(kit);
  builtinRoutes(kit);
  // Unreferenced blobs, orphan files and stale temp files (never one referenced or written in the last hour).
  kit.job({ name: 'blob-collector', everyMs: 15 * 60 * 1000, run: async (services) => void (await services.blobs.collectGarbage()) });
  kit.storage({ name: 'resource-data', bytes: (services, userId) => resourceDataBytes(services.db, userId) });
}
