import { describe, expect, it } from 'vitest';
import { MATERIAL_REFUSAL_TEXTS, materialDropRefusal } from './material-rules.js';
import type { MaterialRefusal } from './material-rules.js';

describe('material drop rules', () => {
  it('a picture only lands on a stage that takes one', () => {
    expect(materialDropRefusal({ materialId: 'm', acceptsPictures: false }, { kind: 'picture' })).toBe('NodeDoesNotSupportPictures');
    expect(materialDropRefusal({ materialId: 'm' }, { kind: 'picture' })).toBe('NodeDoesNotSupportPictures');
    expect(materialDropRefusal({ materialId: 'm', acceptsPictures: true }, { kind: 'picture' })).toBeUndefined();
  });

  it('a material merges into another, never into itself', () => {
    expect(materialDropRefusal({ materialId: 'm' }, { kind: 'material', id: 'm' })).toBe('TheSameMaterialCannotBeMergedAgain');
    expect(materialDropRefusal({ materialId: 'm' }, { kind: 'material', id: 'n' })).toBeUndefined();
  });

  it('a shared channel is added once', () => {
    expect(materialDropRefusal({ materialId: 'm', channelIds: ['c1'] }, { kind: 'sharedChannel', id: 'c1' })).toBe('TheSameChannelCantBeUsedAgain');
    expect(materialDropRefusal({ materialId: 'm', channelIds: ['c1'] }, { kind: 'sharedChannel', id: 'c2' })).toBeUndefined();
  });

  it('anything else is refused as a type not supported', () => {
    for (const kind of ['light', 'model', 'hdr', 'channel', '']) expect(materialDropRefusal({ materialId: 'm' }, { kind })).toBe('TypeNotSupported');
  });

  it('every refusal has a message in English, Simplified and Traditional Chinese', () => {
    const all: MaterialRefusal[] = ['NodeDoesNotSupportPictures', 'TheSameMaterialCannotBeMergedAgain', 'TheSameChannelCantBeUsedAgain', 'TypeNotSupported'];
    for (const key of all) {
      const text = MATERIAL_REFUSAL_TEXTS[key];
      expect(Object.keys(text).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
      for (const value of Object.values(text)) expect(value.length).toBeGreaterThan(3);
      expect(text['zh-CN']).not.toBe(text.en);
    }
  });
});
