import { expect, test } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { runFromPalette } from './support/platform-helpers.js';

/** Near-white pixels of the viewport (the starter strip's sprites are white soft dots). */
const whitePixels = async (page: Parameters<typeof run>[0]) => (await viewportPixelCounts(page, { white: 'r > 200 && g > 200 && b > 200' })).white;

// Issue 26 item 18: a new particle system showed nothing until edited. Created from the palette in the default scene
// (Basic lit: ground, a 1 m box at the origin) and left as it is, it shows a fountain of particles above the ground.
test('a new particle system shows particles above the ground without any edit', async ({ page }) => {
  await openLitScene(page, { name: 'New particles' });
  const before = await whitePixels(page);
  await runFromPalette(page, 'Create Particle system');
  const id = await run<string>(page, 'return s.selection.selected[0];');
  expect(await run<string[]>(page, `return s.document.get(${JSON.stringify(id)}).props.stages.map((st) => st.kind);`)).toEqual(['BoxEmitter', 'ValueModifier', 'SpriteRenderer']);
  // Live particles, nearly all above the ground (world y > 0), most above the box's top (y > 1).
  const heights = () => run<{ count: number; aboveGround: number; aboveBox: number }>(page, `
    const system = vp.runtime.objectOf(${JSON.stringify(id)});
    const { count, fields: { position } } = system.particles.buffer;
    const y0 = system.node.getAbsolutePosition().y;
    let aboveGround = 0, aboveBox = 0;
    for (let i = 0; i < count; i++) { const y = y0 + position[i * 3 + 1]; if (y > 0) aboveGround++; if (y > 1) aboveBox++; }
    return { count, aboveGround, aboveBox };`);
  await expect.poll(async () => {
    const h = await heights();
    return h.count > 90 && h.aboveGround > 0.95 * h.count && h.aboveBox > 0.6 * h.count;
  }, { timeout: 30_000, message: 'a fountain of live particles above the ground' }).toBe(true);
  // And they are drawn: white dots the scene did not have before.
  await expect.poll(async () => (await whitePixels(page)) - before, { timeout: 30_000, message: 'white sprites in the viewport' }).toBeGreaterThan(60);
  await page.getByTestId('viewport-canvas').screenshot({ path: test.info().outputPath('new-particle-system.png') });
});
