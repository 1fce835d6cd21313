import { expect, type Page } from '@playwright/test';
import { signIn } from './session.js';

/** The demo scene opened in the designer, and the session it was opened with. */
export interface OpenedScene {
  readonly projectUuid: string;
  readonly sceneUuid: string;
  readonly token: string;
}

/**
 * Sign in as the demo user (English), save a copy of the demo project's 'Demo scene' (its content changed by `edit`)
 * and open the copy in the designer. A copy, so a test's edits (nodes added under fixed ids, saves) never reach the
 * scene other tests open, and a test tried again on its retry starts from the same scene as the first time. By name:
 * other specs add scenes to the demo project, and the list puts the newest first.
 */
export async function openDemoScene(page: Page, edit: (content: Record<string, unknown>) => Record<string, unknown> = (c) => c): Promise<OpenedScene> {
  const session = await signIn(page, undefined, { locale: 'en' });
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((scene) => scene.name === 'Demo scene') ?? scenes[0];
  const loaded = ((await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${demo.uuid}`, { headers })).json()).data as { content: string }).content;
  const content = JSON.stringify(edit(JSON.parse(loaded) as Record<string, unknown>));
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', {
    headers, data: { uuid: null, projectUuid: project.uuid, name: `Copy ${Date.now()}`, content },
  });
  const reply = (await saved.json()) as { code: number; msg: string; data: { uuid: string } };
  if (reply.code !== 0) throw new Error(`copying the demo scene failed: ${reply.code} ${reply.msg}`);
  await page.goto(`/artistDesigner/${project.uuid}/${reply.data.uuid}/1`);
  await waitForViewport(page);
  return { projectUuid: project.uuid, sceneUuid: reply.data.uuid, token: session.token };
}

/** Wait until the viewport's canvas shows and its runtime has built the scene node. */
export async function waitForViewport(page: Page): Promise<void> {
  await expect(page.getByTestId('viewport-canvas')).toBeVisible({ timeout: 30_000 });
  // expect.poll with page.evaluate, not waitForFunction: Playwright's polling compiles the predicate in the page, which a
  // page without 'unsafe-eval' reports as a policy violation (tests/e2e/content-security-policy.spec.ts counts them).
  await expect.poll(() => page.evaluate(() => {
    const vp = (window as unknown as { __kfViewport?: { runtime: { objectOf(id: string): unknown } } }).__kfViewport;
    return !!vp && !!vp.runtime.objectOf('scene');
  }), { timeout: 30_000 }).toBe(true);
}

/**
 * Evaluate a script in the page with `vp` (the viewport engine) and `s` (its services) in scope. A string, so the
 * test's TypeScript helpers never reach the page.
 */
export function inViewport<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`(async () => { const vp = window.__kfViewport; const s = vp.services; ${script} })()`) as Promise<T>;
}

/** Vertices of the Babylon meshes the runtime built under a document node (0 until a model has loaded and decoded). */
export function verticesUnder(page: Page, id: string): Promise<number> {
  return inViewport<number>(page, `return vp.scene.meshes.filter((m) => !m.isDisposed() && (function up(n){ return n ? (n.metadata && n.metadata.nodeId === ${JSON.stringify(id)}) || up(n.parent) : false; })(m)).reduce((sum, m) => sum + m.getTotalVertices(), 0);`);
}
