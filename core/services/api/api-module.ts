import { ApiService, I18nService, Locales, NotificationService } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import { serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { lazy, optional, provide } from '../../kernel/service-declaration.js';
import type { ServiceDeclaration } from '../../kernel/service-declaration.js';
import { browserStore, StorageKeys } from '../session/key-value-store.js';
import { SessionControl } from '../session/session-control.js';
import { HttpApiService } from './http-api-service.js';
import { apiLocales } from './locales.js';

/** The default API context (spec 000 §9). */
export const DEFAULT_API_CONTEXT = '/cloud';

/**
 * The api service's declaration at `baseUrl` (default: the page's origin plus /cloud). The session needs the api and the
 * api reads the session's token, so the api takes the session lazily.
 */
export function apiServiceDeclaration(baseUrl: string = DEFAULT_API_CONTEXT): ServiceDeclaration {
  return provide(ApiService, [lazy(SessionControl), optional(NotificationService), optional(I18nService)], (session, notifications, i18n) => {
    const store = browserStore();
    return new HttpApiService({
      baseUrl,
      token: () => session()?.token ?? store.getItem(StorageKeys.token) ?? undefined,
      checked: () => session()?.state === 'checked',
      clearSession: (reason) => session()?.clear(reason),
      notifications: () => notifications,
      translate: (key) => i18n?.t(key) ?? key,
      locale: () => i18n?.locale,
    });
  });
}

/** A module declaring the api service at `baseUrl` and contributing its texts in every language. */
export function createApiModule(baseUrl: string = DEFAULT_API_CONTEXT): ServiceModule {
  return serviceModule([apiServiceDeclaration(baseUrl)], (registry) => {
    for (const locale of Object.keys(apiLocales) as LocaleId[]) registry.contribute(Locales, { locale, texts: apiLocales[locale] });
  });
}

/** The api service module with the default context. */
export const apiModule: ServiceModule = /* @__PURE__ */ createApiModule();
