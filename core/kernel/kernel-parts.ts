import { createServiceId, Locales } from '../../sdk/index.js';
import type { ContributionPoint, ContributionRegistry, Disposable } from '../../sdk/index.js';
import { ContributionRegistryImpl } from './contribution-registry.js';
import { forwardContributions } from './forwarded-contributions.js';
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

/** A kernel of services and contributions: what the platform screens' app kernel is, and what an editor kernel adds plugins to. */
export interface ServiceKernel extends KernelParts {
  /** Release what the kernel made (an editor kernel deactivates its plugins first). */
  dispose(): Promise<void>;
}

/** The parts of a kernel whose services are made, before any plugin: what `createServiceKernel` and the editor kernel share. */
export interface AssembledParts extends KernelParts {
  /** Release the services and what the modules returned, and take back the texts lent to the parent. */
  release(): void;
}

/**
 * Make a kernel's container (a child of `parent`'s when given) and registry, declare `points` (those whose checks must
 * hold before any contribution: a plugin host's), run the modules (in any order), bind `values` before the declared
 * services are made (so they may depend on them), and make the services. A child lends its texts (`Locales`) to the
 * parent's registry while it lives, since the parent's i18n service reads only that one.
 */
export function assembleKernelParts(
  modules: readonly ServiceModule[], parent?: KernelParts, values?: (services: ServiceContainer) => void, points: readonly ContributionPoint<unknown>[] = [],
): AssembledParts {
  const services = parent ? parent.services.createChild() : new ServiceContainer();
  const registry = new ContributionRegistryImpl();
  for (const point of points) registry.declare(point);
  services.bindValue(KernelRegistry, registry);
  const owned: Disposable[] = [];
  const lent = parent ? forwardContributions(registry, parent.registry, Locales) : undefined;
  try {
    for (const module of modules) {
      const result = module({ services, registry });
      if (result) owned.push(result);
    }
    values?.(services);
    services.instantiateAll();
  } catch (error) {
    // A child that fails to start takes its texts back from the parent.
    lent?.dispose();
    throw error;
  }
  return {
    services,
    registry,
    release() {
      for (const item of owned.reverse()) item.dispose();
      services.disposeAll();
      lent?.dispose();
    },
  };
}

/**
 * A kernel without a plugin host: the service modules' services and the given contributions (`contribute`, made on its
 * registry before the services). The platform screens' app kernel is one, so the plugin host, its catalogue and its
 * version checks load only with the screens whose kernels run plugins (the designer, the player).
 */
export function createServiceKernel(modules: readonly ServiceModule[], contribute?: (registry: ContributionRegistry) => void): ServiceKernel {
  const parts = assembleKernelParts(contribute ? [({ registry }) => contribute(registry), ...modules] : modules);
  let disposed = false;
  return {
    services: parts.services,
    registry: parts.registry,
    async dispose() {
      if (disposed) return;
      disposed = true;
      parts.release();
    },
  };
}
