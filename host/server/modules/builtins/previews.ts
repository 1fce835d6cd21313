/** Small software-drawn previews for the built-in catalogue (shaded spheres, shapes, tone-mapped HDRs). */
import { paint, type RgbaImage } from './png-encoder.js';
import type { FloatImage } from './rgbe-encoder.js';

type Rgb = readonly [number, number, number];

/** A lit sphere of `color` (0..1) on a transparent background; `shine` 0..1 adds a highlight, `metal` tints it. */
export function spherePreview(color: Rgb, shine = 0.5, metal = 0, size = 64): RgbaImage {
  const light = normalize([-0.5, -0.6, 0.8]);
  return paint(size, size, (x, y) => {
    const nx = (x + 0.5 - size / 2) / (size / 2 - 1);
    const ny = (y + 0.5 - size / 2) / (size / 2 - 1);
    const d = nx * nx + ny * ny;
    if (d > 1) return [0, 0, 0, 0];
    const n: Rgb = [nx, ny, Math.sqrt(1 - d)];
    const diff = Math.max(0, dot(n, light)) * 0.85 + 0.15;
    const h = normalize([light[0], light[1], light[2] + 1]);
    const spec = shine * Math.max(0, dot(n, h)) ** (8 + shine * 80);
    const sc = metal > 0 ? color : [1, 1, 1];
    return [0, 1, 2].map((k) => (color[k] * diff * (1 - metal * 0.5) + spec * sc[k]) * 255).concat(255);
  });
}

/** A flat silhouette icon: 'box', 'sphere' or 'plane'. */
export function shapePreview(shape: 'box' | 'sphere' | 'plane', color: Rgb, size = 64): RgbaImage {
  return paint(size, size, (x, y) => {
    const u = (x + 0.5) / size - 0.5;
    const v = (y + 0.5) / size - 0.5;
    const inside = shape === 'sphere' ? u * u + v * v < 0.16 : shape === 'box' ? Math.abs(u) < 0.3 && Math.abs(v) < 0.3 : Math.abs(v) < 0.12 && Math.abs(u) < 0.4 - (v + 0.12) * 0.5;
    const shade = shape === 'box' && u > 0.1 ? 0.7 : 1;
    return inside ? [color[0] * 255 * shade, color[1] * 255 * shade, color[2] * 255 * shade, 255] : [0, 0, 0, 0];
  });
}

/** Reinhard tone-mapped, gamma-corrected, downscaled view of an HDR image. */
export function toneMap(image: FloatImage, width = 64, height = 32): RgbaImage {
  return paint(width, height, (x, y) => {
    const sx = Math.floor((x / width) * image.width);
    const sy = Math.floor((y / height) * image.height);
    const i = (sy * image.width + sx) * 3;
    return [0, 1, 2].map((k) => {
      const c = image.rgb[i + k];
      return (c / (1 + c)) ** (1 / 2.2) * 255;
    }).concat(255);
  });
}

/** An info-point pin icon: a coloured disc with a white ring and a glyph dot. */
export function pinIcon(color: Rgb, size = 48): RgbaImage {
  return paint(size, size, (x, y) => {
    const u = (x + 0.5) / size - 0.5;
    const v = (y + 0.5) / size - 0.5;
    const r = Math.sqrt(u * u + v * v);
    if (r > 0.46) return [0, 0, 0, 0];
    if (r > 0.38) return [255, 255, 255, 255];
    if (r < 0.1) return [255, 255, 255, 255];
    return [color[0] * 255, color[1] * 255, color[2] * 255, 255];
  });
}

function dot(a: Rgb, b: Rgb): number {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

function normalize(v: Rgb): Rgb {
  const l = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / l, v[1] / l, v[2] / l];
}
