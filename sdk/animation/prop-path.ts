import type { JsonObject, JsonValue } from '../scene/json.js';

/** The value at a dotted path of a node's props ('position' or 'position.y'). */
export function valueAtPath(props: Readonly<JsonObject>, path: string): JsonValue | undefined {
  let value: JsonValue | undefined = props as JsonObject;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** A copy of `props` with `value` at a dotted path (objects on the way are copied, missing ones created). */
export function withValueAtPath(props: Readonly<JsonObject>, path: string, value: JsonValue): JsonObject {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...props, [head]: value };
  const inner = props[head];
  const base: JsonObject = typeof inner === 'object' && inner !== null && !Array.isArray(inner) ? inner : {};
  return { ...props, [head]: withValueAtPath(base, rest.join('.'), value) };
}
