import { Primitive } from '@gltf-transform/core';
import type { Accessor, Buffer, Document, Material, Mesh as GltfMesh } from '@gltf-transform/core';
import { Material as BabylonMaterial } from '@babylonjs/core/Materials/material.js';
import { VertexBuffer } from '@babylonjs/core/Buffers/buffer.js';
import type { Mesh } from '@babylonjs/core/Meshes/mesh.js';

/** One drawn range of a mesh's indices with its material. */
export interface PrimitiveRange {
  readonly indexStart: number;
  readonly indexCount: number;
  readonly material: Material;
}

interface Attributes {
  readonly position: Accessor;
  readonly normal?: Accessor;
  readonly uv?: Accessor;
  readonly indices?: Accessor;
  readonly lines: boolean;
  readonly vertices: number;
}

/**
 * glTF meshes of Babylon meshes as the runtime built them (the geometry builders' output, `.kmb` assets): vertex
 * attributes once per Babylon geometry, a glTF mesh once per geometry and materials, so 10,000 nodes drawn from one
 * shared box are one glTF mesh. Mirrored to glTF's right-handed space (gltf-space.ts); V flipped (Babylon flips
 * pictures on load, glTF's first row is the top).
 */
export class GltfGeometry {
  private readonly attributes = new Map<number, Attributes | undefined>();
  private readonly meshes = new Map<string, GltfMesh>();
  private readonly materialKeys = new Map<Material, number>();

  constructor(private readonly doc: Document, private readonly buffer: Buffer) {}

  /** The glTF mesh of a Babylon mesh drawn with `ranges` (one per sub-mesh), undefined when it has no vertices. */
  meshOf(source: Mesh, name: string, ranges: (whole: number) => readonly PrimitiveRange[]): GltfMesh | undefined {
    const geometry = source.geometry;
    if (!geometry) return undefined;
    let attributes = this.attributes.get(geometry.uniqueId);
    if (!this.attributes.has(geometry.uniqueId)) this.attributes.set(geometry.uniqueId, (attributes = this.read(source)));
    if (!attributes) return undefined;
    const parts = ranges(attributes.indices ? attributes.indices.getCount() : attributes.vertices);
    const key = `${geometry.uniqueId}|${parts.map((p) => `${p.indexStart}:${p.indexCount}:${this.materialKey(p.material)}`).join('|')}`;
    const existing = this.meshes.get(key);
    if (existing) return existing;
    const mesh = this.doc.createMesh(name);
    for (const part of parts) {
      const primitive = this.doc.createPrimitive().setAttribute('POSITION', attributes.position).setMaterial(part.material);
      if (attributes.normal && !attributes.lines) primitive.setAttribute('NORMAL', attributes.normal);
      if (attributes.uv) primitive.setAttribute('TEXCOORD_0', attributes.uv);
      if (attributes.lines) primitive.setMode(Primitive.Mode.LINES);
      if (attributes.indices) {
        const whole = part.indexStart === 0 && part.indexCount === attributes.indices.getCount();
        primitive.setIndices(whole ? attributes.indices : this.range(attributes.indices, part.indexStart, part.indexCount));
      }
      mesh.addPrimitive(primitive);
    }
    this.meshes.set(key, mesh);
    return mesh;
  }

  private materialKey(material: Material): number {
    let key = this.materialKeys.get(material);
    if (key === undefined) this.materialKeys.set(material, (key = this.materialKeys.size + 1));
    return key;
  }

  private range(indices: Accessor, start: number, count: number): Accessor {
    const array = indices.getArray()!;
    return this.doc.createAccessor().setType('SCALAR').setBuffer(this.buffer).setArray(array.slice(start, start + count));
  }

  private read(source: Mesh): Attributes | undefined {
    const positions = source.getVerticesData(VertexBuffer.PositionKind, false, true);
    if (!positions || positions.length < 3) return undefined;
    const vertices = Math.floor(positions.length / 3);
    const lines = source.material?.fillMode === BabylonMaterial.LineListDrawMode;
    const position = new Float32Array(vertices * 3);
    for (let i = 0; i < vertices * 3; i += 3) {
      position[i] = -positions[i] + 0;
      position[i + 1] = positions[i + 1];
      position[i + 2] = positions[i + 2];
    }
    const accessor = (type: 'VEC2' | 'VEC3' | 'SCALAR', array: Float32Array | Uint16Array | Uint32Array) =>
      this.doc.createAccessor().setType(type).setBuffer(this.buffer).setArray(array);
    const normals = source.getVerticesData(VertexBuffer.NormalKind, false, true);
    let normal: Accessor | undefined;
    if (normals && normals.length >= vertices * 3) {
      const out = new Float32Array(vertices * 3);
      for (let i = 0; i < vertices * 3; i += 3) {
        const x = -normals[i], y = normals[i + 1], z = normals[i + 2];
        const length = Math.hypot(x, y, z);
        // glTF asks for unit normals; a degenerate one (a cone's tip) points up.
        if (length > 1e-6) [out[i], out[i + 1], out[i + 2]] = [x / length, y / length, z / length];
        else out[i + 1] = 1;
      }
      normal = accessor('VEC3', out);
    }
    const uvs = source.getVerticesData(VertexBuffer.UVKind, false, true);
    let uv: Accessor | undefined;
    if (uvs && uvs.length >= vertices * 2) {
      const out = new Float32Array(vertices * 2);
      for (let i = 0; i < vertices * 2; i += 2) {
        out[i] = uvs[i];
        out[i + 1] = 1 - uvs[i + 1];
      }
      uv = accessor('VEC2', out);
    }
    const babylonIndices = source.getIndices(false, true);
    let indices: Accessor | undefined;
    if (babylonIndices && babylonIndices.length > 0) {
      const out = vertices <= 65535 ? new Uint16Array(babylonIndices.length) : new Uint32Array(babylonIndices.length);
      const step = lines ? 2 : 3;
      const usable = babylonIndices.length - (babylonIndices.length % step);
      // Babylon's triangles, seen in the mirrored space, already turn counter-clockwise around their normals (tested).
      for (let i = 0; i < usable; i++) out[i] = babylonIndices[i];
      indices = accessor('SCALAR', usable === out.length ? out : out.slice(0, usable));
    }
    return { position: accessor('VEC3', position), normal, uv, indices, lines, vertices };
  }
}
