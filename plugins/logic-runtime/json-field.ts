import type { JsonValue } from '../../sdk/sandbox.js';

/** Most path segments read. */
const MAX_SEGMENTS = 64;

/** A field of a JSON value by dotted path ('a.b.0.c'); undefined when absent. */
export function fieldAt(value: JsonValue, path: string): JsonValue | undefined {
  let current: JsonValue | undefined = value;
  const segments = String(path).split('.').filter((s) => s !== '').slice(0, MAX_SEGMENTS);
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      const index = Number(segment);
      current = Number.isInteger(index) ? current[index] : undefined;
    } else {
      current = Object.prototype.hasOwnProperty.call(current, segment) ? current[segment] : undefined;
    }
  }
  return current;
}
