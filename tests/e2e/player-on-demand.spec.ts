import { expect, test, type Page } from '@playwright/test';
import { apiToken } from './support/accounts.js';
import { DEMO_USER } from './support/session.js';
import { playerFramesOver, waitForPlayerDrawn } from './support/player-frames.js';

// The player draws on demand (host/web/src/player/player-view.ts, issue 27's Lighthouse figure): a published copy of the
// demo scene, opened anonymously, draws no frame while nothing changes, draws while the visitor turns the camera, while
// a mover animates a mesh, and stops again once the mover is gone.

type PlayerWindow = Window & {
  __scenePlayer?: {
    document: { ids(): string[]; get(id: string): { type: string } | undefined; setPropPatch(id: string, key: string, value: unknown): unknown };
    player: { apply(patches: unknown[]): void };
  };
};

/** Wait until a second passes with no frame drawn (the scene settles after a change: textures, shaders). */
async function stillAfter(page: Page): Promise<void> {
  await expect.poll(() => playerFramesOver(page, 1000), { timeout: 30_000, intervals: [0] }).toBe(0);
}

test('the player draws nothing while the scene is still, and draws on input and while something animates', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const headers = { Authentication: await apiToken(page.request, DEMO_USER) };
  const project = (await (await page.request.get('/cloud/api/repo/kf-project/get-default-project', { headers })).json()).data as { uuid: string };
  const scenes = (await (await page.request.get(`/cloud/api/repo/kf-scene/findAll/${project.uuid}`, { headers })).json()).data as { uuid: string; name: string }[];
  const demo = scenes.find((s) => s.name === 'Demo scene')!;
  const content = ((await (await page.request.get(`/cloud/api/repo/kf-scene/loadScene/${demo.uuid}`, { headers })).json()).data as { content: string }).content;
  const saved = await page.request.post('/cloud/api/repo/kf-scene/saveScene', { headers, data: { uuid: null, projectUuid: project.uuid, name: `On demand ${Date.now()}`, content } });
  const sceneUuid = ((await saved.json()).data as { uuid: string }).uuid;
  const link = ((await (await page.request.post('/cloud/api/repo/kf-scene/pub-scene', { headers, data: { sceneUuid } })).json()).data as { shortKey: string });

  const visitor = await browser.newContext();
  try {
    const view = await visitor.newPage();
    await view.goto(`/preview/${link.shortKey}`);
    await expect(view.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
    await waitForPlayerDrawn(view);

    // Still: a whole second without a frame.
    await stillAfter(view);
    expect(await playerFramesOver(view, 1000)).toBe(0);

    // The visitor drags the camera round: frames while it turns and glides, then none again.
    const canvas = view.getByTestId('player-canvas');
    const box = (await canvas.boundingBox())!;
    const counting = playerFramesOver(view, 1500);
    await view.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await view.mouse.down();
    await view.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 8 });
    await view.mouse.up();
    expect(await counting).toBeGreaterThan(0);
    await stillAfter(view);

    // A mover on a mesh animates it: frames all along, and none once it is gone.
    const mesh = await view.evaluate(() => {
      const p = (window as PlayerWindow).__scenePlayer!;
      return p.document.ids().find((id) => p.document.get(id)?.type === 'Mesh') ?? '';
    });
    expect(mesh).not.toBe('');
    const setMovers = (movers: unknown[]) => view.evaluate(([id, list]) => {
      const p = (window as PlayerWindow).__scenePlayer!;
      p.player.apply([p.document.setPropPatch(id as string, 'movers', list)]);
    }, [mesh, movers] as const);
    await setMovers([{ id: 'bob', property: 'position.y', min: 0, max: 1, duration: 2, swing: true }]);
    expect(await playerFramesOver(view, 1000)).toBeGreaterThan(0);
    expect(await playerFramesOver(view, 1000)).toBeGreaterThan(0);
    await setMovers([]);
    await stillAfter(view);
  } finally {
    await visitor.close();
  }
});
