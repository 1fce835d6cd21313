import { isObservable } from 'rxjs';
import type { Observable, Observer } from 'rxjs';

type Report = (error: unknown) => void;

/** An observer whose callbacks report a throw instead of letting it escape (the stream keeps flowing). */
function guardObserver(args: unknown[], report: Report): unknown[] {
  const wrap = (fn: unknown) => (typeof fn === 'function'
    ? (value?: unknown) => {
      try {
        (fn as (v?: unknown) => void)(value);
      } catch (error) {
        report(error);
      }
    }
    : fn);
  const [first] = args;
  if (typeof first === 'function') return [wrap(first), ...args.slice(1).map(wrap)];
  if (first && typeof first === 'object') {
    const observer = first as Partial<Observer<unknown>>;
    return [{ next: wrap(observer.next?.bind(observer)), error: wrap(observer.error?.bind(observer)), complete: wrap(observer.complete?.bind(observer)) }];
  }
  return args;
}

/** The same stream, whose subscribers (also after `pipe`) report what they throw. */
export function guardObservable<T>(source: Observable<T>, report: Report): Observable<T> {
  return new Proxy(source, {
    get(target, key) {
      if (key === 'subscribe') return (...args: unknown[]) => (target.subscribe as (...a: unknown[]) => unknown)(...guardObserver(args, report));
      if (key === 'pipe') return (...operators: unknown[]) => guardObservable((target.pipe as (...o: unknown[]) => Observable<unknown>)(...operators), report);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A view of a service for one plugin: its stream members (`onDid…`, `current$`) hand out guarded streams, so an
 * error thrown in the plugin's subscriber is reported as that plugin's and does not reach the service or others.
 * Methods are bound to the service; everything else reads through.
 */
export function guardService<T>(service: T, report: Report): T {
  if (!service || typeof service !== 'object') return service;
  const streams = new Map<PropertyKey, { source: unknown; guarded: unknown }>();
  const real = service as object;
  // A frozen service (the designer route) cannot be the proxy's target: a proxy must return a frozen target's own
  // values unchanged, so its streams could not be guarded. The target is then an object inheriting from it.
  const target = Object.isFrozen(real) ? (Object.create(real) as object) : real;
  return new Proxy(target, {
    get(_target, key) {
      const value = Reflect.get(real, key, real) as unknown;
      if (isObservable(value)) {
        const cached = streams.get(key);
        if (cached?.source === value) return cached.guarded;
        const guarded = guardObservable(value, report);
        streams.set(key, { source: value, guarded });
        return guarded;
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(real) : value;
    },
  }) as T;
}
