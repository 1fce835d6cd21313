import { UtilityLayerRenderer } from '@babylonjs/core/Rendering/utilityLayerRenderer.js';
import { PositionGizmo } from '@babylonjs/core/Gizmos/positionGizmo.js';
import { RotationGizmo } from '@babylonjs/core/Gizmos/rotationGizmo.js';
import { ScaleGizmo } from '@babylonjs/core/Gizmos/scaleGizmo.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { PointerEventTypes } from '@babylonjs/core/Events/pointerEvents.js';
import type { Observer } from '@babylonjs/core/Misc/observable.js';
import type { PointerInfoPre } from '@babylonjs/core/Events/pointerEvents.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { GizmoMode, JsonValue, NodeId, SceneDocumentService, ScenePatch, UndoService } from '../../sdk/index.js';
import { SelectionTransform } from './selection-transform.js';
import type { TransformKey, TransformTarget } from './selection-transform.js';
import { windowAt } from './views.js';
import type { ViewKind, ViewWindow } from './views.js';

/** Snap steps while the snapping modifier (Shift) is held. */
export const SNAP = { move: 0.5, rotate: Math.PI / 12, scale: 0.25 } as const;

type Mode = Exclude<GizmoMode, 'none'>;
type AnyGizmo = PositionGizmo | RotationGizmo | ScaleGizmo;

/** The document keys a drag in a mode changes: a group rotated or scaled around the gizmo also moves. */
const KEYS_OF: Readonly<Record<Mode, readonly TransformKey[]>> = {
  move: ['position'],
  rotate: ['position', 'rotation'],
  scale: ['position', 'scaling'],
};

/** The key a drag on one node changes (the gizmo sits on the node itself). */
const KEY_OF: Readonly<Record<Mode, TransformKey>> = { move: 'position', rotate: 'rotation', scale: 'scaling' };

const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** The document value of one transform key, read from the engine node. */
export function transformValue(node: TransformNode, key: TransformKey): JsonValue {
  if (key === 'position') return { x: round(node.position.x), y: round(node.position.y), z: round(node.position.z) };
  if (key === 'scaling') return { x: round(node.scaling.x), y: round(node.scaling.y), z: round(node.scaling.z) };
  const euler = node.rotationQuaternion ? node.rotationQuaternion.toEulerAngles() : node.rotation;
  return { x: round(euler.x), y: round(euler.y), z: round(euler.z) };
}

/**
 * One window's gizmo layer: a utility layer rendered and picked with that window's camera only. The layer and each
 * mode's gizmo are made when first shown (building the three gizmos of four windows took over a second of a scene's
 * opening on a slow machine).
 */
interface ViewGizmos {
  readonly window: ViewWindow;
  readonly layer: UtilityLayerRenderer;
  readonly gizmos: Partial<Record<Mode, AnyGizmo>>;
}

const SNAP_OF: Readonly<Record<Mode, number>> = { move: SNAP.move, rotate: SNAP.rotate, scale: SNAP.scale };

/**
 * Move, rotate and scale gizmos on the selection, in every window of the layout. One node: the gizmo sits on it (local axes
 * for rotate and scale). Several: the gizmo sits on a pivot at their centre and every node follows the pivot. Each drag is
 * one undo step.
 */
export class GizmoController {
  private readonly views: ViewGizmos[] = [];
  private shown: readonly ViewWindow[] = [];
  private mode: GizmoMode = 'move';
  private readonly group: SelectionTransform;
  private gestureCount = 0;
  private gesture: string | undefined;
  private snapping = false;
  private readonly pointerObserver: Observer<PointerInfoPre>;

  constructor(private readonly scene: Scene, private readonly document: SceneDocumentService, private readonly undo: UndoService) {
    this.group = new SelectionTransform(scene);
    // Before the layers see a press or a hover: only the layer of the window under the pointer may pick (a drag keeps it).
    this.pointerObserver = scene.onPrePointerObservable.add((info) => this.routePointer(info), undefined, true);
  }

  private viewOf(window: ViewWindow): ViewGizmos {
    let view = this.views.find((v) => v.window === window);
    if (!view) {
      const layer = new UtilityLayerRenderer(this.scene);
      layer.setRenderCamera(window.camera);
      view = { window, layer, gizmos: {} };
      this.views.push(view);
    }
    return view;
  }

  private gizmoOf(view: ViewGizmos, mode: Mode): AnyGizmo {
    let gizmo = view.gizmos[mode];
    if (!gizmo) {
      gizmo = mode === 'move' ? new PositionGizmo(view.layer) : mode === 'rotate' ? new RotationGizmo(view.layer) : new ScaleGizmo(view.layer);
      gizmo.snapDistance = this.snapping ? SNAP_OF[mode] : 0;
      gizmo.onDragStartObservable.add(() => this.begin());
      gizmo.onDragObservable.add(() => this.write(mode));
      gizmo.onDragEndObservable.add(() => this.end(mode));
      view.gizmos[mode] = gizmo;
    }
    return gizmo;
  }

  private routePointer(info: PointerInfoPre): void {
    const event = info.event as PointerEvent;
    if (info.type === PointerEventTypes.POINTERMOVE && event.buttons) return;
    if (info.type !== PointerEventTypes.POINTERMOVE && info.type !== PointerEventTypes.POINTERDOWN) return;
    if (this.dragging) return;
    const rect = this.scene.getEngine().getInputElementClientRect();
    const under = rect ? windowAt(this.shown, this.scene.pointerX, this.scene.pointerY, rect.width, rect.height) : undefined;
    for (const view of this.views) view.layer.pickingEnabled = view.window === under && this.active;
  }

