import { InstancedMesh } from '@babylonjs/core/Meshes/instancedMesh.js';
import type { Material } from '@babylonjs/core/Materials/material.js';
import { applyTransformProps, transformSetter } from '../../sdk/index.js';
import type { AnimatedSetter, NodeProps, RuntimeContext, RuntimeObject, SceneNodeData } from '../../sdk/index.js';
import { acquireSource, moveInstance, releaseSource } from './instance-sources.js';
import { sharedMaterial } from './material-cache.js';
import { GEOMETRY_KEYS, KIND_KEYS, shareable } from './mesh-props.js';
import { NodeGeometry, type BuiltGeometry } from './node-geometry.js';

type ReadProps = (node: SceneNodeData, changedKeys: readonly string[]) => NodeProps;

/**
 * A mesh node drawn as an instance of a hidden mesh shared by every node with the same geometry, colour and shadow flag
 * (instance-sources.ts): its own object for picking, the gizmo, children and animation, without a mesh, material
 * check and draw call of its own. A look change moves it to another source; a change it cannot show (a material node,
 * sub-sets, opacity, a stored asset) asks the runtime for a mesh of its own (`needsRebuild`).
 */
export class SharedMeshObject implements RuntimeObject {
  readonly node: InstancedMesh;
  private built: BuiltGeometry;

  private constructor(
    node: SceneNodeData,
    private current: NodeProps,
    private readonly ctx: RuntimeContext,
    private readonly read: ReadProps,
    private readonly geometry: NodeGeometry,
    built: BuiltGeometry,
  ) {
    this.built = built;
    this.node = new InstancedMesh(node.name, acquireSource(ctx.scene, built.geometry, this.material(), current.boolean('receiveShadow')));
    applyTransformProps(this.node, current);
    this.node.isPickable = current.boolean('pickable');
  }

  /** The shared form of a node whose props are `shareable`, or undefined when its geometry cannot be built now. */
  static create(node: SceneNodeData, props: NodeProps, ctx: RuntimeContext, read: ReadProps): SharedMeshObject | undefined {
    // The geometry is built before the object exists (whether there is one decides): its dependency watch finds it here.
    const made: { object?: SharedMeshObject } = {};
    const geometry = new NodeGeometry(ctx, () => made.object?.rebuildGeometry());
    const built = geometry.build(props);
    if (!built || built === 'elsewhere') {
      geometry.stop();
      return undefined;
    }
    return (made.object = new SharedMeshObject(node, props, ctx, read, geometry, built));
  }

  needsRebuild(node: SceneNodeData, keys: readonly string[]): boolean {
    return keys.some((k) => KIND_KEYS.includes(k)) && !shareable(this.read(node, keys), this.ctx);
  }

  update(node: SceneNodeData, keys: readonly string[]): void {
    const p = (this.current = this.read(node, keys));
    if (keys.includes('name')) this.node.name = node.name;
    applyTransformProps(this.node, p);
    if (p.changed('pickable')) this.node.isPickable = p.boolean('pickable');
    if (p.changed(...GEOMETRY_KEYS)) this.buildGeometry();
    if (p.changed('color', 'alpha', 'material', 'receiveShadow', ...GEOMETRY_KEYS)) this.place();
  }

  /** Build the geometry again; a node whose geometry cannot be built now shows nothing (its instance is hidden). */
  private buildGeometry(): void {
    const built = this.geometry.build(this.current);
    this.node.isVisible = !!built && built !== 'elsewhere';
    if (built && built !== 'elsewhere') this.built = built;
  }

  private rebuildGeometry(): void {
    this.buildGeometry();
    this.place();
  }

  /**
   * The colour material, or a material node's when one is set (only a playing animation's copy of the node gets here
   * with one: the document's own change would have made the node a mesh of its own).
   */
  private material(): Material {
    const p = this.current;
    const assigned = p.string('material');
    return (assigned && !this.built.lines ? this.ctx.material(assigned) : undefined)
      ?? sharedMaterial(this.ctx.scene, p.color3('color'), Math.min(1, Math.max(0, p.number('alpha'))), this.built.lines);
  }

  /** Draw from the source of the current geometry, material and shadow flag. */
  private place(): void {
    moveInstance(this.node, acquireSource(this.ctx.scene, this.built.geometry, this.material(), this.current.boolean('receiveShadow')));
  }

  animatedSetter(path: string): AnimatedSetter | undefined {
    return transformSetter(this.node, path);
  }

  dispose(): void {
    this.geometry.stop();
    const source = this.node.sourceMesh;
    this.node.dispose(true, false);
    releaseSource(source);
  }
}
