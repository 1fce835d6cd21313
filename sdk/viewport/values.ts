import type { JsonValue } from '../scene/json.js';
import type { Vector3Value } from '../scene/values.js';

/** A color3 property value, channels 0..1. */
export interface Color3Value {
  /** Red. */
  readonly r: number;
  /** Green. */
  readonly g: number;
  /** Blue. */
  readonly b: number;
}

/** Read a vector3 prop, falling back when absent or malformed. */
export function readVector3(value: JsonValue | undefined, fallback: Vector3Value): Vector3Value {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { x, y, z } = value as Record<string, JsonValue>;
    if (typeof x === 'number' && typeof y === 'number' && typeof z === 'number') return { x, y, z };
  }
  if (Array.isArray(value) && value.length === 3 && value.every((v) => typeof v === 'number')) {
    return { x: value[0] as number, y: value[1] as number, z: value[2] as number };
  }
  return fallback;
}

/** Read a color3 prop (object {r,g,b} or a CSS hex string), falling back when absent or malformed. */
export function readColor3(value: JsonValue | undefined, fallback: Color3Value): Color3Value {
  if (typeof value === 'string' && /^#[0-9a-f]{6}/i.test(value)) {
    const n = parseInt(value.slice(1, 7), 16);
    return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { r, g, b } = value as Record<string, JsonValue>;
    if (typeof r === 'number' && typeof g === 'number' && typeof b === 'number') return { r, g, b };
  }
  return fallback;
}

/** Read a number prop, falling back when absent or not a finite number. */
export function readNumber(value: JsonValue | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Read a boolean prop, falling back when absent. */
export function readBoolean(value: JsonValue | undefined, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Read a string prop, falling back when absent. */
export function readString(value: JsonValue | undefined, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Typed getters by property name, as node props and particle stage params offer them. */
export interface TypedValueReaders {
  number(name: string): number;
  boolean(name: string): boolean;
  string(name: string): string;
  vector3(name: string): Vector3Value;
  color3(name: string): Color3Value;
}

/**
 * Getters over `pair(name)` = [stored value, descriptor default]: the stored value when well-formed, else the default
 * when well-formed, else zero, false, '', the origin or `colorBase`.
 */
export function typedValueReaders(
  pair: (name: string) => readonly [JsonValue | undefined, JsonValue | undefined],
  colorBase: Color3Value = { r: 0, g: 0, b: 0 },
): TypedValueReaders {
  const zero: Vector3Value = { x: 0, y: 0, z: 0 };
  return {
    number: (name) => { const [stored, fallback] = pair(name); return readNumber(stored, readNumber(fallback, 0)); },
    boolean: (name) => { const [stored, fallback] = pair(name); return readBoolean(stored, readBoolean(fallback, false)); },
    string: (name) => { const [stored, fallback] = pair(name); return readString(stored, readString(fallback, '')); },
    vector3: (name) => { const [stored, fallback] = pair(name); return readVector3(stored, readVector3(fallback, zero)); },
    color3: (name) => { const [stored, fallback] = pair(name); return readColor3(stored, readColor3(fallback, colorBase)); },
  };
}
