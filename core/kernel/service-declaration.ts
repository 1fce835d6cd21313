import type { ServiceId } from '../../sdk/index.js';

/** A dependency that may be missing: the factory gets the service or undefined. */
export interface OptionalDependency<T> {
  readonly optional: ServiceId<T>;
}

/** A dependency looked up when used, not when the service is made: breaks a real cycle (api ⇄ session). */
export interface LazyDependency<T> {
  readonly lazy: ServiceId<T>;
}

/** What a service needs: another service by its id (required), optional(id) or lazy(id). */
export type Dependency = ServiceId<unknown> | OptionalDependency<unknown> | LazyDependency<unknown>;

/** The dependency `id`, or undefined when no module provides it. */
export function optional<T>(id: ServiceId<T>): OptionalDependency<T> {
  return { optional: id };
}

/** The dependency `id` as a getter called when needed (undefined when no module provides it). */
export function lazy<T>(id: ServiceId<T>): LazyDependency<T> {
  return { lazy: id };
}

/** What the factory receives for one dependency. */
export type Resolved<D> =
  D extends LazyDependency<infer T> ? () => T | undefined
    : D extends OptionalDependency<infer T> ? T | undefined
      : D extends ServiceId<infer T> ? T
        : never;

/** What the factory receives for a list of dependencies. */
export type ResolvedAll<D extends readonly Dependency[]> = { -readonly [K in keyof D]: Resolved<D[K]> };

/** One service as a module declares it: its id, what it needs, and how to make it. */
export interface ServiceDeclaration<T = unknown> {
  /** The SDK (or core) id it is bound to. */
  readonly id: ServiceId<T>;
  /** The services it needs, resolved by the container in this order and handed to `create`. */
  readonly dependencies: readonly Dependency[];
  /** Make the service from its resolved dependencies. */
  readonly create: (...dependencies: never[]) => T;
  /** Used only when no other module declares the same id (a default that a real implementation replaces). */
  readonly fallback?: boolean;
  /** Release the service with the kernel (method syntax: a declaration of any service fits a list of declarations). */
  dispose?(service: T): void;
}

/** Options of `provide`. */
export interface ProvideOptions<S> {
  /** A default used only when no other module declares the id. */
  readonly fallback?: boolean;
  /** Release the service with the kernel. */
  readonly dispose?: (service: S) => void;
}

/**
 * Declare a service: `provide(UndoService, [SceneDocumentWriter], (document) => new UndoServiceImpl(document))`.
 * The container makes it after every module has declared its services, resolving `dependencies` first, so the order of
 * modules does not matter.
 */
export function provide<T, S extends T, const D extends readonly Dependency[]>(
  id: ServiceId<T>,
  dependencies: D,
  create: (...resolved: ResolvedAll<D>) => S,
  options: ProvideOptions<S> = {},
): ServiceDeclaration<T> {
  return {
    id,
    dependencies,
    create: create as unknown as (...dependencies: never[]) => T,
    fallback: options.fallback,
    dispose: options.dispose as ((service: T) => void) | undefined,
  };
}
