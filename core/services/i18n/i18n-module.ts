import { DialogService, I18nService, LOCALES, Locales } from '../../../sdk/index.js';
import type { LocaleId } from '../../../sdk/index.js';
import { KernelRegistry, serviceModule, type ServiceModule } from '../../kernel/kernel-parts.js';
import { optional, provide } from '../../kernel/service-declaration.js';
import type { ServiceDeclaration } from '../../kernel/service-declaration.js';
import { defaultStore } from '../settings/key-value-store.js';
import { coreTexts } from './core-locales.js';
import { I18nServiceImpl, type I18nEnvironment } from './i18n-service.js';
import { browserLanguages } from './locale-choice.js';

/** The i18n service's declaration (asking through the dialog service, when there is one); `environment` overrides the browser's. */
export function i18nServiceDeclaration(environment?: Partial<I18nEnvironment>): ServiceDeclaration {
  return provide(I18nService, [KernelRegistry, optional(DialogService)], (registry, dialogs) => {
    const service: I18nServiceImpl = new I18nServiceImpl(registry, {
      store: environment?.store ?? defaultStore(),
      languages: environment?.languages ?? browserLanguages(),
      reload: environment?.reload ?? (() => globalThis.location?.reload()),
      engineAfter: environment?.engineAfter,
      confirmSwitch:
        environment?.confirmSwitch ??
        ((locale: LocaleId) => {
          if (!dialogs) return Promise.resolve(true);
          return dialogs.confirm({
            title: service.t('core.language.switchTitle'),
            message: service.t('core.language.switchMessage', { language: service.t(`core.language.${locale}`) }),
            confirmLabel: service.t('core.language.switchConfirm'),
          });
        }),
    });
    return service;
  }, { dispose: (service) => service.dispose() });
}

/** Declares the i18n service and contributes the kernel's own texts in every language; `environment` overrides the browser's. */
export function i18nModule(environment?: Partial<I18nEnvironment>): ServiceModule {
  return serviceModule([i18nServiceDeclaration(environment)], (registry) => {
    for (const locale of LOCALES) registry.contribute(Locales, { locale, texts: coreTexts[locale] });
  });
}
