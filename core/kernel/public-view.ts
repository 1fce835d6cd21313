/**
 * A view of `service` with only the members listed in `members` (a record of every key of the public interface, so the
 * compiler notices a member added to the interface): values are read through at each access, methods are bound to the
 * service. What is not listed (the token, the setters of the internal interface) is not reachable from the view, not
 * even with a cast. The view is frozen.
 */
export function publicView<P extends object>(service: P, members: Readonly<Record<keyof P, true>>): P {
  const view = Object.create(null) as Record<PropertyKey, unknown>;
  const source = service as Record<PropertyKey, unknown>;
  for (const key of Object.keys(members)) {
    const value = source[key];
    if (typeof value === 'function') {
      const bound = (value as (...args: unknown[]) => unknown).bind(service);
      Object.defineProperty(view, key, { value: bound, enumerable: true });
    } else {
      Object.defineProperty(view, key, { get: () => source[key], enumerable: true });
    }
  }
  return Object.freeze(view) as P;
}
