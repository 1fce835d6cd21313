import { I18nService, Locales, NotificationService, PermissionService, SessionService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { optional, provide } from '../../kernel/service-declaration.js';
import { permissionLocales } from './locales.js';
import { SessionPermissionService } from './session-permission-service.js';

/** Declares the permission service and contributes its texts. */
export const permissionsModule: ServiceModule = serviceModule(
  [
    provide(PermissionService, [optional(SessionService), optional(I18nService), optional(NotificationService)], (session, i18n, notifications) =>
      new SessionPermissionService(() => session, (key) => i18n?.t(key) ?? key, () => notifications)),
  ],
  (registry) => {
    for (const locale of Object.keys(permissionLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: permissionLocales[locale] });
  },
);
