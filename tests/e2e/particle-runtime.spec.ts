// The particle runtime in the viewport: stage movers drive params at run time, and the Sprite renderer's uvSource
// picks sprite-sheet frames from a variable (docs/particles.md).
import { expect, test, type Page } from '@playwright/test';
import { inViewport as run } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { redGreenSheet } from './support/pictures.js';

/** Strongly red and strongly green pixels of the viewport canvas. */
function colouredPixels(page: Page): Promise<{ red: number; green: number }> {
  return viewportPixelCounts(page, { green: 'g > 150 && r < 90 && b < 90', red: 'r > 150 && g < 90 && b < 90' });
}

/** Replace the particle system's stages (one undoable edit, as the strip does). */
function setStages(page: Page, stages: unknown[]): Promise<void> {
  return run(page, `s.undo.execute([s.document.setPropPatch('ps', 'stages', ${JSON.stringify(stages)})]);`);
}

test('stage movers drive the emitter rate and the sprite size; uvSource picks the sprite-sheet frame from a variable', async ({ page }) => {
  test.setTimeout(300_000);
  await openLitScene(page, { name: 'Particle runtime' });
  await run(page, `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2.6; cam.radius = 9; s.viewport.setGizmo('none');`);
  // A two-frame sheet: the left half red, the right half green.
  const sheet = await redGreenSheet(page);
  // The stored rate is 0: only the mover makes particles.
  const emitter = { id: 'e', kind: 'BoxEmitter', enabled: true, params: { rate: 0, life: 3, speed: 0, size: 0.35, boxSize: { x: 2, y: 2, z: 0.2 }, spread: 0 }, movers: [{ id: 'm1', property: 'rate', min: 300, max: 300 }] };
  const frame = (x: number) => ({ id: 'v', kind: 'ValueModifier', enabled: true, params: { target: 'variable0', mode: 'set', value: { x, y: 0, z: 0 } } });
  const sprite = (movers: unknown[] = []) => ({ id: 'r', kind: 'SpriteRenderer', enabled: true, url: sheet, uvSource: 'variable0', params: { scale: 1, blend: 'alpha', columns: 2, rows: 1 }, movers });
  await run(page, `
    s.undo.execute([s.document.insertPatch([{ id: 'ps', type: 'ParticleSystem', parent: 'scene', name: 'Particles',
      props: { position: { x: 2.5, y: 1.5, z: 0 }, maxParticleCount: 2000, randomSeed: 1, stages: ${JSON.stringify([emitter, frame(1), sprite()])} }, children: [] }], { parent: 'scene', index: 0 })]);
  `);

  // Frame 1 (the right half): green sprites, no red ones.
  await expect.poll(async () => (await colouredPixels(page)).green, { timeout: 60_000, message: 'green sprites from the rate mover' }).toBeGreaterThan(500);
  const greenFrame = await colouredPixels(page);
  expect(greenFrame.red).toBeLessThan(greenFrame.green / 20);
  await page.locator('[data-testid=viewport-canvas]').screenshot({ path: test.info().outputPath('sprite-frame-1.png') });

  // Frame 0 (the left half): red sprites.
  await setStages(page, [emitter, frame(0), sprite()]);
  await expect.poll(async () => (await colouredPixels(page)).red, { timeout: 60_000, message: 'red sprites after the frame change' }).toBeGreaterThan(500);
  const redFrame = await colouredPixels(page);
  expect(redFrame.green).toBeLessThan(redFrame.red / 20);
  await page.locator('[data-testid=viewport-canvas]').screenshot({ path: test.info().outputPath('sprite-frame-0.png') });

  // A mover holding the sprite size scale at 0: nothing is drawn although the particles live.
  await setStages(page, [emitter, frame(0), sprite([{ id: 'm2', property: 'scale', min: 0, max: 0 }])]);
  // The new stages restart the system: wait until it holds particles again, then none may be drawn.
  // (Polled together: on a busy machine the canvas can still show the last frame drawn before the restart.)
  await expect.poll(async () => {
    const live = await run<number>(page, `return vp.runtime.objectOf('ps').particles.buffer.count;`);
    return live > 100 && (await colouredPixels(page)).red < 20;
  }, { timeout: 60_000, message: 'particles live at scale 0, none drawn' }).toBe(true);
});
