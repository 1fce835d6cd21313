import { describe, expect, it } from 'vitest';
import { coreMessages } from './messages.js';
import { localeFromHeader, Translator } from './translator.js';

describe('localeFromHeader', () => {
  it('defaults to zh-CN and honours q-values and Chinese variants', () => {
    expect(localeFromHeader(undefined)).toBe('zh-CN');
    expect(localeFromHeader('fr-FR')).toBe('zh-CN');
    expect(localeFromHeader('en-US,en;q=0.9')).toBe('en');
    expect(localeFromHeader('zh-TW')).toBe('zh-TW');
    expect(localeFromHeader('zh-Hant-HK;q=0.8, en;q=0.9')).toBe('en');
    expect(localeFromHeader('zh-HK')).toBe('zh-TW');
    expect(localeFromHeader('zh')).toBe('zh-CN');
  });
});

describe('core messages', () => {
  it('have the same keys in every language', () => {
    const en = Object.keys(coreMessages.en).sort();
    expect(Object.keys(coreMessages['zh-CN']).sort()).toEqual(en);
    expect(Object.keys(coreMessages['zh-TW']).sort()).toEqual(en);
  });

  it('fill placeholders and fall back to English, then to the key', () => {
    const t = new Translator();
    t.add(coreMessages);
    t.add({ en: { 'only.en': 'Only {x}' }, 'zh-CN': {}, 'zh-TW': {} });
    expect(t.t('en', 'error.tooManyAttempts', { minutes: 3 })).toBe('Too many failed logins. Try again in 3 minutes.');
    expect(t.t('zh-CN', 'only.en', { x: 1 })).toBe('Only 1');
    expect(t.t('en', 'no.such.key')).toBe('no.such.key');
  });
});
