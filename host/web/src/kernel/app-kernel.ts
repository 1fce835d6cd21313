import { coreServiceModules, createEditorKernel, type EditorKernel } from '../../../../core/index.js';
import { hostPlugin } from './host-plugin.js';

/** The kernel of the platform screens (login, lists…): core services and the host's texts, no designer plugins. */
export function createAppKernel(): Promise<EditorKernel> {
  return createEditorKernel(coreServiceModules, [hostPlugin]);
}
