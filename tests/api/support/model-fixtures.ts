// Models for the lightweighting tests: dense spheres as GLB, OBJ, STL and a .zip of a .gltf with its .bin, and the
// Khronos validator over a job's output.
import { Document, WebIO } from '@gltf-transform/core';
import { zipSync } from 'fflate';
import { validateBytes } from 'gltf-validator';

/** Positions and indices of a UV sphere of rings × segments quads (two triangles each). */
export function sphere(rings: number, segments: number): { positions: Float32Array; indices: Uint32Array } {
  const positions: number[] = [];
  const indices: number[] = [];
  for (let r = 0; r <= rings; r++) {
    const theta = (r / rings) * Math.PI;
    for (let s = 0; s <= segments; s++) {
      const phi = (s / segments) * Math.PI * 2;
      positions.push(0.5 * Math.sin(theta) * Math.cos(phi), 0.5 * Math.cos(theta), 0.5 * Math.sin(theta) * Math.sin(phi));
    }
  }
  for (let r = 0; r < rings; r++) {
    for (let s = 0; s < segments; s++) {
      const a = r * (segments + 1) + s;
      const b = a + segments + 1;
      indices.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

function sphereDocument(rings: number, segments: number): Document {
  const { positions, indices } = sphere(rings, segments);
  const doc = new Document();
  const buffer = doc.createBuffer('data');
  const primitive = doc.createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer))
    .setIndices(doc.createAccessor().setType('SCALAR').setArray(indices).setBuffer(buffer))
    .setMaterial(doc.createMaterial('Paint'));
  doc.createScene().addChild(doc.createNode('Sphere').setMesh(doc.createMesh('Sphere').addPrimitive(primitive)));
  return doc;
}

/** A sphere as GLB (rings × segments × 2 triangles). */
export function sphereGlb(rings = 48, segments = 64): Promise<Uint8Array> {
  return new WebIO().writeBinary(sphereDocument(rings, segments));
}

/** A sphere as a .zip of model.gltf, model.bin. */
export async function sphereGltfZip(rings = 32, segments = 48): Promise<Uint8Array> {
  const { json, resources } = await new WebIO().writeJSON(sphereDocument(rings, segments), { basename: 'model' });
  const files: Record<string, Uint8Array> = { 'model/model.gltf': new TextEncoder().encode(JSON.stringify(json)) };
  for (const [uri, bytes] of Object.entries(resources)) files[`model/${uri}`] = bytes;
  return zipSync(files);
}

/** A sphere as OBJ text; the upper and lower halves use two materials. */
export function sphereObj(rings = 32, segments = 48): string {
  const { positions, indices } = sphere(rings, segments);
  const lines: string[] = [];
  for (let i = 0; i < positions.length; i += 3) lines.push(`v ${positions[i]} ${positions[i + 1]} ${positions[i + 2]}`);
  const half = indices.length / 2;
  for (const [material, from, to] of [['Top', 0, half], ['Bottom', half, indices.length]] as const) {
    lines.push(`usemtl ${material}`);
    for (let i = from; i < to; i += 3) lines.push(`f ${indices[i] + 1} ${indices[i + 1] + 1} ${indices[i + 2] + 1}`);
  }
  return lines.join('\n');
}

/** A sphere as binary STL. */
export function sphereStl(rings = 24, segments = 32): Uint8Array {
  const { positions, indices } = sphere(rings, segments);
  const count = indices.length / 3;
  const out = new Uint8Array(84 + count * 50);
  const view = new DataView(out.buffer);
  view.setUint32(80, count, true);
  for (let t = 0; t < count; t++) {
    for (let c = 0; c < 3; c++) {
      const v = indices[t * 3 + c];
      for (let k = 0; k < 3; k++) view.setFloat32(84 + t * 50 + 12 + (c * 3 + k) * 4, positions[v * 3 + k], true);
    }
  }
  return out;
}

/** A GLB whose JSON declares a billion-vertex accessor over a few bytes (a decompression bomb). */
export function bombGlb(): Uint8Array {
  const json = new TextEncoder().encode(JSON.stringify({
    asset: { version: '2.0' }, buffers: [{ byteLength: 12 }], bufferViews: [{ buffer: 0, byteLength: 12 }],
    accessors: [{ bufferView: 0, componentType: 5126, type: 'VEC3', count: 1_000_000_000 }],
  }).padEnd(Math.ceil(200 / 4) * 4, ' '));
  const jsonLength = Math.ceil(json.byteLength / 4) * 4;
  const out = new Uint8Array(12 + 8 + jsonLength + 8 + 12);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true);
  view.setUint32(4, 2, true);
  view.setUint32(8, out.byteLength, true);
  view.setUint32(12, jsonLength, true);
  view.setUint32(16, 0x4e4f534a, true);
  out.fill(0x20, 20, 20 + jsonLength);
  out.set(json, 20);
  view.setUint32(20 + jsonLength, 12, true);
  view.setUint32(24 + jsonLength, 0x004e4942, true);
  return out;
}

/** A small .zip whose central directory declares a 4 GB entry (a zip bomb, refused before anything is inflated). */
export function bombZip(): Uint8Array {
  const zip = zipSync({ 'model.obj': new TextEncoder().encode('v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n') });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let i = zip.byteLength - 22; i >= 0; i--) {
    if (view.getUint32(i, true) === 0x02014b50) {
      view.setUint32(i + 24, 0xfffffff0, true); // uncompressed size
      break;
    }
  }
  return zip;
}

/** The Khronos validator's errors for a GLB (none for a valid one). */
export async function glbErrors(bytes: Uint8Array): Promise<string[]> {
  const report = await validateBytes(bytes, { uri: 'model.glb', maxIssues: 50 });
  return report.issues.messages.filter((m) => m.severity === 0).map((m) => `${m.code} at ${m.pointer ?? ''}: ${m.message}`);
}
