import { describe, expect, it } from 'vitest';
import { pasteMetadata, readMetadata, setItem, setPreset, toggleLanguage, toJson } from './user-metadata.js';

describe('user metadata rules', () => {
  it('reads defaults: preset none, English only', () => {
    expect(readMetadata(null)).toEqual({ preset: 'none', language: ['en'], items: {} });
    expect(readMetadata({ preset: 'bogus', language: ['fr', 'zhTW'] })).toEqual({ preset: 'none', language: ['en', 'zhTW'], items: {} });
  });

  it('always keeps English in the language list', () => {
    let v = readMetadata({ preset: 'space', language: ['en'] });
    v = toggleLanguage(v, 'zhCN');
    expect(v.language).toEqual(['en', 'zhCN']);
    v = toggleLanguage(v, 'en');
    expect(v.language).toEqual(['en', 'zhCN']);
    v = toggleLanguage(v, 'zhCN');
    expect(v.language).toEqual(['en']);
  });

  it('gives a space component positionY 0 by default and keeps items across presets', () => {
    const v = setPreset(setItem(readMetadata(null), 'category', 'chairs'), 'space');
    expect(v.items).toEqual({ category: 'chairs', positionY: 0 });
    expect(toJson(v)).toEqual({ preset: 'space', language: ['en'], items: { category: 'chairs', positionY: 0 } });
  });

  it('pastes only onto the same preset and reports the count pasted', () => {
    const copied = readMetadata({ preset: 'k3dc', language: ['en', 'zhTW'], items: { name: { en: 'Car' }, states: ['on', 'off'] } });
    expect(pasteMetadata(readMetadata({ preset: 'space' }), copied)).toEqual({ ok: false });
    const result = pasteMetadata(readMetadata({ preset: 'k3dc', items: { category: 'x' } }), copied);
    expect(result.ok && result.count).toBe(2);
    expect(result.ok && result.value).toEqual({ preset: 'k3dc', language: ['en', 'zhTW'], items: { category: 'x', name: { en: 'Car' }, states: ['on', 'off'] } });
  });
});

describe('own items', () => {
  it('adds a key once, refuses a bad key, a repeated key and more than the limit; removes', async () => {
    const { addItem, ownItems, removeItem } = await import('./user-metadata.js');
    const empty = readMetadata(null);
    const added = addItem(empty, 'floor');
    expect(added.ok && added.value.items).toEqual({ floor: '' });
    if (!added.ok) return;
    expect(addItem(added.value, 'floor')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addItem(added.value, 'a.b')).toEqual({ ok: false, reason: 'key' });
    const full = readMetadata({ items: Object.fromEntries(Array.from({ length: 64 }, (_, i) => [`k${i}`, 'v'])) });
    expect(addItem(full, 'one')).toEqual({ ok: false, reason: 'full' });
    expect(removeItem(added.value, 'floor').items).toEqual({});
    // a preset's own items are not listed as the user's; other keys are
    expect(ownItems(readMetadata({ preset: 'space', items: { subType: 'door', floor: '3' } }))).toEqual([['floor', '3']]);
  });
});
