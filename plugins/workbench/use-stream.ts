import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/** The latest value of an observable inside a panel component (`initial` until it emits). */
export function useStream<T>(stream: Observable<T> | undefined, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    if (!stream) return;
    const subscription = stream.subscribe((next) => setValue(() => next));
    return () => subscription.unsubscribe();
  }, [stream]);
  return value;
}
