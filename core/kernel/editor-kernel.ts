import type { PluginDefinition } from '../../sdk/index.js';
import { ContributionRegistryImpl } from './contribution-registry.js';
import { PluginHost } from './plugin-host.js';
import { ServiceContainer } from './service-container.js';

/** The parts a service module wires services into. */
export interface KernelParts {
  /** The editor's container. */
  readonly services: ServiceContainer;
  /** The contribution registry. */
  readonly registry: ContributionRegistryImpl;
}

/** Binds one area's services (i18n, scene, session…) into a new kernel. */
export type ServiceModule = (parts: KernelParts) => void;

/** One editor instance: its container, contributions and plugins. */
export interface EditorKernel extends KernelParts {
  /** The plugin host. */
  readonly plugins: PluginHost;
  /** Deactivate every plugin. */
  dispose(): Promise<void>;
}

/** Create a kernel, bind the given service modules in order, and activate the plugins. */
export async function createEditorKernel(modules: readonly ServiceModule[], plugins: readonly PluginDefinition[] = []): Promise<EditorKernel> {
  const services = new ServiceContainer();
  const registry = new ContributionRegistryImpl();
  for (const module of modules) module({ services, registry });
  const host = new PluginHost(services, registry);
  await host.activateAll(plugins);
  return { services, registry, plugins: host, dispose: () => host.deactivateAll() };
}
