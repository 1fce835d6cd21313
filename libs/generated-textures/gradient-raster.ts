// The same shapes as the SDK's texture value (sdk/scene/texture/texture-value.ts), declared here structurally: a
// library imports nothing of ours, so an SDK TextureGradientValue is passed as it is.

/** One stop of a gradient: channels 0..255, alpha 0..1, position 0..100 %. */
export interface GradientStop {
  readonly red: number;
  readonly green: number;
  readonly blue: number;
  readonly alpha: number;
  readonly pct: number;
}

/** A gradient: stops sorted by position; a linear one follows its angle (degrees, as in CSS). */
export interface GradientSpec {
  readonly type: 'linear' | 'radial';
  readonly colors: readonly GradientStop[];
  readonly deg: number;
}

/** RGBA pixels, rows from the top, 4 bytes a pixel. */
export interface RgbaPixels {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** Largest side of a generated texture. */
export const MAX_GENERATED_TEXTURE_SIZE = 1024;

/** A side length within 1..MAX_GENERATED_TEXTURE_SIZE. */
export function generatedSize(size: number): number {
  return Math.max(1, Math.min(MAX_GENERATED_TEXTURE_SIZE, Math.round(Number.isFinite(size) ? size : 1)));
}

/** The colour (channels 0..255, alpha 0..1) of sorted stops at t (0..1), interpolated between the neighbours. */
export function gradientColorAt(stops: readonly GradientStop[], t: number): GradientStop {
  const pct = Math.min(1, Math.max(0, t)) * 100;
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return { red: 0, green: 0, blue: 0, alpha: 0, pct };
  if (pct <= first.pct) return first;
  if (pct >= last.pct) return last;
  for (let i = 1; i < stops.length; i++) {
    const b = stops[i] as GradientStop;
    const a = stops[i - 1] as GradientStop;
    if (pct > b.pct) continue;
    const k = b.pct === a.pct ? 1 : (pct - a.pct) / (b.pct - a.pct);
    return {
      red: a.red + (b.red - a.red) * k, green: a.green + (b.green - a.green) * k, blue: a.blue + (b.blue - a.blue) * k,
      alpha: a.alpha + (b.alpha - a.alpha) * k, pct,
    };
  }
  return last;
}

/**
 * Where a pixel centre (u, v in 0..1, v down) lies along a gradient, 0..1: a linear gradient follows its angle as CSS
 * does (0° bottom to top, 90° left to right); a radial one goes from the centre to the corners.
 */
export function gradientPosition(gradient: Pick<GradientSpec, 'type' | 'deg'>, u: number, v: number): number {
  const x = u - 0.5;
  const y = v - 0.5;
  if (gradient.type === 'radial') return Math.min(1, Math.hypot(x, y) / Math.SQRT1_2);
  const rad = (gradient.deg * Math.PI) / 180;
  const sin = Math.sin(rad);
  const cos = Math.cos(rad);
  const half = (Math.abs(sin) + Math.abs(cos)) / 2;
  return Math.min(1, Math.max(0, (x * sin - y * cos) / (2 * half) + 0.5));
}

/** Paint a gradient into size × size RGBA pixels. */
export function rasterizeGradient(gradient: GradientSpec, size: number): RgbaPixels {
  const side = generatedSize(size);
  const data = new Uint8ClampedArray(side * side * 4);
  for (let row = 0; row < side; row++) {
    for (let col = 0; col < side; col++) {
      const c = gradientColorAt(gradient.colors, gradientPosition(gradient, (col + 0.5) / side, (row + 0.5) / side));
      const i = (row * side + col) * 4;
      data[i] = c.red;
      data[i + 1] = c.green;
      data[i + 2] = c.blue;
      data[i + 3] = c.alpha * 255;
    }
  }
  return { width: side, height: side, data };
}
