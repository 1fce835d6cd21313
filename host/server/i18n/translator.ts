import type { ServerLocale } from '../../../sdk/contract/envelope.js';
import type { MessageTable } from './messages.js';

/** Turns message keys into texts in one of the three languages. */
export class Translator {
  private readonly tables: Record<ServerLocale, Record<string, string>> = { en: {}, 'zh-CN': {}, 'zh-TW': {} };

  /** Add texts (a module's table); later tables win on the same key. */
  add(table: MessageTable): void {
    for (const locale of ['en', 'zh-CN', 'zh-TW'] as const) Object.assign(this.tables[locale], table[locale]);
  }

  /** The text of a key with {placeholders} filled; an unknown key is returned as is. */
  t(locale: ServerLocale, key: string, vars: Readonly<Record<string, string | number>> = {}): string {
    const text = this.tables[locale][key] ?? this.tables.en[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  }

  /** Whether a key is known. */
  has(key: string): boolean {
    return key in this.tables.en;
  }
}

/** Pick the reply language from an Accept-Language header (default zh-CN). */
export function localeFromHeader(header: string | undefined): ServerLocale {
  if (!header) return 'zh-CN';
  const ranked = header.split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en';
  }
  return 'zh-CN';
}
