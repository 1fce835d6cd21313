import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { LocaleId, LocalizedText } from '../workbench/locale.js';

/** Translation and the chosen interface language. */
export interface I18nService {
  /** The active locale. */
  readonly locale: LocaleId;
  /** Emits the locale now and when texts for it change (a bundle added later). */
  readonly onDidChangeTexts: Observable<LocaleId>;
  /** Translate a key, filling {{placeholders}}; falls back to zh-CN, then to the key itself. */
  t(key: string, values?: Record<string, string | number>): string;
  /** Pick the active language's text of a per-language title. */
  pick(text: LocalizedText): string;
  /** Whether a key has a text in the active locale or the fallback. */
  has(key: string): boolean;
  /** Keep the new locale and reload the page; returns false if the user did not confirm. */
  switchLocale(locale: LocaleId, confirm?: () => boolean | Promise<boolean>): Promise<boolean>;
}

/** Service id of the i18n service. */
export const I18nService = createServiceId<I18nService>('i18n');
