/** An sRGB colour as the picker edits it: r, g, b in 0..255, a in 0..1. */
export interface Rgba {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** Hue 0..360, saturation and value 0..100, alpha 0..1. */
export interface Hsva {
  readonly h: number;
  readonly s: number;
  readonly v: number;
  readonly a: number;
}

/** A colour object with channels in 0..1 (the color3/color4 property value). */
export interface ColorObject {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a?: number;
}

/** Gamma exponent between linear and gamma space (spec 001 §3, §9). */
export const GAMMA = 2.2;

/** Ranges of the picker's numeric fields (spec 001 §5). */
export const FIELD_RANGES = {
  R: { min: 0, max: 255, step: 1 },
  G: { min: 0, max: 255, step: 1 },
  B: { min: 0, max: 255, step: 1 },
  A: { min: 0, max: 1, step: 0.01 },
  H: { min: 0, max: 360, step: 1 },
  S: { min: 0, max: 100, step: 1 },
  V: { min: 0, max: 100, step: 1 },
  P: { min: 0, max: 1, step: 0.01 },
} as const;

/** A numeric field of the picker. */
export type ColorField = keyof typeof FIELD_RANGES;

/** Clamp to 0..1 (NaN becomes 0). */
export function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : value === Infinity ? 1 : 0;
}

/** Clamp a number to a field's range; R, G and B are also rounded to integers. */
export function clampField(field: ColorField, value: number): number {
  const { min, max } = FIELD_RANGES[field];
  const v = Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
  return field === 'R' || field === 'G' || field === 'B' ? Math.round(v) : v;
}

function byte(value: number): number {
  return Math.round(Math.min(255, Math.max(0, Number.isFinite(value) ? value : 0)));
}

function hex2(value: number): string {
  return byte(value).toString(16).padStart(2, '0').toUpperCase();
}

/** '#RRGGBB', or '#RRGGBBAA' when `withAlpha` (default: only when alpha < 1). */
export function rgbaToHex(color: Rgba, withAlpha: boolean = color.a < 1): string {
  const base = `#${hex2(color.r)}${hex2(color.g)}${hex2(color.b)}`;
  return withAlpha ? base + hex2(clamp01(color.a) * 255) : base;
}

/** Parse HEX entry: 6 hex digits, or 8 with alpha, with or without '#'. Anything else is undefined. */
export function parseHex(text: string): Rgba | undefined {
  const match = /^#?([0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim());
  if (!match) return undefined;
  const digits = match[1];
  const at = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return { r: at(0), g: at(2), b: at(4), a: digits.length === 8 ? Math.round((at(6) / 255) * 100) / 100 : 1 };
}

/** 'rgba(r,g,b,a)' with integer channels and alpha clamped to 0..1. */
export function rgbaToCss(color: Rgba): string {
  return `rgba(${byte(color.r)},${byte(color.g)},${byte(color.b)},${roundTo(clamp01(color.a), 3)})`;
}

/** Parse a CSS colour string: #RRGGBB, #RRGGBBAA, rgb(r,g,b) or rgba(r,g,b,a). Alpha is clamped to 0..1. */
export function parseCssColor(text: string): Rgba | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith('#')) return parseHex(trimmed);
  const match = /^rgba?\(\s*([^)]*)\)$/i.exec(trimmed);
  if (!match) return undefined;
  const parts = match[1].split(/\s*[,/]\s*|\s+/).filter((p) => p !== '');
  if (parts.length !== 3 && parts.length !== 4) return undefined;
  const channel = (p: string) => (p.endsWith('%') ? (Number(p.slice(0, -1)) / 100) * 255 : Number(p));
  const rgb = parts.slice(0, 3).map(channel);
  const alphaText = parts[3];
  const alpha = alphaText === undefined ? 1 : alphaText.endsWith('%') ? Number(alphaText.slice(0, -1)) / 100 : Number(alphaText);
  if ([...rgb, alpha].some((n) => !Number.isFinite(n))) return undefined;
  return { r: byte(rgb[0]), g: byte(rgb[1]), b: byte(rgb[2]), a: clamp01(alpha) };
}

/** RGB(A) to HSV(A): h 0..360, s and v 0..100. */
export function rgbToHsv(color: Rgba): Hsva {
  const r = color.r / 255;
  const g = color.g / 255;
  const b = color.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  let h = 0;
  if (d !== 0) {
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h, s: max === 0 ? 0 : (d / max) * 100, v: max * 100, a: color.a };
}

/** HSV(A) to RGB(A) with channels rounded to integers. */
export function hsvToRgb(color: Hsva): Rgba {
  const h = (((color.h % 360) + 360) % 360) / 60;
  const s = Math.min(100, Math.max(0, color.s)) / 100;
  const v = Math.min(100, Math.max(0, color.v)) / 100;
  const c = v * s;
  const x = c * (1 - Math.abs((h % 2) - 1));
  const m = v - c;
  const [r, g, b] =
    h < 1 ? [c, x, 0] : h < 2 ? [x, c, 0] : h < 3 ? [0, c, x] : h < 4 ? [0, x, c] : h < 5 ? [x, 0, c] : [c, 0, x];
  return { r: byte((r + m) * 255), g: byte((g + m) * 255), b: byte((b + m) * 255), a: color.a };
}

/** Gamma-space channel (0..1) to linear: c^2.2. */
export function gammaToLinear(channel: number): number {
  return clamp01(channel) ** GAMMA;
}

/** Linear channel (0..1) to gamma space: c^(1/2.2). */
export function linearToGamma(channel: number): number {
  return clamp01(channel) ** (1 / GAMMA);
}

/** A 0..1 colour object (optionally stored linear) to the picker's sRGB colour. */
export function objectToRgba(color: ColorObject, linear = false): Rgba {
  const channel = (c: number) => byte((linear ? linearToGamma(c) : clamp01(c)) * 255);
  return { r: channel(color.r), g: channel(color.g), b: channel(color.b), a: color.a === undefined ? 1 : clamp01(color.a) };
}

/** The picker's colour to a 0..1 colour object (color3 without alpha), converted to linear when asked. */
export function rgbaToObject(color: Rgba, withAlpha: boolean, linear = false): ColorObject {
  const channel = (c: number) => roundTo(linear ? gammaToLinear(byte(c) / 255) : byte(c) / 255, 6);
  const rgb = { r: channel(color.r), g: channel(color.g), b: channel(color.b) };
  return withAlpha ? { ...rgb, a: roundTo(clamp01(color.a), 4) } : rgb;
}

/** Round to a number of decimals. */
export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** Whether two colours are equal after rounding channels to bytes and alpha to 1/100. */
export function sameColor(a: Rgba, b: Rgba): boolean {
  return byte(a.r) === byte(b.r) && byte(a.g) === byte(b.g) && byte(a.b) === byte(b.b) && Math.round(a.a * 100) === Math.round(b.a * 100);
}
