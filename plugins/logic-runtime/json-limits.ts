import type { JsonValue } from '../../sdk/index.js';
import { PUZZLE_LIMITS } from '../../sdk/index.js';

/** Most keys or items in one JSON value from a sandbox. */
const MAX_ENTRIES = 10_000;

/**
 * Whether a value from a sandbox is plain JSON within the limits (depth, string length, entries): no functions, no
 * cyclic or exotic objects, no non-finite numbers.
 */
export function isBoundedJson(value: unknown, depth = 0): value is JsonValue {
  if (depth > PUZZLE_LIMITS.depth) return false;
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= PUZZLE_LIMITS.stringChars;
  if (Array.isArray(value)) return value.length <= MAX_ENTRIES && value.every((v) => isBoundedJson(v, depth + 1));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value);
    return entries.length <= MAX_ENTRIES && entries.every(([k, v]) => k.length <= PUZZLE_LIMITS.stringChars && isBoundedJson(v, depth + 1));
  }
  return false;
}
