// The `.kmb` mesh asset (docs/formats.md, section ".kmb mesh asset"): writer and reader.

/** A named range of a mesh's indices; the same shape as the SDK's `MeshSubSet`. */
export interface KmbSubSet {
  /** Display name. */
  readonly name: string;
  /** First index. */
  readonly start: number;
  /** Index count. */
  readonly count: number;
  /** Id of the sub-set's material node; absent or empty: the mesh's material. */
  readonly material?: string;
}

/** A mesh as stored in a `.kmb` asset (docs/formats.md, section ".kmb mesh asset"). */
export interface KmbMesh {
  /** x,y,z per vertex. */
  readonly positions: Float32Array;
  /** x,y,z per vertex, optional. */
  readonly normals?: Float32Array;
  /** u,v per vertex, optional. */
  readonly uvs?: Float32Array;
  /** Triangle indices (or segment pairs when `lines`). */
  readonly indices: Uint32Array;
  /** Indices are line segments. */
  readonly lines?: boolean;
  /** Sub-sets (name, first index, index count). */
  readonly subSets: readonly KmbSubSet[];
}

/** Magic bytes at the start of every `.kmb` file. */
export const KMB_MAGIC = 'KMB1';
/** Format version written by this code. */
export const KMB_VERSION = 1;
/** A baked mesh with more vertices than this is stored as a separate asset loaded on demand (spec 001 §9). */
export const KMB_DELAY_VERTEX_THRESHOLD = 72;
/** A stored asset larger than this many bytes is split into parts of this size (spec 001 §9). */
export const KMB_PART_SIZE = 52_428_800;

const HEADER_SIZE = 44;
const FLAG_NORMALS = 1;
const FLAG_UVS = 2;
const FLAG_INDEX32 = 4;
const FLAG_LINES = 8;

const pad4 = (n: number) => (n + 3) & ~3;

/** Give a mesh with vertices and no sub-sets one sub-set covering all its indices (spec 001 §4). */
export function withDefaultSubSet(mesh: KmbMesh): KmbMesh {
  if (mesh.subSets.length > 0 || mesh.positions.length === 0) return mesh;
  return { ...mesh, subSets: [{ name: 'subset0', start: 0, count: mesh.indices.length }] };
}

/** Encode a mesh as `.kmb` bytes (little-endian). */
export function encodeKmb(mesh: KmbMesh): Uint8Array {
  const vertexCount = mesh.positions.length / 3;
  if (!Number.isInteger(vertexCount)) throw new Error('positions length must be a multiple of 3');
  if (mesh.normals && mesh.normals.length !== mesh.positions.length) throw new Error('normals length must equal positions length');
  if (mesh.uvs && mesh.uvs.length !== vertexCount * 2) throw new Error('uvs length must be 2 per vertex');
  const index32 = vertexCount > 65535;
  const encoder = new TextEncoder();
  const names = mesh.subSets.map((s) => encoder.encode(s.name));
  let size = HEADER_SIZE;
  for (const n of names) size += pad4(10 + n.length);
  const positionsAt = size;
  size += mesh.positions.length * 4;
  const normalsAt = size;
  if (mesh.normals) size += mesh.normals.length * 4;
  const uvsAt = size;
  if (mesh.uvs) size += mesh.uvs.length * 4;
  const indicesAt = size;
  size += pad4(mesh.indices.length * (index32 ? 4 : 2));
  const bytes = new Uint8Array(size);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < 4; i++) bytes[i] = KMB_MAGIC.charCodeAt(i);
  view.setUint16(4, KMB_VERSION, true);
  view.setUint16(6, (mesh.normals ? FLAG_NORMALS : 0) | (mesh.uvs ? FLAG_UVS : 0) | (index32 ? FLAG_INDEX32 : 0) | (mesh.lines ? FLAG_LINES : 0), true);
  view.setUint32(8, vertexCount, true);
  view.setUint32(12, mesh.indices.length, true);
  view.setUint32(16, mesh.subSets.length, true);
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < mesh.positions.length; i++) {
    const v = mesh.positions[i];
    if (v < min[i % 3]) min[i % 3] = v;
    if (v > max[i % 3]) max[i % 3] = v;
  }
  for (let i = 0; i < 3; i++) {
    view.setFloat32(20 + i * 4, vertexCount ? min[i] : 0, true);
    view.setFloat32(32 + i * 4, vertexCount ? max[i] : 0, true);
  }
  let at = HEADER_SIZE;
  mesh.subSets.forEach((s, i) => {
    view.setUint32(at, s.start, true);
    view.setUint32(at + 4, s.count, true);
    view.setUint16(at + 8, names[i].length, true);
    bytes.set(names[i], at + 10);
    at += pad4(10 + names[i].length);
  });
  const writeFloats = (offset: number, values: Float32Array) => {
    for (let i = 0; i < values.length; i++) view.setFloat32(offset + i * 4, values[i], true);
  };
  writeFloats(positionsAt, mesh.positions);
  if (mesh.normals) writeFloats(normalsAt, mesh.normals);
  if (mesh.uvs) writeFloats(uvsAt, mesh.uvs);
  for (let i = 0; i < mesh.indices.length; i++) {
    if (mesh.indices[i] >= vertexCount) throw new Error(`index ${mesh.indices[i]} is out of range (${vertexCount} vertices)`);
    if (index32) view.setUint32(indicesAt + i * 4, mesh.indices[i], true);
    else view.setUint16(indicesAt + i * 2, mesh.indices[i], true);
  }
  return bytes;
}

