import { zipSync } from 'fflate';
import type { GltfExportResult } from '../../sdk/index.js';

/** A file name from a scene name: letters, digits and CJK kept, the rest as '-', at most 60 characters. */
export function exportFileBase(name: string): string {
  return name.normalize('NFC').replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'scene';
}

/** The one file to download: the GLB, or a zip of the .gltf with its buffer and pictures. */
export function exportDownload(result: GltfExportResult, base: string): { name: string; bytes: Uint8Array; type: string } {
  if (result.glb) return { name: `${base}.glb`, bytes: result.glb, type: 'model/gltf-binary' };
  if (!result.gltf) throw new Error('The export wrote nothing');
  const files: Record<string, Uint8Array> = { [`${base}.gltf`]: result.gltf.json };
  for (const [uri, bytes] of Object.entries(result.gltf.resources)) files[uri] = bytes;
  return { name: `${base}.zip`, bytes: zipSync(files, { level: 6 }), type: 'application/zip' };
}

/** Let the browser save bytes as a file. */
export function downloadBytes(file: { name: string; bytes: Uint8Array; type: string }): void {
  const url = URL.createObjectURL(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.name;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
