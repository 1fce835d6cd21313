/** Generates the built-in models as GLB with @gltf-transform/core. */
import { Document, NodeIO } from '@gltf-transform/core';

/** Raw geometry: positions, normals, uvs and triangle indices. */
export interface Geometry {
  readonly positions: number[];
  readonly normals: number[];
  readonly uvs: number[];
  readonly indices: number[];
}

/** A unit box centred on the origin. */
export function boxGeometry(size = 1): Geometry {
  const h = size / 2;
  const g: Geometry = { positions: [], normals: [], uvs: [], indices: [] };
  const faces: [number[], number[], number[]][] = [
    [[1, 0, 0], [0, 0, -1], [0, 1, 0]], [[-1, 0, 0], [0, 0, 1], [0, 1, 0]],
    [[0, 1, 0], [1, 0, 0], [0, 0, -1]], [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
    [[0, 0, 1], [1, 0, 0], [0, 1, 0]], [[0, 0, -1], [-1, 0, 0], [0, 1, 0]],
  ];
  for (const [n, u, v] of faces) {
    const base = g.positions.length / 3;
    for (const [su, sv] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
      g.positions.push(...[0, 1, 2].map((k) => h * (n[k] + su * u[k] + sv * v[k])));
      g.normals.push(...n);
      g.uvs.push((su + 1) / 2, 1 - (sv + 1) / 2);
    }
    g.indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return g;
}

/** A UV sphere. */
export function sphereGeometry(radius = 0.5, rings = 16, segments = 24): Geometry {
  const g: Geometry = { positions: [], normals: [], uvs: [], indices: [] };
  for (let r = 0; r <= rings; r++) {
    const theta = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const phi = (s / segments) * Math.PI * 2;
      const n = [Math.sin(theta) * Math.cos(phi), Math.cos(theta), Math.sin(theta) * Math.sin(phi)];
      g.positions.push(n[0] * radius, n[1] * radius, n[2] * radius);
      g.normals.push(...n);
      g.uvs.push(s / segments, r / rings);
    }
  }
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      g.indices.push(a, a + 1, b, b, a + 1, b + 1);
    }
  }
  return g;
}

/** A square plane on XZ facing +Y. */
export function planeGeometry(size = 1): Geometry {
  const h = size / 2;
  return {
    positions: [-h, 0, -h, h, 0, -h, h, 0, h, -h, 0, h],
    normals: [0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0],
    uvs: [0, 0, 1, 0, 1, 1, 0, 1],
    indices: [0, 2, 1, 0, 3, 2],
  };
}

/** Builds a one-mesh GLB with a metallic-roughness material of the given colour. */
export async function geometryToGlb(name: string, geometry: Geometry, color: readonly [number, number, number, number]): Promise<Uint8Array> {
  const doc = new Document();
  const buffer = doc.createBuffer();
  const acc = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint16Array) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const prim = doc.createPrimitive()
    .setAttribute('POSITION', acc('VEC3', new Float32Array(geometry.positions)))
    .setAttribute('NORMAL', acc('VEC3', new Float32Array(geometry.normals)))
    .setAttribute('TEXCOORD_0', acc('VEC2', new Float32Array(geometry.uvs)))
    .setIndices(acc('SCALAR', new Uint16Array(geometry.indices)))
    .setMaterial(doc.createMaterial(`${name}-material`).setBaseColorFactor([...color]).setRoughnessFactor(0.6).setMetallicFactor(0));
  const node = doc.createNode(name).setMesh(doc.createMesh(name).addPrimitive(prim));
  doc.createScene(name).addChild(node);
  return new NodeIO().writeBinary(doc);
}
