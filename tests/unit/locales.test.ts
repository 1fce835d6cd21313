// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Locales, LOCALES } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { coreServiceModules, createEditorKernel } from '../../core/index.js';
import { builtinPlugins } from '../../host/web/src/builtin-plugins.js';
import { hostLocaleBundles } from '../../host/web/src/kernel/host-locales.js';
import { hostPlugin } from '../../host/web/src/kernel/host-plugin.js';
import helloPlugin from '../fixtures/hello-plugin/index.js';
import examplePlugin from '../fixtures/example-plugin/src/index.js';

type Tables = Record<LocaleId, Record<string, string>>;

/** Keys present in some language of the tables but missing (or empty) in another, as 'locale: key'. */
function missingKeys(tables: Tables): string[] {
  const all = new Set(LOCALES.flatMap((locale) => Object.keys(tables[locale] ?? {})));
  const missing: string[] = [];
  for (const key of all) {
    for (const locale of LOCALES) {
      const text = tables[locale]?.[key];
      if (typeof text !== 'string' || text.trim() === '') missing.push(`${locale}: ${key}`);
    }
  }
  return missing.sort();
}

describe('texts in three languages', () => {
  it('every key contributed through the Locales point by the kernel and every built-in plugin exists in en, zh-CN and zh-TW', async () => {
    const kernel = await createEditorKernel(coreServiceModules, [hostPlugin, ...builtinPlugins, helloPlugin, examplePlugin]);
    const tables: Tables = { en: {}, 'zh-CN': {}, 'zh-TW': {} };
    for (const bundle of kernel.registry.list(Locales).current) Object.assign(tables[bundle.locale], bundle.texts);
    expect(Object.keys(tables.en).length).toBeGreaterThan(50);
    expect(missingKeys(tables)).toEqual([]);
    await kernel.dispose();
  });

  it('each locale file of host/web/src/locales has the same keys in every language', () => {
    const bundles = hostLocaleBundles();
    expect(Object.keys(bundles).length).toBeGreaterThan(0);
    for (const [file, bundle] of Object.entries(bundles)) {
      expect({ file, missing: missingKeys(bundle as Tables) }).toEqual({ file, missing: [] });
    }
  });

  it('the check itself catches a key missing in one language', () => {
    expect(missingKeys({ en: { a: 'A', b: 'B' }, 'zh-CN': { a: '甲' }, 'zh-TW': { a: '甲', b: '' } })).toEqual(['zh-CN: b', 'zh-TW: b']);
  });
});
