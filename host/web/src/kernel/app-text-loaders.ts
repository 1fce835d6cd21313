import type { LocaleId } from '../../../../sdk/index.js';

/** One chunk per language with the app kernel's texts; the page loads only the chosen one. */
export const APP_TEXT_LOADERS: Readonly<Record<LocaleId, () => Promise<{ readonly default: Readonly<Record<string, string>> }>>> = {
  en: () => import('./app-texts/en.js'),
  'zh-CN': () => import('./app-texts/zh-CN.js'),
  'zh-TW': () => import('./app-texts/zh-TW.js'),
};
