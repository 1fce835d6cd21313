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
