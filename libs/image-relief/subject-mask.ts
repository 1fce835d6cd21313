// Which pixels are the subject: by the alpha channel when the image has one in use, else by a colour key — the
// background is the colour of the image's border, removed where it reaches in from the border (a flood fill), so the
// same colour inside the subject stays.
import type { RgbaImage } from './decode-image.js';

/** How a mask was found. */
export type MaskMethod = 'alpha' | 'colour-key';

/** 1 for a subject pixel, 0 for background, row by row. */
export interface SubjectMask {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
  readonly method: MaskMethod;
  /** Subject pixels. */
  readonly count: number;
}

/** Largest colour distance (per channel, 0–255) from the key that still counts as background. */
const KEY_TOLERANCE = 40;

/** The subject's pixels of an image. */
export function subjectMask(image: RgbaImage): SubjectMask {
  const { width, height, data } = image;
  const n = width * height;
  const mask = new Uint8Array(n);
  let transparent = 0;
  for (let i = 0; i < n; i++) if (data[i * 4 + 3] < 128) transparent++;
  if (transparent > 0) {
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (data[i * 4 + 3] < 128) continue;
      mask[i] = 1;
      count++;
    }
    return { width, height, data: mask, method: 'alpha', count };
  }
  const key = borderKey(image);
  const near = (i: number): boolean => {
    const o = i * 4;
    return Math.abs(data[o] - key[0]) <= KEY_TOLERANCE && Math.abs(data[o + 1] - key[1]) <= KEY_TOLERANCE && Math.abs(data[o + 2] - key[2]) <= KEY_TOLERANCE;
  };
  // Flood fill of background from every border pixel near the key (an explicit stack: no recursion depth).
  mask.fill(1);
  const stack = new Int32Array(n);
  let top = 0;
  const push = (i: number): void => {
    if (mask[i] === 1 && near(i)) {
      mask[i] = 0;
      stack[top++] = i;
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const i = stack[--top];
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < n - width) push(i + width);
  }
  let count = 0;
  for (let i = 0; i < n; i++) count += mask[i];
  return { width, height, data: mask, method: 'colour-key', count };
}

/** The border's colour: the median of each channel over the border pixels. */
function borderKey(image: RgbaImage): [number, number, number] {
  const { width, height, data } = image;
  const histograms = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)];
  let total = 0;
  const add = (x: number, y: number): void => {
    const o = (y * width + x) * 4;
    for (let c = 0; c < 3; c++) histograms[c][data[o + c]]++;
    total++;
  };
  for (let x = 0; x < width; x++) {
    add(x, 0);
    add(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    add(0, y);
    add(width - 1, y);
  }
  return histograms.map((h) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += h[v]) * 2 >= total) return v;
    return 255;
  }) as [number, number, number];
}
