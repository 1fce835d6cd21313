import type { JsonValue } from './json.js';

/** Whether two JSON values are equal, whatever the order of object keys; undefined equals only undefined. */
export function sameJson(a: JsonValue | undefined, b: JsonValue | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameJson(item, b[i]));
  }
  const keys = Object.keys(a).filter((k) => a[k] !== undefined);
  const otherKeys = Object.keys(b).filter((k) => b[k] !== undefined);
  if (keys.length !== otherKeys.length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameJson(a[k], b[k]));
}
