import type { ServiceModule } from '../kernel/kernel-parts.js';
import { designerServiceModules } from './designer-modules.js';
import { platformServiceModules } from './platform-modules.js';

export { designerServiceModules } from './designer-modules.js';
export { platformServiceModules } from './platform-modules.js';

/** Every core service module (platform and designer). The order does not matter: services are made from their declared dependencies. */
export const coreServiceModules: ServiceModule[] = [...platformServiceModules, ...designerServiceModules];
