import { serviceModule, type ServiceModule } from '../kernel/kernel-parts.js';
import { apiServiceDeclaration } from './api/api-module.js';
import { dialogsModule } from './dialogs/dialogs-module.js';
import { i18nServiceDeclaration } from './i18n/i18n-module.js';
import type { I18nEnvironment } from './i18n/i18n-service.js';
import { notificationsModule } from './notifications/notifications-module.js';
import { permissionServiceDeclaration } from './permissions/permissions-module.js';
import { sessionModule } from './session/session-module.js';

/**
 * The platform services of `platformServiceModules` without their texts, for a kernel that contributes the texts of
 * its one language itself (`platformTexts`): the web app's, whose entry chunk then carries no text of the two other
 * languages. Same services, same dependencies; `i18n` overrides the i18n service's environment (`engineAfter`).
 */
export function platformServicesWithoutTexts(i18n?: Partial<I18nEnvironment>): ServiceModule[] {
  return [
    serviceModule([i18nServiceDeclaration(i18n)]),
    notificationsModule(),
    dialogsModule,
    serviceModule([apiServiceDeclaration()]),
    sessionModule,
    serviceModule([permissionServiceDeclaration]),
  ];
}
