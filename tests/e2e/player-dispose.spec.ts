import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.js';
import { waitForPublishedScene } from './support/publish.js';
import { waitForPlayerDrawn } from './support/player-frames.js';

// A player closed while it plays (issue 27): the visitor leaves a published link's page inside the app (the player
// unmounts, its kernel and its engine go) while the scene is drawing. A page load of a link's address gets the viewer's
// own entry, which has no router and never unmounts its player; the app keeps the link's route, so the visitor reaches
// the link from the app's page and leaves it the same way. Nothing may throw: the engine was disposed before
// the kernel's plugins released their parts of the scene, and Babylon threw "Cannot set properties of undefined
// (setting 'active')" from disableAttributeByIndex when drawing state was touched on the disposed engine. The kernel is
// now disposed first, with the engine alive, and the engine after it.

/** What the test reads of the running player (window.__scenePlayer). */
interface Probe {
  readonly view: { readonly frames: number; readonly engineDisposed: boolean };
  readonly kernel: { dispose(): Promise<void> };
}

/** Errors the page throws or logs from now on. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Go to `path` inside the app (the router's navigation, no page load), as a link in the app would. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('a published link\'s player closed while it plays throws nothing: its kernel goes first, then its engine', async ({ page, browser }) => {
  const session = await signIn(page);
  const headers = { Authentication: session.token };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((s) => s.name === 'Demo scene')!;
  const link = (await (await page.request.post('/cloud/api/repo/kf-publish-link/upsert', { headers, data: { sceneUuid: demo.uuid } })).json()).data as { shortKey: string };

  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    const errors = errorsOf(view);
    await view.goto('/');
    await expect(view.getByTestId('screen-login')).toBeVisible({ timeout: 60_000 });
    for (let round = 0; round < 3; round++) {
      await navigateInApp(view, `/preview/${link.shortKey}`);
      await waitForPublishedScene(view);
      await waitForPlayerDrawn(view);
      // Note, when the kernel has finished disposing, whether the engine was still there for its plugins, and whether
      // it went afterwards.
      await view.evaluate(() => {
        const probe = (window as unknown as { __scenePlayer: Probe }).__scenePlayer;
        const dispose = probe.kernel.dispose.bind(probe.kernel);
        const w = window as unknown as { __disposal?: { engineAtKernelEnd?: boolean; view: Probe['view'] } };
        w.__disposal = { view: probe.view };
        probe.kernel.dispose = async () => {
          await dispose();
          w.__disposal!.engineAtKernelEnd = !probe.view.engineDisposed;
        };
      });
      // Leave while it draws: the player unmounts inside the same page.
      await navigateInApp(view, '/');
      await expect(view.getByTestId('screen-preview')).toHaveCount(0);
      await expect.poll(() => view.evaluate(() => {
        const d = (window as unknown as { __disposal: { engineAtKernelEnd?: boolean; view: Probe['view'] } }).__disposal;
        return { engineAtKernelEnd: d.engineAtKernelEnd, engineGone: d.view.engineDisposed };
      }), { timeout: 30_000 }).toEqual({ engineAtKernelEnd: true, engineGone: true });
      // Anything thrown late shows here.
      await view.waitForTimeout(500);
    }
    expect(errors).toEqual([]);
  } finally {
    await visitor.close();
  }
});
