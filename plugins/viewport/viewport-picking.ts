import { Matrix } from '@babylonjs/core/Maths/math.vector.js';
import type { AbstractMesh } from '@babylonjs/core/Meshes/abstractMesh.js';
import type { Scene } from '@babylonjs/core/scene.js';
import '@babylonjs/core/Culling/ray.js';
import { nodeIdOfEngineNode, pickScreenItem } from '../../sdk/index.js';
import type { SelectionService, Vector3Value } from '../../sdk/index.js';
import { groundPoint, surfacePoint } from './drop-point.js';
import { windowAt } from './views.js';
import type { ViewWindow } from './views.js';

/** Modifier keys of a click. */
export interface PickModifiers {
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
}

/** Whether a mesh stands for a document node that can be picked now. */
export function isSelectable(mesh: AbstractMesh): boolean {
  return mesh.isPickable && mesh.isEnabled() && mesh.isVisible && nodeIdOfEngineNode(mesh) !== undefined;
}

/** Picks document nodes in the viewport's windows at page points (client pixels). */
export class ViewportPicker {
  constructor(private readonly scene: Scene, private readonly canvas: HTMLCanvasElement, private readonly windows: () => readonly ViewWindow[]) {}

  /** The pick under a page point, with the camera of the window there; none outside the views. */
  private pickAt(clientX: number, clientY: number) {
    const rect = this.canvas.getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    const w = windowAt(this.windows(), x, y, rect.width, rect.height);
    if (!w) return undefined;
    // scene.pick takes CSS pixels (it applies the hardware scaling level itself).
    const pick = this.scene.pick(x, y, isSelectable, false, w.camera);
    return { x, y, camera: w.camera, pick: pick?.hit ? pick : undefined };
  }

  /** Whether a page point is inside one of the windows. */
  inWindow(clientX: number, clientY: number): boolean {
    const rect = this.canvas.getBoundingClientRect();
    return windowAt(this.windows(), clientX - rect.left, clientY - rect.top, rect.width, rect.height) !== undefined;
  }

  /**
   * The item drawn in screen space (an info point's marker) under a page point, with its document node; none when no
   * node's screen item picker finds one there.
   */
  itemAt(clientX: number, clientY: number): { readonly nodeId: string; readonly item: string } | undefined {
    const rect = this.canvas.getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    const w = windowAt(this.windows(), x, y, rect.width, rect.height);
    if (!w) return undefined;
    const found = pickScreenItem(this.scene, { camera: w.camera, x, y, width: rect.width, height: rect.height });
    const nodeId = found ? nodeIdOfEngineNode(found.node) : undefined;
    return found && nodeId !== undefined ? { nodeId, item: found.hit.item } : undefined;
  }

  /** The document node under a page point. */
  nodeAt(clientX: number, clientY: number): string | undefined {
    const pick = this.pickAt(clientX, clientY)?.pick;
    return pick ? nodeIdOfEngineNode(pick.pickedMesh) : undefined;
  }

  /**
   * What a drop at a page point lands on, from one pick: the node under it (`target`) and where the dropped thing should
   * go (`at`): the surface of that node, else where the view's ray meets the ground plane; neither outside the views, no
   * `at` where the view never meets the ground.
   */
  dropAt(clientX: number, clientY: number): { readonly target?: string; readonly at?: Vector3Value } {
    const hit = this.pickAt(clientX, clientY);
    if (!hit) return {};
    if (hit.pick?.pickedPoint) return { target: nodeIdOfEngineNode(hit.pick.pickedMesh), at: surfacePoint(hit.pick.pickedPoint) };
    const ray = this.scene.createPickingRay(hit.x, hit.y, Matrix.Identity(), hit.camera);
    return { at: groundPoint(ray.origin, ray.direction) };
  }
}

/** Apply a pick to the selection: Ctrl/Meta toggles, Shift adds, a plain click replaces (or clears on empty space). */
export function applyPick(selection: SelectionService, id: string | undefined, modifiers: PickModifiers): void {
  if (id === undefined) {
    if (!modifiers.ctrlKey && !modifiers.metaKey && !modifiers.shiftKey) selection.clear();
    return;
  }
  if (modifiers.ctrlKey || modifiers.metaKey) selection.toggle(id);
  else if (modifiers.shiftKey) selection.add([id]);
  else selection.set([id]);
}
