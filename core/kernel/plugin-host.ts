import { BehaviorSubject } from 'rxjs';
import { DisposableStore, I18nService } from '../../sdk/index.js';
import type { ContributionPoint, Disposable, PluginContext, PluginDefinition, ServiceId } from '../../sdk/index.js';
import type { ContributionRegistryImpl } from './contribution-registry.js';
import type { ServiceContainer } from './service-container.js';
import { sdkIncompatibility } from './sdk-compatibility.js';

interface ActivePlugin {
  readonly definition: PluginDefinition;
  readonly store: DisposableStore;
}

/** Activates plugins in dependency order and disposes everything a plugin contributed when it is deactivated. */
export class PluginHost {
  private readonly active = new Map<string, ActivePlugin>();
  private readonly ids$ = new BehaviorSubject<readonly string[]>([]);
  /** Emits the active plugin ids now and after every activation or deactivation. */
  readonly onDidChange = this.ids$.asObservable();

  constructor(
    private readonly services: ServiceContainer,
    private readonly registry: ContributionRegistryImpl,
  ) {}

  /** Ids of the active plugins. */
  get activeIds(): string[] {
    return [...this.active.keys()];
  }

  /** Whether a plugin is active. */
  isActive(id: string): boolean {
    return this.active.has(id);
  }

  /** Activate several plugins, each after the ones it depends on. */
  async activateAll(definitions: readonly PluginDefinition[]): Promise<void> {
    const byId = new Map(definitions.map((d) => [d.id, d]));
    const visiting = new Set<string>();
    const visit = async (definition: PluginDefinition): Promise<void> => {
      if (this.active.has(definition.id)) return;
      if (visiting.has(definition.id)) throw new Error(`Plugin dependency cycle at '${definition.id}'`);
      visiting.add(definition.id);
      for (const dependency of definition.dependsOn ?? []) {
        const required = byId.get(dependency);
        if (required) await visit(required);
        else if (!this.active.has(dependency)) throw new Error(`Plugin '${definition.id}' needs '${dependency}', which is not loaded`);
      }
      await this.activate(definition);
    };
    for (const definition of definitions) await visit(definition);
  }

  /** Activate one plugin. */
  async activate(definition: PluginDefinition): Promise<void> {
    if (!definition || typeof definition.id !== 'string' || typeof definition.activate !== 'function') {
      throw new Error('Not a plugin: it needs an id and an activate function');
    }
    if (this.active.has(definition.id)) throw new Error(`Plugin '${definition.id}' is already active`);
    const store = new DisposableStore();
    const context = this.contextFor(definition.id, store);
    this.active.set(definition.id, { definition, store });
    try {
      await definition.activate(context);
    } catch (error) {
      this.active.delete(definition.id);
      store.dispose();
      throw error;
    }
    this.ids$.next(this.activeIds);
  }

  /** Deactivate a plugin: release everything it contributed or subscribed. */
  async deactivate(id: string): Promise<void> {
    const plugin = this.active.get(id);
    if (!plugin) return;
    this.active.delete(id);
    this.ids$.next(this.activeIds);
    try {
      plugin.store.dispose();
    } finally {
      await plugin.definition.deactivate?.();
    }
  }

  /** Deactivate every plugin, newest first. */
  async deactivateAll(): Promise<void> {
    for (const id of [...this.active.keys()].reverse()) await this.deactivate(id);
  }

  /** Load a plugin module from a URL (its default export or `plugin` export) and activate it. Relative URLs resolve against the page. */
  async loadFromUrl(url: string): Promise<PluginDefinition> {
    const base = (globalThis as { location?: { href?: string } }).location?.href;
    const resolved = base ? new URL(url, base).href : url;
    const module = (await import(/* @vite-ignore */ resolved)) as { default?: PluginDefinition; plugin?: PluginDefinition };
    const definition = module.default ?? module.plugin;
    if (!definition) throw new Error(`The module at ${url} exports no plugin`);
    const i18n = this.services.tryGet(I18nService);
    const refusal = sdkIncompatibility(definition, i18n ? (key, values) => i18n.t(key, values) : undefined);
    if (refusal) throw new Error(refusal);
    await this.activate(definition);
    return definition;
  }

  private contextFor(pluginId: string, store: DisposableStore): PluginContext {
    const services = this.services;
    const registry = this.registry;
    return {
      pluginId,
      subscriptions: store,
      get: <T>(id: ServiceId<T>) => services.get(id),
      tryGet: <T>(id: ServiceId<T>) => services.tryGet(id),
      contribute: <T>(point: ContributionPoint<T>, value: T): Disposable => store.add(registry.contribute(point, value)),
      contributions: <T>(point: ContributionPoint<T>) => registry.list(point),
    };
  }
}
