import type { Rgba } from './color-convert.js';
import { colorAt, type GradientStop, type GradientValue } from './gradient.js';

/** The 12 single-colour presets of the picker (spec 001 §9). */
export const SINGLE_PRESETS: readonly string[] = [
  '#FFFFFF', '#000000', '#7F7F7F', '#FF3B30', '#FF9500', '#FFCC00',
  '#34C759', '#00C7BE', '#32ADE6', '#007AFF', '#5856D6', '#AF52DE',
];

function stop(hex: string, pct: number, alpha = 1): GradientStop {
  const n = Number.parseInt(hex.slice(1), 16);
  return { red: (n >> 16) & 255, green: (n >> 8) & 255, blue: n & 255, alpha, pct };
}

function linear(deg: number, ...colors: GradientStop[]): GradientValue {
  return { type: 'linear', deg, colors };
}

/** The 10 gradient presets of the picker (spec 001 §9); preset alpha defaults to 1. */
export const GRADIENT_PRESETS: readonly GradientValue[] = [
  linear(90, stop('#000000', 0), stop('#FFFFFF', 1)),
  linear(90, stop('#FF3B30', 0), stop('#FFCC00', 1)),
  linear(90, stop('#007AFF', 0), stop('#00C7BE', 1)),
  linear(90, stop('#5856D6', 0), stop('#FF2D55', 1)),
  linear(90, stop('#34C759', 0), stop('#FFCC00', 1)),
  linear(90, stop('#0B1E3F', 0), stop('#1D6FA3', 0.5), stop('#8FD3FE', 1)),
  linear(90, stop('#FF0000', 0), stop('#FFFF00', 0.25), stop('#00FF00', 0.5), stop('#00FFFF', 0.75), stop('#0000FF', 1)),
  linear(180, stop('#FFFFFF', 0), stop('#FFFFFF', 1, 0)),
  linear(90, stop('#1A2A6C', 0), stop('#B21F1F', 0.5), stop('#FDBB2D', 1)),
  { type: 'radial', deg: 0, colors: [stop('#FFFFFF', 0), stop('#000000', 1)] },
];

/**
 * The colour a gradient preset gives a property that holds one colour (color3, color4): the colour drawn at `pct`
 * (0..1, left to right) of the preset's swatch, which shows every preset left to right.
 */
export function presetColorAt(preset: GradientValue, pct: number): Rgba {
  return colorAt(preset, pct);
}
