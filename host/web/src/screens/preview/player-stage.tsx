import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { EditorKernel } from '../../../../../core/kernel/editor-kernel.js';
import { SceneAssetsStore } from '../../../../../core/runtime/runtime-module.js';
import { SceneDocumentWriter } from '../../../../../core/services/scene/scene-document-writer.js';
import { PlayerService, SceneDocumentService } from '../../../../../sdk/index.js';
import type { PreviewScene } from '../../../../../sdk/contract/preview.js';
import { useKernel } from '../../kernel/kernel-context.js';
import { createPlayerKernel } from '../../player/player-kernel.js';
import { routeData } from '../../player/player-service.js';
import { contentNeedsDecoders } from '../../player/decoders-needed.js';
import { configurePlayerDecoders, PlayerView } from '../../player/player-view.js';
import { prefetchStandardShaders } from '../../player/player-prefetch.js';
import { SAFE_MODE_PARAM } from '../../startup/safe-mode-key.js';
import { PlayerConsole } from './player-console.js';
import { PlayerError } from './player-error.js';

/** What end-to-end tests and the bench read of a running player (window.__scenePlayer). */
export interface ScenePlayerProbe {
  readonly view: PlayerView;
  readonly kernel: EditorKernel;
  readonly document: SceneDocumentService;
  readonly player: PlayerService;
}

function hasWebGl(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/** One loaded scene playing: a player kernel, its view on a full-page canvas, and the console when asked for. */
export function PlayerStage({ scene, ticket, showConsole, data, visit, onReady, children, aside, loading }: {
  readonly scene: PreviewScene;
  readonly ticket: string;
  readonly showConsole: boolean;
  readonly data?: string;
  /** The visit ticket of an opened publish link: assets are read with it instead of a preview ticket. */
  readonly visit?: string;
  /** Told the running player once its view is built, and undefined when it goes (the presenter drives its cameras). */
  readonly onReady?: (player: ScenePlayerProbe | undefined) => void;
  /** Drawn over the canvas (the published viewer's watermark). */
  readonly children?: ReactNode;
  /** Drawn beside the canvas once the scene's kernel is running (the product exhibition's controls). */
  readonly aside?: (kernel: EditorKernel) => ReactNode;
  /** Drawn over the canvas until the scene is ready (a publish link's loading page); told when it is. */
  readonly loading?: (sceneReady: boolean) => ReactNode;
}) {
  // The app kernel above: the player's kernel is its child and shares its platform services (session, api, i18n…).
  const app = useKernel();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [kernel, setKernel] = useState<EditorKernel>();
  const [failure, setFailure] = useState<'webgl' | string>();
  const [sceneReady, setSceneReady] = useState(false);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    let cancelled = false;
    let view: PlayerView | undefined;
    let created: EditorKernel | undefined;
    if (!hasWebGl()) {
      setFailure('webgl');
      return;
    }
    // A publish link's page asked for them with its screen (link-head-start.ts); a preview by ticket asks now.
    prefetchStandardShaders();
    // Safe mode (`?safeMode=1`, or Shift held while the page started) loads none of the user's remembered plugins.
    const safeMode = new URLSearchParams(location.search).get(SAFE_MODE_PARAM) === '1';
    // The decoders' setup before the view only for a scene that loads a glTF model or a KTX2 texture at once; any other
    // scene gets it after its first frame, long before a model its logic may load later could need it.
    const decoders = contentNeedsDecoders(scene.content) ? configurePlayerDecoders() : undefined;
    createPlayerKernel(app, scene.logic ?? '', routeData(data ?? scene.data ?? undefined), { safeMode, content: scene.content }).then(async (k) => {
      await decoders;
      if (cancelled || !canvasRef.current) {
        void k.dispose();
        return;
      }
      created = k;
      const assets = k.services.get(SceneAssetsStore);
      if (visit !== undefined) assets.usePublishedVisit(visit);
      else assets.usePreviewTicket(ticket);
      assets.setScope({ projectUuid: scene.projectUuid, sceneUuid: scene.uuid });
      k.services.get(SceneDocumentWriter).load(scene.content);
      view = new PlayerView(canvasRef.current, k);
      // After the first frame (not during it: its render is still running when the scene's observers are told).
      if (!decoders) view.scene.onAfterRenderObservable.addOnce(() => void setTimeout(() => void configurePlayerDecoders()));
      const probe: ScenePlayerProbe = { view, kernel: k, document: k.services.get(SceneDocumentService), player: k.services.get(PlayerService) };
      (globalThis as { __scenePlayer?: ScenePlayerProbe }).__scenePlayer = probe;
      setKernel(k);
      // Ready once its meshes, materials and textures are (what a loading page waits for).
      view.scene.whenReadyAsync().then(() => !cancelled && setSceneReady(true), () => !cancelled && setSceneReady(true));
      onReadyRef.current?.(probe);
    }).catch((error: unknown) => {
      if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
    });
    return () => {
      cancelled = true;
      setSceneReady(false);
      if (view) onReadyRef.current?.(undefined);
      // In this order: the view stops drawing, the kernel's plugins release their parts of the scene (asynchronously)
      // while the engine still lives, and only then does the engine go (PlayerView.dispose).
      const closing = view;
      closing?.release();
      void (created?.dispose() ?? Promise.resolve()).finally(() => closing?.dispose());
    };
  }, [app, scene, ticket, data, visit]);

  if (failure === 'webgl') return <PlayerError kind="webgl" />;
  if (failure) return <PlayerError kind="failed" message={failure} />;
  return (
    <main className={`kf-player${showConsole ? ' kf-player-with-console' : ''}${aside ? ' kf-player-with-aside' : ''}`} data-testid="screen-preview" data-ready={kernel ? 'true' : 'false'}>
      <canvas ref={canvasRef} className="kf-player-canvas" data-testid="player-canvas" tabIndex={0} />
      {aside && kernel ? aside(kernel) : null}
      {showConsole && kernel ? <PlayerConsole player={kernel.services.get(PlayerService)} /> : null}
      {children}
      {loading?.(sceneReady)}
    </main>
  );
}
