import type { I18nService, LocalizedText } from '../../sdk/index.js';

/** A catalogue item's title in the user's language when the server sent titles (en, zh-CN, zh-TW), else its name. */
export function itemTitle(i18n: I18nService | undefined, item: Readonly<Record<string, unknown>>): string {
  const titles = item.titles as Partial<LocalizedText> | undefined;
  const picked = titles && typeof titles.en === 'string' && i18n ? i18n.pick(titles as LocalizedText) : undefined;
  return picked || String(item.name ?? '');
}
