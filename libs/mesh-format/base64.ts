// Base64 of bytes, for meshes small enough to be embedded in the document (`meshData`). Node 20 has no
// Uint8Array.prototype.toBase64 yet; atob/btoa exist in the browser and in Node.

/** Base64 of bytes (embedding small meshes in the document). */
export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

/** Bytes of a base64 string. */
export function base64ToBytes(text: string): Uint8Array {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
