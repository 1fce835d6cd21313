import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { openLitScene, viewportPixelCounts } from './support/lit-scene.js';
import { canvasPixels, meanPixelDifference } from './support/pixels.js';
import { runFromPalette, toast } from './support/platform-helpers.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

// What reads a spline group (issue 17): the Spline emitter (drop rule and picker), the Spline geometry builder reading a
// spline node, the spline camera in the player.


/** Look straight down on the origin; no gizmo. */
function lookDown(page: Page): Promise<unknown> {
  return run(page, `const cam = vp.scene.activeCamera; cam.alpha = -Math.PI / 2; cam.beta = 0.01; cam.radius = 16; cam.setTarget(cam.target.scale(0)); s.viewport.setGizmo('none');`);
}

/** The strongly green pixels of the viewport: how many, and how many lie near the canvas centre (inside the ring). */
function greenRing(page: Page): Promise<{ count: number; central: number }> {
  const green = 'g > 150 && r < 90 && b < 90';
  return viewportPixelCounts(page, { count: green, central: `${green} && Math.hypot(x - w / 2, y - h / 2) < Math.min(w, h) * 0.08` });
}

/** The largest distance of a live particle (system space, the system at the origin) from the spline node's circle (radius 4 at height 1.5). */
function offCircle(page: Page, systemId: string): Promise<{ count: number; worst: number }> {
  return run(page, `
    const b = vp.runtime.objectOf(${JSON.stringify(systemId)}).particles.buffer;
    let worst = 0;
    for (let i = 0; i < b.count; i++) {
      const x = b.fields.position[i * 3], z = b.fields.position[i * 3 + 2];
      // Speed 0 along y: the particles stay where they are born.
      worst = Math.max(worst, Math.abs(Math.hypot(x, z) - 4) > 0.6 ? 99 : 0, Math.abs(b.fields.position[i * 3 + 1] - 1.5));
    }
    return { count: b.count, worst };
  `);
}

/** Fire a drop of `mime` data on an element, as a drag from the scene tree ends. */
async function dropOn(page: Page, target: ReturnType<Page['getByTestId']>, mime: string, data: string): Promise<void> {
  const transfer = await page.evaluateHandle(([m, d]) => {
    const t = new DataTransfer();
    t.setData(m, d);
    return t;
  }, [mime, data] as const);
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await target.dispatchEvent('drop', { dataTransfer: transfer });
}

async function addStage(page: Page, kind: string): Promise<void> {
  await page.getByTestId('stage-add').click();
  await page.getByTestId(`add-stage-${kind}`).click();
}

const NODE = 'application/x-scene-node';

