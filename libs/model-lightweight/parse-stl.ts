import { Document } from '@gltf-transform/core';
import { LightweightError } from './lightweight-error.js';

/** Largest STL accepted, in triangles (a 200 MB binary STL holds about 4 million). */
export const STL_MAX_TRIANGLES = 8_000_000;

/** A document with one mesh from an STL file, binary or ASCII (one vertex per corner; `weld` joins them later). */
export function documentFromStl(bytes: Uint8Array): Document {
  const positions = isBinaryStl(bytes) ? binaryPositions(bytes) : asciiPositions(bytes);
  if (positions.length === 0) throw new LightweightError('The STL file holds no triangle.');
  const doc = new Document();
  const buffer = doc.createBuffer();
  const primitive = doc.createPrimitive()
    .setAttribute('POSITION', doc.createAccessor().setType('VEC3').setArray(positions).setBuffer(buffer));
  doc.createScene().addChild(doc.createNode('STL').setMesh(doc.createMesh('STL').addPrimitive(primitive)));
  return doc;
}

function isBinaryStl(bytes: Uint8Array): boolean {
  if (bytes.byteLength < 84) return false;
  const count = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(80, true);
  return 84 + count * 50 === bytes.byteLength;
}

function binaryPositions(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint32(80, true);
  if (count > STL_MAX_TRIANGLES) throw new LightweightError(`The STL file has ${count} triangles (at most ${STL_MAX_TRIANGLES}).`);
  const out = new Float32Array(count * 9);
  for (let t = 0; t < count; t++) {
    const base = 84 + t * 50 + 12; // skip the facet normal
    for (let i = 0; i < 9; i++) out[t * 9 + i] = view.getFloat32(base + i * 4, true);
  }
  return finite(out);
}

function asciiPositions(bytes: Uint8Array): Float32Array {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!/^\s*solid\b/.test(text)) throw new LightweightError('The file is neither a binary nor an ASCII STL.');
  const values: number[] = [];
  const vertex = /^\s*vertex\s+(\S+)\s+(\S+)\s+(\S+)/gm;
  for (let m = vertex.exec(text); m; m = vertex.exec(text)) {
    values.push(Number(m[1]), Number(m[2]), Number(m[3]));
    if (values.length > STL_MAX_TRIANGLES * 9) throw new LightweightError(`The STL file has more than ${STL_MAX_TRIANGLES} triangles.`);
  }
  if (values.length % 9 !== 0) throw new LightweightError('The ASCII STL file has a facet without three vertices.');
  return finite(new Float32Array(values));
}

function finite(values: Float32Array): Float32Array {
  for (const v of values) if (!Number.isFinite(v)) throw new LightweightError('The STL file has a coordinate that is not a finite number.');
  return values;
}
