import type { ServiceModule } from '../kernel/editor-kernel.js';
import { runtimeModule } from '../runtime/runtime-module.js';
import { sceneServiceModule } from './scene/scene-module.js';
import { apiModule } from './api/api-module.js';
import { permissionsModule } from './permissions/permissions-module.js';
import { sessionModule } from './session/session-module.js';
import { i18nModule } from './i18n/i18n-module.js';
import { notificationsModule } from './notifications/notifications-module.js';
import { dialogsModule } from './dialogs/dialogs-module.js';
import { commandsModule } from './commands/commands-module.js';
import { layoutModule } from './layout/layout-module.js';
import { settingsModule } from './settings/settings-module.js';
import { openScenesModule } from './open-scenes/open-scenes-module.js';

/** Every core service module, bound in this order into each new editor kernel. Append new modules here. */
export const coreServiceModules: ServiceModule[] = [
  sceneServiceModule,
  apiModule,
  permissionsModule,
  sessionModule,
  i18nModule(),
  notificationsModule(),
  dialogsModule,
  commandsModule(),
  layoutModule,
  settingsModule(),
  runtimeModule,
  openScenesModule,
];
