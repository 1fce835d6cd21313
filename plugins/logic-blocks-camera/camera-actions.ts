import { defineLogicAction } from '../../sdk/index.js';
import type { LogicActionContribution, ViewportService } from '../../sdk/index.js';

interface Vec { x: number; y: number; z: number }

/** A camera that orbits a target (Babylon's ArcRotateCamera), seen structurally so the plugin needs no Babylon import. */
interface OrbitCamera {
  readonly target: Vec & { clone(): Vec };
  setTarget(target: Vec): void;
}

function isOrbitCamera(camera: unknown): camera is OrbitCamera {
  return typeof camera === 'object' && camera !== null && typeof (camera as OrbitCamera).setTarget === 'function';
}

/** Point an orbit camera at p (setTarget wants the engine's own vector type: a clone of the current target). */
function aim(camera: OrbitCamera, p: Vec): void {
  const v = camera.target.clone();
  v.x = p.x;
  v.y = p.y;
  v.z = p.z;
  camera.setTarget(v);
}

/** Longest camera flight a puzzle may ask for, in seconds. */
const MAX_SECONDS = 3600;

/**
 * The camera blocks' actions, `scene.flyTo(nodeId, seconds)` and `scene.setOrbitTarget(nodeId)`: the player's active
 * orbit camera turns to the node's world position, over `seconds` (a newer flight replaces an older one).
 */
export function cameraActions(viewport: () => ViewportService | undefined): readonly LogicActionContribution[] {
  let flight = 0;
  const positionOf = (nodeId: string): Vec | undefined => {
    const node = viewport()?.runtime?.objectOf(nodeId)?.node as { getAbsolutePosition?(): Vec; computeWorldMatrix?(force: boolean): unknown } | undefined;
    if (!node?.getAbsolutePosition) return undefined;
    node.computeWorldMatrix?.(true);
    const p = node.getAbsolutePosition();
    return { x: p.x, y: p.y, z: p.z };
  };
  const flyTo = (nodeId: string, seconds: number, animate: (step: (now: number) => boolean) => void) => {
    const view = viewport();
    const camera = view?.scene?.activeCamera;
    const to = positionOf(nodeId);
    if (!view || !isOrbitCamera(camera) || !to) return;
    const id = ++flight;
    if (seconds <= 0) {
      aim(camera, to);
      view.requestRender?.();
      return;
    }
    const from = { x: camera.target.x, y: camera.target.y, z: camera.target.z };
    let start: number | undefined;
    animate((now) => {
      if (flight !== id) return false;
      start ??= now;
      const t = Math.min(1, (now - start) / (seconds * 1000));
      aim(camera, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t, z: from.z + (to.z - from.z) * t });
      view.requestRender?.();
      return t < 1;
    });
  };
  return [
    defineLogicAction({
      id: 'flyTo',
      args: [{ type: 'node' }, { type: 'number', min: 0, max: MAX_SECONDS }],
      run: ([nodeId, seconds], { animate }) => flyTo(nodeId, seconds, animate),
    }),
    defineLogicAction({
      id: 'setOrbitTarget',
      args: [{ type: 'node' }],
      run: ([nodeId], { animate }) => flyTo(nodeId, 0, animate),
    }),
  ];
}
