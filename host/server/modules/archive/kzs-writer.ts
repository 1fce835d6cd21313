/** Writes a `.kzs` scene archive: manifest.json, scene.json and assets/<sha256>. */
import { createHash } from 'node:crypto';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { KZS_ASSETS_DIR, KZS_FORMAT, KZS_MANIFEST, KZS_SCENE, KZS_VERSION, type KzsAssetEntry, type KzsManifest, type KzsScene } from './kzs-format.js';

/** An asset to put in an archive. */
export interface KzsAssetInput {
  /** Name of the asset in the scene. */
  readonly name: string;
  /** Its bytes. */
  readonly bytes: Uint8Array;
}

/** Lower-case hex sha-256 of bytes. */
export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Builds the archive bytes; identical asset bytes are stored once. */
export function writeKzs(scene: KzsScene, assets: readonly KzsAssetInput[] = [], now: Date = new Date()): Uint8Array {
  const files: Zippable = {};
  const listed: KzsAssetEntry[] = [];
  for (const asset of assets) {
    const sha256 = sha256Hex(asset.bytes);
    listed.push({ sha256, size: asset.bytes.byteLength, name: asset.name });
    files[`${KZS_ASSETS_DIR}${sha256}`] = [asset.bytes, { level: 6 }];
  }
  const manifest: KzsManifest = { format: KZS_FORMAT, version: KZS_VERSION, sceneName: scene.name, createdAt: now.toISOString(), assets: listed };
  files[KZS_MANIFEST] = strToU8(JSON.stringify(manifest, null, 2));
  files[KZS_SCENE] = strToU8(JSON.stringify(scene));
  return zipSync(files, { level: 6, mtime: now });
}
