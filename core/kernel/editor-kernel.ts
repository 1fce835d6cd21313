import { I18nService, NotificationService, PluginFaultService, PluginService } from '../../sdk/index.js';
import type { LazyPluginManifest, PluginDefinition } from '../../sdk/index.js';
import { ContentActivation } from './content-activation.js';
import { HOSTED_POINTS } from './hosted-points.js';
import { assembleKernelParts, type KernelParts, type ServiceKernel, type ServiceModule } from './kernel-parts.js';
import { PluginCatalog } from './plugin-catalog.js';
import { PluginFaultsImpl } from './plugin-faults.js';
import { PluginHost } from './plugin-host.js';
import type { PluginHostOptions } from './plugin-host.js';

export { KernelRegistry, serviceModule, createServiceKernel } from './kernel-parts.js';
export type { KernelParts, ServiceKernel, ServiceModule } from './kernel-parts.js';

/** One editor instance: its container, contributions and plugins (`dispose` deactivates every plugin, then releases the services). */
export interface EditorKernel extends ServiceKernel {
  /** The plugin host. */
  readonly plugins: PluginHost;
  /**
   * Activation by content over the plugins of `lazyPlugins` (none activated at start): the host reads a scene and
   * activates what it needs (`activateFor(readSceneContent(…))`), or all of them (`activateAll`).
   */
  readonly activation: ContentActivation;
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
  /**
   * Built-in plugins known by manifest (`LazyPluginManifest`), whose code is imported only when `kernel.activation`
   * activates them; each is recorded as built in once loaded; code that fails to load is reported as the plugin's fault.
   */
  readonly lazyPlugins?: readonly LazyPluginManifest[];
}

/** Create a kernel: run the service modules (in any order), make their services from the declared dependencies, and activate the plugins. */
export async function createEditorKernel(modules: readonly ServiceModule[], plugins: readonly PluginDefinition[] = [], options: EditorKernelOptions = {}): Promise<EditorKernel> {
  const { parent, lazyPlugins = [], ...hostOptions } = options;
  // The fault service is a value bound before the declared services are made, so they may depend on it.
  const faults: PluginFaultsImpl = new PluginFaultsImpl({
    nameOf: (id) => host.nameOf(id),
    notifications: () => services.tryGet(NotificationService),
    i18n: () => services.tryGet(I18nService),
  });
  const parts = assembleKernelParts(modules, parent, (container) => container.bindValue(PluginFaultService, faults), HOSTED_POINTS);
  const { services, registry } = parts;
  const host: PluginHost = new PluginHost(services, registry, { ...hostOptions, faults });
  const catalog = new PluginCatalog(host);
  catalog.addBuiltins(plugins);
  services.bindValue(PluginService, catalog);
  // Each plugin gets the plugin service through a view that checks its capabilities before it changes other plugins.
  host.setServiceView(PluginService, (_service, plugin) => catalog.viewFor(plugin));
  await host.activateAll(plugins);
  const activation = new ContentActivation(host, lazyPlugins, {
    onLoaded: (definition) => catalog.addBuiltins([definition]),
    onLoadError: (pluginId, error) => faults.report(pluginId, 'activate', error),
  });
  let disposed = false;
  return {
    services,
    registry,
    plugins: host,
    activation,
    async dispose() {
      if (disposed) return;
      disposed = true;
      await host.deactivateAll();
      parts.release();
    },
  };
}
