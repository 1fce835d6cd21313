import { PointerEventTypes } from '@babylonjs/core/Events/pointerEvents.js';
// Picking: the player loads it only after its first frame (player-view.ts); the logic's clicks need it from the start.
import '@babylonjs/core/Culling/ray.js';
import type { Scene } from '@babylonjs/core/scene.js';
import { nodeIdOfEngineNode } from '../../sdk/index.js';
import type { Disposable, PuzzleNodeEvent, SceneDocumentService } from '../../sdk/index.js';

/** Least time between two hover picks, in ms. */
const HOVER_PICK_MS = 50;

/** A node and its document ancestors, nearest first (a click on a part is a click on its group too). */
function withAncestors(document: SceneDocumentService, id: string | undefined): string[] {
  const out: string[] = [];
  for (let n = id ? document.get(id) : undefined; n && out.length < 256; n = n.parent ? document.get(n.parent) : undefined) out.push(n.id);
  return out;
}

/** Forward pointer clicks, pointer enter/leave and key presses of the player's scene as puzzle events. */
export function forwardSceneEvents(
  scene: Scene,
  document: SceneDocumentService,
  send: { nodeEvent(event: PuzzleNodeEvent, nodeId: string): void; key(key: string): void },
  keyTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined,
): Disposable {
  let hovered: string[] = [];
  let lastHoverPick = 0;
  const pickable = (mesh: { isPickable: boolean; isEnabled(): boolean; isVisible: boolean }) => mesh.isPickable && mesh.isEnabled() && mesh.isVisible;
  const observer = scene.onPointerObservable.add((info) => {
    if (info.type === PointerEventTypes.POINTERTAP) {
      const pick = scene.pick(scene.pointerX, scene.pointerY, pickable);
      for (const id of withAncestors(document, pick?.hit ? nodeIdOfEngineNode(pick.pickedMesh) : undefined)) send.nodeEvent('click', id);
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
