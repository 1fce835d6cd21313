import { describe, expect, it, vi } from 'vitest';
import { DialogService, I18nService, Locales } from '../../../sdk/index.js';
import type { DialogRequest, LocaleId } from '../../../sdk/index.js';
import { createEditorKernel } from '../../kernel/editor-kernel.js';
import { MemoryStore } from '../settings/key-value-store.js';
import { dialogsModule } from '../dialogs/dialogs-module.js';
import { i18nModule } from './i18n-module.js';
import { LOCALE_STORAGE_KEY } from './locale-choice.js';
import { I18nServiceImpl, plainText } from './i18n-service.js';

async function setup(options: { stored?: LocaleId; languages?: string[] } = {}) {
  const store = new MemoryStore();
  if (options.stored) store.setItem(LOCALE_STORAGE_KEY, options.stored);
  const reload = vi.fn();
  const kernel = await createEditorKernel([i18nModule({ store, languages: options.languages ?? [], reload }), dialogsModule]);
  const i18n = kernel.services.get(I18nService);
  // i18next's code loads beside the service; these tests check what it answers (plainText's own tests are below).
  await (i18n as I18nServiceImpl).whenEngine;
  const bundle = (locale: LocaleId, texts: Record<string, string>) => kernel.registry.contribute(Locales, { locale, texts });
  return { kernel, i18n, store, reload, bundle };
}

describe('I18nServiceImpl', () => {
  it('chooses the stored locale, else the browser language, else zh-CN', async () => {
    expect((await setup({ stored: 'zh-TW', languages: ['en'] })).i18n.locale).toBe('zh-TW');
    expect((await setup({ languages: ['en-US'] })).i18n.locale).toBe('en');
    expect((await setup({ languages: ['ja'] })).i18n.locale).toBe('zh-CN');
  });

  it('translates only from Locales contributions, live, with placeholders', async () => {
    const { i18n, bundle } = await setup({ stored: 'en' });
    const seen: string[] = [];
    i18n.onDidChangeTexts.subscribe((l) => seen.push(l));
    expect(i18n.t('demo.hello', { name: 'Ada' })).toBe('demo.hello');
    const added = bundle('en', { 'demo.hello': 'Hello {{name}}' });
    expect(i18n.t('demo.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.has('demo.hello')).toBe(true);
    added.dispose();
    expect(i18n.t('demo.hello')).toBe('demo.hello');
    expect(i18n.has('demo.hello')).toBe(false);
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });

  it('falls back to zh-CN for a key missing in the active locale, then to the key', async () => {
    const { i18n, bundle } = await setup({ stored: 'en' });
    bundle('zh-CN', { 'demo.only': '只有中文', 'demo.both': '两者' });
    bundle('en', { 'demo.both': 'Both' });
    expect(i18n.t('demo.both')).toBe('Both');
    expect(i18n.t('demo.only')).toBe('只有中文');
    expect(i18n.t('demo.none')).toBe('demo.none');
  });

  it('keeps flat dotted keys and does not escape text', async () => {
    const { i18n, bundle } = await setup({ stored: 'en' });
    bundle('en', { 'a.b.c': 'x <b>{{v}}</b>', 'a:b': 'colon' });
    expect(i18n.t('a.b.c', { v: '&' })).toBe('x <b>&</b>');
    expect(i18n.t('a:b')).toBe('colon');
  });

  it('picks the active language of a localized title', async () => {
    const { i18n } = await setup({ stored: 'zh-TW' });
    expect(i18n.pick({ en: 'Light', 'zh-CN': '灯光', 'zh-TW': '燈光' })).toBe('燈光');
  });

  it('switches only after confirmation: stores the locale and reloads', async () => {
    const { i18n, store, reload } = await setup({ stored: 'zh-CN' });
    expect(await i18n.switchLocale('en', () => false)).toBe(false);
    expect(store.getItem(LOCALE_STORAGE_KEY)).toBe('zh-CN');
    expect(reload).not.toHaveBeenCalled();
    expect(await i18n.switchLocale('en', async () => true)).toBe(true);
    expect(store.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(reload).toHaveBeenCalledOnce();
    await expect(i18n.switchLocale('fr' as LocaleId, () => true)).rejects.toThrow(/Unsupported language 'fr'/);
  });

  it('asks through the dialog service with translated texts when no confirmation is given', async () => {
    const { kernel, i18n, store, reload } = await setup({ stored: 'en' });
    const requests: DialogRequest[] = [];
    kernel.services.get(DialogService).onDidRequestDialog.subscribe((r) => {
      requests.push(r);
      if (r.kind === 'confirm') r.resolve(true);
    });
    expect(await i18n.switchLocale('zh-TW')).toBe(true);
    expect(requests[0].options.title).toBe('Switch language');
    expect(requests[0].options.message).toContain('繁體中文');
    expect(store.getItem(LOCALE_STORAGE_KEY)).toBe('zh-TW');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('plainText (the texts while i18next loads)', () => {
  const catalogues = new Map<LocaleId, Record<string, string>>([
    ['en', { 'demo.hello': 'Hello {{name}}', 'demo.both': 'Both', 'a.b.c': 'x <b>{{v}}</b>', 'a:b': 'colon', 'demo.spaced': '{{ n }} items, {{missing}}.' }],
    ['zh-CN', { 'demo.only': '只有中文', 'demo.both': '两者' }],
    ['zh-TW', {}],
  ]);

  it('answers as i18next does for the platform\'s flat keys and placeholders', async () => {
    const { i18n, bundle } = await setup({ stored: 'en' });
    for (const [locale, texts] of catalogues) bundle(locale, texts);
    const cases: [string, Record<string, string | number>?][] = [
      ['demo.hello', { name: 'Ada' }], ['demo.both'], ['demo.only'], ['demo.none'], ['a.b.c', { v: '&' }], ['a:b'], ['demo.spaced', { n: 3 }], ['toString'],
    ];
    for (const [key, values] of cases) expect(plainText(catalogues, 'en', key, values), key).toBe(i18n.t(key, values));
  });

  it('is what a new service answers before i18next has arrived', () => {
    const registry = { list: () => ({ onDidChange: { subscribe: () => ({ unsubscribe() {} }) } }) };
    const service = new I18nServiceImpl(registry as never, { store: new MemoryStore(), languages: ['en'], reload: () => undefined });
    expect(service.t('demo.none')).toBe('demo.none');
    expect(service.has('demo.none')).toBe(false);
    service.dispose();
  });

  it('serves the texts from its catalogue until engineAfter lets i18next load, and then from i18next', async () => {
    let contributed: ((bundles: unknown) => void) | undefined;
    const registry = { list: () => ({ onDidChange: { subscribe: (f: (bundles: unknown) => void) => ((contributed = f), { unsubscribe() {} }) } }) };
    let open!: () => void;
    const engineAfter = new Promise<void>((resolve) => {
      open = resolve;
    });
    const service = new I18nServiceImpl(registry as never, { store: new MemoryStore(), languages: ['en'], reload: () => undefined, engineAfter });
    contributed?.([{ locale: 'en', texts: { 'demo.hello': 'Hello {{name}}' } }]);
    let engineThere = false;
    void service.whenEngine.then(() => (engineThere = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(engineThere).toBe(false);
    expect(service.t('demo.hello', { name: 'Ada' })).toBe('Hello Ada');
    open();
    await service.whenEngine;
    expect(service.t('demo.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(service.has('demo.hello')).toBe(true);
    service.dispose();
  });
});
