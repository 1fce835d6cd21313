import { PointerEventTypes } from '@babylonjs/core/Events/pointerEvents.js';
// Picking: the player loads it only after its first frame (player-view.ts); the scene's clicks need it from the start.
import '@babylonjs/core/Culling/ray.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { nodeIdOfEngineNode, pickScreenItem, readInfoPoints } from '../../sdk/index.js';
import type { Disposable, SceneDocumentService } from '../../sdk/index.js';
import { INFO_POINTS_PROP } from './plan-interaction.js';

/** Least time between two hover picks, in ms. */
const HOVER_PICK_MS = 50;
/** Most ancestors a click reaches (a click on a part is a click on its groups too). */
const MAX_DEPTH = 256;

/** A node a pointer event reached, with the name of the info point of it that was hit, if any. */
export interface PointerTarget {
  readonly nodeId: string;
  readonly point?: string;
}

/** The node under a page point and its ancestors, nearest first; an info point's marker before the meshes. */
export function targetsAt(scene: Scene, document: Pick<SceneDocumentService, 'get'>, clientX: number, clientY: number): PointerTarget[] {
  const canvas = scene.getEngine().getRenderingCanvas();
  const camera = scene.activeCamera;
  let first: PointerTarget | undefined;
  if (canvas && camera) {
    const rect = canvas.getBoundingClientRect();
    const found = pickScreenItem(scene, { camera, x: clientX - rect.left, y: clientY - rect.top, width: rect.width, height: rect.height });
    const nodeId = found ? nodeIdOfEngineNode(found.node) : undefined;
    const node = nodeId ? document.get(nodeId) : undefined;
    if (found && node) first = { nodeId: node.id, point: readInfoPoints(node.props[INFO_POINTS_PROP]).find((p) => p.id === found.hit.item)?.name };
  }
  if (!first) {
    const pick = scene.pick(scene.pointerX, scene.pointerY, (m) => m.isPickable && m.isEnabled() && m.isVisible);
    const id = pick?.hit ? nodeIdOfEngineNode(pick.pickedMesh) : undefined;
    if (id) first = { nodeId: id };
  }
  const out: PointerTarget[] = [];
  for (let n = first ? document.get(first.nodeId) : undefined; n && out.length < MAX_DEPTH; n = n.parent ? document.get(n.parent) : undefined) {
    out.push(out.length === 0 && first?.point !== undefined ? { nodeId: n.id, point: first.point } : { nodeId: n.id });
  }
  return out;
}

/** Call `click` on a tap and `enter` when the pointer enters a node (checked at most every 50 ms). */
export function watchPointer(
  scene: Scene,
  document: Pick<SceneDocumentService, 'get'>,
  on: { click(targets: readonly PointerTarget[]): void; enter(targets: readonly PointerTarget[]): void },
): Disposable {
  let hovered = new Set<string>();
  let last = 0;
  const key = (t: PointerTarget) => `${t.nodeId}\u0000${t.point ?? ''}`;
  const observer = scene.onPointerObservable.add((info) => {
    const event = info.event as { clientX?: number; clientY?: number };
    if (typeof event.clientX !== 'number' || typeof event.clientY !== 'number') return;
    if (info.type === PointerEventTypes.POINTERTAP) {
      on.click(targetsAt(scene, document, event.clientX, event.clientY));
    } else if (info.type === PointerEventTypes.POINTERMOVE) {
      const now = performance.now();
      if (now - last < HOVER_PICK_MS) return;
      last = now;
      const targets = targetsAt(scene, document, event.clientX, event.clientY);
      const entered = targets.filter((t) => !hovered.has(key(t)));
      hovered = new Set(targets.map(key));
      if (entered.length) on.enter(entered);
    }
  });
  return { dispose: () => void scene.onPointerObservable.remove(observer) };
}
