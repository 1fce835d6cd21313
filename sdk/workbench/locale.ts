/** The interface languages the product ships. */
export type LocaleId = 'en' | 'zh-CN' | 'zh-TW';

/** Every supported locale, in menu order. */
export const LOCALES: readonly LocaleId[] = ['zh-CN', 'zh-TW', 'en'];

/** Texts by locale, used wherever a plugin supplies a title in three languages. */
export type LocalizedText = Readonly<Record<LocaleId, string>>;
