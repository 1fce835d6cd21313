import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { EditorKernel } from '../../../../../core/kernel/editor-kernel.js';
import { PlayerService } from '../../../../../sdk/index.js';
import type { PreviewScene } from '../../../../../sdk/contract/preview.js';
import { useKernel } from '../../kernel/kernel-context.js';
import { hasEarlyPlayer, takeEarlyPlayer } from '../../player/early-player.js';
import { hasWebGl, playScene, stopPlaying, type ScenePlayerProbe } from '../../player/play-scene.js';
import { PlayerConsole } from './player-console.js';
import { PlayerError } from './player-error.js';

export type { ScenePlayerProbe } from '../../player/play-scene.js';

/** A canvas the stage makes itself, where an early player's canvas was expected but was taken already (StrictMode's second mount). */
function stageCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'kf-player-canvas';
  canvas.dataset.testid = 'player-canvas';
  canvas.tabIndex = 0;
  return canvas;
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
  // A publish link's page started its player before React (early-player.ts): the stage takes that player and its
  // canvas over (into `slotRef`) instead of starting another.
  const [adopting] = useState(() => hasEarlyPlayer(scene.content, visit));
  const slotRef = useRef<HTMLDivElement>(null);
  const [kernel, setKernel] = useState<EditorKernel>();
  const [failure, setFailure] = useState<'webgl' | string>();
  const [sceneReady, setSceneReady] = useState(false);
  const onReadyRef = useRef(onReady);
  useEffect(() => {
    onReadyRef.current = onReady;
  });

  useEffect(() => {
    let cancelled = false;
    let playing: ScenePlayerProbe | undefined;
    const early = adopting ? takeEarlyPlayer(scene.content, visit) : undefined;
    const canvas = adopting ? (early?.canvas ?? stageCanvas()) : canvasRef.current;
    if (adopting && canvas) slotRef.current?.append(canvas);
    if (!early && !hasWebGl()) {
      setFailure('webgl');
      return;
    }
    const started = early ? Promise.resolve(early.probe) : canvas ? playScene(app, canvas, scene, { ticket, visit }, data, () => cancelled || !canvas.isConnected) : Promise.resolve(undefined);
    started.then((probe) => {
      if (!probe) return;
      if (cancelled) {
        stopPlaying(probe);
        return;
      }
      playing = probe;
      (globalThis as { __scenePlayer?: ScenePlayerProbe }).__scenePlayer = probe;
      setKernel(probe.kernel);
      // Ready once its meshes, materials and textures are (what a loading page waits for).
      probe.view.scene.whenReadyAsync().then(() => !cancelled && setSceneReady(true), () => !cancelled && setSceneReady(true));
      onReadyRef.current?.(probe);
    }).catch((error: unknown) => {
      if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
    });
    return () => {
      cancelled = true;
      setSceneReady(false);
      if (playing) onReadyRef.current?.(undefined);
      // In this order: the view stops drawing, the kernel's plugins release their parts of the scene (asynchronously)
      // while the engine still lives, and only then does the engine go (PlayerView.dispose).
      stopPlaying(playing);
      if (adopting) canvas?.remove();
    };
  }, [app, scene, ticket, data, visit, adopting]);

  if (failure === 'webgl') return <PlayerError kind="webgl" />;
  if (failure) return <PlayerError kind="failed" message={failure} />;
  return (
    <main className={`kf-player${showConsole ? ' kf-player-with-console' : ''}${aside ? ' kf-player-with-aside' : ''}`} data-testid="screen-preview" data-ready={kernel ? 'true' : 'false'}>
      {adopting ? <div ref={slotRef} className="kf-player-canvas-slot" /> : <canvas ref={canvasRef} className="kf-player-canvas" data-testid="player-canvas" tabIndex={0} />}
      {aside && kernel ? aside(kernel) : null}
      {showConsole && kernel ? <PlayerConsole player={kernel.services.get(PlayerService)} /> : null}
      {children}
      {loading?.(sceneReady)}
    </main>
  );
}
