import type { KernelParts } from '../../../../core/kernel/editor-kernel.js';
import type { PreviewScene } from '../../../../sdk/contract/preview.js';
import { hasWebGl, playScene, type ScenePlayerProbe } from './play-scene.js';

// A publish link's page draws its scene before its page (React, the screen) has loaded (docs/publishing.md "The scene
// before the page"): its entry (viewer-start.ts) starts the player here on a canvas of its own, under the server's
// loading page, and loads the page after the first frame; the player's stage (player-stage.tsx) then takes the running
// player over, canvas and all, instead of starting another.

/** A player started before its page: the canvas it draws on and what it plays. */
export interface EarlyPlayer {
  readonly canvas: HTMLCanvasElement;
  readonly probe: ScenePlayerProbe;
  readonly content: string;
  readonly visit: string;
}

let waiting: EarlyPlayer | undefined;

/** The canvas of a player not yet in its page: the whole window, as the stage's canvas, with the stage's test id. */
function pageCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'kf-player-canvas';
  canvas.dataset.testid = 'player-canvas';
  canvas.tabIndex = 0;
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;display:block;outline:none;touch-action:none';
  document.body.append(canvas);
  return canvas;
}

/**
 * Play `scene` (a publish link's, read with its visit ticket) on a canvas of its own, and call `firstFrame` once it has
 * drawn (or failed to start: its page shows why). Without WebGL nothing starts and the page comes at once.
 */
export async function startEarlyPlayer(app: KernelParts, scene: PreviewScene, visit: string, firstFrame: () => void): Promise<void> {
  if (!hasWebGl()) {
    firstFrame();
    return;
  }
  const canvas = pageCanvas();
  try {
    const probe = await playScene(app, canvas, scene, { ticket: '', visit }, undefined, () => false);
    if (!probe) throw new Error('The player did not start');
    waiting = { canvas, probe, content: scene.content, visit };
    probe.view.scene.onAfterRenderObservable.addOnce(() => void setTimeout(firstFrame));
  } catch (error) {
    // The page starts the player again and shows what fails.
    console.error(error);
    canvas.remove();
    waiting = undefined;
    firstFrame();
  }
}

/** The early player of the link whose visit ticket is `visit` playing `content`, if one is waiting; it is the caller's once taken. */
export function takeEarlyPlayer(content: string, visit: string | undefined): EarlyPlayer | undefined {
  const early = waiting;
  if (!early || visit === undefined || early.visit !== visit || early.content !== content) return undefined;
  waiting = undefined;
  early.canvas.style.cssText = '';
  return early;
}

/** Whether an early player waits for the link whose visit ticket is `visit` playing `content` (taken later, by `takeEarlyPlayer`). */
export function hasEarlyPlayer(content: string, visit: string | undefined): boolean {
  return waiting !== undefined && visit !== undefined && waiting.visit === visit && waiting.content === content;
}
