import { PointerEventTypes } from '@babylonjs/core/Events/pointerEvents.js';
// Picking: the player loads it only after its first frame (player-view.ts); the logic's clicks need it from the start.
import '@babylonjs/core/Culling/ray.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { nodeIdOfEngineNode, pickScreenItem, readInfoPoints } from '../../sdk/index.js';
import type { Disposable, PuzzleNodeEvent, SceneDocumentService } from '../../sdk/index.js';

/** Least time between two hover picks, in ms. */
const HOVER_PICK_MS = 50;

/** A node and its document ancestors, nearest first (a click on a part is a click on its group too). */
function withAncestors(document: SceneDocumentService, id: string | undefined): string[] {
  const out: string[] = [];
  for (let n = id ? document.get(id) : undefined; n && out.length < 256; n = n.parent ? document.get(n.parent) : undefined) out.push(n.id);
  return out;
}

/** The screen-space item under a pointer event: its node, and its name (an info point's name; another item's id). */
function screenItemAt(scene: Scene, document: SceneDocumentService, event: { clientX?: number; clientY?: number }): { nodeId: string; name: string } | undefined {
  const canvas = scene.getEngine().getRenderingCanvas();
  const camera = scene.activeCamera;
  if (!canvas || !camera || typeof event.clientX !== 'number' || typeof event.clientY !== 'number') return undefined;
  const rect = canvas.getBoundingClientRect();
  const found = pickScreenItem(scene, { camera, x: event.clientX - rect.left, y: event.clientY - rect.top, width: rect.width, height: rect.height });
  const node = found ? document.get(nodeIdOfEngineNode(found.node) ?? '') : undefined;
  if (!found || !node) return undefined;
  const point = readInfoPoints(node.props.infoPoints).find((p) => p.id === found.hit.item);
  return { nodeId: node.id, name: point ? point.name : found.hit.item };
}

/** Forward pointer clicks, pointer enter/leave and key presses of the player's scene as puzzle events. */
export function forwardSceneEvents(
  scene: Scene,
  document: SceneDocumentService,
  send: { nodeEvent(event: PuzzleNodeEvent, nodeId: string, item?: string): void; key(key: string): void },
  keyTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
): Disposable {
  let hovered: string[] = [];
  let lastHoverPick = 0;
  const pickable = (mesh: { isPickable: boolean; isEnabled(): boolean; isVisible: boolean }) => mesh.isPickable && mesh.isEnabled() && mesh.isVisible;
  const observer = scene.onPointerObservable.add((info) => {
    if (info.type === PointerEventTypes.POINTERTAP) {
      // An item drawn in screen space (an info point's marker) before the meshes, as the viewport picks.
      const item = screenItemAt(scene, document, info.event as { clientX?: number; clientY?: number });
      const pick = item ? undefined : scene.pick(scene.pointerX, scene.pointerY, pickable);
      const hit = item?.nodeId ?? (pick?.hit ? nodeIdOfEngineNode(pick.pickedMesh) : undefined);
      for (const id of withAncestors(document, hit)) send.nodeEvent('click', id, id === item?.nodeId ? item.name : undefined);
    } else if (info.type === PointerEventTypes.POINTERMOVE) {
      const now = performance.now();
      if (now - lastHoverPick < HOVER_PICK_MS) return;
      lastHoverPick = now;
      const pick = scene.pick(scene.pointerX, scene.pointerY, pickable);
      const next = withAncestors(document, pick?.hit ? nodeIdOfEngineNode(pick.pickedMesh) : undefined);
      for (const id of hovered) if (!next.includes(id)) send.nodeEvent('pointerleave', id);
      for (const id of next) if (!hovered.includes(id)) send.nodeEvent('pointerenter', id);
      hovered = next;
    }
  });
  const onKey = (event: Event) => {
    const key = (event as KeyboardEvent).key;
    if (typeof key === 'string' && key.length <= 32) send.key(key);
  };
  keyTarget?.addEventListener('keydown', onKey);
  return {
    dispose: () => {
      scene.onPointerObservable.remove(observer);
      keyTarget?.removeEventListener('keydown', onKey);
    },
  };
}
