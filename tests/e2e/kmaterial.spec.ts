import { expect, test, type Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './support/designer.js';
import { signIn } from './support/session.js';

/** Mean RGB of the canvas area around the box's centre (software WebGL; averaged over a patch). */
function boxColour(page: Page): Promise<[number, number, number]> {
  return run<[number, number, number]>(page, `
    await vp.runtime.whenIdle();
    const box = vp.runtime.objectOf('box').node;
    const scene = vp.scene;
    const engine = scene.getEngine();
    const p = box.getAbsolutePosition();
    const vpx = scene.activeCamera.viewport.toGlobal(engine.getRenderWidth(), engine.getRenderHeight());
    const m = box.getWorldMatrix().constructor.Identity();
    const q = p.constructor.Project(p, m, scene.getTransformMatrix(), vpx);
    const canvas = engine.getRenderingCanvas();
    const probe = document.createElement('canvas');
    probe.width = canvas.width; probe.height = canvas.height;
    const g = probe.getContext('2d', { willReadFrequently: true });
    g.drawImage(canvas, 0, 0);
    const d = g.getImageData(Math.round(q.x) - 6, Math.round(q.y) - 6, 12, 12).data;
    const sum = [0, 0, 0];
    for (let i = 0; i < d.length; i += 4) { sum[0] += d[i]; sum[1] += d[i + 1]; sum[2] += d[i + 2]; }
    const n = d.length / 4;
    return [sum[0] / n, sum[1] / n, sum[2] / n];
  `);
}

/** A new scene of the 'Basic lit scene' template (camera, lights, ground, box), opened in the designer. */
async function openLitScene(page: Page): Promise<{ projectUuid: string; sceneUuid: string }> {
  const session = await signIn(page, undefined, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const created = await page.request.post('/cloud/api/repo/kf-scene/createScene', { headers, params: { projectId: project.uuid, templateId: 'basic-lit', name: `Mixed ${Date.now()}` } });
  const scene = (await created.json()).data as { uuid: string };
  await page.goto(`/artistDesigner/${project.uuid}/${scene.uuid}/1`);
  await waitForViewport(page);
  return { projectUuid: project.uuid, sceneUuid: scene.uuid };
}

test('explore', async ({ page }) => {
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log('console:', m.text().slice(0, 300)); });
  await openLitScene(page);
  await page.getByTestId('tab-sceneTree').click();
  await page.locator('[data-testid=scene-tree-row-box]').click();
  console.log('before', await boxColour(page));
  await page.getByTestId('material-new').selectOption('KMaterial');
  await expect(page.getByTestId('kmat-channels')).toBeVisible();
  await page.getByTestId('kmat-add-channel').click();
  await page.getByTestId('kmat-add-stage-0').click();
  await page.getByTestId('kmat-stage-menu-add-Gradient').click();
  await page.waitForTimeout(3000);
  console.log('after', await boxColour(page));
  await page.screenshot({ path: '/tmp/kmat-explore.png' });
});
