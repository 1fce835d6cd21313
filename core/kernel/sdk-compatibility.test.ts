import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { SDK_VERSION } from '../../sdk/index.js';
import { i18nModule } from '../services/i18n/i18n-module.js';
import { MemoryStore } from '../services/settings/key-value-store.js';
import { createEditorKernel } from './editor-kernel.js';
import { sdkIncompatibility } from './sdk-compatibility.js';

const temp = mkdtempSync(join(tmpdir(), 'kf-sdk-range-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

function pluginModule(name: string, sdk: string | undefined): string {
  const file = join(temp, `${name}.mjs`);
  const field = sdk === undefined ? '' : `sdk: ${JSON.stringify(sdk)},`;
  writeFileSync(file, `export default { id: 'acme.${name}', ${field} activate() {} };\n`);
  return pathToFileURL(file).href;
}

const memoryStore = (locale: string) => { const store = new MemoryStore(); store.setItem('kf.locale', locale); return store; };

describe('SDK compatibility of URL plugins', () => {
  it('loads a plugin whose range includes this SDK, or that declares none', async () => {
    const kernel = await createEditorKernel([]);
    await kernel.plugins.loadFromUrl(pluginModule('fits', `^${SDK_VERSION}`));
    await kernel.plugins.loadFromUrl(pluginModule('two', '^2'));
    await kernel.plugins.loadFromUrl(pluginModule('silent', undefined));
    expect(kernel.plugins.activeIds).toEqual(['acme.fits', 'acme.two', 'acme.silent']);
    await kernel.dispose();
  });

  it('refuses one built for another SDK, in the user\'s language, without activating it', async () => {
    const english = await createEditorKernel([i18nModule({ store: memoryStore('en'), languages: ['en'], reload: () => undefined })]);
    await expect(english.plugins.loadFromUrl(pluginModule('future', '^99.0.0'))).rejects.toThrow(
      `The plugin "acme.future" was written for SDK ^99.0.0; this designer provides SDK ${SDK_VERSION}.`,
    );
    expect(english.plugins.isActive('acme.future')).toBe(false);
    await expect(english.plugins.loadFromUrl(pluginModule('one', '^1.0.0'))).rejects.toThrow(
      'The plugin "acme.one" was written for SDK ^1.0.0; this designer provides SDK 2.0.0.',
    );
    expect(english.plugins.isActive('acme.one')).toBe(false);
    const chinese = await createEditorKernel([i18nModule({ store: memoryStore('zh-CN'), languages: ['zh-CN'], reload: () => undefined })]);
    await expect(chinese.plugins.loadFromUrl(pluginModule('old', '0.x'))).rejects.toThrow(`插件“acme.old”是为 SDK 0.x 编写的；本设计器提供的是 SDK ${SDK_VERSION}`);
    await expect(chinese.plugins.loadFromUrl(pluginModule('v1', '^1'))).rejects.toThrow('插件“acme.v1”是为 SDK ^1 编写的；本设计器提供的是 SDK 2.0.0');
    await english.dispose();
    await chinese.dispose();
  });

  it('SDK 2 refuses a plugin written for SDK 1, and accepts ranges that include 2.x', () => {
    expect(SDK_VERSION).toBe('2.0.0');
    for (const range of ['^1', '^1.0.0', '1.x', '~1.4.0', '>=1.0.0 <2']) {
      expect(sdkIncompatibility({ id: 'acme.old', sdk: range, activate() {} }), range).toBe(
        `The plugin "acme.old" was written for SDK ${range}; this designer provides SDK 2.0.0. Load a version of the plugin built for SDK 2.0.0.`,
      );
    }
    for (const range of ['^2', '^2.0.0', '2.x', '>=1.0.0 <3', '^1 || ^2']) {
      expect(sdkIncompatibility({ id: 'acme.new', sdk: range, activate() {} }), range).toBeUndefined();
    }
    expect(sdkIncompatibility({ id: 'acme.newer', sdk: '^2.1.0', activate() {} })).toContain('SDK ^2.1.0');
  });

  it('names a range that is not valid', () => {
    expect(sdkIncompatibility({ id: 'acme.bad', sdk: 'latest', activate() {} })).toBe(
      'The plugin "acme.bad" declares an SDK range that is not valid: "latest" (expected npm semver, such as ^2.0.0).',
    );
    expect(sdkIncompatibility({ id: 'acme.next', sdk: '>=1.0.0 <3', activate() {} }, undefined, '2.4.0')).toBeUndefined();
    expect(sdkIncompatibility({ id: 'acme.next', sdk: '>=1.0.0 <3', activate() {} }, undefined, '3.0.0')).toContain('SDK 3.0.0');
  });
});
