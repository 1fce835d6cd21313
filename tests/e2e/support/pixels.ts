import { expect, type Page } from '@playwright/test';
import { inViewport as run } from './designer.js';

/** Mean absolute difference of two pixel arrays (0–255). */
export function meanPixelDifference(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** The canvases the tests read: the designer's viewport and the player's view (both keep their drawing buffer). */
export type CanvasTestId = 'viewport-canvas' | 'player-canvas';

/** A canvas scaled down to `width`×`height` (default 96×60, the viewport), as RGB bytes (for comparing whole pictures). */
export function canvasPixels(page: Page, size: { readonly width: number; readonly height: number } = { width: 96, height: 60 }, canvas: CanvasTestId = 'viewport-canvas'): Promise<number[]> {
  return page.evaluate(({ width, height, testId }) => {
    const source = document.querySelector(`[data-testid=${testId}]`) as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = width;
    probe.height = height;
    const g = probe.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(source, 0, 0, width, height);
    const data = g.getImageData(0, 0, width, height).data;
    const rgb: number[] = [];
    for (let i = 0; i < data.length; i += 4) rgb.push(data[i], data[i + 1], data[i + 2]);
    return rgb;
  }, { ...size, testId: canvas });
}

/**
 * The RGB bytes of the `size`×`size` square centred on a point of a canvas, in CSS pixels as the canvas is shown
 * (default one pixel of the viewport).
 */
export function pixelPatch(page: Page, point: { readonly x: number; readonly y: number }, size = 1, canvas: CanvasTestId = 'viewport-canvas'): Promise<number[]> {
  return page.evaluate(({ x, y, side, testId }) => {
    const source = document.querySelector(`[data-testid=${testId}]`) as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = source.clientWidth;
    probe.height = source.clientHeight;
    const g = probe.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(source, 0, 0, probe.width, probe.height);
    const data = g.getImageData(Math.round(x) - Math.floor(side / 2), Math.round(y) - Math.floor(side / 2), side, side).data;
    return [...data].filter((_, i) => i % 4 !== 3);
  }, { x: point.x, y: point.y, side: size, testId: canvas });
}

/** Luminance (0–255, Rec. 601) of each pixel of RGB bytes. */
export function luminance(rgb: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < rgb.length; i += 3) out.push(Math.round(0.299 * rgb[i] + 0.587 * rgb[i + 1] + 0.114 * rgb[i + 2]));
  return out;
}

/**
 * The viewport picture (canvasPixels) once the runtime is idle, no frame is being drawn and two redraws agree:
 * software WebGL compiles materials and uploads textures slowly.
 */
export async function settledPicture(page: Page): Promise<number[]> {
  let previous: number[] = [];
  for (let i = 0; i < 30; i++) {
    await run(page, 'await vp.runtime.whenIdle(); vp.invalidate(true);');
    await expect.poll(async () => {
      const before = await run<number>(page, 'return vp.framesRendered;');
      await page.waitForTimeout(300);
      return (await run<number>(page, 'return vp.framesRendered;')) - before;
    }, { timeout: 30_000 }).toBe(0);
    const now = await canvasPixels(page);
    if (previous.length && meanPixelDifference(now, previous) < 0.02) return now;
    previous = now;
  }
  throw new Error('The viewport picture never settled');
}

/** The RGB of one pixel of an image (a data: or same-origin URL), decoded in the page; by default its centre. */
export function imagePixel(page: Page, src: string, at?: { readonly x: number; readonly y: number }): Promise<number[]> {
  return page.evaluate(async ({ src, at }) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { x, y } = at ?? { x: image.naturalWidth >> 1, y: image.naturalHeight >> 1 };
    return [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
  }, { src, at });
}
