/** A parsed JSON value (the SDK's JsonValue; a library imports nothing of ours). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** Most segments of a path into a message (LIVE_DATA_LIMITS.pathChars bounds its text). */
const MAX_SEGMENTS = 16;
const SEGMENT = /^(?:\.?([A-Za-z_$][\w$-]*)|\[(\d{1,9})\]|\[(["'])(.*?)\3\])/;

/**
 * The segments of a JSON path (`$.a.b[0]["c d"]`, `a.b.0`, '' or `$` for the whole message): names and indexes, or
 * undefined when the text is not such a path or has more than 16 segments.
 */
export function parseJsonPath(path: string): (string | number)[] | undefined {
  let rest = path.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  const out: (string | number)[] = [];
  while (rest) {
    const m = SEGMENT.exec(rest) ?? /^\.(\d{1,9})/.exec(rest);
    if (!m) return undefined;
    if (m.length === 2) out.push(Number(m[1]));
    else out.push(m[1] ?? (m[2] !== undefined ? Number(m[2]) : m[4]));
    if (out.length > MAX_SEGMENTS) return undefined;
    rest = rest.slice(m[0].length);
  }
  return out;
}

/**
 * The value at `segments` in a parsed message, or undefined. Only the message's own members are read
 * (`Object.hasOwn`), so a path such as `constructor` or `__proto__` finds nothing.
 */
export function valueAtJsonPath(message: JsonValue, segments: readonly (string | number)[]): JsonValue | undefined {
  let here: JsonValue | undefined = message;
  for (const segment of segments) {
    if (Array.isArray(here)) {
      const index = typeof segment === 'number' ? segment : /^\d+$/.test(segment) ? Number(segment) : -1;
      here = index >= 0 && index < here.length ? here[index] : undefined;
    } else if (here !== null && typeof here === 'object') {
      const key = String(segment);
      here = Object.hasOwn(here, key) ? here[key] : undefined;
    } else {
      return undefined;
    }
    if (here === undefined) return undefined;
  }
  return here;
}
