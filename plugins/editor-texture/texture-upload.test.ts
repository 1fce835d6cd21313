import { describe, expect, it } from 'vitest';
import type { ApiService } from '../../sdk/index.js';
import { textureLocales } from './locales.js';
import { sameUpload, uploadRefusal, uploadTexture } from './texture-upload.js';

describe('texture upload rules (spec 001 §5)', () => {
  it('refuses an unsaved (+) scene, more than one file and other extensions', () => {
    expect(uploadRefusal('+1700000000000', [{ name: 'a.png' }])).toEqual({ key: 'texture.saveSceneFirst' });
    expect(uploadRefusal(undefined, [{ name: 'a.png' }])).toEqual({ key: 'texture.saveSceneFirst' });
    expect(uploadRefusal('s1', [{ name: 'a.png' }, { name: 'b.png' }])).toEqual({ key: 'texture.oneFileAtATime' });
    expect(uploadRefusal('s1', [])).toEqual({ key: 'texture.oneFileAtATime' });
    expect(uploadRefusal('s1', [{ name: 'a.gif' }])).toEqual({ key: 'texture.unsupportedFormat', values: { ext: '.gif' } });
    expect(uploadRefusal('s1', [{ name: 'README' }])).toEqual({ key: 'texture.unsupportedFormat', values: { ext: '?' } });
    for (const ext of ['png', 'JPG', 'jpeg', 'tga', 'bmp', 'dds', 'webp', 'basis', 'ktx2', 'hdr']) expect(uploadRefusal('s1', [{ name: `a.${ext}` }])).toBeUndefined();
  });

  it('has every message in three languages', () => {
    for (const key of ['texture.saveSceneFirst', 'texture.oneFileAtATime', 'texture.unsupportedFormat', 'texture.setImage', 'texture.imageExists', 'texture.gradientCannotBeSaved'] as const) {
      for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) expect(textureLocales[locale][key].length, `${locale} ${key}`).toBeGreaterThan(0);
    }
    expect(textureLocales.en['texture.setImage']).toBe('Set image successfully');
    expect(textureLocales.en['texture.imageExists']).toBe('Image already exists');
    expect(Object.keys(textureLocales['zh-CN']).sort()).toEqual(Object.keys(textureLocales.en).sort());
    expect(Object.keys(textureLocales['zh-TW']).sort()).toEqual(Object.keys(textureLocales.en).sort());
  });

  it('tells an upload of the same picture again by file name and size', () => {
    const list = [{ name: 'logo', fileName: 'logo.png', url: '/r1', size: 10 }];
    expect(sameUpload(list, { name: 'logo.png', size: 10 })).toBe(list[0]);
    expect(sameUpload(list, { name: 'logo.png', size: 11 })).toBeUndefined();
  });

  it('uploads a new picture (Set image successfully) with the drop rules, or reuses one already there (Image already exists)', async () => {
    const sent: FormData[] = [];
    const api = {
      baseUrl: '/cloud',
      call: async (_endpoint: unknown, input: { body: FormData }) => {
        sent.push(input.body);
        return { url: '/resources/new', fileName: 'wall_normal.png' };
      },
    } as unknown as ApiService;
    const file = new File([new Uint8Array(5)], 'wall_normal.png', { type: 'image/png' });
    const fresh = await uploadTexture(api, 's1', file, [], false);
    expect(fresh).toEqual({ message: 'texture.setImage', value: { url: '/cloud/resources/new?name=wall_normal.png', name: 'wall_normal.png', gammaSpace: false } });
    expect(sent[0]?.get('scene')).toBe('s1');
    expect((sent[0]?.get('file') as File).name).toBe('wall_normal.png');
    const again = await uploadTexture(api, 's1', file, [{ name: 'wall_normal', fileName: 'wall_normal.png', url: '/cloud/resources/old?name=wall_normal.png', size: 5 }], false);
    expect(again.message).toBe('texture.imageExists');
    expect(again.value.url).toBe('/cloud/resources/old?name=wall_normal.png');
    expect(sent).toHaveLength(1);
  });
});
