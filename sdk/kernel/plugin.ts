import type { Capability } from './capability.js';
import type { ContributionList, ContributionPoint } from './contribution-point.js';
import type { Disposable, DisposableStore } from './lifecycle.js';
import type { ServiceId } from './service-id.js';

/** The service types a list of service ids stands for, in order. */
export type ServicesOf<D extends readonly ServiceId<unknown>[]> = { -readonly [K in keyof D]: D[K] extends ServiceId<infer T> ? T : never };

/** Options of `ctx.provide`. */
export interface ProvideServiceOptions<T> {
  /** Release the service when the plugin is deactivated (after its contributions are removed). */
  dispose?(service: T): void;
}

/** What a plugin receives when it is activated. */
export interface PluginContext {
  /** The id of the plugin being activated. */
  readonly pluginId: string;
  /**
   * Get a service by its id; throws a clear error if no such service is bound, or if the id is gated by a capability
   * (`ApiService`: 'api.raw', `SessionTokenService`: 'session.token') the plugin did not declare.
   */
  get<T>(id: ServiceId<T>): T;
  /** Get a service when it is bound, otherwise undefined; throws like `get` for a gated id without its capability. */
  tryGet<T>(id: ServiceId<T>): T | undefined;
  /**
   * Provide a service under an SDK-declared id, made by `factory` from the services `dependencies` name (in order), e.g.
   * `ctx.provide(HeatmapService, [SceneDocumentService], (document) => new Heatmap(document))`. Call it during
   * `activate`; the service is made when the activation ends (or when the plugin first gets it), so a missing
   * dependency or a cycle fails the activation with a message naming it. The service lives in the plugin's own
   * container and is released with the plugin (`options.dispose`, services newest first). It is seen by this plugin
   * and by plugins that list this one in `dependsOn` (deactivating this plugin deactivates those first); a dependency
   * may be a core service, one this plugin provides, or one provided by a plugin this one depends on. An id that is
   * already provided (by the core or another plugin) is refused.
   */
  provide<T, const D extends readonly ServiceId<unknown>[]>(
    id: ServiceId<T>,
    dependencies: D,
    factory: (...services: ServicesOf<D>) => T,
    options?: ProvideServiceOptions<T>,
  ): void;
  /** Add a contribution; it is also removed automatically when the plugin is deactivated. */
  contribute<T>(point: ContributionPoint<T>, value: T): Disposable;
  /** Read the live list of a point's contributions (from every plugin). */
  contributions<T>(point: ContributionPoint<T>): ContributionList<T>;
  /** Disposables released when the plugin is deactivated. */
  readonly subscriptions: DisposableStore;
}

/** One entry of a plugin's `contributes` list: a value for a point (made with `contribution(point, value)`). */
export interface Contribution<T = unknown> {
  readonly point: ContributionPoint<T>;
  readonly value: T;
}

/** Several contributions that belong together (a node type and its adapter), as `defineNodeType` and its kin return. */
export interface ContributionBundle {
  readonly contributions: readonly Contribution[];
}

/** A pair of a point and a value for a plugin's `contributes` list; the value's type is checked against the point. */
export function contribution<T>(point: ContributionPoint<T>, value: T): Contribution<T> {
  return { point, value } as Contribution<T>;
}

/** A plugin: an id, what it contributes, and (when it needs code to run) an activate function. */
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
  /**
   * What the plugin may do beyond reading and contributing (see `Capability`): `ctx.get` of a service id gated by a
   * capability the plugin did not declare throws. The plugin manager shows these to the user before a URL plugin
   * loads, and asks again when a remembered plugin asks for more. Omitted: none.
   */
  readonly capabilities?: readonly Capability[];
  /**
   * Whether the plugin runs in the scene player (previews) too, not only in the designer. The player loads the
   * signed-in user's remembered URL plugins that say so (enabled, accepted in this browser, from an allowed origin)
   * before the scene plays, so a scene whose logic calls this plugin's `LogicActions`, or whose nodes are of its node
   * types, plays as designed. The player has no editor services (commands, layout, settings, selection…): get those
   * with `ctx.tryGet`. Omitted: the designer only (built-in plugins are listed by the host instead).
   */
  readonly runsInPlayer?: boolean;
  /**
   * What the plugin contributes as it is: `contribution(Point, value)` entries and bundles (`defineNodeType(...)`,
   * `defineMaterialType(...)`, `definePostProcess(...)`), contributed in order when the plugin is activated, before
   * `activate` runs, and removed when it is deactivated. A plugin of content only needs nothing else.
   */
  readonly contributes?: readonly (Contribution | ContributionBundle)[];
  /** Called once, after `contributes`; may be async. Everything contributed through ctx is undone on deactivate. */
  activate?(ctx: PluginContext): void | Promise<void>;
  /** Optional extra clean-up after the context's disposables are released. */
  deactivate?(): void | Promise<void>;
}

/** Declare a plugin; returns the definition unchanged, typed. */
export function definePlugin(definition: PluginDefinition): PluginDefinition {
  return definition;
}
