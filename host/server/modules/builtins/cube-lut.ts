/** Generates colour-grading LUTs as Adobe .cube text and as Babylon-style PNG strips. */
import { paint, type RgbaImage } from './png-encoder.js';

/** A colour transform in linear 0..1 space. */
export type ColorTransform = (r: number, g: number, b: number) => readonly [number, number, number];

/** The generated LUT looks. */
export const LUT_LOOKS: Readonly<Record<string, ColorTransform>> = {
  identity: (r, g, b) => [r, g, b],
  warm: (r, g, b) => [r * 1.08 + 0.02, g * 1.02, b * 0.88],
  cool: (r, g, b) => [r * 0.9, g * 1.0, b * 1.1 + 0.02],
  sepia: (r, g, b) => [0.393 * r + 0.769 * g + 0.189 * b, 0.349 * r + 0.686 * g + 0.168 * b, 0.272 * r + 0.534 * g + 0.131 * b],
  contrast: (r, g, b) => {
    const s = (x: number): number => x * x * (3 - 2 * x);
    return [s(r), s(g), s(b)];
  },
  mono: (r, g, b) => {
    const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    return [l, l, l];
  },
};

const clamp01 = (x: number): number => (x < 0 ? 0 : x > 1 ? 1 : x);

/** A .cube 3D LUT of `size`³ entries (red varies fastest, as the format requires). */
export function cubeLut(title: string, look: ColorTransform, size = 17): string {
  const lines = [`TITLE "${title}"`, `LUT_3D_SIZE ${size}`, 'DOMAIN_MIN 0.0 0.0 0.0', 'DOMAIN_MAX 1.0 1.0 1.0'];
  for (let b = 0; b < size; b++) {
    for (let g = 0; g < size; g++) {
      for (let r = 0; r < size; r++) {
        const [or, og, ob] = look(r / (size - 1), g / (size - 1), b / (size - 1));
        lines.push(`${clamp01(or).toFixed(6)} ${clamp01(og).toFixed(6)} ${clamp01(ob).toFixed(6)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** A LUT as a horizontal strip of `size` tiles of size×size (blue picks the tile, red = x, green = y). */
export function lutStrip(look: ColorTransform, size = 16): RgbaImage {
  return paint(size * size, size, (x, y) => {
    const b = Math.floor(x / size) / (size - 1);
    const r = (x % size) / (size - 1);
    const g = y / (size - 1);
    const [or, og, ob] = look(r, g, b);
    return [clamp01(or) * 255, clamp01(og) * 255, clamp01(ob) * 255, 255];
  });
}
