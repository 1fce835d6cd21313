// The particle runtime in the viewport: stage movers drive params at run time, and the Sprite renderer's uvSource
// picks sprite-sheet frames from a variable (docs/particles.md).
import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';

async function openOwnScene(page: Page): Promise<void> {
  const session = await signIn(page);
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const created = await page.request.post('/cloud/api/repo/kf-scene/createScene', { headers, params: { projectId: project.uuid, templateId: 'basic-lit', name: `Particle runtime ${Date.now()}` } });
  const scene = (await created.json()).data as { uuid: string };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(page);
}

/** Strongly red and strongly green pixels of the viewport canvas. */
function colouredPixels(page: Page): Promise<{ red: number; green: number }> {
  return run(page, `
    const canvas = document.querySelector('[data-testid=viewport-canvas]');
    await new Promise((r) => requestAnimationFrame(() => r()));
    const probe = document.createElement('canvas');
    probe.width = canvas.width; probe.height = canvas.height;
    const g = probe.getContext('2d', { willReadFrequently: true });
    g.drawImage(canvas, 0, 0);
    const d = g.getImageData(0, 0, probe.width, probe.height).data;
    let red = 0, green = 0;
    for (let i = 0; i < d.length; i += 4) {
      if (d[i + 1] > 150 && d[i] < 90 && d[i + 2] < 90) green++;
      if (d[i] > 150 && d[i + 1] < 90 && d[i + 2] < 90) red++;
    }
    return { red, green };
  `);
}

/** Replace the particle system's stages (one undoable edit, as the strip does). */
function setStages(page: Page, stages: unknown[]): Promise<void> {
  return run(page, `s.undo.execute([s.document.setPropPatch('ps', 'stages', ${JSON.stringify(stages)})]);`);
}

test('stage movers drive the emitter rate and the sprite size; uvSource picks the sprite-sheet frame from a variable', async ({ page }) => {
  test.setTimeout(300_000);
  await openOwnScene(page);
  await run(page, `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 2.6; cam.radius = 9; s.viewport.setGizmo('none');`);
  // A two-frame sheet: the left half red, the right half green.
  const sheet = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 64; c.height = 32;
    const g = c.getContext('2d')!;
    g.fillStyle = '#ff0000'; g.fillRect(0, 0, 32, 32);
    g.fillStyle = '#00ff00'; g.fillRect(32, 0, 32, 32);
    return c.toDataURL('image/png');
  });
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
  await expect.poll(async () => (await colouredPixels(page)).red, { timeout: 60_000, message: 'no sprites at scale 0' }).toBeLessThan(20);
  expect(await run<number>(page, `return vp.runtime.objectOf('ps').particles.buffer.count;`)).toBeGreaterThan(100);
});
