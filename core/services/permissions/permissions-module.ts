import { I18nService, Locales, NotificationService, PermissionService, SessionService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { permissionLocales } from './locales.js';
import { SessionPermissionService } from './session-permission-service.js';

/** Binds the permission service and contributes its texts. */
export const permissionsModule: ServiceModule = ({ services, registry }) => {
  for (const locale of Object.keys(permissionLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: permissionLocales[locale] });
  services.bindValue(
    PermissionService,
    new SessionPermissionService(
      () => services.tryGet(SessionService),
      (key) => services.tryGet(I18nService)?.t(key) ?? key,
      () => services.tryGet(NotificationService),
    ),
  );
};
