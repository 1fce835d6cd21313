import { Container } from 'inversify';
import type { ServiceId } from '../../sdk/index.js';
import type { Dependency, ServiceDeclaration } from './service-declaration.js';

interface Created {
  readonly declaration: ServiceDeclaration;
  readonly instance: unknown;
}

/**
 * The editor's inversify container, addressed by the SDK's service ids (plugins never see inversify). Modules declare
 * services with their dependencies (`declare`); `instantiateAll` binds each as an inversify dynamic value that resolves
 * its dependencies through the container, then makes them all. A value bound with `bindValue` wins over a declaration,
 * a declaration over a fallback; two declarations of one id are refused.
 */
export class ServiceContainer {
  readonly container = new Container({ defaultScope: 'Singleton' });
  private readonly declarations = new Map<string, ServiceDeclaration[]>();
  private readonly values = new Set<string>();
  /** Ids being made, innermost last: a cycle shows as an id met twice. */
  private readonly making: string[] = [];
  private readonly created: Created[] = [];

  /** Bind a service id to a ready instance (replacing an earlier binding of the id). */
  bindValue<T>(id: ServiceId<T>, value: T): void {
    if (this.container.isBound(id.id)) this.container.unbind(id.id);
    this.container.bind<T>(id.id).toConstantValue(value);
    this.values.add(id.id);
  }

  /**
   * Bind a service id to a class that inversify constructs (with @injectable and @inject). Decorators need the
   * `reflect-metadata` polyfill: the class's own module imports it (the container does not, so the entry chunk of the
   * platform screens does not carry it).
   */
  bindClass<T>(id: ServiceId<T>, implementation: new (...args: never[]) => T): void {
    if (this.container.isBound(id.id)) this.container.unbind(id.id);
    this.container.bind<T>(id.id).to(implementation as never).inSingletonScope();
    this.values.add(id.id);
  }

  /** Declare a service; it is bound and made by instantiateAll, once every module has declared its own. */
  declare(declaration: ServiceDeclaration): void {
    const id = declaration.id.id;
    const list = this.declarations.get(id) ?? [];
    list.push(declaration);
    this.declarations.set(id, list);
  }

  /** Bind every declared service (values first, declarations next, fallbacks last) and make each one. */
  instantiateAll(): void {
    const bound: string[] = [];
    for (const [id, list] of this.declarations) {
      if (this.values.has(id) || this.container.isBound(id)) continue;
      const chosen = this.choose(id, list);
      this.container.bind(id).toDynamicValue(() => this.make(chosen)).inSingletonScope();
      bound.push(id);
    }
    for (const id of bound) this.container.get(id);
  }

  /** Release the made services that declared a dispose, newest first. */
  disposeAll(): void {
    const errors: unknown[] = [];
    for (const { declaration, instance } of this.created.splice(0).reverse()) {
      try {
        declaration.dispose?.(instance);
      } catch (error) {
        errors.push(error);
      }
    }
    if (errors.length > 0) throw new AggregateError(errors, 'Some services failed to release');
  }

  /** Get a service; throws a clear error when missing. */
  get<T>(id: ServiceId<T>): T {
    if (!this.container.isBound(id.id)) throw new Error(`No service is bound for '${id.id}'`);
    return this.container.get<T>(id.id);
  }

  /** Get a service when bound. */
  tryGet<T>(id: ServiceId<T>): T | undefined {
    return this.container.isBound(id.id) ? this.container.get<T>(id.id) : undefined;
  }

  /** Whether a service is bound. */
  has(id: ServiceId<unknown>): boolean {
    return this.container.isBound(id.id);
  }

  private choose(id: string, list: readonly ServiceDeclaration[]): ServiceDeclaration {
    const primary = list.filter((d) => !d.fallback);
    if (primary.length > 1) throw new Error(`Service '${id}' is declared by ${primary.length} modules; bind one (or override it with bindValue)`);
    if (primary.length === 1) return primary[0];
    if (list.length > 1) throw new Error(`Service '${id}' has ${list.length} fallbacks; keep one`);
    return list[0];
  }

  private make(declaration: ServiceDeclaration): unknown {
    const id = declaration.id.id;
    const seen = this.making.indexOf(id);
    if (seen >= 0) {
      const cycle = [...this.making.slice(seen), id].join(' → ');
      throw new Error(`Services depend on each other in a cycle: ${cycle}; make one of these dependencies lazy(…)`);
    }
    this.making.push(id);
    try {
      const resolved = declaration.dependencies.map((dependency) => this.resolve(dependency, id));
      const instance = (declaration.create as (...args: unknown[]) => unknown)(...resolved);
      this.created.push({ declaration, instance });
      return instance;
    } finally {
      this.making.pop();
    }
  }

  private resolve(dependency: Dependency, owner: string): unknown {
    if ('lazy' in dependency) {
      const id = dependency.lazy;
      return () => this.tryGet(id);
    }
    if ('optional' in dependency) return this.tryGet(dependency.optional);
    if (!this.container.isBound(dependency.id)) throw new Error(`Service '${owner}' needs '${dependency.id}', which no module provides`);
    return this.container.get(dependency.id);
  }
}
