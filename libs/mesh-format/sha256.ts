// Stored assets are named by the SHA-256 of their bytes. The hash is the platform's (`crypto.subtle`, in the browser
// and in Node); this only spells the digest as lower-case hex.

/** Lower-case hex SHA-256 of bytes. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
