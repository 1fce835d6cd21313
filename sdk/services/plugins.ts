import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** The editor's plugins: which are active, and loading more at run time. */
export interface PluginService {
  /** Ids of the active plugins. */
  readonly activeIds: readonly string[];
  /** Emits the active ids now and after each activation or deactivation. */
  readonly onDidChangePlugins: Observable<readonly string[]>;
  /** Load an ES module from a URL (default or `plugin` export) and activate it; resolves to its id. */
  loadFromUrl(url: string): Promise<string>;
  /** Deactivate a plugin, releasing everything it contributed. */
  deactivate(id: string): Promise<void>;
}

/** Service id of the plugin service. */
export const PluginService = createServiceId<PluginService>('plugins');
