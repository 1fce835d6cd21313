import type { LocaleContribution, LocaleId } from '../../../../sdk/index.js';

/** A locale file of host/web/src/locales/: one text table per language. */
export type LocaleBundle = Readonly<Record<LocaleId, Readonly<Record<string, string>>>>;

function isBundle(value: unknown): value is LocaleBundle {
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  return ['en', 'zh-CN', 'zh-TW'].every((locale) => record[locale] !== null && typeof record[locale] === 'object');
}

const modules = import.meta.glob('../locales/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

/** Every text bundle of host/web/src/locales/*.ts (any export shaped `{ en, 'zh-CN', 'zh-TW' }`), by file. */
export function hostLocaleBundles(): Record<string, LocaleBundle> {
  const bundles: Record<string, LocaleBundle> = {};
  for (const [file, module] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (isBundle(value)) bundles[`${file}#${name}`] = value;
    }
  }
  return bundles;
}

/** The host's bundles as Locales contributions. */
export function hostLocaleContributions(): LocaleContribution[] {
  const contributions: LocaleContribution[] = [];
  for (const bundle of Object.values(hostLocaleBundles())) {
    for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) contributions.push({ locale, texts: bundle[locale] });
  }
  return contributions;
}
