import { expect, type Page } from '@playwright/test';

// The player draws on demand (host/web/src/player/player-view.ts): a still scene draws no frame, so tests wait for the
// frame they need (the ready scene drawn, a frame after an action) instead of counting frames drawn for nothing.

/** What these helpers read of the running player (window.__scenePlayer.view). */
type FramesWindow = Window & { __scenePlayer?: { view: { frames: number; readyFrameAt?: number; lastFrameAt?: number } } };

/** Wait until the player has drawn its scene ready (every material compiled and texture loaded before that frame). */
export async function waitForPlayerDrawn(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => ((window as FramesWindow).__scenePlayer?.view.readyFrameAt ?? 0) > 0, undefined, { timeout });
}

/** Frames the player draws over `ms` milliseconds from now. */
export function playerFramesOver(page: Page, ms: number): Promise<number> {
  return page.evaluate((wait) => new Promise<number>((done) => {
    const view = (window as FramesWindow).__scenePlayer!.view;
    const before = view.frames;
    setTimeout(() => done(view.frames - before), wait);
  }), ms);
}

/** The player's frame count now. */
export function playerFrames(page: Page): Promise<number> {
  return page.evaluate(() => (window as FramesWindow).__scenePlayer?.view.frames ?? 0);
}

/** Open a saved scene in the player through a preview ticket, as the designer's Preview does, and wait until it is drawn. */
export async function openSavedInPlayer(page: Page, scene: { readonly token: string; readonly projectUuid: string; readonly sceneUuid: string }): Promise<void> {
  const granted = await page.request.post('/cloud/api/repo/kf-scene/preview-ticket', { headers: { Authentication: scene.token }, data: { sceneUuid: scene.sceneUuid } });
  const ticket = ((await granted.json()).data as { ticket: string }).ticket;
  await page.goto(`/preview/${scene.projectUuid}/${scene.sceneUuid}/1/${ticket}`);
  await expect(page.getByTestId('screen-preview')).toHaveAttribute('data-ready', 'true', { timeout: 60_000 });
  await waitForPlayerDrawn(page);
}
