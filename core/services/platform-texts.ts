import type { LocaleId } from '../../sdk/index.js';
import { apiLocales } from './api/locales.js';
import { coreTexts } from './i18n/core-locales.js';
import { permissionLocales } from './permissions/locales.js';

/** The texts the platform service modules contribute (the kernel's, the api's, the permissions'), in one language. */
export function platformTexts(locale: LocaleId): Record<string, string> {
  return { ...coreTexts[locale], ...apiLocales[locale], ...permissionLocales[locale] };
}
