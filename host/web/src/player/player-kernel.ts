import { createEditorKernel, serviceModule, type EditorKernel, type KernelParts } from '../../../../core/kernel/editor-kernel.js';
import { provide } from '../../../../core/kernel/service-declaration.js';
import { runtimeModule } from '../../../../core/runtime/runtime-module.js';
import { sceneServiceModule } from '../../../../core/services/scene/scene-module.js';
import { SceneDocumentWriter } from '../../../../core/services/scene/scene-document-writer.js';
import { ApiService, I18nService, NotificationService, PlayerService, PluginService, SessionService } from '../../../../sdk/index.js';
import { loadPlayerPlugins } from '../../../../plugins/plugin-manager/player-start.js';
import type { JsonValue } from '../../../../sdk/index.js';
import { hostPlugin } from '../kernel/host-plugin.js';
import { playerPlugins } from './player-plugins.js';
import { PlayerServiceImpl } from './player-service.js';

/**
 * A kernel for one scene player, a child of the app kernel: it takes the platform services (i18n, notifications,
 * dialogs, api, session, permissions) from `app`, as a designer kernel does, and adds only what playing needs: the
 * scene document and the runtime (no commands, layout, settings or open-scene registry: nothing is edited or saved),
 * the player service, and the player's plugins. Then, before it is handed back (so their node types and logic actions
 * are there when the scene loads and its logic starts), the signed-in user's remembered URL plugins that declare
 * `runsInPlayer`, under the plugin manager's rules (`plugins/plugin-manager/player-start.ts`); none in safe mode.
 * Disposing it releases only what it added; the app's services go on working for the page.
 */
export async function createPlayerKernel(app: KernelParts, logic: string, data: JsonValue | undefined, options: { readonly safeMode?: boolean } = {}): Promise<EditorKernel> {
  const playerModule = serviceModule([provide(PlayerService, [SceneDocumentWriter], (writer) => new PlayerServiceImpl(writer, logic, data))]);
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule, playerModule], [hostPlugin, ...playerPlugins], { parent: app });
  const services = kernel.services;
  await loadPlayerPlugins({
    plugins: services.get(PluginService),
    api: services.tryGet(ApiService),
    session: services.tryGet(SessionService),
    notifications: services.tryGet(NotificationService),
    i18n: services.tryGet(I18nService),
    player: services.get(PlayerService),
    safeMode: options.safeMode === true,
    pageHref: () => globalThis.document?.baseURI ?? 'http://localhost/',
  });
  return kernel;
}
