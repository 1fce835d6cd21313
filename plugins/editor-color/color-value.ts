import type { ColorValue, JsonObject, JsonValue } from '../../sdk/index.js';
import { objectToRgba, parseCssColor, rgbaToCss, rgbaToHex, rgbaToObject, type Rgba } from './color-convert.js';
import { isGradientValue, normalizeGradient, stopFromRgba, stopToRgba, type GradientValue } from './gradient.js';

/** What the picker edits: one colour, or a gradient. */
export type ColorModel =
  | { readonly kind: 'single'; readonly color: Rgba }
  | { readonly kind: 'gradient'; readonly gradient: GradientValue };

/** How a property stores its colour, so the picker writes back in the same shape. */
export interface ColorValueFormat {
  /** The property type: 'color3' ({r,g,b}), 'color4' ({r,g,b,a}) or 'color' (CSS string or gradient object). */
  readonly type: string;
  /** Stored in linear space (the descriptor's 'linear' display mode): converted with gamma 2.2. */
  readonly linear?: boolean;
  /** For 'color' strings: keep rgba() when the original was written that way. */
  readonly cssStyle?: 'hex' | 'rgba';
  /** For 'color' values stored as a gradient object of type 'single'. */
  readonly singleAsObject?: boolean;
  /** A colour stored as a 0..1 object ({r,g,b[,a]}, always for color3/color4) or array ([r,g,b[,a]], catalogue data). */
  readonly shape?: 'object' | 'array';
  /** For a 'color' value stored as an object or array: whether it carried alpha. */
  readonly hadAlpha?: boolean;
}

/** Whether the property type can hold a gradient (only the 'color' type can). */
export function supportsGradient(type: string): boolean {
  return type === 'color';
}

/** Whether the property type has an alpha channel. */
export function supportsAlpha(type: string): boolean {
  return type !== 'color3';
}

const FALLBACK: Rgba = { r: 255, g: 255, b: 255, a: 1 };

function isColorObject(value: JsonValue): value is { r: number; g: number; b: number; a?: number } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    && typeof value.r === 'number' && typeof value.g === 'number' && typeof value.b === 'number';
}

function isColorArray(value: JsonValue): value is number[] {
  return Array.isArray(value) && (value.length === 3 || value.length === 4) && value.every((n) => typeof n === 'number' && Number.isFinite(n));
}

/** Read a stored value (CSS string, 0..1 object, gradient object) into the picker's model and its write-back format. */
export function readColorValue(value: JsonValue | undefined, type: string, linear = false): { model: ColorModel; format: ColorValueFormat } {
  const format: ColorValueFormat = { type, linear };
  if (value === undefined || value === null) return { model: { kind: 'single', color: FALLBACK }, format };
  if (typeof value === 'string') {
    const color = parseCssColor(value) ?? FALLBACK;
    const cssStyle = /^rgba?\(/i.test(value.trim()) ? 'rgba' : 'hex';
    return { model: { kind: 'single', color: supportsAlpha(type) ? color : { ...color, a: 1 } }, format: { ...format, cssStyle } };
  }
  if (isGradientValue(value)) {
    const gradient = normalizeGradient(value);
    if (gradient.type === 'single' || !supportsGradient(type)) {
      const first = gradient.colors[0];
      return { model: { kind: 'single', color: first ? stopToRgba(first) : FALLBACK }, format: { ...format, singleAsObject: gradient.type === 'single' } };
    }
    return { model: { kind: 'gradient', gradient }, format };
  }
  if (isColorObject(value) || isColorArray(value)) {
    const object = isColorObject(value) ? value : { r: value[0], g: value[1], b: value[2], a: value[3] };
    const color = objectToRgba(object, linear);
    const shaped: ColorValueFormat = { ...format, shape: isColorArray(value) ? 'array' : 'object', hadAlpha: object.a !== undefined };
    return { model: { kind: 'single', color: supportsAlpha(type) ? color : { ...color, a: 1 } }, format: shaped };
  }
  return { model: { kind: 'single', color: FALLBACK }, format };
}

/** Write the picker's model back in the property's shape. */
export function writeColorValue(model: ColorModel, format: ColorValueFormat): ColorValue {
  if (model.kind === 'gradient') {
    if (supportsGradient(format.type)) return toJson(model.gradient);
    const first = model.gradient.colors[0];
    return writeColorValue({ kind: 'single', color: first ? stopToRgba(first) : FALLBACK }, format);
  }
  const color = model.color;
  const withAlpha = format.type === 'color4' || (format.type !== 'color3' && format.hadAlpha === true);
  if (format.shape === 'array') {
    const o = rgbaToObject(color, withAlpha, format.linear);
    return o.a === undefined ? [o.r, o.g, o.b] : [o.r, o.g, o.b, o.a];
  }
  if (format.type === 'color3' || format.type === 'color4' || format.shape === 'object') return { ...rgbaToObject(color, withAlpha, format.linear) };
  if (format.singleAsObject) return toJson({ type: 'single', deg: 0, colors: [stopFromRgba(color, 0)] });
  return format.cssStyle === 'rgba' ? rgbaToCss(color) : rgbaToHex(color);
}

/** A gradient as a plain JSON object (drops undefined fields). */
export function toJson(gradient: GradientValue): JsonObject {
  return JSON.parse(JSON.stringify(gradient)) as JsonObject;
}
