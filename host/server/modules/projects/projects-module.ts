import type { RouteKit } from '../../http/route-kit.js';
import { projectBinRoutes } from './project-bin-routes.js';
import { projectRoutes } from './project-routes.js';

/** Projects and their recycle bin. */
export function projectsModule(kit: RouteKit): void {
  projectBinRoutes(kit);
  projectRoutes(kit);
}
