import type { LocalizedText } from '../workbench/locale.js';

/** Build a per-language title from English, Simplified Chinese and Traditional Chinese texts. */
export function titles(en: string, zhCN: string, zhTW: string): LocalizedText {
  return { en, 'zh-CN': zhCN, 'zh-TW': zhTW };
}
