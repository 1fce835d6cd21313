import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import { Matrix, Quaternion, Vector3 } from '@babylonjs/core/Maths/math.vector.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { ParticleBuffer } from '../../sdk/index.js';
import type { ParticleRenderer, RepeatSpec } from './renderer.js';

/** Most instances one mesh renderer draws. */
export const MAX_MESH_INSTANCES = 200_000;

/**
 * Draws each particle as a thin instance of a mesh node's geometry (scaled by size × scaling, turned by rotation,
 * tinted by colour and alpha). Waits until the mesh node has geometry.
 */
export class MeshRenderer implements ParticleRenderer {
  private mesh: Mesh | undefined;
  private readonly material: StandardMaterial;
  private readonly instances: number;
  private matrices: Float32Array;
  private colors: Float32Array;
  private readonly matrix = new Matrix();
  private readonly scale = new Vector3();
  private readonly turn = new Quaternion();
  private readonly at = new Vector3();

  constructor(private readonly scene: Scene, private readonly parent: TransformNode, capacity: number, private readonly repeat: RepeatSpec, private readonly source: () => Mesh | undefined) {
    this.instances = Math.max(1, Math.min(MAX_MESH_INSTANCES, capacity * (repeat.count + 1)));
    this.matrices = new Float32Array(this.instances * 16);
    this.colors = new Float32Array(this.instances * 4);
    this.material = new StandardMaterial(`${parent.name}.meshMaterial`, scene);
    this.material.doNotSerialize = true;
  }

  private ensureMesh(): Mesh | undefined {
    if (this.mesh) return this.mesh;
    const source = this.source();
    if (!source?.geometry || source.getTotalVertices() === 0) return undefined;
    const mesh = new Mesh(`${this.parent.name}.instances`, this.scene);
    source.geometry.applyToMesh(mesh);
    mesh.parent = this.parent;
    mesh.isPickable = false;
    mesh.alwaysSelectAsActiveMesh = true;
    mesh.doNotSerialize = true;
    mesh.material = this.material;
    mesh.hasVertexAlpha = true;
    mesh.thinInstanceSetBuffer('matrix', this.matrices, 16, false);
    mesh.thinInstanceSetBuffer('color', this.colors, 4, false);
    this.mesh = mesh;
    return mesh;
  }

  update(buffer: ParticleBuffer): void {
    const mesh = this.ensureMesh();
    if (!mesh) return;
    const { position, size, scaling, rotation, color, alpha } = buffer.fields;
    const copies = this.repeat.count + 1;
    const live = Math.min(buffer.count * copies, this.instances);
    let q = 0;
    for (let c = 0; c < copies && q < live; c++) {
      for (let i = 0; i < buffer.count && q < live; i++, q++) {
        const s = size[i]!;
        this.scale.set(s * scaling[i * 3]!, s * scaling[i * 3 + 1]!, s * scaling[i * 3 + 2]!);
        Quaternion.RotationYawPitchRollToRef(rotation[i * 3 + 1]!, rotation[i * 3]!, rotation[i * 3 + 2]!, this.turn);
        this.at.set(position[i * 3]! + this.repeat.offset.x * c, position[i * 3 + 1]! + this.repeat.offset.y * c, position[i * 3 + 2]! + this.repeat.offset.z * c);
        Matrix.ComposeToRef(this.scale, this.turn, this.at, this.matrix);
        this.matrix.copyToArray(this.matrices, q * 16);
        this.colors[q * 4] = color[i * 3]!;
        this.colors[q * 4 + 1] = color[i * 3 + 1]!;
        this.colors[q * 4 + 2] = color[i * 3 + 2]!;
        this.colors[q * 4 + 3] = alpha[i]!;
      }
    }
    mesh.thinInstanceCount = live;
    mesh.thinInstanceBufferUpdated('matrix');
    mesh.thinInstanceBufferUpdated('color');
    mesh.isVisible = live > 0;
  }

  dispose(): void {
    this.mesh?.dispose();
    this.material.dispose();
  }
}
