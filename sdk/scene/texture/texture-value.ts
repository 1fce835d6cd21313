import type { JsonObject, JsonValue } from '../json.js';

/** Limits of a texture value (spec 001 §3 Texture, §9). */
export const TEXTURE_VALUE_LIMITS = {
  /** Longest url (a data URL of a small picture fits). */
  url: 4_000_000,
  /** Longest display name. */
  name: 200,
  /** Fewest and most stops of a gradient (spec 001 §9: minimum 2). */
  minStops: 2,
  maxStops: 16,
  /** Longest procedural preset id. */
  presetId: 64,
} as const;

/** Babylon texture addressing: 0 clamp, 1 wrap (repeat), 2 mirror. */
export type TextureWrap = 0 | 1 | 2;

/** Babylon coordinates modes: 0 explicit (uv), 1 spherical (matcap), 2 planar, 3 cubic, 4 projection, 5 skybox, 6 inverse cubic, 7 equirectangular, 8 fixed equirectangular, 9 mirrored fixed equirectangular. */
export const TEXTURE_COORDINATES_MODES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** The spherical (matcap) coordinates mode. */
export const SPHERICAL_COORDINATES_MODE = 1;

/** Sampling settings every texture value may carry (spec 001 §3 Texture). */
export interface TextureSampling {
  /** Colour data in gamma space: false for normal, roughness and HDR data. */
  readonly gammaSpace?: boolean;
  /** The picture's alpha is used. */
  readonly hasAlpha?: boolean;
  readonly wrapU?: TextureWrap;
  readonly wrapV?: TextureWrap;
  /** One of TEXTURE_COORDINATES_MODES. */
  readonly coordinatesMode?: number;
  /** Rows in the old (bottom-first) order: the picture is not flipped on load. */
  readonly uvLegacy?: boolean;
}

/** An image (or HDR) file with its sampling settings. */
export interface TextureImageValue extends TextureSampling {
  readonly url: string;
  readonly name?: string;
  /** Load as a cube (environment) texture. */
  readonly cube?: boolean;
}

/** One stop of a gradient: channels 0..255, alpha 0..1, position 0..100 %. */
export interface GradientStop {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
  readonly alpha: number;
  readonly pct: number;
}

/** A gradient painted into a texture (spec 001 §3 Colour value). */
export interface TextureGradientValue extends TextureSampling {
  readonly type: 'linear' | 'radial';
  readonly colors: readonly GradientStop[];
  /** Angle of a linear gradient in degrees (0: bottom to top, 90: left to right, as in CSS). */
  readonly deg: number;
}

/** A procedural texture generated in the browser from one of the presets. */
export interface TextureProceduralValue extends TextureSampling {
  readonly procedural: string;
}

/** A texture property's value: the legacy url string, an image, a gradient or a procedural preset. */
export type TextureValue = string | TextureImageValue | TextureGradientValue | TextureProceduralValue;

/** A texture value in its object form (a url string becomes { url }). */
export type TextureObjectValue = TextureImageValue | TextureGradientValue | TextureProceduralValue;

export function isGradientTexture(value: TextureValue | undefined): value is TextureGradientValue {
  return typeof value === 'object' && 'colors' in value;
}

export function isProceduralTexture(value: TextureValue | undefined): value is TextureProceduralValue {
  return typeof value === 'object' && 'procedural' in value;
}

export function isImageTexture(value: TextureValue | undefined): value is TextureImageValue {
  return typeof value === 'object' && 'url' in value;
}

function num(value: JsonValue | undefined, fallback: number, min: number, max: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

function wrap(value: JsonValue | undefined): TextureWrap | undefined {
  return value === 0 || value === 1 || value === 2 ? value : undefined;
}

function readSampling(o: JsonObject): TextureSampling {
  const out: Record<string, boolean | number> = {};
  for (const key of ['gammaSpace', 'hasAlpha', 'uvLegacy'] as const) if (typeof o[key] === 'boolean') out[key] = o[key] as boolean;
  const u = wrap(o['wrapU']);
  const v = wrap(o['wrapV']);
  if (u !== undefined) out['wrapU'] = u;
  if (v !== undefined) out['wrapV'] = v;
  const mode = o['coordinatesMode'];
  if (typeof mode === 'number' && (TEXTURE_COORDINATES_MODES as readonly number[]).includes(mode)) out['coordinatesMode'] = mode;
  return out as TextureSampling;
}

function readStop(value: JsonValue): GradientStop | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return {
    red: Math.round(num(value['red'], 0, 0, 255)),
    green: Math.round(num(value['green'], 0, 0, 255)),
    blue: Math.round(num(value['blue'], 0, 0, 255)),
    alpha: num(value['alpha'], 1, 0, 1),
    pct: num(value['pct'], 0, 0, 100),
  };
}

/**
 * Read a stored texture value: a url string (the legacy form, kept as it is), or an object of one of the three forms.
 * Anything else (or a value past the limits) reads as undefined: no texture.
 */
export function readTextureValue(value: JsonValue | undefined): TextureValue | undefined {
  if (typeof value === 'string') return value && value.length <= TEXTURE_VALUE_LIMITS.url ? value : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const sampling = readSampling(value);
  if (Array.isArray(value['colors'])) {
    const colors = value['colors'].slice(0, TEXTURE_VALUE_LIMITS.maxStops).flatMap((c) => readStop(c) ?? []);
    if (colors.length < TEXTURE_VALUE_LIMITS.minStops) return undefined;
    const type = value['type'] === 'radial' ? 'radial' : 'linear';
    return { ...sampling, type, colors: [...colors].sort((a, b) => a.pct - b.pct), deg: num(value['deg'], 180, -360, 360) };
  }
  if (typeof value['procedural'] === 'string') {
    const id = value['procedural'];
    return id && id.length <= TEXTURE_VALUE_LIMITS.presetId ? { ...sampling, procedural: id } : undefined;
  }
  if (typeof value['url'] === 'string') {
    const url = value['url'];
    if (!url || url.length > TEXTURE_VALUE_LIMITS.url) return undefined;
    const name = typeof value['name'] === 'string' ? value['name'].slice(0, TEXTURE_VALUE_LIMITS.name) : undefined;
    return { ...sampling, url, ...(name ? { name } : {}), ...(value['cube'] === true ? { cube: true } : {}) };
  }
  return undefined;
}

/** The image url of a value, '' for gradients, procedurals and no texture. */
export function textureUrlOf(value: TextureValue | undefined): string {
  if (typeof value === 'string') return value;
  return isImageTexture(value) ? value.url : '';
}
