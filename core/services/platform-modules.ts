import type { ServiceModule } from '../kernel/kernel-parts.js';
import { apiModule } from './api/api-module.js';
import { dialogsModule } from './dialogs/dialogs-module.js';
import { i18nModule } from './i18n/i18n-module.js';
import { notificationsModule } from './notifications/notifications-module.js';
import { permissionsModule } from './permissions/permissions-module.js';
import { sessionModule } from './session/session-module.js';

/**
 * The services of the platform screens (login, project list, scene list…): texts, notifications, dialogs, the api,
 * the session and permissions. Nothing of the designer (scene, undo, runtime) and no Babylon code, so the entry chunk
 * stays small.
 */
export const platformServiceModules: readonly ServiceModule[] = [i18nModule(), notificationsModule(), dialogsModule, apiModule, sessionModule, permissionsModule];
