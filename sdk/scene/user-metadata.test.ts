import { describe, expect, it } from 'vitest';
import { isUserMetadataKey, readUserMetadata, USER_METADATA_LIMITS } from './user-metadata.js';

describe('readUserMetadata', () => {
  it('keeps texts, numbers, booleans, lists of texts and labels; skips other values and bad keys', () => {
    const v = readUserMetadata({
      preset: 'none', language: ['zhTW', 'fr'],
      items: { a: 'x', n: 3, b: true, l: ['on', 2, 'off'], name: { en: 'Gate', fr: 'Porte', zhTW: '門' }, nul: null, 'bad.key': 'x', '9x': 'y', inf: Infinity },
    });
    expect(v).toEqual({ preset: 'none', language: ['en', 'zhTW'], items: { a: 'x', n: 3, b: true, l: ['on', 'off'], name: { en: 'Gate', zhTW: '門' } } });
  });

  it('cuts to the limits: items, text length, list entries, number range', () => {
    const items: Record<string, unknown> = { long: 'x'.repeat(5000), list: Array.from({ length: 500 }, (_, i) => `s${i}`), big: 1e12 };
    for (let i = 0; i < 200; i++) items[`k${i}`] = i;
    const v = readUserMetadata({ items });
    expect(Object.keys(v.items)).toHaveLength(USER_METADATA_LIMITS.maxItems);
    expect((v.items.long as string).length).toBe(USER_METADATA_LIMITS.maxTextChars);
    expect(v.items.list).toHaveLength(USER_METADATA_LIMITS.maxListEntries);
    expect(v.items.big).toBe(USER_METADATA_LIMITS.maxNumber);
  });

  it('gives a space component positionY 0; reads junk as preset none', () => {
    expect(readUserMetadata({ preset: 'space' }).items).toEqual({ positionY: 0 });
    for (const junk of [null, 3, 'x', [], { preset: 'other', items: [] }]) expect(readUserMetadata(junk)).toEqual({ preset: 'none', language: ['en'], items: {} });
  });

  it('accepts keys that start with a letter, without dots, within the length', () => {
    expect(['floor', 'a_b-2', 'x'.repeat(64)].map(isUserMetadataKey)).toEqual([true, true, true]);
    expect(['', '1a', 'a.b', 'a b', 'x'.repeat(65), '__proto__'].map(isUserMetadataKey)).toEqual([false, false, false, false, false, false]);
  });
});
