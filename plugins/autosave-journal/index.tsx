import {
  createTranslate, definePlugin, DialogService, I18nService, Locales, NotificationService, OpenScenesService, SceneDocumentService, SessionService,
  toDisposable, UndoService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { JournalRecorder } from './journal-recorder.js';
import { openIndexedDbJournal } from './journal-store.js';
import { autosaveJournalLocales } from './locales.js';
import { RestoreDialog } from './restore-dialog.js';
import './autosave-journal.css';

/**
 * The autosave journal: every change of an open, saved scene is also written to the browser's IndexedDB, so that after
 * a crash or a closed tab the unsaved edits are offered back (their difference shown first) when the scene is opened
 * again. Saving, reloading or closing the scene in the designer clears its journal.
 */
export default definePlugin({
  id: 'builtin.autosave-journal',
  dependsOn: ['builtin.open-scenes'], // OpenScenesService
  activate(ctx) {
    for (const locale of Object.keys(autosaveJournalLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: autosaveJournalLocales[locale] });
    const openScenes = ctx.tryGet(OpenScenesService);
    const document = ctx.tryGet(SceneDocumentService);
    const undo = ctx.tryGet(UndoService);
    const factory = globalThis.indexedDB as IDBFactory | undefined;
    if (!openScenes || !document || !undo || !factory) return;
    const i18n = ctx.tryGet(I18nService);
    const t = createTranslate(i18n, autosaveJournalLocales);
    const notifications = ctx.tryGet(NotificationService);
    const dialogs = ctx.tryGet(DialogService);
    const session = ctx.tryGet(SessionService);
    const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
    let warned = false;
    const warnOnce = (error: unknown) => {
      if (!warned) notifications?.warning(t('autosaveJournal.unavailable', { message: messageOf(error) }));
      warned = true;
    };

    let stop: (() => void) | undefined;
    let disposed = false;
    openIndexedDbJournal(factory, globalThis.localStorage as Storage | undefined).then((store) => {
      if (disposed) return;
      const recorder = new JournalRecorder({
        store, document, undo, openScenes,
        userId: () => session?.user?.userId,
        offer: (tab, journal, summary) => dialogs?.show<'restore' | 'discard'>(({ close }) => (
          <RestoreDialog close={close} t={t} tab={tab} head={journal.head} summary={summary} locale={i18n?.locale ?? 'en'} />
        )) ?? Promise.resolve(undefined),
        onRestored: () => notifications?.success(t('autosaveJournal.restored')),
        onFull: () => notifications?.warning(t('autosaveJournal.full')),
        onRestoreFailed: (_tab, error) => notifications?.error(t('autosaveJournal.restoreFailed', { message: messageOf(error) })),
        onStoreError: warnOnce,
      });
      stop = recorder.start();
    }, warnOnce);
    ctx.subscriptions.add(toDisposable(() => {
      disposed = true;
      stop?.();
    }));
  },
});
