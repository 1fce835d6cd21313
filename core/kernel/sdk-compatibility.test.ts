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
    await kernel.plugins.loadFromUrl(pluginModule('silent', undefined));
    expect(kernel.plugins.activeIds).toEqual(['acme.fits', 'acme.silent']);
    await kernel.dispose();
  });

  it('refuses one built for another SDK, in the user\'s language, without activating it', async () => {
    const english = await createEditorKernel([i18nModule({ store: memoryStore('en'), languages: ['en'], reload: () => undefined })]);
    await expect(english.plugins.loadFromUrl(pluginModule('future', '^99.0.0'))).rejects.toThrow(
      `The plugin "acme.future" was written for SDK ^99.0.0; this designer provides SDK ${SDK_VERSION}.`,
    );
    expect(english.plugins.isActive('acme.future')).toBe(false);
    const chinese = await createEditorKernel([i18nModule({ store: memoryStore('zh-CN'), languages: ['zh-CN'], reload: () => undefined })]);
    await expect(chinese.plugins.loadFromUrl(pluginModule('old', '0.x'))).rejects.toThrow(`插件“acme.old”是为 SDK 0.x 编写的；本设计器提供的是 SDK ${SDK_VERSION}`);
    await english.dispose();
    await chinese.dispose();
  });

  it('names a range that is not valid', () => {
    expect(sdkIncompatibility({ id: 'acme.bad', sdk: 'latest', activate() {} })).toBe(
      'The plugin "acme.bad" declares an SDK range that is not valid: "latest" (expected npm semver, such as ^1.0.0).',
    );
    expect(sdkIncompatibility({ id: 'acme.next', sdk: '>=1.0.0 <3', activate() {} }, undefined, '2.4.0')).toBeUndefined();
    expect(sdkIncompatibility({ id: 'acme.next', sdk: '>=1.0.0 <3', activate() {} }, undefined, '3.0.0')).toContain('SDK 3.0.0');
  });
});
