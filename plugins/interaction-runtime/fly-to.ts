import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { readInfoPoints } from '../../sdk/index.js';
import type { SceneDocumentService, ViewportService } from '../../sdk/index.js';
import { INFO_POINTS_PROP } from './plan-interaction.js';

/** A camera that orbits a target (Babylon's ArcRotateCamera), seen structurally. */
interface OrbitCamera {
  readonly target: Vector3;
  setTarget(target: Vector3): void;
}

const isOrbitCamera = (camera: unknown): camera is OrbitCamera => typeof camera === 'object' && camera !== null && typeof (camera as OrbitCamera).setTarget === 'function';

/** Where a node (or one of its info points, in the node's local space) is in the world, if it is drawn. */
export function worldPositionOf(viewport: ViewportService, document: Pick<SceneDocumentService, 'get'>, nodeId: string, point?: string): Vector3 | undefined {
  const world = viewport.runtime?.objectOf(nodeId)?.node?.computeWorldMatrix(true);
  if (!world) return undefined;
  if (point === undefined) return world.getTranslation();
  const found = readInfoPoints(document.get(nodeId)?.props[INFO_POINTS_PROP]).find((p) => p.name === point);
  return found ? Vector3.TransformCoordinates(new Vector3(...found.position), world) : undefined;
}

/**
 * Turn the scene's orbit camera to `to` over `seconds` (0: at once); a newer flight replaces an older one. Returns the
 * function that starts a flight.
 */
export function cameraFlights(viewport: ViewportService, frame: (step: (now: number) => void) => void): (to: Vector3, seconds: number) => void {
  let flight = 0;
  return (to, seconds) => {
    const camera = viewport.scene?.activeCamera;
    if (!isOrbitCamera(camera)) return;
    const id = ++flight;
    const from = camera.target.clone();
    let start: number | undefined;
    const step = (now: number) => {
      if (flight !== id) return;
      start ??= now;
      const t = seconds <= 0 ? 1 : Math.min(1, (now - start) / (seconds * 1000));
      camera.setTarget(Vector3.Lerp(from, to, t));
      viewport.requestRender?.();
      if (t < 1) frame(step);
    };
    if (seconds <= 0) step(0);
    else frame(step);
  };
}