/** Decode `.kmb` bytes; throws a clear error on anything that is not a valid `.kmb` file. */
export function decodeKmb(input: ArrayBuffer | Uint8Array): KmbMesh {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  if (bytes.length < HEADER_SIZE) throw new Error('Not a .kmb mesh: the file is too short');
  const magic = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (magic !== KMB_MAGIC) throw new Error('Not a .kmb mesh: wrong magic bytes');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint16(4, true);
  if (version !== KMB_VERSION) throw new Error(`Unsupported .kmb version ${version}`);
  const flags = view.getUint16(6, true);
  const vertexCount = view.getUint32(8, true);
  const indexCount = view.getUint32(12, true);
  const subSetCount = view.getUint32(16, true);
  const decoder = new TextDecoder();
  const subSets: { name: string; start: number; count: number }[] = [];
  let at = HEADER_SIZE;
  const need = (n: number) => {
    if (at + n > bytes.length) throw new Error('Corrupt .kmb mesh: the file is truncated');
  };
  for (let i = 0; i < subSetCount; i++) {
    need(10);
    const start = view.getUint32(at, true);
    const count = view.getUint32(at + 4, true);
    const length = view.getUint16(at + 8, true);
    need(10 + length);
    subSets.push({ name: decoder.decode(bytes.subarray(at + 10, at + 10 + length)), start, count });
    at += pad4(10 + length);
  }
  const readFloats = (n: number) => {
    need(n * 4);
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = view.getFloat32(at + i * 4, true);
    at += n * 4;
    return out;
  };
  const positions = readFloats(vertexCount * 3);
  const normals = flags & FLAG_NORMALS ? readFloats(vertexCount * 3) : undefined;
  const uvs = flags & FLAG_UVS ? readFloats(vertexCount * 2) : undefined;
  const index32 = (flags & FLAG_INDEX32) !== 0;
  need(indexCount * (index32 ? 4 : 2));
  const indices = new Uint32Array(indexCount);
  for (let i = 0; i < indexCount; i++) {
    indices[i] = index32 ? view.getUint32(at + i * 4, true) : view.getUint16(at + i * 2, true);
    if (indices[i] >= vertexCount) throw new Error('Corrupt .kmb mesh: an index is out of range');
  }
  for (const s of subSets) if (s.start + s.count > indexCount) throw new Error('Corrupt .kmb mesh: a sub-set is out of range');
  return { positions, normals, uvs, indices, lines: (flags & FLAG_LINES) !== 0, subSets };
}
