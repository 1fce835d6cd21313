import { BehaviorSubject } from 'rxjs';
import type { Subscription } from 'rxjs';
import { DisposableStore, I18nService, isCapability } from '../../sdk/index.js';
import type { ContributionPoint, Disposable, PluginContext, PluginDefinition, ProvideServiceOptions, ServiceId, ServicesOf } from '../../sdk/index.js';
import { admitContribution } from './contribution-admission.js';
import { contributeListed } from './listed-contributions.js';
import { serviceRefusal } from './capability-gates.js';
import type { ContributionRegistryImpl } from './contribution-registry.js';
import { guardContribution } from './contribution-guard.js';
import { guardService } from './guarded-streams.js';
import { PluginFaultsImpl, messageOf } from './plugin-faults.js';
import type { ServiceContainer } from './service-container.js';
import { freshModuleUrl } from '../../sdk/contract/fresh-module-path.js';

/** How long an activation may take before it is given up (ms). */
export const DEFAULT_ACTIVATION_TIMEOUT = 10_000;

/** Options of the plugin host. */
export interface PluginHostOptions {
  /** Time limit of one activation, ms (default 10 s). */
  readonly activationTimeout?: number;
}

interface ActivePlugin {
  readonly definition: PluginDefinition;
  readonly store: DisposableStore;
  /** The plugin's own container: a child of the kernel's, holding what it provides and what it imports. */
  readonly services: ServiceContainer;
  /** Ids of the services it provided. */
  readonly provided: string[];
}

/** Activates plugins in dependency order and disposes everything a plugin contributed when it is deactivated. */
export class PluginHost {
  private readonly active = new Map<string, ActivePlugin>();
  private readonly ids$ = new BehaviorSubject<readonly string[]>([]);
  /** Emits the active plugin ids now and after every activation or deactivation. */
  readonly onDidChange = this.ids$.asObservable();

  private readonly names = new Map<string, string>();
  /** Faults of plugins, attributed by name (also bound as PluginFaultService). */
  readonly faults: PluginFaultsImpl;
  private readonly activationTimeout: number;

  constructor(
    private readonly services: ServiceContainer,
    private readonly registry: ContributionRegistryImpl,
    options: PluginHostOptions & { faults?: PluginFaultsImpl } = {},
  ) {
    this.activationTimeout = options.activationTimeout ?? DEFAULT_ACTIVATION_TIMEOUT;
    this.faults = options.faults ?? new PluginFaultsImpl({ nameOf: (id) => this.nameOf(id), notifications: () => undefined, i18n: () => undefined });
  }

  /** A plugin's display name: its `name`, else its id. */
  nameOf(id: string): string {
    return this.names.get(id) ?? id;
  }

