import type { Page } from 'playwright-core';

/** How long a measurement drags: a warm-up first (not counted), then the counted part. */
export interface DragSeconds {
  readonly warmUp: number;
  readonly measured: number;
}

/**
 * Frames per second of a page's scene while a mouse drag turns the camera (after a warm-up drag). `sceneExpression` is
 * evaluated in the page and names the Babylon scene whose renders are counted.
 */
export async function fpsWhileDragging(page: Page, center: { x: number; y: number }, sceneExpression: string, seconds: DragSeconds): Promise<number> {
  await page.evaluate(`(() => {
    const scene = ${sceneExpression};
    window.__benchFrames = 0;
    window.__benchCounter = scene.onAfterRenderObservable.add(() => window.__benchFrames++);
  })()`);
  await page.mouse.move(center.x, center.y);
  await page.mouse.down();
  let step = 0;
  const drag = async (duration: number) => {
    const end = Date.now() + duration * 1000;
    while (Date.now() < end) {
      step++;
      await page.mouse.move(center.x + 160 * Math.sin(step / 12), center.y + 40 * Math.sin(step / 29));
    }
  };
  await drag(seconds.warmUp);
  await page.evaluate('window.__benchFrames = 0; window.__benchStart = performance.now();');
  await drag(seconds.measured);
  const fps = await page.evaluate(`(() => {
    const fps = window.__benchFrames / ((performance.now() - window.__benchStart) / 1000);
    (${sceneExpression}).onAfterRenderObservable.remove(window.__benchCounter);
    return fps;
  })()`) as number;
  await page.mouse.up();
  return fps;
}
