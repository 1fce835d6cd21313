// How a baked `.kmb` is stored (spec 001 §9): named by the SHA-256 of its bytes, loaded on demand above 72
// vertices, split into parts above KMB_PART_SIZE bytes.
import { KMB_DELAY_VERTEX_THRESHOLD, KMB_PART_SIZE } from './kmb.js';
import { sha256Hex } from './sha256.js';

/** How a baked `.kmb` asset is stored. */
export interface KmbStoragePlan {
  /** Asset name: content hash + '.kmb'. */
  readonly name: string;
  /** Stored as its own asset and loaded on demand (more than 72 vertices); otherwise embedded in the document. */
  readonly delayed: boolean;
  /** The stored parts: one part, or several of KMB_PART_SIZE bytes (the last shorter) named `${name}.partN`. */
  readonly parts: readonly { readonly name: string; readonly bytes: Uint8Array }[];
}

/** Name and split encoded bytes by the storage rules (content hash name, 72-vertex delay rule, 52,428,800-byte parts). */
export async function planKmbStorage(bytes: Uint8Array, partSize: number = KMB_PART_SIZE): Promise<KmbStoragePlan> {
  const name = `${await sha256Hex(bytes)}.kmb`;
  const vertexCount = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  const parts: { name: string; bytes: Uint8Array }[] = [];
  if (bytes.length <= partSize) parts.push({ name, bytes });
  else for (let i = 0, at = 0; at < bytes.length; i++, at += partSize) parts.push({ name: `${name}.part${i}`, bytes: bytes.subarray(at, Math.min(bytes.length, at + partSize)) });
  return { name, delayed: vertexCount > KMB_DELAY_VERTEX_THRESHOLD, parts };
}

/** Join stored parts back into one `.kmb` byte array. */
export function joinKmbParts(parts: readonly Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
