import { Observable, Subscriber } from 'rxjs';
import type { Observer, Subscription } from 'rxjs';

type Callback<A extends unknown[]> = ((...args: A) => void) | null | undefined;

/**
 * The props stream a mounted editor subscribes to, with each subscriber's callbacks run guarded: a throw in one goes
 * to `fail` (the row shows an error and the fault is reported as the editor's plugin's). Without it RxJS rethrows
 * the error later on a timer, unattributed, and the row stays empty. Streams the plugin derives with `pipe` keep
 * RxJS's own handling of their subscribers.
 */
export class GuardedStream<T> extends Observable<T> {
  constructor(source: Observable<T>, private readonly fail: (error: unknown) => void) {
    super((subscriber) => source.subscribe(subscriber));
  }

  override subscribe(observerOrNext?: Partial<Observer<T>> | ((value: T) => void)): Subscription;
  override subscribe(next?: ((value: T) => void) | null, error?: ((error: unknown) => void) | null, complete?: (() => void) | null): Subscription;
  override subscribe(
    observerOrNext?: Partial<Observer<T>> | ((value: T) => void) | null, error?: ((error: unknown) => void) | null, complete?: (() => void) | null,
  ): Subscription {
    if (observerOrNext instanceof Subscriber) return super.subscribe(observerOrNext); // an operator of `pipe` subscribing
    if (typeof observerOrNext === 'function' || observerOrNext == null) {
      return super.subscribe({ next: this.guard(observerOrNext), error: this.guard(error), complete: this.guard(complete) });
    }
    const observer = observerOrNext;
    return super.subscribe({
      next: this.guard(observer.next?.bind(observer)),
      error: this.guard(observer.error?.bind(observer)),
      complete: this.guard(observer.complete?.bind(observer)),
    });
  }

  private guard<A extends unknown[]>(callback: Callback<A>): ((...args: A) => void) | undefined {
    if (!callback) return undefined;
    return (...args: A) => {
      try {
        callback(...args);
      } catch (error) {
        this.fail(error);
      }
    };
  }
}
