import type { ServiceModule } from '../kernel/kernel-parts.js';
import { runtimeModule } from '../runtime/runtime-module.js';
import { commandsModule } from './commands/commands-module.js';
import { layoutModule } from './layout/layout-module.js';
import { sceneServiceModule } from './scene/scene-module.js';
import { settingsModule } from './settings/settings-module.js';

/** The designer's own services, on top of the platform ones: commands, layout, settings, scene, runtime (open scenes are the open-scenes plugin's). */
export const designerServiceModules: readonly ServiceModule[] = [commandsModule(), layoutModule, settingsModule(), sceneServiceModule, runtimeModule];
