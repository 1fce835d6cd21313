import { createEditorKernel, type EditorKernel } from '../../../../core/kernel/editor-kernel.js';
import { designerServiceModules } from '../../../../core/services/designer-modules.js';
import { platformServiceModules } from '../../../../core/services/platform-modules.js';
import { builtinPlugins } from '../builtin-plugins.js';
import { hostPlugin } from '../kernel/host-plugin.js';

/** A new editor kernel for one designer instance: the platform and designer services and every built-in plugin. */
export function createDesignerKernel(): Promise<EditorKernel> {
  return createEditorKernel([...platformServiceModules, ...designerServiceModules], [hostPlugin, ...builtinPlugins]);
}
