import { expect, it } from 'vitest';
import type { BuiltinTitles } from '../../sdk/contract/resource.js';
import type { SceneTemplate } from '../../sdk/contract/scene.js';
import { demoUser } from './scenes-fixtures.js';
import { describeBackends, ok } from './support/server.js';

const LISTS = [
  '/repo/kf-resource/build-in-lights', '/repo/kf-resource/build-in-material', '/repo/kf-resource/build-in-simple-material',
  '/repo/kf-resource/build-in-images', '/repo/kf-resource/build-in-hdrs', '/repo/kf-resource/build-in-models',
  '/repo/kf-resource/all-lutes', '/repo/kf-resource/info-points-by-category/all/0',
];

const HAN = /[\u4e00-\u9fff]/;

/** Three filled titles, the Chinese ones in Chinese script and not the English text. */
function expectTranslated(titles: BuiltinTitles | undefined, what: string): void {
  expect(titles, what).toBeDefined();
  expect(titles!.en.trim(), what).not.toBe('');
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    expect(titles![locale], `${what} ${locale}`).toMatch(HAN);
    expect(titles![locale], `${what} ${locale}`).not.toBe(titles!.en);
  }
}

describeBackends('built-in content in three languages', (api) => {
  it('every catalogue item and every template carries en, zh-CN and zh-TW titles, whatever the asker\'s language', async () => {
    const { client } = await demoUser(api);
    let count = 0;
    for (const path of LISTS) {
      const items = ok(await client.withLocale('en').repo<{ name: string; titles: BuiltinTitles }[]>('GET', path));
      expect(items.length, path).toBeGreaterThan(0);
      for (const item of items) {
        expectTranslated(item.titles, `${path} ${item.name}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(35);
    const templates = ok(await client.withLocale('zh-TW').repo<SceneTemplate[]>('GET', '/repo/kf-scene/findAllTemplates'));
    expect(templates.map((t) => t.titles['zh-TW'])).toEqual(['空場景', '基礎光照場景', '展廳']);
    for (const template of templates) {
      expectTranslated(template.titles, template.uuid);
      expectTranslated(template.descriptions, `${template.uuid} description`);
      expect(template.titles.en).toBe(template.name);
    }
  });
});
