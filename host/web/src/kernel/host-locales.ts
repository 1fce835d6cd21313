import type { LocaleContribution } from '../../../../sdk/index.js';
import { bundlesOf, type LocaleBundle } from './locale-bundles.js';

export type { LocaleBundle } from './locale-bundles.js';

const modules = import.meta.glob('../locales/*.ts', { eager: true }) as Record<string, Record<string, unknown>>;

/** Every text bundle of host/web/src/locales/*.ts (any export shaped `{ en, 'zh-CN', 'zh-TW' }`), by file. */
export function hostLocaleBundles(): Record<string, LocaleBundle> {
  const bundles: Record<string, LocaleBundle> = {};
  for (const [file, module] of Object.entries(modules)) {
    for (const [name, value] of bundlesOf(module)) bundles[`${file}#${name}`] = value;
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
