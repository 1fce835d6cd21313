import type { Scene } from '@babylonjs/core/scene.js';
import type { PostProcessRuntimeService } from './post-process.js';
import type { ViewportService } from './services.js';

/**
 * Puts the document's post-process effects on the views' cameras and follows the toolbar's show-effects toggle.
 * Effects compile their shaders after they are attached, so each change asks for frames until the scene is ready.
 * Returns the cleanup.
 */
export function followPostProcesses(scene: Scene, service: PostProcessRuntimeService | undefined, viewport: ViewportService, invalidate: () => void): () => void {
  if (!service) return () => undefined;
  const handle = service.start(scene);
  // The render scheduler waits for materials, not for post-process shaders: draw until every effect has compiled.
  const untilReady = scene.onAfterRenderObservable.add(() => {
    if (!handle.isReady()) invalidate();
  });
  const subs = [
    handle.onDidChange.subscribe(invalidate),
    viewport.onDidChangeEffectsShown.subscribe((shown) => handle.setShown(shown)),
  ];
  return () => {
    for (const s of subs) s.unsubscribe();
    scene.onAfterRenderObservable.remove(untilReady);
    handle.dispose();
  };
}
