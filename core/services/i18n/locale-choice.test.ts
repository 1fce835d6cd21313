import { describe, expect, it } from 'vitest';
import { chooseLocale, localeOfLanguage } from './locale-choice.js';

describe('locale choice', () => {
  it('keeps a valid stored locale over the browser language', () => {
    expect(chooseLocale('en', ['zh-CN'])).toBe('en');
    expect(chooseLocale('zh-TW', ['en-US'])).toBe('zh-TW');
  });

  it('ignores an invalid stored value and maps the browser language', () => {
    expect(chooseLocale('fr', ['en-GB'])).toBe('en');
    expect(chooseLocale(null, ['zh-TW'])).toBe('zh-TW');
    expect(chooseLocale(null, ['zh-HK'])).toBe('zh-TW');
    expect(chooseLocale(null, ['zh-Hant-TW'])).toBe('zh-TW');
    expect(chooseLocale(null, ['zh'])).toBe('zh-CN');
    expect(chooseLocale(null, ['zh-Hans-CN'])).toBe('zh-CN');
    expect(chooseLocale(undefined, ['fr-FR', 'en-US'])).toBe('en');
  });

  it('falls back to zh-CN when no browser language is ours', () => {
    expect(chooseLocale(null, ['fr-FR', 'de'])).toBe('zh-CN');
    expect(chooseLocale(null, [])).toBe('zh-CN');
    expect(localeOfLanguage('english')).toBeUndefined();
  });
});
