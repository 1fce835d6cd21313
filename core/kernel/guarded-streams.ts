import { isObservable } from 'rxjs';
import type { Observable, Observer, Subscription } from 'rxjs';

type Report = (error: unknown) => void;
/** Hears every subscription made through a guarded stream (the plugin host ends them when the plugin goes). */
type Track = (subscription: Subscription) => void;

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

/** The same stream, whose subscribers (also after `pipe`) report what they throw and are handed to `track`. */
export function guardObservable<T>(source: Observable<T>, report: Report, track?: Track): Observable<T> {
  return new Proxy(source, {
    get(target, key) {
      if (key === 'subscribe') {
        return (...args: unknown[]) => {
          const subscription = (target.subscribe as (...a: unknown[]) => Subscription)(...guardObserver(args, report));
          track?.(subscription);
          return subscription;
        };
      }
      if (key === 'pipe') return (...operators: unknown[]) => guardObservable((target.pipe as (...o: unknown[]) => Observable<unknown>)(...operators), report, track);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * A view of a service for one plugin: its stream members (`onDid…`, `current$`) hand out guarded streams, so an
 * error thrown in the plugin's subscriber is reported as that plugin's and does not reach the service or others, and
 * each subscription is handed to `track`. Methods are bound to the service; everything else reads through.
 */
export function guardService<T>(service: T, report: Report, track?: Track): T {
  if (!service || typeof service !== 'object') return service;
  const streams = new Map<PropertyKey, { source: unknown; guarded: unknown }>();
  // One bound copy per method, so `service.method === service.method` holds as it does on the service itself.
  const bound = new WeakMap<object, unknown>();
  const target = service as object;
  // The proxy wraps a blank object of the same prototype, not the service itself: a frozen service (the read-only
  // document) has non-configurable members, which a proxy of it would have to hand out unwrapped.
  return new Proxy(Object.create(Object.getPrototypeOf(target) as object | null) as object, {
    has: (_blank, key) => key in target,
    get(_blank, key) {
      const value = Reflect.get(target, key, target) as unknown;
      if (isObservable(value)) {
        const cached = streams.get(key);
        if (cached?.source === value) return cached.guarded;
        const guarded = guardObservable(value, report, track);
        streams.set(key, { source: value, guarded });
        return guarded;
      }
      if (typeof value !== 'function') return value;
      if (!bound.has(value)) bound.set(value, (value as (...a: unknown[]) => unknown).bind(target));
      return bound.get(value);
    },
    set: (_blank, key, value) => Reflect.set(target, key, value, target),
  }) as T;
}
