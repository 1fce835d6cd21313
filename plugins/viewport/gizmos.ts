import { UtilityLayerRenderer } from '@babylonjs/core/Rendering/utilityLayerRenderer.js';
import { PositionGizmo } from '@babylonjs/core/Gizmos/positionGizmo.js';
import { RotationGizmo } from '@babylonjs/core/Gizmos/rotationGizmo.js';
import { ScaleGizmo } from '@babylonjs/core/Gizmos/scaleGizmo.js';
import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { Camera } from '@babylonjs/core/Cameras/camera.js';
import type { Node } from '@babylonjs/core/node.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { GizmoMode, JsonValue, NodeId, SceneDocumentService, ScenePatch, UndoService } from '../../sdk/index.js';

/** Snap steps while the snapping modifier (Shift) is held. */
export const SNAP = { move: 0.5, rotate: Math.PI / 12, scale: 0.25 } as const;

const round = (v: number) => Math.round(v * 1e5) / 1e5;

/** Values a gizmo drag writes to the document for a mode, read from the engine node. */
export function transformValueOf(node: TransformNode, mode: Exclude<GizmoMode, 'none'>): { key: string; value: JsonValue } {
  if (mode === 'move') return { key: 'position', value: { x: round(node.position.x), y: round(node.position.y), z: round(node.position.z) } };
  if (mode === 'scale') return { key: 'scaling', value: { x: round(node.scaling.x), y: round(node.scaling.y), z: round(node.scaling.z) } };
  const euler = node.rotationQuaternion ? node.rotationQuaternion.toEulerAngles() : node.rotation;
  return { key: 'rotation', value: { x: round(euler.x), y: round(euler.y), z: round(euler.z) } };
}

/** Move, rotate and scale gizmos on the primary selected node; each drag is one undo step. */
export class GizmoController {
  private readonly layer: UtilityLayerRenderer;
  private readonly gizmos: { move: PositionGizmo; rotate: RotationGizmo; scale: ScaleGizmo };
  private mode: GizmoMode = 'move';
  private target: { id: NodeId; node: TransformNode } | undefined;
  private gestureCount = 0;
  private gesture: string | undefined;
  private snapping = false;

  constructor(scene: Scene, camera: Camera, private readonly document: SceneDocumentService, private readonly undo: UndoService) {
    this.layer = new UtilityLayerRenderer(scene);
    this.layer.setRenderCamera(camera);
    this.gizmos = { move: new PositionGizmo(this.layer), rotate: new RotationGizmo(this.layer), scale: new ScaleGizmo(this.layer) };
    for (const [mode, gizmo] of Object.entries(this.gizmos) as [Exclude<GizmoMode, 'none'>, PositionGizmo | RotationGizmo | ScaleGizmo][]) {
      gizmo.updateGizmoRotationToMatchAttachedMesh = mode !== 'move';
      gizmo.onDragStartObservable.add(() => this.begin());
      gizmo.onDragObservable.add(() => this.write(mode));
      gizmo.onDragEndObservable.add(() => this.end(mode));
    }
  }

  /** Whether a drag is running. */
  get dragging(): boolean {
    return this.gesture !== undefined;
  }

  setMode(mode: GizmoMode): void {
    this.mode = mode;
    this.attach();
  }

  setTarget(id: NodeId | undefined, node: Node | undefined): void {
    this.target = id !== undefined && node instanceof TransformNode ? { id, node } : undefined;
    this.attach();
  }

  setSnapping(on: boolean): void {
    if (on === this.snapping) return;
    this.snapping = on;
    this.gizmos.move.snapDistance = on ? SNAP.move : 0;
    this.gizmos.rotate.snapDistance = on ? SNAP.rotate : 0;
    this.gizmos.scale.snapDistance = on ? SNAP.scale : 0;
  }

  /**
   * A canvas point (render pixels) on the move gizmo's X arrow, found by picking along the arrow's screen direction;
   * used by end-to-end tests to drag the gizmo like a user.
   */
  xArrowPoint(from: { x: number; y: number }, direction: { x: number; y: number }): { x: number; y: number } | undefined {
    const root = this.gizmos.move.xGizmo._rootMesh;
    const length = Math.hypot(direction.x, direction.y) || 1;
    for (let step = 4; step < 400; step += 2) {
      const x = from.x + (direction.x / length) * step;
      const y = from.y + (direction.y / length) * step;
      const hit = this.layer.utilityLayerScene.pick(x, y, (m) => m.isDescendantOf(root), false, this.layer.getRenderCamera());
      if (hit?.hit) return { x, y };
    }
    return undefined;
  }

  private attach(): void {
    for (const [mode, gizmo] of Object.entries(this.gizmos)) gizmo.attachedNode = mode === this.mode && this.target ? this.target.node : null;
  }

  private begin(): void {
    if (!this.target) return;
    this.gesture = `viewport.gizmo.${++this.gestureCount}`;
    this.undo.beginGesture(this.gesture);
  }

  private write(mode: Exclude<GizmoMode, 'none'>): void {
    if (!this.target || !this.gesture) return;
    const { key, value } = transformValueOf(this.target.node, mode);
    const current = this.document.get(this.target.id)?.props[key];
    if (JSON.stringify(current) === JSON.stringify(value)) return;
    const patch: ScenePatch = this.document.setPropPatch(this.target.id, key, value);
    this.undo.execute([patch], { mergeKey: this.gesture, label: 'viewport.gizmoDrag' });
  }

  private end(mode: Exclude<GizmoMode, 'none'>): void {
    if (!this.gesture) return;
    this.write(mode);
    this.undo.endGesture(this.gesture);
    this.gesture = undefined;
  }

  dispose(): void {
    if (this.gesture) this.undo.endGesture(this.gesture);
    this.gizmos.move.dispose();
    this.gizmos.rotate.dispose();
    this.gizmos.scale.dispose();
    this.layer.dispose();
  }
}
