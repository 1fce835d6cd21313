import type { EnumOption, JsonValue, Vector3Value } from '../../sdk/index.js';

/** Split a comma-separated list: entries trimmed, empty ones dropped (spec 001 §5). */
export function parseStringArray(text: string): string[] {
  return text.split(',').map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Show a string array as 'a, b, c'. */
export function formatStringArray(value: unknown): string {
  return Array.isArray(value) ? value.map((v) => String(v)).join(', ') : typeof value === 'string' ? value : '';
}

/** Enum input: a numeric text becomes a number, anything else stays text (spec 001 §5). */
export function parseEnumInput(text: string): number | string {
  const trimmed = text.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

/** The option whose value equals `value` (numbers and numeric texts compare equal). */
export function findEnumOption(options: readonly EnumOption[], value: unknown): EnumOption | undefined {
  return options.find((o) => o.value === value || String(o.value) === String(value));
}

/** Integer input: rounded, clamped to optional min and max; undefined when not a number. */
export function parseIntInput(text: string, min?: number, max?: number): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return undefined;
  let n = Math.round(Number(trimmed));
  if (min !== undefined && n < min) n = min;
  if (max !== undefined && n > max) n = max;
  return n;
}

/** A checkbox is disabled when its value is negative (spec 001 §5). */
export function isNegative(value: unknown): boolean {
  return typeof value === 'number' && value < 0;
}

/** Checked state of a boolean value (numbers: positive is checked). */
export function isChecked(value: unknown): boolean {
  return typeof value === 'number' ? value > 0 : value === true || value === 'true';
}

/** The value to store for a checked state, keeping a numeric property numeric. */
export function checkedValue(old: unknown, checked: boolean): boolean | number {
  return typeof old === 'number' ? (checked ? 1 : 0) : checked;
}

/** Axis names of a vector. */
export type Axis = 'x' | 'y' | 'z';

/** Read a vector from {x,y,z} or [x,y,z]; missing parts are 0. */
export function readVector(value: unknown): Vector3Value {
  if (Array.isArray(value)) return { x: num(value[0]), y: num(value[1]), z: num(value[2]) };
  if (value && typeof value === 'object') { const o = value as Record<string, unknown>; return { x: num(o.x), y: num(o.y), z: num(o.z) }; }
  return { x: 0, y: 0, z: 0 };
}

/** Set one axis, keeping the value's shape (array or object) and its dimension. */
export function withAxis(value: unknown, axes: readonly Axis[], axis: Axis, n: number): JsonValue {
  const v = { ...readVector(value), [axis]: n };
  if (Array.isArray(value)) return axes.map((a) => v[a]);
  const out: { [key: string]: JsonValue } = value && typeof value === 'object' ? { ...(value as { [key: string]: JsonValue }) } : {};
  for (const a of axes) out[a] = v[a];
  return out;
}

/** A vector component as shown: degrees for radian mode, at most `precision` decimals, trailing zeros trimmed. */
export function formatComponent(n: number, radian: boolean, precision?: number): string {
  const shown = radian ? (n * 180) / Math.PI : n;
  const digits = precision ?? (radian ? 1 : 5);
  return String(Number(shown.toFixed(digits)));
}

/** Parse a typed component (degrees in radian mode); undefined when not a number. */
export function parseComponent(text: string, radian: boolean): number | undefined {
  const trimmed = text.trim().replace(/°$/, '');
  if (trimmed === '' || !Number.isFinite(Number(trimmed))) return undefined;
  const n = Number(trimmed);
  return radian ? (n * Math.PI) / 180 : n;
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}
