import type { ContributionList, ContributionPoint } from './contribution-point.js';
import type { Disposable, DisposableStore } from './lifecycle.js';
import type { ServiceId } from './service-id.js';

/** What a plugin receives when it is activated. */
export interface PluginContext {
  /** The id of the plugin being activated. */
  readonly pluginId: string;
  /** Get a service by its id; throws a clear error if no such service is bound. */
  get<T>(id: ServiceId<T>): T;
  /** Get a service when it is bound, otherwise undefined. */
  tryGet<T>(id: ServiceId<T>): T | undefined;
  /** Add a contribution; it is also removed automatically when the plugin is deactivated. */
  contribute<T>(point: ContributionPoint<T>, value: T): Disposable;
  /** Read the live list of a point's contributions (from every plugin). */
  contributions<T>(point: ContributionPoint<T>): ContributionList<T>;
  /** Disposables released when the plugin is deactivated. */
  readonly subscriptions: DisposableStore;
}

/** A plugin: an id and an activate function that contributes through the context. */
export interface PluginDefinition {
  /** Unique id, e.g. 'builtin.number-editor' or 'acme.heatmap'. */
  readonly id: string;
  /** The plugin's own version (semver), shown to users; optional. */
  readonly version?: string;
  /**
   * The range of SDK versions the plugin was written for, in npm semver syntax (`'^1.0.0'`, `'>=1.2 <3'`). The host
   * refuses to load a plugin whose range does not include its `SDK_VERSION`. Omitted: not checked.
   */
  readonly sdk?: string;
  /** Name shown to users in messages about the plugin (its faults, its key bindings); defaults to the id. */
  readonly name?: string;
  /**
   * Ids of plugins that must be active first. Activation refuses a plugin whose dependencies are not active (on every
   * path, URL-loaded plugins included); deactivating a plugin first deactivates the active plugins that depend on it.
   */
  readonly dependsOn?: readonly string[];
  /** Called once; may be async. Everything contributed through ctx is undone on deactivate. */
  activate(ctx: PluginContext): void | Promise<void>;
  /** Optional extra clean-up after the context's disposables are released. */
  deactivate?(): void | Promise<void>;
}

/** Declare a plugin; returns the definition unchanged, typed. */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
