import { ArcRotateCamera } from '@babylonjs/core/Cameras/arcRotateCamera.js';
import type { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { NodeId, SceneRuntimeHandle, ViewportService } from '../../sdk/index.js';

/** Where a view camera stood, to go back to. */
interface CameraPlace {
  readonly alpha: number;
  readonly beta: number;
  readonly radius: number;
  readonly target: Vector3;
  readonly fov: number;
}

const placeOf = (c: ArcRotateCamera): CameraPlace => ({ alpha: c.alpha, beta: c.beta, radius: c.radius, target: c.target.clone(), fov: c.fov });

function moveTo(view: ArcRotateCamera, place: CameraPlace): void {
  view.alpha = place.alpha;
  view.beta = place.beta;
  view.radius = place.radius;
  view.fov = place.fov;
  if (!view.target.equals(place.target)) view.setTarget(place.target.clone());
}

/**
 * While the viewport service names a view camera (an orbit camera animated by the Timeline), the perspective view
 * takes that document camera's place before each frame, as the player shows it; when it is cleared the view goes back
 * to where the user left it. Returns the cleanup.
 */
export function followViewCamera(scene: Scene, viewport: ViewportService, runtime: SceneRuntimeHandle, view: () => ArcRotateCamera | undefined, redraw: () => void): () => void {
  let followed: NodeId | undefined;
  let saved: { readonly camera: ArcRotateCamera; readonly place: CameraPlace } | undefined;
  const source = () => {
    const node = followed ? runtime.objectOf(followed)?.node : undefined;
    return node instanceof ArcRotateCamera ? node : undefined;
  };
  const follow = (id: NodeId | undefined) => {
    followed = id;
    if (!id && saved) {
      moveTo(saved.camera, saved.place);
      saved = undefined;
    }
    redraw();
  };
  const observer = scene.onBeforeRenderObservable.add(() => {
    const from = source();
    const to = view();
    if (!from || !to) return;
    saved ??= { camera: to, place: placeOf(to) };
    moveTo(to, placeOf(from));
  });
  const subscription = viewport.onDidChangeViewCamera?.subscribe(follow);
  return () => {
    subscription?.unsubscribe();
    scene.onBeforeRenderObservable.remove(observer);
  };
}
