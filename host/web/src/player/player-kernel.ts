import { createEditorKernel, serviceModule, type EditorKernel, type KernelParts } from '../../../../core/kernel/editor-kernel.js';
import { provide } from '../../../../core/kernel/service-declaration.js';
import { runtimeModule } from '../../../../core/runtime/runtime-module.js';
import { sceneServiceModule } from '../../../../core/services/scene/scene-module.js';
import { SceneDocumentWriter } from '../../../../core/services/scene/scene-document-writer.js';
import { PlayerService } from '../../../../sdk/index.js';
import type { JsonValue } from '../../../../sdk/index.js';
import { hostPlugin } from '../kernel/host-plugin.js';
import { playerPlugins } from './player-plugins.js';
import { PlayerServiceImpl } from './player-service.js';

/**
 * A kernel for one scene player, a child of the app kernel: it takes the platform services (i18n, notifications,
 * dialogs, api, session, permissions) from `app`, as a designer kernel does, and adds only what playing needs: the
 * scene document and the runtime (no commands, layout, settings or open-scene registry: nothing is edited or saved),
 * the player service, and the player's plugins. Disposing it releases only
 * what it added; the app's services go on working for the page.
 */
export function createPlayerKernel(app: KernelParts, logic: string, data: JsonValue | undefined): Promise<EditorKernel> {
  const playerModule = serviceModule([provide(PlayerService, [SceneDocumentWriter], (writer) => new PlayerServiceImpl(writer, logic, data))]);
  return createEditorKernel([sceneServiceModule, runtimeModule, playerModule], [hostPlugin, ...playerPlugins], { parent: app });
}
