import { I18nService, Locales, NotificationService, PermissionService, SessionService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { optional, provide } from '../../kernel/service-declaration.js';
import type { ServiceDeclaration } from '../../kernel/service-declaration.js';
import { permissionLocales } from './locales.js';
import { SessionPermissionService } from './session-permission-service.js';

/** The permission service's declaration. */
export const permissionServiceDeclaration: ServiceDeclaration = /* @__PURE__ */ provide(
  PermissionService, [optional(SessionService), optional(I18nService), optional(NotificationService)], (session, i18n, notifications) =>
    new SessionPermissionService(() => session, (key) => i18n?.t(key) ?? key, () => notifications),
);

/** Declares the permission service and contributes its texts in every language. */
export const permissionsModule: ServiceModule = /* @__PURE__ */ serviceModule([permissionServiceDeclaration], (registry) => {
  for (const locale of Object.keys(permissionLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: permissionLocales[locale] });
});
