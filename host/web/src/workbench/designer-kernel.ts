import { coreServiceModules, createEditorKernel, type EditorKernel } from '../../../../core/index.js';
import { builtinPlugins } from '../builtin-plugins.js';
import { hostPlugin } from '../kernel/host-plugin.js';

/** A new editor kernel for one designer instance: every core service and every built-in plugin. */
export function createDesignerKernel(): Promise<EditorKernel> {
  return createEditorKernel(coreServiceModules, [hostPlugin, ...builtinPlugins]);
}
