import type { Page } from '@playwright/test';

/** A `size`×`size` PNG of one CSS colour, drawn by the browser (for uploads and drops). */
export async function solidPng(page: Page, colour: string, size: number): Promise<Buffer> {
  const base64 = await page.evaluate(({ fill, side }) => {
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const g = canvas.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, side, side);
    return canvas.toDataURL('image/png').split(',')[1];
  }, { fill: colour, side: size });
  return Buffer.from(base64, 'base64');
}

/** A two-frame sprite sheet as a data URL: 64×32, red on the left half, green on the right. */
export function redGreenSheet(page: Page): Promise<string> {
  return page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 64;
    c.height = 32;
    const g = c.getContext('2d')!;
    g.fillStyle = '#ff0000';
    g.fillRect(0, 0, 32, 32);
    g.fillStyle = '#00ff00';
    g.fillRect(32, 0, 32, 32);
    return c.toDataURL('image/png');
  });
}
