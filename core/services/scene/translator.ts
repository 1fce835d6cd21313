import type { I18nService, LocaleId } from '../../../sdk/index.js';
import { sceneServiceLocales } from './locales.js';

/** Translate with the i18n service when it is bound and knows the key, else with the services' own texts. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator that looks the i18n service up lazily (it may be bound after the scene services). */
export function createTranslator(i18n: () => I18nService | undefined): Translate {
  return (key, values) => {
    const service = i18n();
    if (service?.has(key)) return service.t(key, values);
    const locale: LocaleId = service?.locale ?? 'en';
    const texts = sceneServiceLocales[locale] as Record<string, string>;
    const text = texts[key] ?? (sceneServiceLocales.en as Record<string, string>)[key] ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
  };
}
