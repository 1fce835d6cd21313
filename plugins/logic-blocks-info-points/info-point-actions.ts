import { Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { defineLogicAction, INFO_POINT_LIMITS, infoPointsToJson, readInfoPoints } from '../../sdk/index.js';
import type { Disposable, InfoPointData, LogicActionContribution, SceneDocumentService, ViewportService } from '../../sdk/index.js';

/** The property info points live in (plugins/node-info-points). */
const PROP = 'infoPoints';
/** Longest camera flight a puzzle may ask for, in seconds. */
export const MAX_FLIGHT_SECONDS = 600;

const NAME = { type: 'string', maxLength: INFO_POINT_LIMITS.nameChars } as const;

/** A camera that orbits a target (Babylon's ArcRotateCamera), seen structurally. */
interface OrbitCamera {
  readonly target: Vector3;
  setTarget(target: Vector3): void;
}
const isOrbitCamera = (camera: unknown): camera is OrbitCamera => typeof camera === 'object' && camera !== null && typeof (camera as OrbitCamera).setTarget === 'function';

/**
 * The info-point blocks' actions: `scene.setInfoPointStatus(nodeId, name, status)`, `scene.setInfoPointVisible(nodeId,
 * name, visible)` (every point of that name; the whole list written through the logic's batched writes, so edits of
 * one frame add up) and `scene.flyToInfoPoint(nodeId, name, seconds)` (the player's orbit camera turns to the point's
 * world position; a newer flight replaces an older one). A node without the point is left alone.
 */
export function infoPointActions(document: Pick<SceneDocumentService, 'get' | 'onDidChange'>, viewport: () => ViewportService | undefined): { readonly actions: readonly LogicActionContribution[] } & Disposable {
  // Lists written this frame and not yet applied (the document shows them after the batch): later edits build on them.
  const pending = new Map<string, InfoPointData[]>();
  const applied = document.onDidChange.subscribe(() => pending.clear());
  const edit = (nodeId: string, name: string, change: (p: InfoPointData) => InfoPointData, setProp: (id: string, prop: string, value: ReturnType<typeof infoPointsToJson>) => void) => {
    const list = pending.get(nodeId) ?? readInfoPoints(document.get(nodeId)?.props[PROP]);
    let changed = false;
    const next = list.map((p) => {
      if (p.name !== name) return p;
      const q = change(p);
      if (q !== p) changed = true;
      return q;
    });
    if (!changed) return;
    pending.set(nodeId, next);
    setProp(nodeId, PROP, infoPointsToJson(next));
  };
  let flight = 0;
  const actions = [
    defineLogicAction({
      id: 'setInfoPointStatus',
      args: [{ type: 'node', declares: PROP }, NAME, { type: 'string', maxLength: INFO_POINT_LIMITS.fieldChars }],
      run: ([nodeId, name, status], { setProp }) => edit(nodeId, name, (p) => (p.status === status ? p : { ...p, status }), setProp),
    }),
    defineLogicAction({
      id: 'setInfoPointVisible',
      args: [{ type: 'node', declares: PROP }, NAME, { type: 'boolean' }],
      run: ([nodeId, name, visible], { setProp }) => edit(nodeId, name, (p) => (p.visible === visible ? p : { ...p, visible }), setProp),
    }),
    defineLogicAction({
      id: 'flyToInfoPoint',
      args: [{ type: 'node', declares: PROP }, NAME, { type: 'number', min: 0, max: MAX_FLIGHT_SECONDS }],
      run: ([nodeId, name, seconds], { animate }) => {
        const view = viewport();
        const camera = view?.scene?.activeCamera;
        const world = view?.runtime?.objectOf(nodeId)?.node?.computeWorldMatrix(true);
        const found = readInfoPoints(document.get(nodeId)?.props[PROP]).find((p) => p.name === name);
        if (!view || !isOrbitCamera(camera) || !world || !found) return;
        const to = Vector3.TransformCoordinates(new Vector3(...found.position), world);
        const from = camera.target.clone();
        const id = ++flight;
        let start: number | undefined;
        const step = (now: number) => {
          if (flight !== id) return false;
          start ??= now;
          const t = seconds <= 0 ? 1 : Math.min(1, (now - start) / (seconds * 1000));
          camera.setTarget(Vector3.Lerp(from, to, t));
          view.requestRender?.();
          return t < 1;
        };
        if (seconds <= 0) step(0);
        else animate(step);
      },
    }),
  ];
  return { actions, dispose: () => applied.unsubscribe() };
}
