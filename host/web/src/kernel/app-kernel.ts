import { createEditorKernel, type EditorKernel } from '../../../../core/kernel/editor-kernel.js';
import { platformServiceModules } from '../../../../core/services/platform-modules.js';
import { hostPlugin } from './host-plugin.js';

/**
 * The kernel of the platform screens (login, lists…): the platform services and the host's texts, no designer service
 * and no plugin. Imported straight from its files (not the core barrel), so the designer's code stays out of the entry chunk.
 */
export function createAppKernel(): Promise<EditorKernel> {
  return createEditorKernel(platformServiceModules, [hostPlugin]);
}
