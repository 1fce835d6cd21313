import { createServiceKernel, type ServiceKernel } from '../../../../core/kernel/kernel-parts.js';
import { LOCALE_STORAGE_KEY, browserLanguages, chooseLocale } from '../../../../core/services/i18n/locale-choice.js';
import { platformServicesWithoutTexts } from '../../../../core/services/platform-service-modules.js';
import { defaultStore } from '../../../../core/services/settings/key-value-store.js';
import { Locales } from '../../../../sdk/index.js';
import { APP_TEXT_LOADERS } from './app-text-loaders.js';

/**
 * The kernel of the platform screens (login, lists…): the platform services and their and the host's texts in the
 * chosen language only (the one the i18n service picks: a language switch reloads the page), no designer service and
 * no plugin, so no plugin host either (the designer's and the player's kernels, its children, have their own).
 * Imported straight from its files (not the core barrel), so the designer's code stays out of the entry chunk.
 */
export async function createAppKernel(): Promise<ServiceKernel> {
  const locale = chooseLocale(defaultStore().getItem(LOCALE_STORAGE_KEY), browserLanguages());
  const texts = (await APP_TEXT_LOADERS[locale]()).default;
  return createServiceKernel(platformServicesWithoutTexts(), (registry) => {
    registry.contribute(Locales, { locale, texts });
  });
}
