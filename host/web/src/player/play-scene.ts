import type { EditorKernel, KernelParts } from '../../../../core/kernel/editor-kernel.js';
import { SceneAssetsStore } from '../../../../core/runtime/runtime-module.js';
import { SceneDocumentWriter } from '../../../../core/services/scene/scene-document-writer.js';
import { PlayerService, SceneDocumentService } from '../../../../sdk/index.js';
import type { PreviewScene } from '../../../../sdk/contract/preview.js';
import { SAFE_MODE_PARAM } from '../startup/safe-mode-key.js';
import { contentNeedsDecoders } from './decoders-needed.js';
import { createPlayerKernel } from './player-kernel.js';
import { prefetchStandardShaders } from './player-prefetch.js';
import { routeData } from './player-service.js';
import { configurePlayerDecoders, PlayerView } from './player-view.js';

/** What end-to-end tests and the bench read of a running player (window.__scenePlayer). */
export interface ScenePlayerProbe {
  readonly view: PlayerView;
  readonly kernel: EditorKernel;
  readonly document: SceneDocumentService;
  readonly player: PlayerService;
}

/** How the scene's assets are read: with a publish link's visit ticket, else with a preview ticket. */
export interface SceneAccess {
  readonly ticket: string;
  readonly visit?: string;
}

/** Whether the browser gives a WebGL context (the player shows its own error page otherwise). */
export function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * Start playing `scene` on `canvas`: the player's kernel (a child of `app`), the scene's document loaded, the view drawing
 * it, and `window.__scenePlayer` set. Undefined (and nothing left running) when `cancelled()` says so once the kernel is
 * made. The player's stage (player-stage.tsx) and the publish link page's early start (early-player.ts) both start so.
 */
export async function playScene(
  app: KernelParts, canvas: HTMLCanvasElement, scene: PreviewScene, access: SceneAccess, data: string | undefined, cancelled: () => boolean,
): Promise<ScenePlayerProbe | undefined> {
  // A publish link's page asked for them with its screen (link-head-start.ts); a preview by ticket asks now.
  prefetchStandardShaders();
  // Safe mode (`?safeMode=1`, or Shift held while the page started) loads none of the user's remembered plugins.
  const safeMode = new URLSearchParams(location.search).get(SAFE_MODE_PARAM) === '1';
  // The decoders' setup before the view only for a scene that loads a glTF model or a KTX2 texture at once; any other
  // scene gets it after its first frame, long before a model its logic may load later could need it.
  const decoders = contentNeedsDecoders(scene.content) ? configurePlayerDecoders() : undefined;
  const kernel = await createPlayerKernel(app, scene.logic ?? '', routeData(data ?? scene.data ?? undefined), { safeMode, content: scene.content });
  await decoders;
  if (cancelled()) {
    void kernel.dispose();
    return undefined;
  }
  const assets = kernel.services.get(SceneAssetsStore);
  if (access.visit !== undefined) assets.usePublishedVisit(access.visit);
  else assets.usePreviewTicket(access.ticket);
  assets.setScope({ projectUuid: scene.projectUuid, sceneUuid: scene.uuid });
  kernel.services.get(SceneDocumentWriter).load(scene.content);
  const view = new PlayerView(canvas, kernel);
  // After the first frame (not during it: its render is still running when the scene's observers are told).
  if (!decoders) view.scene.onAfterRenderObservable.addOnce(() => void setTimeout(() => void configurePlayerDecoders()));
  const probe: ScenePlayerProbe = { view, kernel, document: kernel.services.get(SceneDocumentService), player: kernel.services.get(PlayerService) };
  (globalThis as { __scenePlayer?: ScenePlayerProbe }).__scenePlayer = probe;
  return probe;
}

/** Stop a player `playScene` started: the view stops drawing, the kernel's plugins let go, then the engine goes. */
export function stopPlaying(probe: ScenePlayerProbe | undefined): void {
  const closing = probe?.view;
  closing?.release();
  void (probe?.kernel.dispose() ?? Promise.resolve()).finally(() => closing?.dispose());
}
