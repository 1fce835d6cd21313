import { generatedSize } from './gradient-raster.js';
import type { RgbaPixels } from './gradient-raster.js';

// The 52 texture presets (spec 001 §9): 13 pattern families, each in 4 scales and colour pairs. Every pattern is a pure
// function of the texture coordinates to a mix factor between two colours, periodic over 0..1 so the textures tile.

type Rgb = readonly [number, number, number];

/** A title in the three languages (the SDK's LocalizedText, declared structurally). */
export interface PresetTitles {
  readonly en: string;
  readonly 'zh-CN': string;
  readonly 'zh-TW': string;
}

/** A pattern: u, v in 0..1 (v down) and a scale (cells across) to a mix factor 0..1 between the two colours. */
type Pattern = (u: number, v: number, scale: number) => number;

/** Integer lattice hash to 0..1 (periodic when the caller wraps the coordinates). */
function hash(x: number, y: number, seed: number): number {
  let h = (x * 374761393 + y * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967295;
}

function smooth(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Value noise with period `scale` cells over 0..1. */
function noise(u: number, v: number, scale: number, seed = 0): number {
  const x = u * scale;
  const y = v * scale;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = smooth(x - x0);
  const fy = smooth(y - y0);
  const at = (i: number, j: number) => hash(((i % scale) + scale) % scale, ((j % scale) + scale) % scale, seed);
  const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * fx;
  const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * fx;
  return top + (bottom - top) * fy;
}

/** Fractal noise: octaves of value noise, each twice as fine and half as strong. */
function fbm(u: number, v: number, scale: number, octaves = 4): number {
  let sum = 0;
  let weight = 0.5;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    sum += noise(u, v, scale << o, o) * weight;
    total += weight;
    weight /= 2;
  }
  return sum / total;
}

function fract(x: number): number {
  return x - Math.floor(x);
}

function step(edge: number, x: number): number {
  return x < edge ? 0 : 1;
}

/** Distance to the nearest random point of a periodic cell grid (Worley noise), 0..~1. */
function cells(u: number, v: number, scale: number): number {
  const x = u * scale;
  const y = v * scale;
  const cx = Math.floor(x);
  const cy = Math.floor(y);
  let best = 2;
  for (let j = -1; j <= 1; j++) {
    for (let i = -1; i <= 1; i++) {
      const gx = cx + i;
      const gy = cy + j;
      const wx = ((gx % scale) + scale) % scale;
      const wy = ((gy % scale) + scale) % scale;
      const px = gx + hash(wx, wy, 7);
      const py = gy + hash(wx, wy, 11);
      best = Math.min(best, Math.hypot(px - x, py - y));
    }
  }
  return Math.min(1, best);
}

const PATTERNS: Readonly<Record<string, Pattern>> = {
  noise: (u, v, s) => noise(u, v, s * 4),
  clouds: (u, v, s) => smooth(Math.min(1, Math.max(0, fbm(u, v, s, 5) * 1.6 - 0.3))),
  checker: (u, v, s) => (Math.floor(u * s * 2) + Math.floor(v * s * 2)) % 2,
  bricks: (u, v, s) => {
    const rows = s * 2;
    const row = Math.floor(v * rows);
    const x = fract(u * s + (row % 2) * 0.5);
    const y = fract(v * rows);
    return step(0.06, x) * step(0.1, y) * (0.85 + 0.15 * noise(u, v, s * 8, 3));
  },
  wood: (u, v, s) => fract(Math.hypot(u - 0.5, (v - 0.5) * 0.25) * s * 6 + fbm(u, v, 4, 3) * 2) ** 2,
  marble: (u, v, s) => 0.5 + 0.5 * Math.sin((u + v) * Math.PI * 2 * s + fbm(u, v, 4, 5) * 10),
  grid: (u, v, s) => 1 - step(0.15, fract(u * s)) * step(0.15, fract(v * s)),
  dots: (u, v, s) => 1 - step(0.3, Math.hypot(fract(u * s) - 0.5, fract(v * s) - 0.5)),
  stripes: (u, _v, s) => step(0.5, fract(u * s * 2)),
  diagonal: (u, v, s) => step(0.5, fract((u + v) * s * 2)),
  waves: (u, v, s) => 0.5 + 0.5 * Math.sin((v + 0.08 * Math.sin(u * Math.PI * 2 * s)) * Math.PI * 2 * s * 2),
  cells: (u, v, s) => cells(u, v, s * 3),
  rings: (u, v, s) => {
    const n = Math.ceil(s / 2);
    return step(0.5, fract(Math.hypot(fract(u * n) - 0.5, fract(v * n) - 0.5) * 5));
  },
};

const FAMILY_TITLES: Readonly<Record<string, PresetTitles>> = {
  noise: { en: 'Noise', 'zh-CN': '噪声', 'zh-TW': '雜訊' },
  clouds: { en: 'Clouds', 'zh-CN': '云彩', 'zh-TW': '雲彩' },
  checker: { en: 'Checker', 'zh-CN': '棋盘格', 'zh-TW': '棋盤格' },
  bricks: { en: 'Bricks', 'zh-CN': '砖墙', 'zh-TW': '磚牆' },
  wood: { en: 'Wood', 'zh-CN': '木纹', 'zh-TW': '木紋' },
  marble: { en: 'Marble', 'zh-CN': '大理石', 'zh-TW': '大理石' },
  grid: { en: 'Grid', 'zh-CN': '网格', 'zh-TW': '網格' },
  dots: { en: 'Dots', 'zh-CN': '圆点', 'zh-TW': '圓點' },
  stripes: { en: 'Stripes', 'zh-CN': '条纹', 'zh-TW': '條紋' },
  diagonal: { en: 'Diagonal stripes', 'zh-CN': '斜条纹', 'zh-TW': '斜條紋' },
  waves: { en: 'Waves', 'zh-CN': '波纹', 'zh-TW': '波紋' },
  cells: { en: 'Cells', 'zh-CN': '细胞', 'zh-TW': '細胞' },
  rings: { en: 'Rings', 'zh-CN': '圆环', 'zh-TW': '圓環' },
};

/** Four variants of each family: scale and the two colours (0..255). */
const VARIANTS: readonly (readonly [number, Rgb, Rgb])[] = [
  [1, [20, 20, 20], [235, 235, 235]],
  [2, [90, 50, 20], [210, 160, 100]],
  [4, [20, 50, 110], [170, 210, 250]],
  [8, [40, 90, 30], [220, 230, 120]],
];

/** One texture preset. */
export interface ProceduralTexturePreset {
  /** Stored in a texture value's `procedural`, e.g. 'checker-2'. */
  readonly id: string;
  readonly titles: PresetTitles;
  /** Paint the preset into size × size RGBA pixels (opaque). */
  generate(size: number): RgbaPixels;
}

function preset(family: string, pattern: Pattern, index: number): ProceduralTexturePreset {
  const [scale, a, b] = VARIANTS[index] as readonly [number, Rgb, Rgb];
  const title = FAMILY_TITLES[family] as PresetTitles;
  const n = index + 1;
  return {
    id: `${family}-${n}`,
    titles: { en: `${title.en} ${n}`, 'zh-CN': `${title['zh-CN']} ${n}`, 'zh-TW': `${title['zh-TW']} ${n}` },
    generate(size) {
      const side = generatedSize(size);
      const data = new Uint8ClampedArray(side * side * 4);
      for (let row = 0; row < side; row++) {
        for (let col = 0; col < side; col++) {
          const t = Math.min(1, Math.max(0, pattern((col + 0.5) / side, (row + 0.5) / side, scale)));
          const i = (row * side + col) * 4;
          data[i] = a[0] + (b[0] - a[0]) * t;
          data[i + 1] = a[1] + (b[1] - a[1]) * t;
          data[i + 2] = a[2] + (b[2] - a[2]) * t;
          data[i + 3] = 255;
        }
      }
      return { width: side, height: side, data };
    },
  };
}

/** The 52 texture presets, in menu order. */
export const PROCEDURAL_TEXTURE_PRESETS: readonly ProceduralTexturePreset[] = Object.entries(PATTERNS).flatMap(([family, pattern]) =>
  VARIANTS.map((_, i) => preset(family, pattern, i)),
);

/** The preset of an id, if there is one. */
export function proceduralPreset(id: string): ProceduralTexturePreset | undefined {
  return PROCEDURAL_TEXTURE_PRESETS.find((p) => p.id === id);
}
