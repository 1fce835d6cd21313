function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

/** Freeze `current` and hand each object it holds to `visit`. */
function freezeOne(current: object, visit: (item: object) => void): void {
  Object.freeze(current);
  if (Array.isArray(current)) {
    for (let i = 0; i < current.length; i++) {
      const item: unknown = current[i];
      if (isObject(item)) visit(item);
    }
  } else {
    for (const key of Object.keys(current)) {
      const item = (current as Record<string, unknown>)[key];
      if (isObject(item)) visit(item);
    }
  }
}

/**
 * Freeze a value of the document and everything it holds, in place, and return it. It stops at objects already frozen:
 * the document freezes everything it holds all the way down, so a frozen object of its own is frozen to the bottom,
 * and a new node whose props share their values with the node it replaces costs only its new objects (structural
 * sharing). Walks with a list, not recursion (bounded by the number of objects, not the depth). Only for values whose
 * frozen objects are known to be deeply frozen: what a caller hands in goes through `freezeAll` first.
 */
export function deepFreeze<T>(value: T): T {
  if (!isObject(value) || Object.isFrozen(value)) return value;
  const stack: object[] = [value];
  const push = (item: object) => {
    if (!Object.isFrozen(item)) stack.push(item);
  };
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (!Object.isFrozen(current)) freezeOne(current, push);
  }
  return value;
}

/**
 * Freeze a value handed in from outside and everything it holds, also below objects someone froze only shallowly
 * (`Object.freeze({ at: mutable })`), each object once. A value that cannot be frozen (a typed array with elements:
 * not JSON) throws a TypeError.
 */
export function freezeAll<T>(value: T): T {
  if (!isObject(value)) return value;
  const seen = new Set<object>([value]);
  const stack: object[] = [value];
  const push = (item: object) => {
    if (!seen.has(item)) {
      seen.add(item);
      stack.push(item);
    }
  };
  while (stack.length > 0) freezeOne(stack.pop()!, push);
  return value;
}
