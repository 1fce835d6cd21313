import { createEditorKernel, serviceModule, type EditorKernel, type KernelParts } from '../../../../core/kernel/editor-kernel.js';
import { provide } from '../../../../core/kernel/service-declaration.js';
import { runtimeModule } from '../../../../core/runtime/runtime-module.js';
import { sceneServiceModule } from '../../../../core/services/scene/scene-module.js';
import { SceneDocumentWriter } from '../../../../core/services/scene/scene-document-writer.js';
import { readSceneContent } from '../../../../core/kernel/scene-content.js';
import { ApiService, I18nService, NotificationService, PlayerService, PluginService, SceneDocumentService, SessionService } from '../../../../sdk/index.js';
import type { JsonValue } from '../../../../sdk/index.js';
import { playerPluginManifests } from './player-plugins.js';
import { PlayerServiceImpl } from './player-service.js';

/**
 * A kernel for one scene player, a child of the app kernel: it takes the platform services (i18n, notifications,
 * dialogs, api, session, permissions) and the host's texts (the app kernel's, in the page's language) from `app`, and
 * adds only what playing needs: the scene document and the runtime (no commands, layout, settings or open-scene
 * registry: nothing is edited or saved), the player service, and the player's plugins: those `options.content` needs (activation by content: its nodes'
 * types, geometry builders and particle stage kinds, its logic; later content that needs more activates more while
 * the kernel lives), or every one without it. Then, before it is handed back (so their node types and logic actions
 * are there when the scene loads and its logic starts), the signed-in user's remembered URL plugins that declare
 * `runsInPlayer`, under the plugin manager's rules (`plugins/plugin-manager/player-start.ts`); none in safe mode.
 * Disposing it releases only what it added; the app's services go on working for the page.
 */
export async function createPlayerKernel(
  app: KernelParts, logic: string, data: JsonValue | undefined, options: { readonly safeMode?: boolean; readonly content?: string } = {},
): Promise<EditorKernel> {
  const playerModule = serviceModule([provide(PlayerService, [SceneDocumentWriter], (writer) => new PlayerServiceImpl(writer, logic, data))]);
  const kernel = await createEditorKernel([sceneServiceModule, runtimeModule, playerModule], [], { parent: app, lazyPlugins: playerPluginManifests });
  const services = kernel.services;
  const following = kernel.activation.follow(services.get(SceneDocumentService));
  try {
    if (options.content === undefined) await kernel.activation.activateAll();
    else await kernel.activation.activateFor(readSceneContent(options.content, { logic }));
  } catch (error) {
    following.dispose();
    await kernel.dispose();
    throw error;
  }
  // The plugin manager's code only for a signed-in viewer: an anonymous visitor gets no URL plugin.
  const session = services.tryGet(SessionService);
  const { loadPlayerPlugins } = session && session.state !== 'anonymous' ? await import('../../../../plugins/plugin-manager/player-start.js') : { loadPlayerPlugins: undefined };
  await loadPlayerPlugins?.({
    plugins: services.get(PluginService),
    api: services.tryGet(ApiService),
    session,
    notifications: services.tryGet(NotificationService),
    i18n: services.tryGet(I18nService),
    player: services.get(PlayerService),
    safeMode: options.safeMode === true,
    pageHref: () => globalThis.document?.baseURI ?? 'http://localhost/',
  });
  return {
    ...kernel,
    async dispose() {
      following.dispose();
      await kernel.dispose();
    },
  };
}
