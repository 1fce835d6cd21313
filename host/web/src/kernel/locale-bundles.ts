import type { LocaleId } from '../../../../sdk/index.js';

/** A locale file of host/web/src/locales/: one text table per language. */
export type LocaleBundle = Readonly<Record<LocaleId, Readonly<Record<string, string>>>>;

function isBundle(value: unknown): value is LocaleBundle {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['en', 'zh-CN', 'zh-TW'].every((locale) => record[locale] !== null && typeof record[locale] === 'object');
}

/** The text bundles a locale module exports (any export shaped `{ en, 'zh-CN', 'zh-TW' }`), by export name. */
export function bundlesOf(module: Readonly<Record<string, unknown>>): [string, LocaleBundle][] {
  return Object.entries(module).filter((entry): entry is [string, LocaleBundle] => isBundle(entry[1]));
}

/** One language's texts: the platform services' (`platform`), then every host bundle's. */
export function textsIn(locale: LocaleId, platform: Readonly<Record<string, string>>, bundles: Iterable<LocaleBundle>): Record<string, string> {
  const texts: Record<string, string> = { ...platform };
  for (const bundle of bundles) Object.assign(texts, bundle[locale]);
  return texts;
}
