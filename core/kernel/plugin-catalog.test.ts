import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { definePlugin, PluginService } from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { i18nModule } from '../services/i18n/i18n-module.js';
import { MemoryStore } from '../services/settings/key-value-store.js';
import { createEditorKernel } from './editor-kernel.js';

const temp = mkdtempSync(join(tmpdir(), 'kf-catalog-texts-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A kernel in one language with a built-in plugin and a plugin loaded from a file URL. */
async function catalogIn(locale: LocaleId) {
  const kernel = await createEditorKernel([i18nModule({ languages: [locale], store: new MemoryStore() })], [definePlugin({ id: 'test.builtin', name: 'Built-in', activate: () => undefined })]);
  const plugins = kernel.services.get(PluginService);
  const file = join(temp, `${locale}.js`);
  writeFileSync(file, 'export default { id: "acme.loaded", name: "Loaded", activate() {} };\n');
  const url = pathToFileURL(file).href;
  await plugins.loadFromUrl(url);
  return { kernel, plugins, url };
}

const refusal = (promise: Promise<unknown>) => promise.then(() => 'no refusal', (error: Error) => error.message);

describe('plugin catalogue refusals in the user\'s language', () => {
  it.each([
    ['en', 'is already loaded from', 'is built in; only plugins loaded from a URL can be reloaded', 'can be unloaded', 'No plugin "ghost" is known', 'Could not load a plugin from'],
    ['zh-CN', '已从', '是内置插件；只有从 URL 加载的插件才能重新加载', '才能卸载', '没有名为“ghost”的插件', '无法从'],
    ['zh-TW', '已從', '是內建外掛；只有從 URL 載入的外掛才能重新載入', '才能卸載', '沒有名為「ghost」的外掛', '無法從'],
  ] as const)('%s', async (locale, loaded, reload, unload, unknown, failed) => {
    const { kernel, plugins, url } = await catalogIn(locale);
    expect(await refusal(plugins.loadFromUrl(url))).toContain(loaded);
    expect(await refusal(plugins.loadFromUrl(url))).toContain('Loaded');
    expect(await refusal(plugins.reload('test.builtin'))).toBe(`${locale === 'en' ? 'Plugin "Built-in" ' : locale === 'zh-CN' ? '插件“Built-in”' : '外掛「Built-in」'}${reload}`);
    expect(await refusal(plugins.unload('test.builtin'))).toContain(unload);
    expect(await refusal(plugins.deactivate('ghost'))).toBe(unknown);
    expect(await refusal(plugins.loadFromUrl(pathToFileURL(join(temp, 'nowhere.js')).href))).toContain(failed);
    await kernel.dispose();
  });
});
