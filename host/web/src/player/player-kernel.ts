import { createEditorKernel, serviceModule, type EditorKernel } from '../../../../core/kernel/editor-kernel.js';
import { provide } from '../../../../core/kernel/service-declaration.js';
import { platformServiceModules } from '../../../../core/services/platform-modules.js';
import { runtimeModule } from '../../../../core/runtime/runtime-module.js';
import { sceneServiceModule } from '../../../../core/services/scene/scene-module.js';
import { SceneDocumentWriter } from '../../../../core/services/scene/scene-document-writer.js';
import { PlayerService } from '../../../../sdk/index.js';
import type { JsonValue } from '../../../../sdk/index.js';
import { hostPlugin } from '../kernel/host-plugin.js';
import { playerPlugins } from './player-plugins.js';
import { PlayerServiceImpl } from './player-service.js';

/**
 * A kernel for one scene player: the platform services, the scene document and the runtime (no commands, layout,
 * settings or open-scene registry: nothing is edited or saved), the player service, and the player's plugins.
 */
export function createPlayerKernel(logic: string, data: JsonValue | undefined): Promise<EditorKernel> {
  const playerModule = serviceModule([provide(PlayerService, [SceneDocumentWriter], (writer) => new PlayerServiceImpl(writer, logic, data))]);
  return createEditorKernel([...platformServiceModules, sceneServiceModule, runtimeModule, playerModule], [hostPlugin, ...playerPlugins]);
}
