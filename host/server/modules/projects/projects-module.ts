import type { RouteKit } from '../../http/route-kit.js';
import { projectBinRoutes } from './project-bin-routes.js';
import { projectRoutes } from './project-routes.js';
import { projectRowBytes } from './project-store.js';

/** Projects and their recycle bin. */
export function projectsModule(kit: RouteKit): void {
  projectBinRoutes(kit);
  projectRoutes(kit);
  kit.storage({ name: 'project-lists', bytes: (services, userId) => projectRowBytes(services.db, userId) });
}
