import { createServiceId, I18nService, Locales, NotificationService, PluginFaultService, PluginService } from '../../sdk/index.js';
import { forwardContributions } from './forwarded-contributions.js';
import { PluginCatalog } from './plugin-catalog.js';
import type { ContributionRegistry, Disposable, PluginDefinition } from '../../sdk/index.js';
import { ContributionRegistryImpl } from './contribution-registry.js';
import { HOSTED_POINTS } from './hosted-points.js';
import { PluginFaultsImpl } from './plugin-faults.js';
import { PluginHost } from './plugin-host.js';
import type { PluginHostOptions } from './plugin-host.js';
import { ServiceContainer } from './service-container.js';
import type { ServiceDeclaration } from './service-declaration.js';

/** The kernel's contribution registry as a dependency of core services (a core id; plugins use ctx.contributions). */
export const KernelRegistry = createServiceId<ContributionRegistry>('core.contributions');

/** The parts a service module wires services into. */
export interface KernelParts {
  /** The editor's container. */
  readonly services: ServiceContainer;
  /** The contribution registry. */
  readonly registry: ContributionRegistryImpl;
}

/**
 * One area's services (i18n, scene, session…) for a new kernel: it declares services with their dependencies (and may
 * contribute texts); the kernel makes them once every module has run, so the order of modules does not matter. May
 * return what to release with the kernel.
 */
export type ServiceModule = (parts: KernelParts) => void | Disposable;

/** A module of declared services, plus contributions of its own (texts) made when a kernel is created. */
export function serviceModule(declarations: readonly ServiceDeclaration[], contribute?: (registry: ContributionRegistry) => void): ServiceModule {
  return ({ services, registry }) => {
    contribute?.(registry);
    for (const declaration of declarations) services.declare(declaration);
  };
}

/** One editor instance: its container, contributions and plugins. */
export interface EditorKernel extends KernelParts {
  /** The plugin host. */
  readonly plugins: PluginHost;
  /** Deactivate every plugin, then release what the service modules returned. */
  dispose(): Promise<void>;
}

/** How a kernel is made: the plugin host's options, and the kernel it is a child of, if any. */
export interface EditorKernelOptions extends PluginHostOptions {
  /**
   * The kernel whose services this one uses (a designer's parent is the app kernel). The new kernel's container is a
   * child of the parent's: it resolves what it does not bind itself from the parent (one session, one api, one i18n
   * for the page), and its `dispose` releases only its own services. Its texts (`Locales`) are lent to the parent's
   * registry while it lives, since the parent's i18n service reads only that registry.
   */
  readonly parent?: KernelParts;
}

/** Create a kernel: run the service modules (in any order), make their services from the declared dependencies, and activate the plugins. */
export async function createEditorKernel(modules: readonly ServiceModule[], plugins: readonly PluginDefinition[] = [], options: EditorKernelOptions = {}): Promise<EditorKernel> {
  const { parent, ...hostOptions } = options;
  const services = parent ? parent.services.createChild() : new ServiceContainer();
  const registry = new ContributionRegistryImpl();
  for (const point of HOSTED_POINTS) registry.declare(point);
  services.bindValue(KernelRegistry, registry);
  const owned: Disposable[] = [];
  const lent = parent ? forwardContributions(registry, parent.registry, Locales) : undefined;
  // The fault service is a value bound before the declared services are made, so they may depend on it.
  const faults: PluginFaultsImpl = new PluginFaultsImpl({
    nameOf: (id) => host.nameOf(id),
    notifications: () => services.tryGet(NotificationService),
    i18n: () => services.tryGet(I18nService),
  });
  try {
    for (const module of modules) {
      const result = module({ services, registry });
      if (result) owned.push(result);
    }
    services.bindValue(PluginFaultService, faults);
    services.instantiateAll();
  } catch (error) {
    // A child that fails to start takes its texts back from the parent.
    lent?.dispose();
    throw error;
  }
  const host: PluginHost = new PluginHost(services, registry, { ...hostOptions, faults });
  const catalog = new PluginCatalog(host);
  catalog.addBuiltins(plugins);
  services.bindValue(PluginService, catalog);
  // Each plugin gets the plugin service through a view that checks its capabilities before it changes other plugins.
  host.setServiceView(PluginService, (_service, plugin) => catalog.viewFor(plugin));
  await host.activateAll(plugins);
  let disposed = false;
  return {
    services,
    registry,
    plugins: host,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await host.deactivateAll();
      for (const item of owned.reverse()) item.dispose();
      services.disposeAll();
      lent?.dispose();
    },
  };
}
