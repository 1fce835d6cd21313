import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.js';
import { inViewport as run, waitForViewport } from './support/designer.js';

/** Mean luminance of a 5×5 patch of the viewport canvas around the screen point of a world point on the ground. */
function groundLuminance(page: Page, world: { x: number; y: number; z: number }): Promise<number> {
  return run<number>(page, `
    const cam = vp.scene.activeCamera;
    const V = cam.position.constructor;
    const M = vp.scene.getTransformMatrix().constructor;
    const canvas = document.querySelector('[data-testid=viewport-canvas]');
    const w = canvas.clientWidth, h = canvas.clientHeight;
    const p = V.Project(new V(${world.x}, ${world.y}, ${world.z}), M.Identity(), vp.scene.getTransformMatrix(), cam.viewport.toGlobal(w, h));
    const probe = document.createElement('canvas');
    probe.width = w; probe.height = h;
    const g = probe.getContext('2d', { willReadFrequently: true });
    g.drawImage(canvas, 0, 0, w, h);
    const d = g.getImageData(Math.round(p.x) - 2, Math.round(p.y) - 2, 5, 5).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += 0.299 * d[i] + 0.587 * d[i + 1] + 0.114 * d[i + 2];
    return sum / (d.length / 4);
  `);
}

test("a shadow generator added to the 'Basic lit scene' sun casts the box's shadow on the ground", async ({ page }) => {
  const session = await signIn(page, undefined, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const created = await page.request.post('/cloud/api/repo/kf-scene/createScene', { headers, params: { projectId: project.uuid, templateId: 'basic-lit', name: `Lit ${Date.now()}` } });
  const scene = (await created.json()).data as { uuid: string };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(page);
  // Look at the box from above and in front, so the ground beside it (where its shadow falls) is in view.
  await run(page, `
    await vp.runtime.whenIdle();
    const cam = vp.scene.activeCamera;
    cam.setTarget(new cam.position.constructor(-0.5, 0, -0.3));
    cam.alpha = -Math.PI / 2; cam.beta = Math.PI / 4; cam.radius = 7;
    // The view draws on demand: a camera moved by script draws nothing until asked, and the canvas would still show
    // the old view to the reads below (a clean run read the box's front face as 'ground' before, the ground after).
    vp.invalidate(true);
    for (let i = 0; i < 5; i++) await new Promise((r) => requestAnimationFrame(r));
  `);
  // The ground point under the shadow of the box's top: the sun's direction from the top's centre down to y = 0.
  const { shadowPoint, litPoint } = await run<{ shadowPoint: { x: number; y: number; z: number }; litPoint: { x: number; y: number; z: number } }>(page, `
    const d = vp.runtime.objectOf('sun').node.direction;
    const t = 1 / -d.y;
    return { shadowPoint: { x: d.x * t * 0.8, y: 0, z: d.z * t * 0.8 }, litPoint: { x: -d.x * t * 1.5, y: 0, z: -d.z * t * 1.5 } };
  `);
  // Read once the picture has settled: the scene ready (every shader variant compiled) and two reads alike. A read
  // while the template's lights were still compiling saw the ground at 55 and then at 87 with the shadow on it.
  let settled = '';
  await expect.poll(async () => {
    await run(page, 'await vp.runtime.whenIdle(); vp.invalidate(true); for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));');
    const ready = await run<boolean>(page, 'return vp.scene.isReady();');
    const read = JSON.stringify([await groundLuminance(page, shadowPoint), await groundLuminance(page, litPoint)]);
    const same = ready && read === settled;
    settled = read;
    return same;
  }, { timeout: 30_000, intervals: [500] }).toBe(true);
  const [before, lit] = JSON.parse(settled) as [number, number];
  expect(lit).toBeGreaterThan(40);
  // The template's ground is not blown out to white (a shadow would not show on it) and is lit evenly without a generator.
  expect(lit).toBeLessThan(225);
  expect(Math.abs(before - lit)).toBeLessThan(12);
  expect(await run<boolean>(page, "return vp.runtime.objectOf('ground').node.receiveShadows;")).toBe(true);

  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-sun]').click();
  await page.getByTestId('shadow-generator-add').click();
  // Nothing else happens after the click: the viewport alone must draw the shadow once its shaders are ready.
  await expect.poll(() => groundLuminance(page, shadowPoint), { timeout: 20_000 }).toBeLessThan(before - 25);
  expect(Math.abs((await groundLuminance(page, litPoint)) - lit)).toBeLessThan(12);
  await page.screenshot({ path: test.info().outputPath('shadow.png') });
});
