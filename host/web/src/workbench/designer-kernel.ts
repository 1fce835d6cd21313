import { createEditorKernel, type EditorKernel, type KernelParts } from '../../../../core/kernel/editor-kernel.js';
import { designerRouteModule } from '../../../../core/services/designer-route/designer-route-module.js';
import { designerServiceModules } from '../../../../core/services/designer-modules.js';
import type { DesignerRoute } from '../../../../sdk/index.js';
import { builtinPlugins } from '../builtin-plugins.js';
import { hostPlugin } from '../kernel/host-plugin.js';
import { testHooksModule } from './test-hooks-module.js';

/**
 * A new editor kernel for one designer instance, a child of the app kernel: it takes the platform services (i18n,
 * notifications, dialogs, api, session, permissions) from `app` and adds the designer services, the route the host
 * feeds (starting at `route`, so plugins see it when they start), and every built-in plugin. Disposing it releases
 * only what it added.
 */
export function createDesignerKernel(app: KernelParts, route: DesignerRoute = {}): Promise<EditorKernel> {
  const modules = [...designerServiceModules, designerRouteModule(route)];
  // The release build (`npm run build`, mode 'release') leaves the test hooks out: the constant folds and the module
  // is dropped from its files. Every other build (`vite build`, what the e2e suite serves) exposes them.
  if (import.meta.env.MODE !== 'release') modules.push(testHooksModule());
  return createEditorKernel(modules, [hostPlugin, ...builtinPlugins], { parent: app });
}
