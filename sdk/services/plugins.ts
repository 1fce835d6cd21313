import type { Observable } from 'rxjs';
import { createServiceId } from '../kernel/service-id.js';
import type { Capability } from '../kernel/capability.js';

/** Where a plugin came from: built into the designer, or loaded from a URL. */
export type PluginOrigin = 'builtin' | 'url';

/** A plugin's state: being loaded or activated, active, known but not active (disabled), or failed to load or activate. */
export type PluginState = 'loading' | 'active' | 'inactive' | 'failed';

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
  /** The capabilities it declares (none when omitted). */
  readonly capabilities?: readonly Capability[];
}

/** What a URL plugin says of itself, read before it is activated (the plugin manager shows it for the user to confirm). */
export interface PluginManifest {
  /** The plugin's id. */
  readonly id: string;
  /** Its display name (`name`, else the id). */
  readonly name: string;
  /** Its own version, when it declares one. */
  readonly version?: string;
  /** The URL it was read from. */
  readonly url: string;
  /** The capabilities it declares. */
  readonly capabilities: readonly Capability[];
  /** Whether it declares `runsInPlayer` (the scene player loads it too). */
  readonly runsInPlayer: boolean;
}

/**
 * The editor's plugins: which are known and active, loading more at run time, enabling, disabling, reloading. Reading is
 * open to every plugin; loading, enabling, disabling, reloading and unloading need the capability 'plugins.manage', and
 * a plugin loaded from a URL may never disable, reload or unload a built-in one (the user can, in the plugin manager).
 */
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
  /**
   * Import the module at a URL and read its declaration (id, name, version, capabilities) without activating it. The
   * module's top-level code runs (that is how a module is read); `activate` does not. Rejects like `loadFromUrl`.
   */
  readManifest(url: string): Promise<PluginManifest>;
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
