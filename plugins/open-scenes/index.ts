import { ApiService, Commands, createTranslate, definePlugin, I18nService, Locales, NotificationService, OpenScenesService, Panels, toDisposable } from '../../sdk/index.js';
import type { LocaleId, OpenSceneTab } from '../../sdk/index.js';
import { followLocation } from './follow-location.js';
import { openScenesLocales } from './locales.js';
import { askConflict, askSave, resolveConflict } from './prompts.js';
import type { OpenScenesPluginServices } from './services.js';
import { tabsPanelFor } from './tabs-panel.js';
import { versionsPanelFor } from './versions-panel.js';
import './open-scenes.css';

/** Open-scene tabs, save prompts (closing a tab, leaving the page), versions, and the 'modified by others' choice. */
export default definePlugin({
  id: 'builtin.open-scenes',
  activate(ctx) {
    for (const locale of Object.keys(openScenesLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: openScenesLocales[locale] });
    const openScenes = ctx.tryGet(OpenScenesService);
    const api = ctx.tryGet(ApiService);
    if (!openScenes || !api) return;
    const i18n = ctx.tryGet(I18nService);
    const notifications = ctx.tryGet(NotificationService);
    const t = createTranslate(i18n, openScenesLocales);

    const saveActive = async () => {
      try {
        await openScenes.save();
        notifications?.success(t('openScenes.saved'));
      } catch {
        // A conflict is answered through onDidConflict; other failures were shown by the api service.
      }
    };
    const closeWithPrompt = async (tab: OpenSceneTab): Promise<boolean> => {
      if (tab.needSave) {
        const answer = await askSave(t, tab);
        if (answer === 'cancel') return false;
        if (answer === 'save') {
          if (openScenes.activeId !== tab.id) await openScenes.switchTo(tab.id);
          try {
            await openScenes.save();
          } catch {
            return false;
          }
        }
      }
      await openScenes.close(tab.id);
      return true;
    };
    const services: OpenScenesPluginServices = { openScenes, api, notifications, i18n, t, closeWithPrompt, saveActive };

    const conflicts = openScenes.onDidConflict.subscribe((conflict) => {
      void askConflict(t, conflict).then((answer) => resolveConflict(openScenes, answer)).then(
        () => undefined,
        () => undefined,
      );
    });
    ctx.subscriptions.add(toDisposable(() => conflicts.unsubscribe()));

    // The designer has its own kernel: when its session ends (timeout, forced sign-out), go to the root route.
    let leaving = false;
    const navigation = api.onDidRequestNavigation.subscribe(() => {
      leaving = true;
      globalThis.location?.assign('/');
    });
    ctx.subscriptions.add(toDisposable(() => navigation.unsubscribe()));

    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving || !openScenes.hasUnsaved) return;
      event.preventDefault();
      event.returnValue = '';
    };
    globalThis.addEventListener?.('beforeunload', beforeUnload);
    ctx.subscriptions.add(toDisposable(() => globalThis.removeEventListener?.('beforeunload', beforeUnload)));
    ctx.subscriptions.add(toDisposable(followLocation(openScenes)));

    ctx.contribute(Panels, { id: 'open-scenes', titleKey: 'openScenes.panelTitle', area: 'left', order: -1, component: tabsPanelFor(services) });
    ctx.contribute(Panels, { id: 'scene-versions', titleKey: 'openScenes.versionsTitle', area: 'right', order: 10, component: versionsPanelFor(services) });
    ctx.contribute(Commands, { id: 'openScenes.save', titleKey: 'openScenes.save', run: saveActive });
    ctx.contribute(Commands, {
      id: 'openScenes.closeAll',
      titleKey: 'openScenes.closeAll',
      run: async () => {
        for (const tab of [...openScenes.tabs]) if (!(await closeWithPrompt(tab))) return;
      },
    });
  },
});
