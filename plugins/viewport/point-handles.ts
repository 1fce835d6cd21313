import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { CreateSphere } from '@babylonjs/core/Meshes/Builders/sphereBuilder.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Color3 } from '@babylonjs/core/Maths/math.color.js';
import { Matrix, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import { Plane } from '@babylonjs/core/Maths/math.plane.js';
import { Camera } from '@babylonjs/core/Cameras/camera.js';
import { PointerEventTypes } from '@babylonjs/core/Events/pointerEvents.js';
import type { PointerInfoPre } from '@babylonjs/core/Events/pointerEvents.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { Scene } from '@babylonjs/core/scene.js';
import '@babylonjs/core/Culling/ray.js';
import type { PointHandlesRequest } from '../../sdk/index.js';
import { handleScale, localPoint } from './point-handle-math.js';
import { windowAt } from './views.js';
import type { ViewWindow } from './views.js';

/** A running handle drag: which point, in which window, on which plane, and the grab offset from the pointer ray. */
interface PointDrag {
  readonly index: number;
  readonly camera: Camera;
  readonly plane: Plane;
  readonly offset: Vector3;
}

/** Draws on top of the scene (its own rendering group, depth cleared), so a handle inside a mesh can still be grabbed. */
const HANDLE_GROUP = 1;

/**
 * Move handles for the points a PointHandlesRequest names (spec 001 §5): a small sphere per selected point, under the
 * node's engine node (so in its local space, following its transform), kept the same size on screen. Pressing one in
 * any window drags it on the plane facing that window's camera; the camera does not move and nothing is picked.
 * The document stays the truth: each step calls the request's onMove, and the editor writes the value.
 */
export class PointHandleLayer {
  private request: PointHandlesRequest | undefined;
  private root: TransformNode | undefined;
  private readonly spheres = new Map<number, Mesh>();
  private readonly material: StandardMaterial;
  private drag: PointDrag | undefined;
  private readonly pointerObserver: Observer<PointerInfoPre>;
  private readonly sizeObserver: Observer<Camera>;

  constructor(
    private readonly scene: Scene,
    private readonly canvas: HTMLCanvasElement,
    private readonly windows: () => readonly ViewWindow[],
    private readonly nodeOf: (id: string) => TransformNode | undefined,
    private readonly changed: () => void,
  ) {
    this.material = new StandardMaterial('viewport.pointHandle', scene);
    this.material.disableLighting = true;
    this.material.emissiveColor = new Color3(1, 0.55, 0.1);
    this.material.doNotSerialize = true;
    // First in line: a press on a handle is the handle's alone (no camera move, no pick, no transform gizmo).
    this.pointerObserver = scene.onPrePointerObservable.add((info, state) => {
      if (this.onPointer(info)) state.skipNextObservers = true;
    }, undefined, true);
    this.sizeObserver = scene.onBeforeCameraRenderObservable.add((camera) => this.fitSize(camera));
  }

  /** Show what a request names (undefined hides every handle and ends a drag). */
  setRequest(request: PointHandlesRequest | undefined): void {
    if (!request && this.drag) this.endDrag();
    this.request = request;
    this.sync();
  }

  /** Whether a handle is being dragged. */
  get dragging(): boolean {
    return this.drag !== undefined;
  }

  /** Place a handle on each selected point under the node's engine node (after the request or the runtime changed). */
  sync(): void {
    const request = this.request;
    const node = request ? this.nodeOf(request.nodeId) : undefined;
    if (!request || !node) {
      this.clear();
      return;
    }
    if (!this.root || this.root.isDisposed() || this.root.parent !== node) {
      this.clear();
      this.root = new TransformNode('viewport.pointHandles', this.scene);
      this.root.metadata = { editorOnly: true };
      this.root.doNotSerialize = true;
      this.root.parent = node;
    }
    const count = Math.floor(request.points.length / 3);
    const wanted = new Set(request.selected.filter((i) => Number.isInteger(i) && i >= 0 && i < count));
    for (const [index, sphere] of this.spheres) {
      if (!wanted.has(index) || sphere.isDisposed()) {
        sphere.dispose();
        this.spheres.delete(index);
      }
    }
    for (const index of wanted) {
      let sphere = this.spheres.get(index);
      if (!sphere) {
        sphere = this.createSphere(index);
        this.spheres.set(index, sphere);
      }
      // The dragged handle follows the pointer; the value written back is the same point.
      if (this.drag?.index !== index) sphere.position.set(request.points[index * 3], request.points[index * 3 + 1], request.points[index * 3 + 2]);
    }
    this.changed();
  }

  /** The world position of point `index`'s handle, when it has one (for tests). */
  handlePosition(index: number): Vector3 | undefined {
    const sphere = this.spheres.get(index);
    if (!sphere) return undefined;
    sphere.computeWorldMatrix(true);
    return sphere.getAbsolutePosition().clone();
  }

  /** How many handles are shown. */
  get count(): number {
    return this.spheres.size;
  }

  private createSphere(index: number): Mesh {
    const sphere = CreateSphere(`viewport.pointHandle.${index}`, { diameter: 1, segments: 8 }, this.scene);
    sphere.material = this.material;
    sphere.parent = this.root!;
    sphere.metadata = { editorOnly: true, pointHandle: index };
    sphere.doNotSerialize = true;
    sphere.renderingGroupId = HANDLE_GROUP;
    sphere.receiveShadows = false;
    return sphere;
  }

  /** Keep handles about 12 CSS pixels wide in every window, whatever the node's scale. */
  private fitSize(camera: Camera): void {
    if (!this.root || this.spheres.size === 0) return;
    const node = this.root.parent as TransformNode | null;
    const nodeScale = node ? node.absoluteScaling : Vector3.OneReadOnly;
    const heightPx = Math.max(1, this.scene.getEngine().getRenderHeight() * camera.viewport.height / this.scene.getEngine().getHardwareScalingLevel());
    for (const sphere of this.spheres.values()) {
      const world = sphere.getAbsolutePosition();
      const size = handleScale(camera, world, heightPx, 12);
      sphere.scaling.set(size / (nodeScale.x || 1), size / (nodeScale.y || 1), size / (nodeScale.z || 1));
    }
  }

  /** Handle a pointer event; true when it was the handles' (it goes no further). */
  private onPointer(info: PointerInfoPre): boolean {
    const event = info.event as PointerEvent;
    let claimed = false;
    if (info.type === PointerEventTypes.POINTERDOWN) claimed = event.button === 0 && this.tryStart(event);
    else if (this.drag && info.type === PointerEventTypes.POINTERMOVE) {
      this.move(event);
      claimed = true;
    } else if (this.drag && info.type === PointerEventTypes.POINTERUP) {
      this.move(event);
      this.endDrag();
      claimed = true;
    }
    if (claimed) info.skipOnPointerObservable = true;
    return claimed;
  }

  private canvasPoint(event: PointerEvent): { x: number; y: number; window: ViewWindow | undefined } {
    const rect = this.canvas.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    return { x, y, window: windowAt(this.windows(), x, y, rect.width, rect.height) };
  }

  private tryStart(event: PointerEvent): boolean {
    if (!this.request || this.spheres.size === 0) return false;
    const { x, y, window } = this.canvasPoint(event);
    if (!window) return false;
    const pick = this.scene.pick(x, y, (m) => (m.metadata as { pointHandle?: number } | null)?.pointHandle !== undefined, false, window.camera);
    const index = (pick?.pickedMesh?.metadata as { pointHandle?: number } | null)?.pointHandle;
    if (!pick?.hit || index === undefined || !pick.pickedMesh) return false;
    const center = pick.pickedMesh.getAbsolutePosition().clone();
    const plane = Plane.FromPositionAndNormal(center, window.camera.getForwardRay().direction);
    const hit = this.rayHit(x, y, window.camera, plane);
    if (!hit) return false;
    this.drag = { index, camera: window.camera, plane, offset: center.subtract(hit) };
    this.request.onDragStart(index);
    return true;
  }

  private rayHit(x: number, y: number, camera: Camera, plane: Plane): Vector3 | undefined {
    const ray = this.scene.createPickingRay(x, y, Matrix.Identity(), camera);
    const distance = ray.intersectsPlane(plane);
    return distance === null ? undefined : ray.origin.add(ray.direction.scale(distance));
  }

  private move(event: PointerEvent): void {
    const drag = this.drag;
    const node = this.root?.parent as TransformNode | null | undefined;
    if (!drag || !node || !this.request) return;
    const { x, y } = this.canvasPoint(event);
    const hit = this.rayHit(x, y, drag.camera, drag.plane);
    if (!hit) return;
    const local = localPoint(hit.add(drag.offset), node.computeWorldMatrix(true));
    this.spheres.get(drag.index)?.position.set(local.x, local.y, local.z);
    this.request.onMove(drag.index, local);
    this.changed();
  }

  private endDrag(): void {
    const drag = this.drag;
    this.drag = undefined;
    if (drag) this.request?.onDragEnd(drag.index);
  }

  private clear(): void {
    for (const sphere of this.spheres.values()) sphere.dispose();
    this.spheres.clear();
    if (this.root && !this.root.isDisposed()) this.root.dispose();
    this.root = undefined;
  }

  dispose(): void {
    if (this.drag) this.endDrag();
    this.scene.onPrePointerObservable.remove(this.pointerObserver);
    this.scene.onBeforeCameraRenderObservable.remove(this.sizeObserver);
    this.clear();
    this.material.dispose();
  }
}
