import type { i18n as I18next } from 'i18next';
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
  /** i18next's code is asked for once this settles (the published viewer: after its first frame), else at once. */
  readonly engineAfter?: Promise<unknown>;
}

/** i18next's code, asked for once by the first i18n service (a chunk of its own: a page that shows no text yet, the published viewer before its first frame, does not wait for it). */
let engineCode: Promise<typeof import('i18next').default> | undefined;
const loadEngine = () => (engineCode ??= import('i18next').then((m) => m.default));

/**
 * The text of `key` in `catalogues` (the locale's, else the fallback's, else the key), its `{{name}}` placeholders
 * filled (one without a value left as it is), unescaped: what i18next answers for the flat keys and placeholders the platform's texts use, while its code
 * is on its way.
 */
export function plainText(catalogues: ReadonlyMap<LocaleId, Readonly<Record<string, string>>>, locale: LocaleId, key: string, values?: Record<string, string | number>): string {
  const own = catalogues.get(locale);
  const fallback = catalogues.get(FALLBACK_LOCALE);
  const text = own && Object.hasOwn(own, key) ? own[key] : fallback && Object.hasOwn(fallback, key) ? fallback[key] : key;
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole: string, name: string) => (values && Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/**
 * i18next behind the SDK's I18nService. Texts come only from the Locales point: every contribution,
 * whenever it arrives or leaves, rebuilds the catalogue. Keys are flat ('inspector.title'); zh-CN is the fallback.
 * i18next's code loads beside the service (`whenEngine`); until it is there, texts come from `plainText`.
 */
export class I18nServiceImpl implements I18nService, Disposable {
  readonly locale: LocaleId;
  private readonly texts$: BehaviorSubject<LocaleId>;
  readonly onDidChangeTexts;
  private i18n: I18next | undefined;
  private readonly subscription: Subscription;
  /** Bundles not yet merged: every plugin contributes its own, so the catalogue is built on first use. */
  private pending: readonly LocaleContribution[] | undefined;
  /** Every bundle contributed now (put into i18next again once its code arrives). */
  private bundles: readonly LocaleContribution[] = [];
  /** The merged texts by locale (what `plainText` reads until i18next is there). */
  private catalogues = new Map<LocaleId, Record<string, string>>();
  /** Settles once i18next translates (tests; texts are right before it too). */
  readonly whenEngine: Promise<void>;
  private disposed = false;

  constructor(
    registry: ContributionRegistry,
    private readonly environment: I18nEnvironment,
  ) {
    this.locale = chooseLocale(environment.store.getItem(LOCALE_STORAGE_KEY), environment.languages);
    this.texts$ = new BehaviorSubject<LocaleId>(this.locale);
    this.onDidChangeTexts = this.texts$.asObservable();
    this.subscription = registry.list(Locales).onDidChange.subscribe((bundles) => this.rebuild(bundles));
    const engine = environment.engineAfter ? environment.engineAfter.then(loadEngine, loadEngine) : loadEngine();
    this.whenEngine = engine.then((i18next) => {
      if (this.disposed) return;
      const i18n = i18next.createInstance();
      void i18n.init({
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
      this.i18n = i18n;
      this.pending = this.bundles;
    });
  }

  t(key: string, values?: Record<string, string | number>): string {
    this.flush();
    return this.i18n ? this.i18n.t(key, values ?? {}) : plainText(this.catalogues, this.locale, key, values);
  }

  pick(text: LocalizedText): string {
    return text[this.locale] ?? text[FALLBACK_LOCALE];
  }

  has(key: string): boolean {
    this.flush();
    if (this.i18n) return this.i18n.exists(key);
    return [this.locale, FALLBACK_LOCALE].some((locale) => Object.hasOwn(this.catalogues.get(locale) ?? {}, key));
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
    this.disposed = true;
    this.subscription.unsubscribe();
    this.texts$.complete();
  }

  /**
   * A contribution arrived or left: note it and tell listeners; the merge happens on the next read (rebuilding on each
   * of the dozens of contributions a designer's plugins make cost most of a second when it opens).
   */
  private rebuild(bundles: readonly LocaleContribution[]): void {
    this.bundles = bundles;
    this.pending = bundles;
    this.texts$.next(this.locale);
  }

  private flush(): void {
    const bundles = this.pending;
    if (!bundles) return;
    this.pending = undefined;
    const merged = new Map<LocaleId, Record<string, string>>(LOCALES.map((l) => [l, {}]));
    for (const bundle of bundles) Object.assign(merged.get(bundle.locale) ?? {}, bundle.texts);
    this.catalogues = merged;
    if (!this.i18n) return;
    for (const [locale, texts] of merged) {
      this.i18n.removeResourceBundle(locale, 'translation');
      this.i18n.addResourceBundle(locale, 'translation', texts, false, true);
    }
  }
}
