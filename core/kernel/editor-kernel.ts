import { I18nService, NotificationService, PluginFaultService, PluginService } from '../../sdk/index.js';
import type { Disposable, PluginDefinition } from '../../sdk/index.js';
import { ContributionRegistryImpl } from './contribution-registry.js';
import { PluginFaultsImpl } from './plugin-faults.js';
import { PluginHost } from './plugin-host.js';
import type { PluginHostOptions } from './plugin-host.js';
import { ServiceContainer } from './service-container.js';

/** The parts a service module wires services into. */
export interface KernelParts {
  /** The editor's container. */
  readonly services: ServiceContainer;
  /** The contribution registry. */
  readonly registry: ContributionRegistryImpl;
}

/** Binds one area's services (i18n, scene, session…) into a new kernel; may return what to release with the kernel. */
export type ServiceModule = (parts: KernelParts) => void | Disposable;

/** One editor instance: its container, contributions and plugins. */
export interface EditorKernel extends KernelParts {
  /** The plugin host. */
  readonly plugins: PluginHost;
  /** Deactivate every plugin, then release what the service modules returned. */
  dispose(): Promise<void>;
}

/** Create a kernel, bind the given service modules in order, and activate the plugins. */
export async function createEditorKernel(modules: readonly ServiceModule[], plugins: readonly PluginDefinition[] = [], options: PluginHostOptions = {}): Promise<EditorKernel> {
  const services = new ServiceContainer();
  const registry = new ContributionRegistryImpl();
  const owned: Disposable[] = [];
  for (const module of modules) {
    const result = module({ services, registry });
    if (result) owned.push(result);
  }
  const faults: PluginFaultsImpl = new PluginFaultsImpl({
    nameOf: (id) => host.nameOf(id),
    notifications: () => services.tryGet(NotificationService),
    i18n: () => services.tryGet(I18nService),
  });
  const host: PluginHost = new PluginHost(services, registry, { ...options, faults });
  services.bindValue(PluginFaultService, faults);
  services.bindValue(PluginService, pluginServiceOf(host));
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
    },
  };
}

function pluginServiceOf(host: PluginHost): PluginService {
  return {
    get activeIds() {
      return host.activeIds;
    },
    onDidChangePlugins: host.onDidChange,
    loadFromUrl: async (url) => (await host.loadFromUrl(url)).id,
    deactivate: (id) => host.deactivate(id),
  };
}
