import { createTranslate } from '../../sdk/index.js';
import type { ApiService, I18nService, NotificationService, PlayerService, PluginManifest, PluginService, SessionService } from '../../sdk/index.js';
import { locales } from './locales.js';
import { PluginManagerActions } from './plugin-manager-actions.js';
import { PluginOrigins } from './plugin-origins.js';
import { SavedPlugins } from './saved-plugins.js';
import { pageEnvironment, type StartupEnvironment } from './startup-guard.js';

/** What the scene player hands over to load the user's plugins (its kernel's services; the api and session are the page's). */
export interface PlayerPluginStart {
  /** The player kernel's plugin service (the host's, not a plugin's view). */
  readonly plugins: PluginService;
  readonly api: ApiService | undefined;
  readonly session: SessionService | undefined;
  readonly notifications: NotificationService | undefined;
  readonly i18n: I18nService | undefined;
  /** The player's console, where what was loaded is said. */
  readonly player: PlayerService | undefined;
  /** Whether the page was opened in safe mode (`?safeMode=1` or Shift held): no remembered plugin is loaded. */
  readonly safeMode: boolean;
  /** The page's address, against which a plugin URL is read (as the import reads it). */
  readonly pageHref: () => string;
  /** The browser's store of approvals and the start mark (localStorage by default). */
  readonly store?: StartupEnvironment['store'];
}

/**
 * The scene player's share of the plugin manager: before a scene plays, load the signed-in user's remembered, enabled
 * URL plugins that declare `runsInPlayer`, under the designer's rules: the page's plugin origins, the capabilities the
 * user accepted in this browser (a plugin asking for more is not loaded), safe mode, and the start mark (a plugin that
 * froze the last start is disabled). Nothing for a viewer who is not signed in, and never a URL a scene names: the code
 * that runs is code this user chose. Each one loaded is said in the player's console. Resolves with what was loaded.
 */
export async function loadPlayerPlugins(start: PlayerPluginStart): Promise<readonly PluginManifest[]> {
  if (!start.session || start.session.state === 'anonymous') return [];
  const t = createTranslate(start.i18n, locales);
  const env: StartupEnvironment = start.store === undefined ? pageEnvironment(() => start.safeMode) : { safeMode: () => start.safeMode, store: start.store };
  const actions = new PluginManagerActions({
    plugins: start.plugins,
    saved: new SavedPlugins(start.api),
    notifications: start.notifications,
    dialogs: undefined, // the player asks nothing: a plugin the user has not accepted is not loaded
    t,
    env,
    origins: new PluginOrigins(start.api, start.pageHref),
  });
  let loaded: readonly PluginManifest[] = [];
  try {
    loaded = await actions.loadSaved({ only: (manifest) => manifest.runsInPlayer });
  } catch (error) {
    start.player?.log('warn', t('pluginManager.player.listFailed', { message: error instanceof Error ? error.message : String(error) }));
  }
  if (start.safeMode) start.player?.log('info', t('pluginManager.player.safeMode'));
  for (const manifest of loaded) start.player?.log('info', t('pluginManager.player.loaded', { name: manifest.name, url: manifest.url }));
  return loaded;
}
