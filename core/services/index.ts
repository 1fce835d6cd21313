import type { ServiceModule } from '../kernel/editor-kernel.js';
import { sceneServiceModule } from './scene/scene-module.js';
import { apiModule } from './api/api-module.js';
import { permissionsModule } from './permissions/permissions-module.js';
import { sessionModule } from './session/session-module.js';

/** Every core service module, bound in this order into each new editor kernel. Append new modules here. */
export const coreServiceModules: ServiceModule[] = [
  sceneServiceModule,
  apiModule,
  permissionsModule,
  sessionModule,
];