test('spline groups in use: a Spline emitter along a circle, Spline geometry from the node, saved and reloaded; a spline camera moves in the player', async ({ page }) => {
  test.setTimeout(600_000); // a live viewport on software WebGL, several page loads
  const scene = await openLitScene(page, { name: 'Spline use' });
  await lookDown(page);

  // A spline node: one circle of radius 4, lifted to 1.5.
  await runFromPalette(page, 'createNode.SplineNode');
  const splineId = await run<string>(page, 'return s.selection.selected[0];');
  expect(await run<string>(page, `return s.document.get(${JSON.stringify(splineId)}).type;`)).toBe('SplineNode');
  await run(page, `s.undo.execute([s.document.setPropPatch(${JSON.stringify(splineId)}, 'position', { x: 0, y: 1.5, z: 0 })]);`);

  // A particle system with a Spline emitter, a Color modifier (pure green) and a Sprite renderer.
  await runFromPalette(page, 'Create Particle system');
  await page.getByTestId('tab-inspector').click();
  await expect(page.getByTestId('inspector-row-stages').getByTestId('stage-strip')).toBeVisible();
  const systemId = await run<string>(page, 'return s.selection.selected[0];');
  // A new system comes with a starter strip (a fountain, 1.5 m up); this test builds its own strip from an empty one,
  // at the origin.
  await run(page, `s.undo.execute([s.document.setPropPatch(${JSON.stringify(systemId)}, 'stages', []), s.document.setPropPatch(${JSON.stringify(systemId)}, 'position', { x: 0, y: 0, z: 0 })]);`);
  await addStage(page, 'SplineEmitter');
  await addStage(page, 'ColorModifier');
  await addStage(page, 'SpriteRenderer');
  const details = page.getByTestId('stage-details');
  await page.getByTestId('stage-tile-1').click();
  await details.getByLabel('Start colour').fill('#00ff00');
  await details.getByLabel('End colour').fill('#00ff00');

  // The spline node dropped on the Spline emitter is its group; on the Color modifier it is refused.
  await dropOn(page, page.getByTestId('stage-tile-0'), NODE, splineId);
  await expect.poll(() => run<string>(page, `return s.document.get(${JSON.stringify(systemId)}).props.stages[0].splineGroup;`)).toBe(splineId);
  await dropOn(page, page.getByTestId('stage-tile-1'), NODE, splineId);
  await expect(toast(page, 'Only the Spline emitter accepts a spline group')).toBeVisible();
  expect(await run<unknown>(page, `return s.document.get(${JSON.stringify(systemId)}).props.stages[1].splineGroup ?? null;`)).toBeNull();
  // The emitter's picker shows the group; the particles stay where they are born (speed 0), many of them.
  await page.getByTestId('stage-tile-0').click();
  await expect(page.getByTestId('stage-spline-group')).toHaveValue(splineId);
  await details.getByLabel('Speed', { exact: true }).fill('0');
  await details.getByLabel('Speed', { exact: true }).press('Enter');
  await details.getByLabel('Rate (per second)').fill('800');
  await details.getByLabel('Rate (per second)').press('Enter');
  await details.getByLabel('Size', { exact: true }).fill('0.25');
  await details.getByLabel('Size', { exact: true }).press('Enter');
  await expect.poll(async () => { const c = await offCircle(page, systemId); return c.count > 100 && c.worst === 0; }, { timeout: 30_000, message: 'many particles, all on the circle' }).toBe(true);
  await expect.poll(async () => (await greenRing(page)).count, { timeout: 30_000, message: 'green particles in the viewport' }).toBeGreaterThan(400);
  const ring = await greenRing(page);
  expect(ring.central, 'a ring: nothing green in the middle').toBeLessThan(ring.count * 0.02);
  await page.screenshot({ path: test.info().outputPath('spline-emitter.png') });

  // A mesh whose Spline geometry reads the node: dropped on its spline-group picker (a box is refused).
  await runFromPalette(page, 'createNode.Mesh');
  const meshId = await run<string>(page, 'return s.selection.selected[0];');
  await run(page, `s.undo.execute([s.document.setPropPatch(${JSON.stringify(meshId)}, 'geometry', { className: 'Spline', params: {} })]);`);
  const picker = page.getByTestId('node-select-splineGroup').locator('.kf-node-select-target');
  await expect(picker).toBeVisible();
  await dropOn(page, picker, NODE, 'box');
  await expect(toast(page, 'Only a node of type Spline can be used here')).toBeVisible();
  await dropOn(page, picker, NODE, splineId);
  await expect(picker).toHaveText(await run<string>(page, `return s.document.get(${JSON.stringify(splineId)}).name;`));
  const vertices = () => run<number>(page, `return vp.runtime.objectOf(${JSON.stringify(meshId)}).node.getTotalVertices();`);
  await expect.poll(vertices).toBe(6);
  // The spline node changes (tessellation 12): the mesh follows.
  await run(page, `
    const id = ${JSON.stringify(splineId)};
    const splines = s.document.get(id).props.splines.map((sp) => ({ ...sp, tessellation: 12 }));
    s.undo.execute([s.document.setPropPatch(id, 'splines', splines)]);
  `);
  await expect.poll(vertices).toBe(12);
  await page.screenshot({ path: test.info().outputPath('spline-geometry.png') });

  // Save and reload: the group, the geometry and the particles come back.
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  await page.goto(scene.url);
  await waitForViewport(page);
  await lookDown(page);
  expect(await run<string>(page, `return s.document.get(${JSON.stringify(systemId)}).props.stages[0].splineGroup;`)).toBe(splineId);
  await expect.poll(vertices, { timeout: 30_000 }).toBe(12);
  await expect.poll(async () => (await greenRing(page)).count, { timeout: 30_000, message: 'particles after reload' }).toBeGreaterThan(400);
  await expect.poll(async () => { const c = await offCircle(page, systemId); return c.count > 100 && c.worst === 0; }, { timeout: 30_000 }).toBe(true);
  await page.screenshot({ path: test.info().outputPath('after-reload.png') });

  // A spline camera on the circle aiming at the box; the orbit camera steps aside. Saved, then played.
  await runFromPalette(page, 'createNode.SplineCamera');
  const cameraId = await run<string>(page, 'return s.selection.selected[0];');
  expect(await run<string>(page, `return s.document.get(${JSON.stringify(cameraId)}).type;`)).toBe('SplineCamera');
  // Its group through the inspector's picker, like the mesh's.
  await page.getByTestId('tab-inspector').click();
  const cameraPicker = page.getByTestId('node-select-splineGroup').locator('.kf-node-select-target');
  await dropOn(page, cameraPicker, NODE, splineId);
  await expect.poll(() => run<string>(page, `return s.document.get(${JSON.stringify(cameraId)}).props.splineGroup;`)).toBe(splineId);
  await page.screenshot({ path: test.info().outputPath('spline-camera-inspector.png') });
  await run(page, `
    const id = ${JSON.stringify(cameraId)};
    s.undo.execute([
      s.document.setPropPatch(id, 'look', 'target'),
      s.document.setPropPatch(id, 'target', { x: 0, y: 0.5, z: 0 }),
      s.document.setPropPatch(id, 'speed', 3),
      s.document.setPropPatch('camera', 'active', false),
    ]);
  `);
  await page.keyboard.press('Control+s');
  await expect.poll(() => run<boolean>(page, 'return s.undo.needSave;'), { timeout: 30_000 }).toBe(false);
  const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers: { Authentication: scene.token }, data: { sceneUuid: scene.sceneUuid } });
  const ticket = ((await granted.json()).data as { ticket: string }).ticket;
  await page.goto(`/preview/${scene.projectUuid}/${scene.sceneUuid}/1/${ticket}`);
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await waitForPlayerDrawn(page);
  const player = <T,>(script: string) => page.evaluate(`(async () => { const p = window.__scenePlayer; ${script} })()`) as Promise<T>;
  expect(await player<string>(`return p.view.scene.activeCamera.getClassName() + ':' + p.view.scene.activeCamera.name;`)).toMatch(/^TargetCamera:/);
  const cameraAt = () => player<number[]>('const c = p.view.scene.activeCamera.globalPosition; return [c.x, c.y, c.z];');
  const pixels = () => canvasPixels(page, { width: 64, height: 40 }, 'player-canvas');
  const first = await pixels();
  const start = await cameraAt();
  // On the circle: 4 from the axis, at the spline node's height.
  expect(Math.hypot(start[0]!, start[2]!)).toBeGreaterThan(3.4);
  expect(Math.hypot(start[0]!, start[2]!)).toBeLessThan(4.01);
  expect(start[1]).toBeCloseTo(1.5);
  await page.screenshot({ path: test.info().outputPath('player-1.png') });
  await expect.poll(async () => meanPixelDifference(first, await pixels()), { timeout: 30_000, message: 'the view changes as the camera moves' }).toBeGreaterThan(4);
  const later = await cameraAt();
  expect(Math.hypot(later[0]! - start[0]!, later[2]! - start[2]!)).toBeGreaterThan(0.5);
  await page.screenshot({ path: test.info().outputPath('player-2.png') });
});
