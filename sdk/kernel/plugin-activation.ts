import type { PluginDefinition } from './plugin.js';

/**
 * The scene content a plugin serves, declared beside the plugin and without its code (as VS Code's
 * `activationEvents`, typed): a host that reads the scene document first imports and activates only the plugins whose
 * events the scene has, and the plugins those depend on. Every list names content ids exactly as the document stores
 * them. A plugin that declares none of these is activated only when another activated plugin depends on it.
 */
export interface ActivationEvents {
  /**
   * Node `type` values the plugin serves: node types, and material types and post-process effects (each is a node
   * type too: `'PBRMaterial'`, `'BloomPostProcess'`).
   */
  readonly nodeTypes?: readonly string[];
  /** Geometry builder ids, as a node's `geometry` value names them in its `className` (`'Box'`, `'Spline'`). */
  readonly geometries?: readonly string[];
  /** Particle stage kinds, as a particle system's `stages` entries name them in `kind` (`'BoxEmitter'`). */
  readonly particleStages?: readonly string[];
  /** The scene has logic (a program to run): the logic runtime and the block sets whose actions a program calls. */
  readonly logic?: boolean;
  /** The scene has live data (data sources on its Scene root): the live-data runtime and its source kinds. */
  readonly liveData?: boolean;
  /** The scene has interactions (a node's non-empty `interactions` list): the interaction runtime. */
  readonly interactions?: boolean;
  /**
   * The scene has animations (a non-empty `animations` section: keyframe, state or group animations; or a node's
   * non-empty `movers` list): their services and player.
   */
  readonly animations?: boolean;
  /**
   * Activate along with these plugins (by id) whenever they are activated: kinds that extend another plugin's content
   * (the mixed material's stage kinds go with `builtin.material-mixed`).
   */
  readonly withPlugins?: readonly string[];
  /** Whatever the scene holds (services other plugins use, players of animations that any scene may have). */
  readonly always?: boolean;
}

/** The module a manifest's `load` imports: the plugin as its default export, or the plugin itself. */
export type LoadedPlugin = PluginDefinition | { readonly default: PluginDefinition };

/**
 * A plugin's manifest for activation by content: its id and dependencies, the content it serves, and how to import
 * its code. Keep it in a file of its own (a plugin's `manifest.ts`) that imports nothing of the plugin but through
 * `load` (`load: () => import('./index.js')`), so a bundler puts the plugin's code in chunks fetched only when a scene
 * needs it. `id` and `dependsOn` must equal the loaded definition's (the host refuses a mismatch).
 */
export interface LazyPluginManifest {
  /** The id of the plugin `load` gives. */
  readonly id: string;
  /** The plugin's `dependsOn`, repeated here so the host knows what to load with it before loading it. */
  readonly dependsOn?: readonly string[];
  /** The content that activates it. */
  readonly activationEvents: ActivationEvents;
  /** Import the plugin's code. */
  load(): Promise<LoadedPlugin>;
}

/** Declare a plugin's manifest for activation by content; returns it unchanged, typed. */
export function defineLazyPlugin(manifest: LazyPluginManifest): LazyPluginManifest {
  return manifest;
}

/** What a scene holds, as activation by content reads it (see `ActivationEvents`). */
export interface SceneContentSummary {
  readonly nodeTypes: ReadonlySet<string>;
  readonly geometries: ReadonlySet<string>;
  readonly particleStages: ReadonlySet<string>;
  readonly logic: boolean;
  /** The Scene root names data sources (its live-data prop). Absent: none. */
  readonly liveData?: boolean;
  /** Some node declares interactions (a non-empty `interactions` list). Absent: none. */
  readonly interactions?: boolean;
  /** The document's `animations` section is not empty, or some node has movers. Absent: none. */
  readonly animations?: boolean;
  /**
   * The reading stopped at its budget (too many nodes, or a document it could not read as one): some content is
   * unknown, so a host activates every plugin.
   */
  readonly truncated: boolean;
}
