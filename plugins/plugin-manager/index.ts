import {
  ApiService, Commands, createTranslate, definePlugin, DesignerRouteService, DialogService, I18nService, LayoutService, Locales, Menus, NotificationService, Panels,
  PluginFaultService, PluginService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { PluginManagerActions } from './plugin-manager-actions.js';
import { PluginOrigins } from './plugin-origins.js';
import { createPluginManagerPanel } from './plugin-manager-panel.js';
import { showSafeModeBanner } from './safe-mode-banner.js';
import { SavedPlugins } from './saved-plugins.js';
import { pageEnvironment } from './startup-guard.js';

/** Id of the plugin manager's panel. */
export const PLUGIN_MANAGER_PANEL = 'pluginManager';

/** Id of the command that loads a plugin from a URL for this session, after the user confirmed its capabilities. */
export const LOAD_ONCE_COMMAND = 'pluginManager.loadFromUrl';

/**
 * The plugin manager: a panel listing built-in and URL plugins with state, version, capabilities and errors (add from
 * URL, enable, disable, unload, reload), and the user's URL plugins kept on the server and loaded at start (not in
 * safe mode). Activate it after the other built-in plugins, so the URL plugins it loads find theirs active.
 */
export default definePlugin({
  id: 'builtin.plugin-manager',
  name: 'Plugin manager',
  // The user's plugin list is kept on the server; the manager loads, enables, disables and unloads plugins.
  capabilities: ['api.raw', 'plugins.manage'],
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const plugins = ctx.get(PluginService);
    const saved = new SavedPlugins(ctx.tryGet(ApiService));
    const notifications = ctx.tryGet(NotificationService);
    // The host reads the address (safe-mode flag) and feeds the designer route; no plugin reads `location`.
    const route = ctx.tryGet(DesignerRouteService);
    const env = pageEnvironment(() => route?.current.safeMode === true);
    // A URL is read against the document's address, as the import reads it.
    const origins = new PluginOrigins(ctx.tryGet(ApiService), () => globalThis.document?.baseURI ?? 'http://localhost/');
    const actions = new PluginManagerActions({ plugins, saved, notifications, dialogs: ctx.tryGet(DialogService), t, env, origins });
    ctx.contribute(Panels, {
      id: PLUGIN_MANAGER_PANEL, titleKey: 'pluginManager.title', area: 'bottom', order: 200, // after Output, which stays the bottom area's front tab
      component: createPluginManagerPanel({ plugins, saved, faults: ctx.tryGet(PluginFaultService), actions, t }),
    });
    const layout = ctx.tryGet(LayoutService);
    ctx.contribute(Commands, {
      id: 'pluginManager.open', titleKey: 'pluginManager.open', categoryKey: 'pluginManager.category',
      run: () => layout?.showPanel(PLUGIN_MANAGER_PANEL),
    });
    const dialogs = ctx.tryGet(DialogService);
    ctx.contribute(Commands, {
      id: LOAD_ONCE_COMMAND, titleKey: 'pluginManager.loadOnce', categoryKey: 'pluginManager.category',
      run: async (context) => {
        const url = typeof context.args === 'string' ? context.args
          : await dialogs?.prompt({ title: t('pluginManager.loadOnce.title'), message: t('pluginManager.loadOnce.message'), placeholder: 'https://…/plugin.js' });
        if (url?.trim()) await actions.loadOnce(url);
      },
    });
    ctx.contribute(Menus, { menu: 'view', command: 'pluginManager.open', group: '4_plugins', order: 1 });
    ctx.contribute(Menus, { menu: 'file', command: LOAD_ONCE_COMMAND, group: '9_plugins', order: 1 });
    if (actions.safeMode && typeof document !== 'undefined') {
      ctx.subscriptions.add(showSafeModeBanner(t, () => route?.leaveSafeMode()));
    }
    // Not awaited: the editor starts without waiting for the user's URL plugins; each failure is listed with its error.
    void actions.loadSaved().catch((error: unknown) => {
      notifications?.error(t('pluginManager.notSaved', { message: error instanceof Error ? error.message : String(error) }));
    });
  },
});
