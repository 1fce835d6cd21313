import { Mesh } from '@babylonjs/core/Meshes/mesh.js';
import { StandardMaterial } from '@babylonjs/core/Materials/standardMaterial.js';
import type { Scene } from '@babylonjs/core/scene.js';
import type { TransformNode } from '@babylonjs/core/Meshes/transformNode.js';
import type { ParticleBuffer } from '../../sdk/index.js';
import type { ParticleRenderer, RepeatSpec } from './renderer.js';
import { writeInstanceMatrix } from './instance-matrix.js';

/** Most instances one mesh renderer draws. */
export const MAX_MESH_INSTANCES = 200_000;

/**
 * Draws each particle as a thin instance of a mesh node's geometry (scaled by size × scaling, turned by rotation,
 * tinted by colour and alpha). Waits until the mesh node has geometry. Each frame writes the live instances' matrices
 * and colours straight into the thin-instance arrays (no per-particle objects) and uploads only that part.
 */
export class MeshRenderer implements ParticleRenderer {
  private mesh: Mesh | undefined;
  private readonly material: StandardMaterial;
  private readonly instances: number;
  private matrices: Float32Array;
  private colors: Float32Array;

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
        const s = size[i]!, j = i * 3;
        writeInstanceMatrix(this.matrices, q * 16, s * scaling[j]!, s * scaling[j + 1]!, s * scaling[j + 2]!, rotation[j]!, rotation[j + 1]!, rotation[j + 2]!,
          position[j]! + this.repeat.offset.x * c, position[j + 1]! + this.repeat.offset.y * c, position[j + 2]! + this.repeat.offset.z * c);
        this.colors[q * 4] = color[i * 3]!;
        this.colors[q * 4 + 1] = color[i * 3 + 1]!;
        this.colors[q * 4 + 2] = color[i * 3 + 2]!;
        this.colors[q * 4 + 3] = alpha[i]!;
      }
    }
    mesh.thinInstanceCount = live;
    // Upload only the live instances.
    if (live > 0) {
      mesh.thinInstancePartialBufferUpdate('matrix', live, 0);
      mesh.thinInstancePartialBufferUpdate('color', live, 0);
    }
    mesh.isVisible = live > 0;
  }

  dispose(): void {
    this.mesh?.dispose();
    this.material.dispose();
  }
}
