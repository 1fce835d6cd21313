import type { Page } from '@playwright/test';

/** Mean absolute difference of two pixel arrays (0–255). */
export function meanPixelDifference(a: readonly number[], b: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i] - b[i]);
  return sum / a.length;
}

/** The viewport canvas scaled down to 96×60, as RGB bytes (for comparing whole pictures). */
export function canvasPixels(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const source = document.querySelector('[data-testid=viewport-canvas]') as HTMLCanvasElement;
    const probe = document.createElement('canvas');
    probe.width = 96;
    probe.height = 60;
    const g = probe.getContext('2d', { willReadFrequently: true })!;
    g.drawImage(source, 0, 0, 96, 60);
    const data = g.getImageData(0, 0, 96, 60).data;
    const rgb: number[] = [];
    for (let i = 0; i < data.length; i += 4) rgb.push(data[i], data[i + 1], data[i + 2]);
    return rgb;
  });
}