  /** Whether a gizmo is shown (there is a target and a mode). */
  get active(): boolean {
    return this.group.anchor !== undefined && this.mode !== 'none';
  }

  /** Make the gizmo of the current mode in the shown windows now (called when the page is idle), so a first selection does not wait for it. */
  prepare(): void {
    if (this.mode === 'none') return;
    for (const window of this.shown) this.gizmoOf(this.viewOf(window), this.mode);
    this.attach();
  }

  /** Whether every shown gizmo layer has compiled what it draws (frames follow a selection until then). */
  isReady(): boolean {
    return this.views.every((v) => !v.layer.shouldRender || v.layer.utilityLayerScene.isReady(false));
  }

  /** Whether a drag is running. */
  get dragging(): boolean {
    return this.gesture !== undefined;
  }

  /** The windows now shown; each gets its own gizmo. */
  setWindows(windows: readonly ViewWindow[]): void {
    this.shown = windows;
    this.attach();
  }

  setMode(mode: GizmoMode): void {
    this.mode = mode;
    this.attach();
  }

  /** The selected nodes the gizmo acts on (nodes whose ancestor is also selected left out by the caller). */
  setTargets(targets: readonly TransformTarget[]): void {
    this.group.setTargets(targets);
    this.attach();
  }

  setSnapping(on: boolean): void {
    if (on === this.snapping) return;
    this.snapping = on;
    for (const { gizmos } of this.views) {
      for (const [mode, gizmo] of Object.entries(gizmos) as [Mode, AnyGizmo][]) gizmo.snapDistance = on ? SNAP_OF[mode] : 0;
    }
  }

  /** The node the gizmo is on (the single target, or the group's pivot), if any. */
  get anchor(): TransformNode | undefined {
    return this.group.anchor;
  }

  /**
   * A canvas point (CSS pixels) on the move gizmo's X arrow of a window, found by picking along the arrow's screen direction;
   * used by end-to-end tests to drag the gizmo like a user.
   */
  xArrowPoint(kind: ViewKind, from: { x: number; y: number }, direction: { x: number; y: number }): { x: number; y: number } | undefined {
    const view = this.views.find((v) => v.window.kind === kind && this.shown.includes(v.window));
    const move = view?.gizmos.move as PositionGizmo | undefined;
    if (!view || !move) return undefined;
    const root = move.xGizmo._rootMesh;
    const length = Math.hypot(direction.x, direction.y) || 1;
    for (let step = 4; step < 400; step += 2) {
      const x = from.x + (direction.x / length) * step;
      const y = from.y + (direction.y / length) * step;
      const hit = view.layer.utilityLayerScene.pick(x, y, (m) => m.isDescendantOf(root), false, view.window.camera);
      if (hit?.hit) return { x, y };
    }
    return undefined;
  }

  private attach(): void {
    const anchor = this.group.anchor ?? null;
    if (anchor && this.mode !== 'none') for (const window of this.shown) this.gizmoOf(this.viewOf(window), this.mode);
    for (const view of this.views) {
      const shown = this.shown.includes(view.window);
      // A layer with nothing attached still renders a scene (and clears depth) after every frame: skip it.
      view.layer.shouldRender = shown && anchor !== null && this.mode !== 'none';
      if (!view.layer.shouldRender) view.layer.pickingEnabled = false;
      for (const [mode, gizmo] of Object.entries(view.gizmos) as [Mode, AnyGizmo][]) {
        // Local axes on one node; world axes on a group's pivot (the pivot starts every drag unrotated).
        gizmo.updateGizmoRotationToMatchAttachedMesh = mode !== 'move';
        gizmo.attachedNode = shown && mode === this.mode ? anchor : null;
      }
    }
  }

  private begin(): void {
    if (!this.group.anchor) return;
    this.gesture = `viewport.gizmo.${++this.gestureCount}`;
    this.undo.beginGesture(this.gesture);
    this.group.beginDrag();
  }

  private write(mode: Mode): void {
    if (!this.gesture) return;
    const keys = this.group.isGroup ? KEYS_OF[mode] : [KEY_OF[mode]];
    const patches: ScenePatch[] = [];
    for (const { id, node, only } of this.group.followAnchor(keys)) {
      for (const key of keys) if (!only || only.includes(key)) patches.push(...this.patchIfChanged(id, key, transformValue(node, key)));
    }
    if (patches.length) this.undo.execute(patches, { mergeKey: this.gesture, label: 'viewport.gizmoDrag' });
  }

  private patchIfChanged(id: NodeId, key: string, value: JsonValue): ScenePatch[] {
    const current = this.document.get(id)?.props[key];
    if (JSON.stringify(current) === JSON.stringify(value)) return [];
    return [this.document.setPropPatch(id, key, value)];
  }

  private end(mode: Mode): void {
    if (!this.gesture) return;
    this.write(mode);
    this.undo.endGesture(this.gesture);
    this.gesture = undefined;
    this.group.endDrag();
  }

  dispose(): void {
    if (this.gesture) this.undo.endGesture(this.gesture);
    this.scene.onPrePointerObservable.remove(this.pointerObserver);
    for (const { layer, gizmos } of this.views) {
      for (const gizmo of Object.values(gizmos)) gizmo.dispose();
      layer.dispose();
    }
    this.group.dispose();
  }
}
