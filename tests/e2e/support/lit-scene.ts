import type { Page } from '@playwright/test';
import { inViewport as run, waitForViewport } from './designer.js';
import { signIn } from './session.js';

/**
 * Mean RGB of the canvas area around the box's centre (software WebGL; averaged over a patch), drawn once without the
 * selection gizmo: the gizmo sits on the box when the box or the ground is selected and would tint the patch. It waits
 * (up to 10 s) until the box's material is ready: Babylon skips a mesh whose shader is still compiling, and the patch
 * would then show the ground behind it.
 */
export function boxColour(page: Page): Promise<[number, number, number]> {
  return run<[number, number, number]>(page, `
    await Promise.race([vp.runtime.whenIdle(), new Promise((r) => setTimeout(r, 1000))]);
    const started = Date.now();
    while (!vp.runtime.objectOf('box').node.isReady(true) && Date.now() - started < 10000) await new Promise((r) => setTimeout(r, 50));
    const layers = vp.gizmos.views.map((v) => v.layer);
    for (const layer of layers) layer.shouldRender = false;
    try {
      vp.scene.render();
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
    } finally {
      for (const layer of layers) layer.shouldRender = true;
      vp.invalidate(true);
    }
  `);
}

/** A scene opened in the designer, its project, the session's token and the designer's address. */
export interface OpenedLitScene {
  readonly projectUuid: string;
  readonly sceneUuid: string;
  readonly token: string;
  readonly url: string;
}

/** A new scene of the 'Basic lit scene' template (camera, lights, ground, box) in the project, opened in the designer. */
export async function openNewLitScene(page: Page, token: string, projectUuid: string, name: string): Promise<OpenedLitScene> {
  const headers = { Authentication: token };
  const created = await page.request.post('/cloud/api/repo/kf-scene/createScene', { headers, params: { projectId: projectUuid, templateId: 'basic-lit', name } });
  const scene = (await created.json()).data as { uuid: string };
  const url = `/artistDesigner/${projectUuid}/${scene.uuid}/1`;
  await page.goto(url);
  await waitForViewport(page);
  return { projectUuid, sceneUuid: scene.uuid, token, url };
}

/**
 * Sign in as the demo user and open a new 'Basic lit scene' of the default project (the demo scene stays as it is),
 * named `name` and a timestamp.
 */
export async function openLitScene(page: Page, options: { readonly locale?: 'en' | 'zh-CN' | 'zh-TW'; readonly name?: string } = {}): Promise<OpenedLitScene> {
  const session = await signIn(page, undefined, { locale: options.locale ?? 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  return openNewLitScene(page, session.token, project.uuid, `${options.name ?? 'Lit'} ${Date.now()}`);
}

/**
 * Count the viewport canvas's pixels per class after the next frame: each class is a JavaScript condition over the
 * pixel's `r`, `g`, `b` (0–255) and its place `x`, `y`, `w`, `h` (canvas pixels), e.g. `{ green: 'g > 150 && r < 90 && b < 90' }`.
 */
export function viewportPixelCounts<K extends string>(page: Page, classes: Readonly<Record<K, string>>): Promise<Record<K, number>> {
  const tests = Object.entries<string>(classes).map(([name, condition]) => `if (${condition}) counts[${JSON.stringify(name)}]++;`).join('\n');
  return run<Record<K, number>>(page, `
    const canvas = document.querySelector('[data-testid=viewport-canvas]');
    await new Promise((done) => requestAnimationFrame(() => done()));
    const probe = document.createElement('canvas');
    const w = probe.width = canvas.width, h = probe.height = canvas.height;
    const ctx = probe.getContext('2d', { willReadFrequently: true });
    ctx.drawImage(canvas, 0, 0);
    const d = ctx.getImageData(0, 0, w, h).data;
    const counts = Object.fromEntries(${JSON.stringify(Object.keys(classes))}.map((k) => [k, 0]));
    for (let i = 0; i < d.length; i += 4) {
      const r = d[i], g = d[i + 1], b = d[i + 2], x = (i / 4) % w, y = Math.floor(i / 4 / w);
      ${tests}
    }
    return counts;
  `);
}
