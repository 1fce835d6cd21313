import { ApiService, I18nService, Locales, NotificationService, SessionService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import type { ServiceModule } from '../../kernel/editor-kernel.js';
import { browserStore, StorageKeys } from '../session/key-value-store.js';
import { HttpApiService } from './http-api-service.js';
import { apiLocales } from './locales.js';

/** The default API context (spec 000 §9). */
export const DEFAULT_API_CONTEXT = '/cloud';

/** A module binding the api service at `baseUrl` (default: the page's origin plus /cloud). */
export function createApiModule(baseUrl: string = DEFAULT_API_CONTEXT): ServiceModule {
  return ({ services, registry }) => {
    const store = browserStore();
    for (const locale of Object.keys(apiLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: apiLocales[locale] });
    const api = new HttpApiService({
      baseUrl,
      token: () => services.tryGet(SessionService)?.token ?? store.getItem(StorageKeys.token) ?? undefined,
      checked: () => services.tryGet(SessionService)?.state === 'checked',
      clearSession: (reason) => services.tryGet(SessionService)?.clear(reason),
      notifications: () => services.tryGet(NotificationService),
      translate: (key) => services.tryGet(I18nService)?.t(key) ?? key,
    });
    services.bindValue(ApiService, api);
  };
}

/** The api service module with the default context. */
export const apiModule: ServiceModule = createApiModule();
