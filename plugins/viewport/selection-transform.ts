import { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { NodeId } from '../../sdk/index.js';

/** The transform props a gizmo writes. */
export type TransformKey = 'position' | 'rotation' | 'scaling';

/** A selected node the gizmo acts on, with its engine node. */
export interface TransformTarget {
  readonly id: NodeId;
  readonly node: TransformNode;
  /** The keys the node's document type has, when not all three (a light has a position only). */
  readonly only?: readonly TransformKey[];
}

/**
 * The nodes one gizmo moves together. One node: the gizmo is attached to it. Several: the gizmo is attached to a pivot
 * (an editor-only node at the centre of their positions, world-aligned); while it is dragged, each node keeps the
 * transform it had relative to the pivot when the drag began, so the group moves, turns and scales around the pivot.
 */
export class SelectionTransform {
  private targets: readonly TransformTarget[] = [];
  private readonly pivot: TransformNode;
  /** Each target's world matrix relative to the pivot's, taken when the drag began. */
  private offsets: Matrix[] = [];

  constructor(scene: Scene) {
    this.pivot = new TransformNode('viewport.gizmoPivot', scene);
    this.pivot.metadata = { editorOnly: true };
    this.pivot.doNotSerialize = true;
  }

  /** Whether the gizmo acts on more than one node (through the pivot). */
  get isGroup(): boolean {
    return this.targets.length > 1;
  }

  /** The node the gizmo is attached to: the only target, the pivot of several, or none. */
  get anchor(): TransformNode | undefined {
    if (this.targets.length === 0) return undefined;
    return this.targets.length === 1 ? this.targets[0].node : this.pivot;
  }

  setTargets(targets: readonly TransformTarget[]): void {
    this.targets = targets;
    this.placePivot();
  }

  /** Put the pivot, unrotated and unscaled, at the centre of the targets' positions (the middle of their bounds). */
  private placePivot(): void {
    if (!this.isGroup) return;
    const min = new Vector3(Infinity, Infinity, Infinity);
    const max = new Vector3(-Infinity, -Infinity, -Infinity);
    for (const { node } of this.targets) {
      // Reads the cached world matrix of an unchanged node (a forced recompute over 10,000 selected nodes is dear).
      const p = node.getAbsolutePosition();
      min.minimizeInPlace(p);
      max.maximizeInPlace(p);
    }
    this.pivot.position.copyFrom(min.add(max).scale(0.5));
    this.pivot.rotationQuaternion = Quaternion.Identity();
    this.pivot.scaling.setAll(1);
    this.pivot.computeWorldMatrix(true);
  }

  beginDrag(): void {
    if (!this.isGroup) return;
    this.placePivot();
    const inverse = this.pivot.computeWorldMatrix(true).clone().invert();
    this.offsets = this.targets.map(({ node }) => node.computeWorldMatrix(true).multiply(inverse));
  }

  /** Move every target after the pivot (only the given keys change); returns the targets, whose engine nodes are now current. */
  followAnchor(keys: readonly TransformKey[]): readonly TransformTarget[] {
    if (!this.isGroup || this.offsets.length !== this.targets.length) return this.targets;
    const pivotWorld = this.pivot.computeWorldMatrix(true);
    const scaling = new Vector3();
    const rotation = new Quaternion();
    const position = new Vector3();
    this.targets.forEach(({ node }, i) => {
      const world = this.offsets[i].multiply(pivotWorld);
      const parent = node.parent;
      const local = parent ? world.multiply(parent.computeWorldMatrix(true).clone().invert()) : world;
      local.decompose(scaling, rotation, position);
      if (keys.includes('position')) node.position.copyFrom(position);
      if (keys.includes('rotation')) {
        node.rotationQuaternion = null;
        node.rotation.copyFrom(rotation.toEulerAngles());
      }
      if (keys.includes('scaling')) node.scaling.copyFrom(scaling);
      node.computeWorldMatrix(true);
    });
    return this.targets;
  }

  endDrag(): void {
    this.offsets = [];
    this.placePivot();
  }

  dispose(): void {
    this.pivot.dispose();
  }
}
