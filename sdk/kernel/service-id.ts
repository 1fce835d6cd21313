/** A typed key under which the kernel provides one service. Matched by its string id. */
export interface ServiceId<T> {
  /** Stable, unique name of the service, e.g. 'scene.document'. */
  readonly id: string;
  /** Phantom field that carries the service type; never set at run time. */
  readonly __service?: T;
}

/** Declare a service id; the type parameter is the interface plugins receive. */
export function createServiceId<T>(id: string): ServiceId<T> {
  return Object.freeze({ id });
}
