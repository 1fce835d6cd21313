import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../sdk/index.js';
import { appTexts } from '../src/kernel/app-texts.js';
import { APP_TEXTS_FILE, appTextsModule, evaluatedAppTexts } from './app-texts-plugin.js';

describe("the app kernel's texts, one chunk per language", () => {
  it('evaluates at build time the very table the sources make, for each language, and every language has every key', async () => {
    const keys = new Set<string>();
    for (const locale of LOCALES) {
      const built = await evaluatedAppTexts(locale);
      expect(built, locale).toEqual(appTexts(locale));
      for (const key of Object.keys(built)) keys.add(key);
    }
    // The page loads one language and no fallback: a key missing in one would show as the key.
    for (const locale of LOCALES) expect(Object.keys(appTexts(locale)).length, locale).toBe(keys.size);
    expect(appTexts('en')['platform.login.title']).toBe('Sign in');
    expect(appTexts('zh-TW')['core.language.en']).toBe('English');
  }, 60_000);

  it('holds the texts of its language only, as a parsed string', () => {
    const source = appTextsModule({ 'a.b': 'Sign "in"' });
    expect(source).toBe('export default JSON.parse("{\\"a.b\\":\\"Sign \\\\\\"in\\\\\\"\\"}");\n');
    expect(APP_TEXTS_FILE.test('/x/host/web/src/kernel/app-texts/zh-CN.ts')).toBe(true);
    expect(APP_TEXTS_FILE.test('/x/host/web/src/kernel/app-texts.ts')).toBe(false);
  });
});
