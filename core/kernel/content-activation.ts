import type { Disposable, LazyPluginManifest, PluginDefinition, SceneContentSummary, SceneDocumentService } from '../../sdk/index.js';
import type { PluginHost } from './plugin-host.js';
import { SceneContentReader, SCENE_CONTENT_LIMITS, type SceneContentLimits } from './scene-content.js';

const intersects = (declared: readonly string[] | undefined, present: ReadonlySet<string>) => declared?.some((id) => present.has(id)) === true;

/** Whether a manifest's own events match what a scene holds (not its dependencies). */
export function servesContent(manifest: LazyPluginManifest, content: SceneContentSummary): boolean {
  const events = manifest.activationEvents;
  return events.always === true
    || (events.logic === true && content.logic)
    || (events.liveData === true && content.liveData === true)
    || (events.interactions === true && content.interactions === true)
    || (events.animations === true && content.animations === true)
    || intersects(events.nodeTypes, content.nodeTypes)
    || intersects(events.geometries, content.geometries)
    || intersects(events.particleStages, content.particleStages);
}

/**
 * The manifests a scene needs, in their list's order: those whose events the scene has, the plugins they depend on
 * (`dependsOn`, followed to the end) and the plugins that go with any of them (`withPlugins`). Every manifest when the
 * summary is truncated (some content unknown). A `dependsOn` id that no manifest has is left to the host (a plugin
 * activated otherwise, or a missing dependency it reports).
 */
export function manifestsFor(manifests: readonly LazyPluginManifest[], content: SceneContentSummary): LazyPluginManifest[] {
  if (content.truncated) return [...manifests];
  const byId = new Map(manifests.map((m) => [m.id, m]));
  const chosen = new Set<string>();
  const pending: string[] = [];
  const choose = (id: string) => {
    if (chosen.has(id) || !byId.has(id)) return;
    chosen.add(id);
    pending.push(id);
  };
  for (const manifest of manifests) if (servesContent(manifest, content)) choose(manifest.id);
  // Each id enters `pending` once, so the closure ends after at most manifests.length rounds.
  while (pending.length > 0) {
    const id = pending.pop()!;
    for (const dependency of byId.get(id)!.dependsOn ?? []) choose(dependency);
    for (const manifest of manifests) if (manifest.activationEvents.withPlugins?.includes(id)) choose(manifest.id);
  }
  return manifests.filter((m) => chosen.has(m.id));
}

const sameIds = (a: readonly string[] | undefined, b: readonly string[] | undefined) => {
  const x = [...new Set(a ?? [])].sort();
  const y = [...new Set(b ?? [])].sort();
  return x.length === y.length && x.every((id, i) => id === y[i]);
};

/** Options of a `ContentActivation`. */
export interface ContentActivationOptions {
  /** Told each definition once its code is loaded, before it is activated (the catalogue records it as built in). */
  readonly onLoaded?: (definition: PluginDefinition) => void;
  /** Told a plugin whose code failed to load (the host reports failed activations itself). */
  readonly onLoadError?: (pluginId: string, error: unknown) => void;
  /** How much of a changed document is read. */
  readonly limits?: SceneContentLimits;
}

/**
 * Activation by content over a plugin host: imports and activates the plugins of `manifests` a scene needs, once each,
 * and, while it follows a document, those that content arriving later needs (the runtime builds nodes whose types
 * arrive late: it follows the contribution points). Activations run one after another, each after what it depends on.
 */
export class ContentActivation {
  private readonly definitions = new Map<string, Promise<PluginDefinition>>();
  private tail: Promise<void> = Promise.resolve();

  constructor(private readonly host: PluginHost, readonly manifests: readonly LazyPluginManifest[], private readonly options: ContentActivationOptions = {}) {}

  /** Ids of the manifests whose plugins are active. */
  get activeIds(): string[] {
    return this.manifests.filter((m) => this.host.isActive(m.id)).map((m) => m.id);
  }

  /** Import (in parallel) and activate (in dependency order) the plugins `content` needs that are not active yet. */
  activateFor(content: SceneContentSummary): Promise<void> {
    return this.activate(manifestsFor(this.manifests, content));
  }

  /** Import and activate every plugin of the list (a host that does not read content first, e.g. an editor). */
  activateAll(): Promise<void> {
    return this.activate(this.manifests);
  }

  private activate(needed: readonly LazyPluginManifest[]): Promise<void> {
    const missing = needed.filter((m) => !this.host.isActive(m.id));
    if (missing.length === 0) return this.tail;
    const loaded = Promise.all(missing.map((m) => this.definitionOf(m)));
    const run = this.tail.then(async () => {
      const definitions = (await loaded).filter((d) => !this.host.isActive(d.id));
      if (definitions.length > 0) await this.host.activateAll(definitions);
    });
    // A failed activation does not stop the ones after it.
    this.tail = run.catch(() => undefined);
    return run;
  }

  private definitionOf(manifest: LazyPluginManifest): Promise<PluginDefinition> {
    let definition = this.definitions.get(manifest.id);
    if (!definition) {
      definition = manifest.load().then((module) => {
        const plugin = (module && typeof module === 'object' && 'default' in module ? module.default : module) as PluginDefinition;
        if (!plugin || plugin.id !== manifest.id || !sameIds(plugin.dependsOn, manifest.dependsOn)) {
          throw new Error(`The manifest of "${manifest.id}" loaded ${plugin?.id === undefined ? 'no plugin' : `"${String(plugin.id)}"`} or another dependsOn`);
        }
        this.options.onLoaded?.(plugin);
        return plugin;
      });
      // Reported; a failed import is tried again on the next need.
      definition.catch((error: unknown) => {
        this.definitions.delete(manifest.id);
        this.options.onLoadError?.(manifest.id, error);
      });
      this.definitions.set(manifest.id, definition);
    }
    return definition;
  }

  /**
   * Follow a document: content that a change brings (inserted nodes, a node's changed props, a logic program) and that
   * no active plugin serves activates its plugins. Reads only the changed nodes, within the limits.
   */
  follow(document: SceneDocumentService): Disposable {
    const limits = this.options.limits ?? SCENE_CONTENT_LIMITS;
    const subscription = document.onDidChange.subscribe((change) => {
      const reader = new SceneContentReader(limits);
      if (change.origin === 'load') {
        for (const id of document.ids()) if (!reader.node(document.get(id))) break;
        reader.program(document.section('logic')?.code);
        reader.animationSection(document.section('animations'));
      } else {
        for (const patch of change.patches) {
          if (patch.op === 'insert') {
            for (const node of patch.nodes) if (!reader.node(node)) break;
          } else if (patch.op === 'setProp') reader.node(document.get(patch.id));
          else if (patch.op === 'setSection' && patch.section === 'logic') reader.program(document.section('logic')?.code);
          else if (patch.op === 'setSection' && patch.section === 'animations') reader.animationSection(document.section('animations'));
        }
      }
      const needed = manifestsFor(this.manifests, reader.summary()).filter((m) => !this.host.isActive(m.id));
      // Failures are reported where they happen (onLoadError, the host's activation faults).
      if (needed.length > 0) this.activate(needed).catch(() => undefined);
    });
    return { dispose: () => subscription.unsubscribe() };
  }
}
