import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';

/** Where a plugin came from: built into the designer, or loaded from a URL. */
export type PluginOrigin = 'builtin' | 'url';

/** A plugin's state: active, known but not active (disabled), or failed to load or activate. */
export type PluginState = 'active' | 'inactive' | 'failed';

/** One plugin the editor knows of. */
export interface PluginInfo {
  /** The plugin's id; for a URL whose module could not be loaded at all, the URL. */
  readonly id: string;
  /** Its display name (`name`, else the id, else the URL). */
  readonly name: string;
  /** Its own version, when it declares one. */
  readonly version?: string;
  /** Built in, or loaded from a URL. */
  readonly origin: PluginOrigin;
  /** The URL it was loaded from (origin 'url'). */
  readonly url?: string;
  /** Active, inactive, or failed. */
  readonly state: PluginState;
  /** Why it failed (state 'failed'). */
  readonly error?: string;
}

/** The editor's plugins: which are known and active, loading more at run time, enabling, disabling, reloading. */
export interface PluginService {
  /** Ids of the active plugins. */
  readonly activeIds: readonly string[];
  /** Emits the active ids now and after each activation or deactivation. */
  readonly onDidChangePlugins: Observable<readonly string[]>;
  /** Every plugin the editor knows of, built-in first, then URL plugins in the order they were loaded. */
  readonly plugins: readonly PluginInfo[];
  /** Emits `plugins` now and after every change of a plugin's state. */
  readonly onDidChangeList: Observable<readonly PluginInfo[]>;
  /**
   * Load an ES module from a URL (default or `plugin` export) and activate it; resolves to its id. A failure is kept
   * in `plugins` (state 'failed', with the error) and the promise rejects.
   */
  loadFromUrl(url: string): Promise<string>;
  /** Activate a known plugin that is inactive or failed (its dependencies must be active). */
  activate(id: string): Promise<void>;
  /** Deactivate a plugin, releasing everything it contributed (it stays known, inactive). */
  deactivate(id: string): Promise<void>;
  /**
   * Run a URL plugin's module again: deactivate it, import a fresh copy of its entry module (not the cached one) and
   * activate that. Rejects for built-in plugins.
   */
  reload(id: string): Promise<void>;
  /** Deactivate a URL plugin and forget it (it leaves `plugins`). Rejects for built-in plugins. */
  unload(id: string): Promise<void>;
}

/** Service id of the plugin service. */
export const PluginService = createServiceId<PluginService>('plugins');
