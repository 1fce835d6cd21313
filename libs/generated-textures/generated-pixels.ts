import { rasterizeGradient } from './gradient-raster.js';
import type { GradientSpec, RgbaPixels } from './gradient-raster.js';
import { proceduralPreset } from './procedural-textures.js';

/**
 * A texture value as the SDK stores it (sdk/scene/texture/texture-value.ts: a url string, an image, a gradient or a
 * procedural preset), declared structurally; only gradients and procedural presets paint pixels.
 */
export type GeneratedTextureSource = string | GradientSpec | { readonly procedural: string } | { readonly url: string };

/** Side of the textures the runtime paints from gradients and procedural presets. */
export const GENERATED_TEXTURE_SIZE = 256;

/** The pixels a gradient or procedural value paints, undefined for an image, no value or an unknown preset. */
export function generatedTexturePixels(value: GeneratedTextureSource | undefined, size = GENERATED_TEXTURE_SIZE): RgbaPixels | undefined {
  if (typeof value !== 'object') return undefined;
  if ('colors' in value) return rasterizeGradient(value, size);
  if ('procedural' in value) return proceduralPreset(value.procedural)?.generate(size);
  return undefined;
}
