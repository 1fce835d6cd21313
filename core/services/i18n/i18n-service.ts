import i18next, { type i18n as I18next } from 'i18next';
import { BehaviorSubject, type Subscription } from 'rxjs';
import { LOCALES, Locales } from '../../../sdk/index.js';
import type { ContributionRegistry, Disposable, I18nService, LocaleContribution, LocaleId, LocalizedText } from '../../../sdk/index.js';
import type { KeyValueStore } from '../settings/key-value-store.js';
import { FALLBACK_LOCALE, LOCALE_STORAGE_KEY, chooseLocale, isLocaleId } from './locale-choice.js';

/** What the i18n service needs from its surroundings (replaced in tests). */
export interface I18nEnvironment {
  /** Where the chosen locale is kept. */
  readonly store: KeyValueStore;
  /** The browser's preferred languages. */
  readonly languages: readonly string[];
  /** Reload the page (after a locale switch). */
  reload(): void;
  /** Ask the user to confirm a switch when the caller gives no confirmation of its own. */
  confirmSwitch?(locale: LocaleId): Promise<boolean>;
}

/**
 * i18next behind the SDK's I18nService. Texts come only from the Locales point: every contribution,
 * whenever it arrives or leaves, rebuilds the catalogue. Keys are flat ('inspector.title'); zh-CN is the fallback.
 */
export class I18nServiceImpl implements I18nService, Disposable {
  readonly locale: LocaleId;
  private readonly texts$: BehaviorSubject<LocaleId>;
  readonly onDidChangeTexts;
  private readonly i18n: I18next;
  private readonly subscription: Subscription;
  /** Bundles not yet put into i18next: every plugin contributes its own, so the catalogue is built on first use. */
  private pending: readonly LocaleContribution[] | undefined;

  constructor(
    registry: ContributionRegistry,
    private readonly environment: I18nEnvironment,
  ) {
    this.locale = chooseLocale(environment.store.getItem(LOCALE_STORAGE_KEY), environment.languages);
    this.texts$ = new BehaviorSubject<LocaleId>(this.locale);
    this.onDidChangeTexts = this.texts$.asObservable();
    this.i18n = i18next.createInstance();
    void this.i18n.init({
      lng: this.locale,
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: [...LOCALES],
      resources: {},
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    this.subscription = registry.list(Locales).onDidChange.subscribe((bundles) => this.rebuild(bundles));
  }

  t(key: string, values?: Record<string, string | number>): string {
    this.flush();
    return this.i18n.t(key, values ?? {});
  }

  pick(text: LocalizedText): string {
    return text[this.locale] ?? text[FALLBACK_LOCALE];
  }

  has(key: string): boolean {
    this.flush();
    return this.i18n.exists(key);
  }

  async switchLocale(locale: LocaleId, confirm?: () => boolean | Promise<boolean>): Promise<boolean> {
    if (!isLocaleId(locale)) throw new Error(`Unsupported language '${String(locale)}'; choose one of ${LOCALES.join(', ')}`);
    const asked = confirm ? confirm() : (this.environment.confirmSwitch?.(locale) ?? true);
    if (!(await asked)) return false;
    this.environment.store.setItem(LOCALE_STORAGE_KEY, locale);
    this.environment.reload();
    return true;
  }

  dispose(): void {
    this.subscription.unsubscribe();
    this.texts$.complete();
  }

  /**
   * A contribution arrived or left: note it and tell listeners; the merge happens on the next read (rebuilding on each
   * of the dozens of contributions a designer's plugins make cost most of a second when it opens).
   */
  private rebuild(bundles: readonly LocaleContribution[]): void {
    this.pending = bundles;
    this.texts$.next(this.locale);
  }

  private flush(): void {
    const bundles = this.pending;
    if (!bundles) return;
    this.pending = undefined;
    const merged = new Map<LocaleId, Record<string, string>>(LOCALES.map((l) => [l, {}]));
    for (const bundle of bundles) Object.assign(merged.get(bundle.locale) ?? {}, bundle.texts);
    for (const [locale, texts] of merged) {
      this.i18n.removeResourceBundle(locale, 'translation');
      this.i18n.addResourceBundle(locale, 'translation', texts, false, true);
    }
  }
}
