import { Container } from 'inversify';
import type { ResolvedValueInjectOptions } from 'inversify';
import type { ServiceId } from '../../sdk/index.js';
import type { ServiceDeclaration } from './service-declaration.js';

const CYCLE = 'Circular dependency found: ';

/** Inversify's cycle error in our words, with the path it found; other errors unchanged. */
function explained(error: unknown): unknown {
  const message = error instanceof Error ? error.message : '';
  if (!message.startsWith(CYCLE)) return error;
  const path = message.slice(CYCLE.length).split('\n')[0].split(' -> ').join(' → ');
  return new Error(`Services depend on each other in a cycle: ${path}; make one of these dependencies lazy(…)`, { cause: error });
}

/**
 * An inversify 8 container addressed by the SDK's service ids (plugins never see inversify). Modules declare services
 * with their dependencies (`declare`); `instantiateAll` binds each as a singleton resolved value whose dependencies
 * inversify resolves (and whose cycles it detects, naming the path), then makes them all. A value bound with
 * `bindValue` wins over a declaration, a declaration over a fallback; two declarations of one id are refused.
 *
 * A container may have a parent (`createChild`): it sees the parent's services, and its own bindings go with it.
 * The kernel's container is the root; each plugin that provides services gets a child. `disposeAll` unbinds the made
 * services newest first, so inversify's `onDeactivation` releases a service before the services it depends on.
 */
export class ServiceContainer {
  readonly container: Container;
  private readonly declarations = new Map<string, ServiceDeclaration[]>();
  /** Ids bound here as values (never released by the container). */
  private readonly values = new Set<string>();
  /** Ids of the services made here, oldest first. */
  private readonly created: string[] = [];
  /** Ids bound here from declarations and not yet unbound. */
  private readonly declared = new Set<string>();

  constructor(readonly parent?: ServiceContainer) {
    this.container = new Container({ defaultScope: 'Singleton', parent: parent?.container });
  }

  /** A container that sees this one's services; its own bindings stay its own. */
  createChild(): ServiceContainer {
    return new ServiceContainer(this);
  }

  /** Bind a service id to a ready instance (replacing an earlier binding of the id in this container). */
  bindValue<T>(id: ServiceId<T>, value: T): void {
    if (this.container.isCurrentBound(id.id)) this.container.unbind(id.id);
    this.container.bind<T>(id.id).toConstantValue(value);
    this.values.add(id.id);
  }

  /** Declare a service; it is bound and made by instantiateAll, once every module has declared its own. */
  declare(declaration: ServiceDeclaration): void {
    const id = declaration.id.id;
    const list = this.declarations.get(id) ?? [];
    list.push(declaration);
    this.declarations.set(id, list);
  }

  /**
   * Bind every pending declaration (values win, declarations next, fallbacks last), check that every required
   * dependency is bound, then make each one. Returns the ids made. On a failure the bindings of this call are undone.
   */
  instantiateAll(): string[] {
    const bound: ServiceDeclaration[] = [];
    for (const [id, list] of this.declarations) {
      if (this.values.has(id) || this.container.isCurrentBound(id)) continue;
      bound.push(this.choose(id, list));
    }
    this.declarations.clear();
    for (const declaration of bound) this.bind(declaration);
    try {
      for (const declaration of bound) {
        for (const dependency of declaration.dependencies) {
          if ('lazy' in dependency || 'optional' in dependency || this.container.isBound(dependency.id)) continue;
          throw new Error(`Service '${declaration.id.id}' needs '${dependency.id}', which no module provides`);
        }
      }
      for (const declaration of bound) this.get(declaration.id);
    } catch (error) {
      this.release(bound.map((d) => d.id.id));
      throw error;
    }
    return bound.map((d) => d.id.id);
  }

  /** Unbind the services made from declarations here, newest first (each one's dispose runs on its deactivation). */
  disposeAll(): void {
    const errors = this.release([...this.declared]);
    for (const id of this.values) if (this.container.isCurrentBound(id)) this.container.unbind(id);
    this.values.clear();
    if (errors.length > 0) throw new AggregateError(errors, 'Some services failed to release');
  }

  /** Get a service; throws a clear error when missing. */
  get<T>(id: ServiceId<T>): T {
    if (!this.container.isBound(id.id)) throw new Error(`No service is bound for '${id.id}'`);
    try {
      return this.container.get<T>(id.id);
    } catch (error) {
      throw explained(error);
    }
  }

  /** Get a service when bound. */
  tryGet<T>(id: ServiceId<T>): T | undefined {
    return this.container.isBound(id.id) ? this.get(id) : undefined;
  }

  /** Whether a service is bound here or in a parent. */
  has(id: ServiceId<unknown>): boolean {
    return this.container.isBound(id.id);
  }

  /** Whether a service is bound in this container itself. */
  hasOwn(id: ServiceId<unknown>): boolean {
    return this.container.isCurrentBound(id.id);
  }

  private bind(declaration: ServiceDeclaration): void {
    const id = declaration.id.id;
    // Inversify resolves the required and optional dependencies; a lazy one is a getter through this container.
    const options: ResolvedValueInjectOptions<unknown>[] = [];
    for (const d of declaration.dependencies) {
      if ('lazy' in d) continue;
      options.push('optional' in d ? ({ serviceIdentifier: d.optional.id, optional: true } as ResolvedValueInjectOptions<unknown>) : d.id);
    }
    const create = declaration.create as (...args: unknown[]) => unknown;
    this.container.bind(id).toResolvedValue((...resolved: unknown[]) => {
      let next = 0;
      const args = declaration.dependencies.map((d) => {
        if (!('lazy' in d)) return resolved[next++];
        const lazyId = d.lazy;
        return () => this.tryGet(lazyId);
      });
      const instance = create(...args);
      this.created.push(id);
      return instance;
    }, options).onDeactivation((instance) => {
      declaration.dispose?.(instance);
    });
    this.declared.add(id);
  }

  /** Unbind `ids` (those made, newest first; then those never made); returns the errors of their releases. */
  private release(ids: readonly string[]): unknown[] {
    const wanted = new Set(ids);
    const made = this.created.filter((id) => wanted.has(id)).reverse();
    const order = [...made, ...ids.filter((id) => !made.includes(id))];
    const errors: unknown[] = [];
    for (const id of order) {
      this.declared.delete(id);
      const index = this.created.lastIndexOf(id);
      if (index >= 0) this.created.splice(index, 1);
      try {
        if (this.container.isCurrentBound(id)) this.container.unbind(id);
      } catch (error) {
        errors.push(error);
      }
    }
    return errors;
  }

  private choose(id: string, list: readonly ServiceDeclaration[]): ServiceDeclaration {
    const primary = list.filter((d) => !d.fallback);
    if (primary.length > 1) throw new Error(`Service '${id}' is declared by ${primary.length} modules; bind one (or override it with bindValue)`);
    if (primary.length === 1) return primary[0];
    if (list.length > 1) throw new Error(`Service '${id}' has ${list.length} fallbacks; keep one`);
    return list[0];
  }
}
