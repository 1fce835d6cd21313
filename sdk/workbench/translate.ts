import type { I18nService } from '../services/i18n.js';
import type { LocaleId } from './locale.js';

/** A plugin's own texts: key → text for each locale (the shape of every `locales.ts`). */
export type LocaleBundles = Readonly<Record<LocaleId, Readonly<Record<string, string>>>>;

/** A translate function. */
export type TranslateFn = (key: string, values?: Record<string, string | number>) => string;

/** Fill `{{name}}` placeholders. */
export function fillPlaceholders(text: string, values?: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

/** Translate with the i18n service when it knows the key, else from the plugin's own bundles (active locale, then English). */
export function createTranslate(i18n: I18nService | undefined, bundles: LocaleBundles): TranslateFn {
  return (key, values) => {
    if (i18n?.has(key)) return i18n.t(key, values);
    const locale: LocaleId = i18n?.locale ?? 'en';
    return fillPlaceholders(bundles[locale]?.[key] ?? bundles.en[key] ?? key, values);
  };
}