  /** Ids of the active plugins that declare `id` in their `dependsOn`. */
  dependentsOf(id: string): string[] {
    return [...this.active.values()].filter((p) => p.definition.dependsOn?.includes(id)).map((p) => p.definition.id);
  }

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
      if (visiting.has(definition.id)) {
        throw new Error(this.faults.text('core.plugin.dependencyCycle', { plugin: this.nameOf(definition.id) }, `Plugins depend on each other in a cycle at "${this.nameOf(definition.id)}"`));
      }
      visiting.add(definition.id);
      if (typeof definition.name === 'string' && definition.name) this.names.set(definition.id, definition.name);
      for (const dependency of definition.dependsOn ?? []) {
        const required = byId.get(dependency);
        if (required) await visit(required);
        else if (!this.active.has(dependency)) {
          throw new Error(this.faults.text('core.plugin.dependencyNotLoaded', { plugin: this.nameOf(definition.id), dependency },
            `Plugin "${this.nameOf(definition.id)}" needs "${dependency}", which is not loaded`));
        }
      }
      await this.activate(definition);
    };
    for (const definition of definitions) await visit(definition);
  }

  /**
   * Activate one plugin, on every path (built-in lists, a URL): the plugins it depends on must be active, and the
   * activation must finish within the time limit. A failure is reported with the plugin's name, everything the
   * plugin contributed so far is released, and the returned promise rejects with a message naming the plugin.
   */
  async activate(definition: PluginDefinition): Promise<void> {
    if (!definition || typeof definition.id !== 'string' || !(typeof definition.activate === 'function' || Array.isArray(definition.contributes))
      || (definition.activate !== undefined && typeof definition.activate !== 'function')) {
      throw new Error(this.faults.text('core.plugin.notPlugin', {}, 'Not a plugin: it needs an id and a contributes list or an activate function'));
    }
    const id = definition.id;
    if (typeof definition.name === 'string' && definition.name) this.names.set(id, definition.name);
    if (this.active.has(id)) throw new Error(this.faults.text('core.plugin.alreadyActive', { plugin: this.nameOf(id) }, `Plugin "${this.nameOf(id)}" is already active`));
    const missing = (definition.dependsOn ?? []).filter((d) => !this.active.has(d));
    if (missing.length) {
      const error = new Error(this.faults.text('core.plugin.missingDependency', { plugin: this.nameOf(id), dependency: missing.join(', ') },
        `Plugin "${this.nameOf(id)}" needs "${missing.join(', ')}", which is not active`));
      this.faults.report(id, 'activate', error);
      throw error;
    }
    const unknown = (Array.isArray(definition.capabilities) ? definition.capabilities : []).find((c) => !isCapability(c));
    if (unknown !== undefined || (definition.capabilities !== undefined && !Array.isArray(definition.capabilities))) {
      const capability = String(unknown ?? definition.capabilities);
      const error = new Error(this.faults.text('core.plugin.capabilityUnknown', { plugin: this.nameOf(id), capability },
        `Plugin "${this.nameOf(id)}" declares an unknown capability "${capability}"`));
      this.faults.report(id, 'activate', error);
      throw error;
    }
    const store = new DisposableStore();
    const plugin: ActivePlugin = { definition, store, services: this.containerFor(definition), provided: [] };
    // Released last (a store releases newest first): the contributions go before the services they use.
    store.add({ dispose: () => plugin.services.disposeAll() });
    let activating = true;
    const context = this.contextFor(plugin, () => activating);
    this.active.set(id, plugin);
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(this.faults.text('core.plugin.timeout', { plugin: this.nameOf(id), seconds: this.activationTimeout / 1000 },
          `Plugin "${this.nameOf(id)}" did not finish activating within ${this.activationTimeout / 1000} s`))), this.activationTimeout);
      });
      await Promise.race([Promise.resolve().then(() => {
        contributeListed(definition.contributes, context);
        return definition.activate?.(context);
      }), limit]);
      activating = false;
      // Make what the plugin provided now: a missing dependency or a cycle fails the activation, named.
      plugin.services.instantiateAll();
    } catch (error) {
      activating = false;
      this.active.delete(id);
      try {
        store.dispose();
      } catch (release) {
        this.faults.report(id, 'deactivate', release);
      }
      this.faults.report(id, 'activate', error);
      const message = messageOf(error);
      throw new Error(message.includes(this.nameOf(id)) ? message : this.faults.text('core.plugin.activateFailed', { plugin: this.nameOf(id), message },
        `Plugin "${this.nameOf(id)}" failed to activate: ${message}`), { cause: error });
    } finally {
      clearTimeout(timer);
    }
    this.ids$.next(this.activeIds);
  }

  /**
   * Deactivate a plugin: release everything it contributed or subscribed. The active plugins that depend on it are
   * deactivated first (newest first), since they cannot work without it.
   */
  async deactivate(id: string): Promise<void> {
    const plugin = this.active.get(id);
    if (!plugin) return;
    for (const dependent of this.dependentsOf(id).reverse()) await this.deactivate(dependent);
    this.active.delete(id);
    this.ids$.next(this.activeIds);
    try {
      plugin.store.dispose();
    } catch (error) {
      this.faults.report(id, 'deactivate', error);
    }
    try {
      await plugin.definition.deactivate?.();
    } catch (error) {
      this.faults.report(id, 'deactivate', error);
    }
  }

  /** An active plugin's own container (what it provides and imports; the kernel's services through its parent). */
  servicesOf(id: string): ServiceContainer | undefined {
    return this.active.get(id)?.services;
  }

  /**
   * A service an active plugin provides, for the host that wires the editor (plugins get it through `ctx.get` and
   * `dependsOn`); undefined when no active plugin provides it.
   */
  providedService<T>(id: ServiceId<T>): T | undefined {
    const provider = this.providerOf(id.id);
    return provider === undefined ? undefined : this.active.get(provider)?.services.get(id);
  }

  /** The ids of the services an active plugin provided. */
  servicesProvidedBy(id: string): readonly string[] {
    return this.active.get(id)?.provided ?? [];
  }

  /** The plugin that provides service `id`, if an active one does. */
  providerOf(id: string): string | undefined {
    for (const plugin of this.active.values()) if (plugin.provided.includes(id)) return plugin.definition.id;
    return undefined;
  }

  /**
   * A new plugin's container: a child of the kernel's that also sees what the plugins it depends on (directly or
   * through their own dependencies) provide, bound here as imports that go with this plugin.
   */
  private containerFor(definition: PluginDefinition): ServiceContainer {
    const child = this.services.createChild();
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const provider = this.active.get(id);
      if (!provider) return;
      for (const service of provider.provided) {
        if (!child.hasOwn({ id: service })) child.bindValue({ id: service }, provider.services.get({ id: service }));
      }
      for (const next of provider.definition.dependsOn ?? []) visit(next);
    };
    for (const dependency of definition.dependsOn ?? []) visit(dependency);
    return child;
  }

  /** Deactivate every plugin, newest first. */
  async deactivateAll(): Promise<void> {
    for (const id of [...this.active.keys()].reverse()) await this.deactivate(id);
  }

  /** Load a plugin module from a URL (its default export or `plugin` export) and activate it. Relative URLs resolve against the page. */
  async loadFromUrl(url: string): Promise<PluginDefinition> {
    const definition = await this.importFromUrl(url);
    await this.activate(definition);
    return definition;
  }

  private imports = 0;

  private readonly views = new Map<string, (service: unknown, plugin: PluginDefinition) => unknown>();

  /**
   * Hand plugins a view of a service made for each (e.g. the plugin service, whose calls check the caller's
   * capabilities): `ctx.get(id)` returns `view(service, plugin)` instead of the service.
   */
  setServiceView<T>(id: ServiceId<T>, view: (service: T, plugin: PluginDefinition) => T): void {
    this.views.set(id.id, view as (service: unknown, plugin: PluginDefinition) => unknown);
  }

  /**
   * Import a plugin module from a URL and check it is a plugin for this SDK, without activating it. With `fresh`, the
   * whole module graph is imported anew rather than taken from the browser's module map: a plugin on the page's own
   * server is imported under `/@fresh/<token>/` + its path (a new token each time; the server serves the file at the
   * plain path), so its relative imports resolve under the new path and are fetched anew too. A plugin on another
   * origin gets a `reload=<token>` query parameter instead, which renews only its entry module.
   */
  async importFromUrl(url: string, options: { readonly fresh?: boolean } = {}): Promise<PluginDefinition> {
    const base = (globalThis as { location?: { href?: string } }).location?.href;
    let resolved = base ? new URL(url, base).href : url;
    if (options.fresh) {
      // Time and a counter: a token never repeats, also across page loads (the HTTP cache may hold an old one).
      const token = `${Date.now().toString(36)}${(++this.imports).toString(36)}`;
      const target = new URL(resolved);
      if (base && target.origin === new URL(base).origin) {
        resolved = freshModuleUrl(target, token).href;
      } else {
        target.searchParams.set('reload', token);
        resolved = target.href;
      }
    }
    let module: { default?: PluginDefinition; plugin?: PluginDefinition };
    try {
      module = (await import(/* @vite-ignore */ resolved)) as typeof module;
    } catch (error) {
      throw new Error(this.faults.text('core.plugin.loadFailed', { url, message: messageOf(error) }, `Could not load a plugin from ${url}: ${messageOf(error)}`), { cause: error });
    }
    const definition = module.default ?? module.plugin;
    if (!definition) throw new Error(this.faults.text('core.plugin.noExport', { url }, `The module at ${url} exports no plugin`));
    const i18n = this.services.tryGet(I18nService);
    // The range check (and semver with it) loads with the first URL plugin: built-in lists declare no range.
    const { sdkIncompatibility } = await import('./sdk-compatibility.js');
    const refusal = sdkIncompatibility(definition, i18n ? (key, values) => i18n.t(key, values) : undefined);
    if (refusal) throw new Error(refusal);
    return definition;
  }

  /** Refuse a `provide` that is late, malformed, or takes an id the core or another plugin already provides. */
  private admitService(plugin: ActivePlugin, id: ServiceId<unknown>, dependencies: unknown, factory: unknown, activating: boolean): void {
    const pluginId = plugin.definition.id;
    const name = this.nameOf(pluginId);
    const serviceId = typeof id?.id === 'string' ? id.id : String(id);
    const refuse = (key: string, fallback: string, values: Record<string, string> = {}) => {
      throw new Error(this.faults.text(key, { plugin: name, service: serviceId, ...values }, fallback));
    };
    if (typeof id?.id !== 'string' || !id.id || !Array.isArray(dependencies) || typeof factory !== 'function'
      || dependencies.some((d) => typeof (d as { id?: unknown })?.id !== 'string')) {
      refuse('core.plugin.provideInvalid', `Plugin "${name}" provides a service without a service id, a list of service ids and a factory`);
    }
    if (!activating) refuse('core.plugin.provideLate', `Plugin "${name}" provides "${serviceId}" after its activation; provide services in activate`);
    const other = this.providerOf(serviceId);
    if (other !== undefined || plugin.provided.includes(serviceId)) {
      refuse('core.plugin.provideTaken', `Plugin "${name}" provides "${serviceId}", which plugin "${this.nameOf(other ?? pluginId)}" already provides`,
        { other: this.nameOf(other ?? pluginId) });
    }
    if (this.services.has(id)) refuse('core.plugin.provideCore', `Plugin "${name}" provides "${serviceId}", which the editor already provides`);
  }

  /** Why a plugin cannot get a service: no one provides it, or a plugin does that it does not depend on. */
  private missingServiceMessage(pluginId: string, serviceId: string): string {
    const provider = this.providerOf(serviceId);
    const name = this.nameOf(pluginId);
    if (provider === undefined) return this.faults.text('core.plugin.noService', { plugin: name, service: serviceId }, `No service is bound for '${serviceId}'`);
    return this.faults.text('core.plugin.serviceNeedsDependency', { plugin: name, service: serviceId, provider: this.nameOf(provider) },
      `Plugin "${name}" gets "${serviceId}", which plugin "${this.nameOf(provider)}" provides: add "${provider}" to its dependsOn`);
  }

  /**
   * The context a plugin gets. Services and contribution lists are seen through guards (a throwing subscriber is
   * reported as this plugin's); contributions are wrapped so their functions report failures, and refused when they
   * would take over a command id or key binding another plugin owns.
   */
  private contextFor(plugin: ActivePlugin, activating: () => boolean): PluginContext {
    const definition = plugin.definition;
    const pluginId = plugin.definition.id;
    const store = plugin.store;
    const services = plugin.services;
    const registry = this.registry;
    const faults = this.faults;
    const report = (error: unknown) => faults.report(pluginId, 'subscriber', error);
    // Subscriptions the plugin still holds end with it, also those it never added to `ctx.subscriptions`.
    const live = new Set<Subscription>();
    store.add({ dispose: () => { for (const subscription of [...live]) subscription.unsubscribe(); } });
    const track = (subscription: Subscription) => {
      if (subscription.closed) return;
      if (store.isDisposed) {
        subscription.unsubscribe();
        return;
      }
      live.add(subscription);
      subscription.add(() => live.delete(subscription));
    };
    const seen = new Map<unknown, unknown>();
    const guarded = <T>(value: T): T => {
      if (value === undefined || value === null) return value;
      if (!seen.has(value)) seen.set(value, guardService(value, report, track));
      return seen.get(value) as T;
    };
    // A gated id without its capability, or an id of the core's own, is refused with the plugin and capability named.
    const admit = <T>(id: ServiceId<T>): void => {
      const refusal = serviceRefusal(definition, id, (key, values, fallback) => faults.text(key, values, fallback), this.nameOf(pluginId));
      if (refusal) throw new Error(refusal);
    };
    const made = new Map<unknown, unknown>();
    const viewOf = <T>(id: ServiceId<T>, service: T | undefined): T | undefined => {
      const view = service === undefined ? undefined : this.views.get(id.id);
      if (!view) return service;
      if (!made.has(service)) made.set(service, view(service, definition));
      return made.get(service) as T;
    };
    return {
      pluginId,
      subscriptions: store,
      get: <T>(id: ServiceId<T>) => {
        admit(id);
        if (!services.has(id)) throw new Error(this.missingServiceMessage(pluginId, id.id));
        services.instantiateAll();
        return guarded(viewOf(id, services.get(id)) as T);
      },
      tryGet: <T>(id: ServiceId<T>) => {
        admit(id);
        if (!services.has(id)) return undefined;
        services.instantiateAll();
        return guarded(viewOf(id, services.tryGet(id)));
      },
      provide: <T, const D extends readonly ServiceId<unknown>[]>(id: ServiceId<T>, dependencies: D, factory: (...resolved: ServicesOf<D>) => T, options: ProvideServiceOptions<T> = {}) => {
        // A plugin's service gets its dependencies as the plugin would: gated and core ids are refused the same way.
        for (const dependency of dependencies) admit(dependency);
        this.admitService(plugin, id, dependencies, factory, activating());
        plugin.provided.push(id.id);
        services.declare({
          id,
          dependencies,
          // …and through the same views (the plugin service checks this plugin's capabilities).
          create: ((...resolved: unknown[]) => (factory as (...values: unknown[]) => T)(...resolved.map((value, i) => guarded(viewOf(dependencies[i], value))))) as unknown as (...dependencies: never[]) => T,
          dispose: options.dispose ? (service: T) => options.dispose?.(service) : undefined,
        });
      },
      contribute: <T>(point: ContributionPoint<T>, value: T): Disposable => {
        const checks = registry.checksOf(point);
        const admitted = admitContribution(point, checks, value, pluginId, registry, faults);
        if (admitted === undefined) return { dispose: () => undefined };
        return store.add(registry.contribute(point, guardContribution(point, checks, admitted, pluginId, faults)));
      },
      contributions: <T>(point: ContributionPoint<T>) => guarded(registry.list(point)),
    };
  }
}
