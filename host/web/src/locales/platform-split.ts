/** Turn rows of `key: [en, zh-CN, zh-TW]` into one text table per language (same key set in each by construction). */
export function splitTexts(rows: Readonly<Record<string, readonly [string, string, string]>>): { en: Record<string, string>; 'zh-CN': Record<string, string>; 'zh-TW': Record<string, string> } {
  const en: Record<string, string> = {};
  const zhCN: Record<string, string> = {};
  const zhTW: Record<string, string> = {};
  for (const [key, [e, c, t]] of Object.entries(rows)) {
    en[key] = e;
    zhCN[key] = c;
    zhTW[key] = t;
  }
  return { en, 'zh-CN': zhCN, 'zh-TW': zhTW };
}
