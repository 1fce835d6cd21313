import { describe, expect, it } from 'vitest';
import { Locales, PropertyEditors, type ContributionPoint, type PluginContext } from '../../sdk/index.js';
import plugin from './index.js';
import { locales } from './locales.js';

function fakeContext() {
  const contributed: Array<{ point: string; value: unknown }> = [];
  const ctx = {
    pluginId: plugin.id,
    get: () => { throw new Error('not bound'); },
    tryGet: () => undefined,
    contribute: <T>(point: ContributionPoint<T>, value: T) => { contributed.push({ point: point.id, value }); return { dispose() {} }; },
    contributions: () => { throw new Error('unused'); },
    subscriptions: { add: <T>(d: T) => d, dispose() {} },
  } as unknown as PluginContext;
  return { ctx, contributed };
}

describe('number editor plugin', () => {
  it('contributes the editor for number and int, and its texts in three languages', async () => {
    const { ctx, contributed } = fakeContext();
    await plugin.activate(ctx);
    const editors = contributed.filter((c) => c.point === PropertyEditors.id).map((c) => c.value as { types: string[] });
    expect(editors).toHaveLength(1);
    expect(editors[0].types).toEqual(['number', 'int']);
    const bundles = contributed.filter((c) => c.point === Locales.id).map((c) => (c.value as { locale: string }).locale);
    expect(bundles.sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
  });

  it('has the same keys in every language', () => {
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(locales['zh-CN'])).toEqual(keys(locales.en));
    expect(keys(locales['zh-TW'])).toEqual(keys(locales.en));
  });
});
