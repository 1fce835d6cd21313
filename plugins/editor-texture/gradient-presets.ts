import type { TextureGradientValue } from '../../sdk/index.js';

type Stop = readonly [red: number, green: number, blue: number, pct: number];

function linear(deg: number, ...stops: Stop[]): TextureGradientValue {
  // Preset alpha default 1 (spec 001 §9).
  return { type: 'linear', deg, colors: stops.map(([red, green, blue, pct]) => ({ red, green, blue, alpha: 1, pct })) };
}

/** The 10 gradient presets of the texture editor (spec 001 §9). */
export const GRADIENT_TEXTURE_PRESETS: readonly TextureGradientValue[] = [
  linear(180, [0, 0, 0, 0], [255, 255, 255, 100]),
  linear(90, [255, 94, 58, 0], [255, 149, 0, 100]),
  linear(90, [33, 150, 243, 0], [0, 229, 255, 100]),
  linear(135, [106, 17, 203, 0], [37, 117, 252, 100]),
  linear(180, [17, 153, 142, 0], [56, 239, 125, 100]),
  linear(90, [252, 70, 107, 0], [63, 94, 251, 100]),
  linear(180, [255, 216, 155, 0], [25, 84, 123, 100]),
  linear(90, [255, 0, 0, 0], [255, 255, 0, 25], [0, 255, 0, 50], [0, 0, 255, 75], [255, 0, 255, 100]),
  linear(45, [67, 67, 67, 0], [0, 0, 0, 100]),
  { type: 'radial', deg: 0, colors: [{ red: 255, green: 255, blue: 255, alpha: 1, pct: 0 }, { red: 255, green: 255, blue: 255, alpha: 0, pct: 100 }] },
];
