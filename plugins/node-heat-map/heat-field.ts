import type { HeatMapPointData } from '../../sdk/index.js';
import { heatRamp, RAMP_SIZE } from './heat-ramp.js';

/** The surface the field covers: `width` along the node's local x, `depth` along z, centred on its origin. */
export interface HeatSurface {
  readonly width: number;
  readonly depth: number;
  /** The summed value drawn red (and beyond); 0 and below draws nothing. */
  readonly maxValue: number;
}

/** Pixels on the longest side of the field's texture. */
export const FIELD_RESOLUTION = 256;

/** The field texture's size in pixels for a surface: FIELD_RESOLUTION on the longer side, in proportion on the other (at least 4). */
export function fieldSize(surface: HeatSurface): { readonly width: number; readonly height: number } {
  const long = Math.max(surface.width, surface.depth);
  const side = (length: number) => Math.max(4, Math.round((FIELD_RESOLUTION * length) / long));
  return long > 0 ? { width: side(surface.width), height: side(surface.depth) } : { width: 4, height: 4 };
}

/** A point's weight at a distance of `t` sizes from it: 1 at the point, easing to 0 at its size. */
export function falloff(t2: number): number {
  return t2 >= 1 ? 0 : (1 - t2) * (1 - t2);
}

/**
 * The summed heat at each texel's centre: every visible point adds value × falloff(distance / size) around its (x, z).
 * Row 0 is the surface's -z edge, column 0 its -x edge. Only the texels within a point's size are visited, so the
 * cost is the area the points cover, not points × texels.
 */
export function accumulateHeat(points: readonly HeatMapPointData[], surface: HeatSurface, width: number, height: number): Float32Array {
  const heat = new Float32Array(width * height);
  const texelX = surface.width / width;
  const texelZ = surface.depth / height;
  if (!(texelX > 0) || !(texelZ > 0)) return heat;
  for (const point of points) {
    if (!point.visible || point.size <= 0 || point.value === 0) continue;
    // Texel coordinates of the point (texel centres at k + 0.5).
    const cx = (point.position[0] + surface.width / 2) / texelX;
    const cz = (point.position[2] + surface.depth / 2) / texelZ;
    const rx = point.size / texelX;
    const rz = point.size / texelZ;
    const i0 = Math.max(0, Math.ceil(cx - rx - 0.5));
    const i1 = Math.min(width - 1, Math.floor(cx + rx - 0.5));
    const j0 = Math.max(0, Math.ceil(cz - rz - 0.5));
    const j1 = Math.min(height - 1, Math.floor(cz + rz - 0.5));
    for (let j = j0; j <= j1; j++) {
      const dz = (j + 0.5 - cz) / rz;
      const dz2 = dz * dz;
      if (dz2 >= 1) continue;
      const row = j * width;
      for (let i = i0; i <= i1; i++) {
        const dx = (i + 0.5 - cx) / rx;
        const w = falloff(dx * dx + dz2);
        if (w > 0) heat[row + i]! += point.value * w;
      }
    }
  }
  return heat;
}

const RAMP = heatRamp();

/**
 * RGBA pixels of a summed heat: heat / maxValue through the blue → green → yellow → red ramp; the opacity rises from
 * 0 (no heat: the surface under it shows) to full at a fifth of maxValue.
 */
export function colourHeat(heat: Float32Array, maxValue: number, out: Uint8Array = new Uint8Array(heat.length * 4)): Uint8Array {
  const scale = maxValue > 0 ? 1 / maxValue : 0;
  for (let k = 0; k < heat.length; k++) {
    const t = Math.min(1, Math.max(0, heat[k]! * scale));
    const r = Math.round(t * (RAMP_SIZE - 1)) * 3;
    const o = k * 4;
    out[o] = RAMP[r]!;
    out[o + 1] = RAMP[r + 1]!;
    out[o + 2] = RAMP[r + 2]!;
    out[o + 3] = Math.round(Math.min(1, t * 5) * 255);
  }
  return out;
}

/** The field's RGBA pixels for these points over this surface, `fieldSize(surface)` texels. */
export function heatFieldPixels(points: readonly HeatMapPointData[], surface: HeatSurface): { readonly width: number; readonly height: number; readonly pixels: Uint8Array } {
  const { width, height } = fieldSize(surface);
  return { width, height, pixels: colourHeat(accumulateHeat(points, surface, width, height), surface.maxValue) };
}
