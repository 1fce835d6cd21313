import {
  ApiService, Commands, createTranslate, definePlugin, I18nService, LayoutService, Locales, Menus, NotificationService, Panels,
  PluginFaultService, PluginService,
} from '../../sdk/index.js';
import type { LocaleId } from '../../sdk/index.js';
import { locales } from './locales.js';
import { PluginManagerActions } from './plugin-manager-actions.js';
import { createPluginManagerPanel } from './plugin-manager-panel.js';
import { SavedPlugins } from './saved-plugins.js';

/** Id of the plugin manager's panel. */
export const PLUGIN_MANAGER_PANEL = 'pluginManager';

/**
 * The plugin manager: a panel listing built-in and URL plugins with state, version and errors (add from URL, enable,
 * disable, unload, reload), and the user's URL plugins kept on the server and loaded at start. Activate it after the
 * other built-in plugins, so the URL plugins it loads find theirs active.
 */
export default definePlugin({
  id: 'builtin.plugin-manager',
  // The user's plugin list is kept on the server; the manager loads, enables, disables and unloads plugins.
  capabilities: ['api.raw', 'plugins.manage'],
  name: 'Plugin manager',
  activate(ctx) {
    for (const locale of Object.keys(locales) as LocaleId[]) ctx.contribute(Locales, { locale, texts: locales[locale] });
    const t = createTranslate(ctx.tryGet(I18nService), locales);
    const plugins = ctx.get(PluginService);
    const saved = new SavedPlugins(ctx.tryGet(ApiService));
    const notifications = ctx.tryGet(NotificationService);
    const actions = new PluginManagerActions(plugins, saved, notifications, t);
    ctx.contribute(Panels, {
      id: PLUGIN_MANAGER_PANEL, titleKey: 'pluginManager.title', area: 'bottom', order: 200, // after Output, which stays the bottom area's front tab
      component: createPluginManagerPanel({ plugins, saved, faults: ctx.tryGet(PluginFaultService), actions, t }),
    });
    const layout = ctx.tryGet(LayoutService);
    ctx.contribute(Commands, {
      id: 'pluginManager.open', titleKey: 'pluginManager.open', categoryKey: 'pluginManager.category',
      run: () => layout?.showPanel(PLUGIN_MANAGER_PANEL),
    });
    ctx.contribute(Menus, { menu: 'view', command: 'pluginManager.open', group: '4_plugins', order: 1 });
    // Not awaited: the editor starts without waiting for the user's URL plugins; each failure is listed with its error.
    void actions.loadSaved().catch((error: unknown) => {
      notifications?.error(t('pluginManager.notSaved', { message: error instanceof Error ? error.message : String(error) }));
    });
  },
});
