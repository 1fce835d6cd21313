import { createServiceKernel, type ServiceKernel } from '../../../../core/kernel/kernel-parts.js';
import { LOCALE_STORAGE_KEY, browserLanguages, chooseLocale } from '../../../../core/services/i18n/locale-choice.js';
import { platformServicesWithoutTexts } from '../../../../core/services/platform-service-modules.js';
import { defaultStore } from '../../../../core/services/settings/key-value-store.js';
import { Locales } from '../../../../sdk/index.js';
import { APP_TEXT_LOADERS } from './app-text-loaders.js';

/** An app kernel whose services work at once, and the moment its texts are there (`startAppKernel`). */
export interface StartingAppKernel {
  readonly kernel: ServiceKernel;
  /** Resolves once the chosen language's texts are contributed; what shows text waits for it. */
  readonly texts: Promise<void>;
}

/**
 * The kernel of the platform screens (login, lists…): the platform services and their and the host's texts in the
 * chosen language only (the one the i18n service picks: a language switch reloads the page), no designer service and
 * no plugin, so no plugin host either (the designer's and the player's kernels, its children, have their own).
 * Imported straight from its files (not the core barrel), so the designer's code stays out of the entry chunk.
 */
export async function createAppKernel(): Promise<ServiceKernel> {
  const { kernel, texts } = startAppKernel();
  await texts;
  return kernel;
}

/**
 * The app kernel made at once, its texts contributed when they arrive (the i18n service follows its Locales point): a
 * publish link's page opens its link with the kernel's api while the texts are still on their way. With `textsAfter`,
 * the texts and i18next's code are asked for only once it settles (the published viewer's first frame: nothing shows
 * text before it; until i18next is there, the i18n service answers from its catalogue, core/services/i18n).
 */
export function startAppKernel(textsAfter?: Promise<unknown>): StartingAppKernel {
  const locale = chooseLocale(defaultStore().getItem(LOCALE_STORAGE_KEY), browserLanguages());
  const loading = textsAfter ? textsAfter.then(() => APP_TEXT_LOADERS[locale](), () => APP_TEXT_LOADERS[locale]()) : APP_TEXT_LOADERS[locale]();
  const kernel = createServiceKernel(platformServicesWithoutTexts(textsAfter ? { engineAfter: textsAfter } : undefined));
  const texts = loading.then((loaded) => {
    kernel.registry.contribute(Locales, { locale, texts: loaded.default });
  });
  return { kernel, texts };
}
