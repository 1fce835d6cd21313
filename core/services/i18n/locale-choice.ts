import type { LocaleId } from '../../../sdk/index.js';

/** The localStorage key of the chosen interface language. */
export const LOCALE_STORAGE_KEY = 'kf.locale';

/** The catalogue's fallback language (spec 000 §1: Chinese is the default). */
export const FALLBACK_LOCALE: LocaleId = 'zh-CN';

/** Whether a value is one of the supported locales. */
export function isLocaleId(value: unknown): value is LocaleId {
  return value === 'en' || value === 'zh-CN' || value === 'zh-TW';
}

/** Map one browser language tag to a supported locale, or undefined when it is none of ours. */
export function localeOfLanguage(tag: string): LocaleId | undefined {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower === 'zh' || lower.startsWith('zh-')) {
    if (/^zh-(tw|hk|mo)\b/.test(lower) || lower.startsWith('zh-hant')) return 'zh-TW';
    return 'zh-CN';
  }
  return undefined;
}

/** The locale to use: the stored one when valid, else the first browser language we support, else zh-CN. */
export function chooseLocale(stored: string | null | undefined, browserLanguages: readonly string[]): LocaleId {
  if (isLocaleId(stored)) return stored;
  for (const tag of browserLanguages) {
    const locale = localeOfLanguage(tag);
    if (locale) return locale;
  }
  return FALLBACK_LOCALE;
}

/** The browser's preferred languages (empty outside a browser). */
export function browserLanguages(): readonly string[] {
  const nav = (globalThis as { navigator?: { languages?: readonly string[]; language?: string } }).navigator;
  if (!nav) return [];
  if (nav.languages && nav.languages.length > 0) return nav.languages;
  return nav.language ? [nav.language] : [];
}
