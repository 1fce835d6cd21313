import 'reflect-metadata';
import { Container } from 'inversify';
import type { ServiceId } from '../../sdk/index.js';

/** The editor's inversify container, addressed by the SDK's service ids (plugins never see inversify). */
export class ServiceContainer {
  readonly container = new Container({ defaultScope: 'Singleton' });

  /** Bind a service id to a ready instance. */
  bindValue<T>(id: ServiceId<T>, value: T): void {
    if (this.container.isBound(id.id)) this.container.unbind(id.id);
    this.container.bind<T>(id.id).toConstantValue(value);
  }

  /** Bind a service id to a class that inversify constructs (with @injectable and @inject). */
  bindClass<T>(id: ServiceId<T>, implementation: new (...args: never[]) => T): void {
    if (this.container.isBound(id.id)) this.container.unbind(id.id);
    this.container.bind<T>(id.id).to(implementation as never).inSingletonScope();
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
}
