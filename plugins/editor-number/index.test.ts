import { describe, expect, it } from 'vitest';
import { createTestKernel } from '@scene-platform/sdk/testing';
import { Locales, PropertyEditors } from '../../sdk/index.js';
import plugin from './index.js';
import { locales } from './locales.js';

describe('number editor plugin', () => {
  it('contributes the editor for number and int, and its texts in three languages; deactivating removes them', async () => {
    const kernel = await createTestKernel({ plugins: [plugin] });
    const editors = kernel.contributions(PropertyEditors);
    expect(editors).toHaveLength(1);
    expect(editors[0].types).toEqual(['number', 'int']);
    const ownBundles = () => kernel.contributions(Locales).filter((bundle) => Object.keys(bundle.texts).some((key) => key in locales.en));
    expect(ownBundles().map((bundle) => bundle.locale).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    const someKey = Object.keys(locales.en)[0];
    expect(kernel.t(someKey)).toBe(locales.en[someKey as keyof typeof locales.en]);
    await kernel.deactivate(plugin.id);
    expect(kernel.contributions(PropertyEditors)).toEqual([]);
    expect(ownBundles()).toEqual([]);
    await kernel.dispose();
  });

  it('has the same keys in every language', () => {
    const keys = (o: object) => Object.keys(o).sort();
    expect(keys(locales['zh-CN'])).toEqual(keys(locales.en));
    expect(keys(locales['zh-TW'])).toEqual(keys(locales.en));
  });
});
