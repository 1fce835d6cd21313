import type { Disposable, KeyframeAnimationService, NodeId, SceneDocumentService, ViewportService } from '../../sdk/index.js';

const ORBIT_CAMERA = 'OrbitCamera';

/** The first orbit camera the current keyframe animation drives, while it plays or is paused (not when stopped). */
export function animatedCamera(animation: KeyframeAnimationService, document: SceneDocumentService): NodeId | undefined {
  const current = animation.currentAnimation;
  if (!current || animation.state === 'stopped') return undefined;
  return current.tracks.find((track) => document.get(track.nodeId)?.type === ORBIT_CAMERA)?.nodeId;
}

/**
 * The designer's view looks through the orbit camera the Timeline animates, as the player does (its views otherwise
 * keep their own cameras); Stop gives the view back.
 */
export function driveViewCamera(animation: KeyframeAnimationService, document: SceneDocumentService, viewport: ViewportService): Disposable {
  const sync = () => viewport.setViewCamera?.(animatedCamera(animation, document));
  const subscriptions = [
    animation.onDidChangeState.subscribe(sync),
    animation.onDidChangeCurrent.subscribe(sync),
    animation.onDidChangeAnimations.subscribe(sync),
  ];
  return {
    dispose() {
      subscriptions.forEach((s) => s.unsubscribe());
      viewport.setViewCamera?.(undefined);
    },
  };
}
