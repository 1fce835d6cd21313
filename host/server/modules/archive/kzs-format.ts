/** The `.kzs` scene archive format (see docs/formats.md, "## .kzs scene archive"). */

/** Format marker written in manifest.json. */
export const KZS_FORMAT = 'kzs-scene-archive';
/** Current format version. */
export const KZS_VERSION = 1;
/** Name of the manifest entry. */
export const KZS_MANIFEST = 'manifest.json';
/** Name of the scene entry. */
export const KZS_SCENE = 'scene.json';
/** Folder of the asset entries (each named by the sha-256 of its bytes). */
export const KZS_ASSETS_DIR = 'assets/';

/** One asset listed in the manifest. */
export interface KzsAssetEntry {
  /** Lower-case hex sha-256 of the bytes; the entry is `assets/<sha256>`. */
  readonly sha256: string;
  /** Size in bytes. */
  readonly size: number;
  /** The asset's name in the scene (e.g. 'textures/wood.png'). */
  readonly name: string;
}

/** manifest.json. */
export interface KzsManifest {
  readonly format: typeof KZS_FORMAT;
  readonly version: number;
  /** Scene name (informative; scene.json is authoritative). */
  readonly sceneName: string;
  /** ISO time the archive was written. */
  readonly createdAt: string;
  /** Every asset in the archive. */
  readonly assets: readonly KzsAssetEntry[];
}

/** scene.json: the scene record carried by the archive. */
export interface KzsScene {
  readonly name: string;
  readonly category?: string | null;
  /** Serialised SceneDocumentData (JSON string). */
  readonly content: string;
  readonly logic?: string | null;
  readonly logicXml?: string | null;
  readonly logicBk?: string | null;
  readonly logicXmlBk?: string | null;
  readonly preview?: string | null;
  readonly data?: string | null;
  readonly externalResources?: readonly unknown[] | null;
  /** Version the scene had when exported (informative). */
  readonly version?: number | null;
}

/** Why an archive was refused. */
export type KzsErrorCode =
  | 'corrupt'
  | 'unsafe-path'
  | 'too-large'
  | 'too-many-entries'
  | 'missing-manifest'
  | 'bad-manifest'
  | 'missing-scene'
  | 'bad-scene'
  | 'missing-asset'
  | 'hash-mismatch'
  | 'unexpected-entry'
  | 'unsupported';

/** A refused archive: `code` is stable for clients, `message` says what is wrong. */
export class KzsError extends Error {
  constructor(readonly code: KzsErrorCode, message: string) {
    super(message);
    this.name = 'KzsError';
  }
}

/** Limits applied while reading an archive. */
export interface KzsLimits {
  /** Largest total of unpacked bytes. */
  readonly maxUnpackedBytes: number;
  /** Most entries. */
  readonly maxEntries: number;
  /** Most assets the manifest may list (each becomes a stored row); default MAX_MANIFEST_ASSETS. */
  readonly maxAssets?: number;
  /** Largest scene.json (declared and inflated); default MAX_SCENE_JSON_BYTES. */
  readonly maxSceneBytes?: number;
  /** Largest manifest.json; default MAX_MANIFEST_BYTES. */
  readonly maxManifestBytes?: number;
}

/** Largest scene.json an archive may hold: parsing it costs several times its size in memory. */
export const MAX_SCENE_JSON_BYTES = 64 * 1024 * 1024;
/** Largest manifest.json (2,000 assets need about 400 KB). */
export const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;

/** Most assets a manifest may list: every one is a row written on import (issue 12 item 1: 10,000 stalled the server). */
export const MAX_MANIFEST_ASSETS = 2_000;

/** Default limits: 256 MB unpacked (the 200 MB document limit plus room), 10,000 entries, 2,000 listed assets. */
export const DEFAULT_KZS_LIMITS: KzsLimits = {
  maxUnpackedBytes: 256 * 1024 * 1024, maxEntries: 10_000, maxAssets: MAX_MANIFEST_ASSETS, maxSceneBytes: MAX_SCENE_JSON_BYTES, maxManifestBytes: MAX_MANIFEST_BYTES,
};
