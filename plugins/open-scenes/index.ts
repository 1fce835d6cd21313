import {
  ApiError, ApiService, Commands, createTranslate, definePlugin, DesignerRouteService, DialogService, I18nService, Locales, Menus, NotificationService, OpenScenesCommandIds,
  OpenScenesService, Panels, SceneDocumentService, SceneIoService, toDisposable, UndoService,
} from '../../sdk/index.js';
import type { LocaleId, OpenSceneTab, PluginContext } from '../../sdk/index.js';
import { followRoute } from './follow-route.js';
import { openScenesLocales } from './locales.js';
import { askConflict, askSave, resolveConflict } from './prompts.js';
import { OpenScenesRegistry } from './registry.js';
import type { OpenScenesPluginServices } from './services.js';
import { tabsPanelFor } from './tabs-panel.js';
import { versionsPanelFor } from './versions-panel.js';
import './open-scenes.css';

/** Id of the open-scenes plugin: plugins that use `OpenScenesService` list it in their `dependsOn`. */
export const OPEN_SCENES_PLUGIN_ID = 'builtin.open-scenes';

/**
 * The open-scene registry (`OpenScenesService`, provided to the plugins that depend on this one), open-scene tabs,
 * Save (Ctrl+S), save prompts (closing a tab, leaving the page), versions, the 'modified by others' choice, and
 * opening the scene the designer's route names.
 */
export default definePlugin({
  id: OPEN_SCENES_PLUGIN_ID,
  // Scenes and their versions are loaded through the server.
  capabilities: ['api.raw'],
  activate(ctx) {
    const io = ctx.tryGet(SceneIoService);
    const document = ctx.tryGet(SceneDocumentService);
    const undo = ctx.tryGet(UndoService);
    const api = ctx.tryGet(ApiService);
    // A kernel without the scene services (no designer): nothing to keep open.
    if (!io || !document || !undo || !api) return;
    const notifications = ctx.tryGet(NotificationService);
    const i18n = ctx.tryGet(I18nService);
    const registry = new OpenScenesRegistry({
      io: () => io,
      document: () => document,
      undo: () => undo,
      api: () => api,
      notifications: () => notifications,
      translate: (key) => i18n?.t(key) ?? key,
    });
    ctx.provide(OpenScenesService, [], () => registry, { dispose: () => registry.dispose() });
    activateOpenScenesUi(ctx, registry);
  },
});

/** The plugin's commands, panels, prompts and route following over an open-scene registry (a recording one in tests). */
export function activateOpenScenesUi(ctx: PluginContext, openScenes: OpenScenesService): void {
  for (const locale of Object.keys(openScenesLocales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: openScenesLocales[locale] });
  const api = ctx.tryGet(ApiService);
  if (!api) return;
  const i18n = ctx.tryGet(I18nService);
  const notifications = ctx.tryGet(NotificationService);
  const t = createTranslate(i18n, openScenesLocales);
  const dialogs = ctx.tryGet(DialogService);

  const saveActive = async () => {
    if (openScenes.activeId === undefined) {
      notifications?.warning(t('openScenes.noSceneOpen'));
      return;
    }
    try {
      await openScenes.save();
      notifications?.success(t('openScenes.saved'));
    } catch (error) {
      // A conflict is answered through onDidConflict and a refused call was shown by the api service; anything else is shown here.
      if (!(error instanceof ApiError)) notifications?.error(error instanceof Error ? error.message : String(error));
    }
  };
  const closeWithPrompt = async (tab: OpenSceneTab): Promise<boolean> => {
    if (tab.needSave) {
      const answer = await askSave(dialogs, t, tab);
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
  const route = ctx.tryGet(DesignerRouteService);
  const services: OpenScenesPluginServices = { openScenes, api, notifications, i18n, t, route, closeWithPrompt, saveActive };

  const conflicts = openScenes.onDidConflict.subscribe((conflict) => {
    void askConflict(dialogs, t, conflict).then((answer) => resolveConflict(openScenes, answer)).then(
      (saved) => saved && notifications?.success(t('openScenes.savedAsNew', { version: saved.version })),
      (error: unknown) => {
        // A refused call was shown by the api service (and a new conflict asks again); anything else is shown here.
        if (!(error instanceof ApiError)) notifications?.error(error instanceof Error ? error.message : String(error));
      },
    );
  });
  ctx.subscriptions.add(toDisposable(() => conflicts.unsubscribe()));

  // When the session ends (timeout, forced sign-out) the host leaves for the root route: do not ask to stay.
  let leaving = false;
  const navigation = api.onDidRequestNavigation.subscribe(() => {
    leaving = true;
  });
  ctx.subscriptions.add(toDisposable(() => navigation.unsubscribe()));

  const beforeUnload = (event: BeforeUnloadEvent) => {
    if (leaving || !openScenes.hasUnsaved) return;
    event.preventDefault();
    event.returnValue = '';
  };
  globalThis.addEventListener?.('beforeunload', beforeUnload);
  ctx.subscriptions.add(toDisposable(() => globalThis.removeEventListener?.('beforeunload', beforeUnload)));
  if (route) ctx.subscriptions.add(followRoute(route, openScenes, notifications));

  ctx.contribute(Panels, { id: 'open-scenes', titleKey: 'openScenes.panelTitle', area: 'left', order: -1, component: tabsPanelFor(services) });
  ctx.contribute(Panels, { id: 'scene-versions', titleKey: 'openScenes.versionsTitle', area: 'right', order: 10, component: versionsPanelFor(services) });
  ctx.contribute(Commands, { id: OpenScenesCommandIds.save, titleKey: 'openScenes.save', keybinding: 'Ctrl+S', skipInTextInput: false, run: saveActive });
  ctx.contribute(Menus, { menu: 'file', command: OpenScenesCommandIds.save, group: 'save', order: 1 });
  ctx.contribute(Commands, {
    id: OpenScenesCommandIds.closeAll,
    titleKey: 'openScenes.closeAll',
    run: async () => {
      for (const tab of [...openScenes.tabs]) if (!(await closeWithPrompt(tab))) return;
    },
  });
}
