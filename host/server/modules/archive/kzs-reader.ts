/** Reads a `.kzs` scene archive, refusing anything unsafe or inconsistent before the caller changes anything. */
import { strFromU8 } from 'fflate';
import { listZipEntries, readZipEntry, type ZipEntryInfo } from './safe-unzip.js';
import { sha256Hex } from './kzs-writer.js';
import { kzsSceneProblem } from './kzs-scene-schema.js';
import {
  DEFAULT_KZS_LIMITS, KZS_ASSETS_DIR, MAX_MANIFEST_ASSETS, MAX_MANIFEST_BYTES, MAX_SCENE_JSON_BYTES, KZS_FORMAT, KZS_MANIFEST, KZS_SCENE, KZS_VERSION,
  KzsError, type KzsAssetEntry, type KzsLimits, type KzsManifest, type KzsScene,
} from './kzs-format.js';

/** A fully checked archive. */
export interface KzsContents {
  readonly manifest: KzsManifest;
  readonly scene: KzsScene;
  /** Asset bytes by sha-256. */
  readonly assets: ReadonlyMap<string, Uint8Array>;
  /** The scene's content parsed (checking it parses anyway): readers of a large scene need not parse it again. */
  readonly parsedContent?: unknown;
}

const SHA_RE = /^[0-9a-f]{64}$/;

function parseJson(bytes: Uint8Array, what: 'bad-manifest' | 'bad-scene'): unknown {
  try {
    return JSON.parse(strFromU8(bytes));
  } catch {
    throw new KzsError(what, `${what === 'bad-manifest' ? KZS_MANIFEST : KZS_SCENE} is not valid JSON.`);
  }
}

function checkManifest(value: unknown, maxAssets: number): KzsManifest {
  const m = value as Partial<KzsManifest> | null;
  if (!m || typeof m !== 'object' || m.format !== KZS_FORMAT) throw new KzsError('bad-manifest', 'manifest.json does not describe a .kzs scene archive.');
  if (typeof m.version !== 'number' || m.version > KZS_VERSION) throw new KzsError('unsupported', `Archive version ${String(m.version)} is not supported.`);
  if (!Array.isArray(m.assets)) throw new KzsError('bad-manifest', 'manifest.json has no asset list.');
  if (m.assets.length > maxAssets) throw new KzsError('bad-manifest', `manifest.json lists ${m.assets.length} assets; at most ${maxAssets} are allowed.`);
  const names = new Set<string>();
  for (const a of m.assets as KzsAssetEntry[]) {
    if (!a || typeof a.sha256 !== 'string' || !SHA_RE.test(a.sha256) || typeof a.size !== 'number' || typeof a.name !== 'string' || a.name === '' || a.name.length > 1024) {
      throw new KzsError('bad-manifest', 'manifest.json has a malformed asset entry.');
    }
    if (names.has(a.name)) throw new KzsError('bad-manifest', `manifest.json lists the asset "${a.name}" twice.`);
    names.add(a.name);
  }
  return m as KzsManifest;
}

/** scene.json with every field of the type the scene record stores (a clear refusal naming the field otherwise). */
function checkScene(value: unknown): { scene: KzsScene; parsedContent: unknown } {
  const s = value as Record<string, unknown> | null;
  if (!s || typeof s !== 'object' || Array.isArray(s) || typeof s.name !== 'string' || typeof s.content !== 'string') {
    throw new KzsError('bad-scene', 'scene.json must hold a scene with a name and content.');
  }
  const typeProblem = kzsSceneProblem(s);
  if (typeProblem) throw new KzsError('bad-scene', typeProblem);
  let parsedContent: unknown;
  try {
    parsedContent = JSON.parse(s.content);
  } catch {
    throw new KzsError('bad-scene', 'The scene content in scene.json is not valid JSON.');
  }
  return { scene: s as unknown as KzsScene, parsedContent };
}

/** What an archive's central directory declares, read without inflating anything. */
export interface KzsDirectory {
  readonly entries: readonly ZipEntryInfo[];
  /** Declared unpacked bytes of scene.json and the assets: what importing it would store, at most. */
  readonly storedBytes: number;
}

/**
 * Reads only the central directory: refuses unsafe names, too many entries, a total over the limit, a scene.json or
 * manifest.json over theirs. Cheap (no inflating, no parsing), so sizes and quota are checked before any real work.
 */
export function inspectKzs(bytes: Uint8Array, limits: KzsLimits = DEFAULT_KZS_LIMITS): KzsDirectory {
  const entries = listZipEntries(bytes, limits);
  const maxScene = limits.maxSceneBytes ?? MAX_SCENE_JSON_BYTES;
  const maxManifest = limits.maxManifestBytes ?? MAX_MANIFEST_BYTES;
  let storedBytes = 0;
  for (const e of entries) {
    if (e.name === KZS_SCENE && e.size > maxScene) throw new KzsError('too-large', `scene.json unpacks to ${e.size} bytes; at most ${maxScene} are allowed.`);
    if (e.name === KZS_MANIFEST && e.size > maxManifest) throw new KzsError('too-large', `manifest.json unpacks to ${e.size} bytes; at most ${maxManifest} are allowed.`);
    if (e.name !== KZS_MANIFEST) storedBytes += e.size;
  }
  return { entries, storedBytes };
}

/** How an archive is read. */
export interface KzsReadOptions {
  /**
   * Keep the assets' bytes in the result (default true). False checks every asset (inflate, CRC, size, sha-256) and
   * drops its bytes at once, so a check of a large archive (the command line's validate) holds one asset at a time;
   * `assets` is then empty.
   */
  readonly keepAssets?: boolean;
}

/** Reads and verifies an archive; throws KzsError on anything wrong. Pure: touches no storage. */
export function readKzs(bytes: Uint8Array, limits: KzsLimits = DEFAULT_KZS_LIMITS, options: KzsReadOptions = {}): KzsContents {
  const { entries } = inspectKzs(bytes, limits);
  const byName = new Map<string, ZipEntryInfo>(entries.map((e) => [e.name, e]));
  const budget = { remaining: limits.maxUnpackedBytes };
  const manifestEntry = byName.get(KZS_MANIFEST);
  if (!manifestEntry) throw new KzsError('missing-manifest', 'The archive has no manifest.json; it is not a .kzs scene archive.');
  const manifest = checkManifest(parseJson(readZipEntry(bytes, manifestEntry, budget), 'bad-manifest'), limits.maxAssets ?? MAX_MANIFEST_ASSETS);
  const sceneEntry = byName.get(KZS_SCENE);
  if (!sceneEntry) throw new KzsError('missing-scene', 'The archive has no scene.json.');
  const { scene, parsedContent } = checkScene(parseJson(readZipEntry(bytes, sceneEntry, budget), 'bad-scene'));
  const expected = new Set([KZS_MANIFEST, KZS_SCENE, ...manifest.assets.map((a) => `${KZS_ASSETS_DIR}${a.sha256}`)]);
  const stray = entries.find((e) => !e.name.endsWith('/') && !expected.has(e.name));
  if (stray) throw new KzsError('unexpected-entry', `The archive holds "${stray.name}", which its manifest does not list.`);
  const assets = new Map<string, Uint8Array>();
  const verified = new Set<string>();
  for (const a of manifest.assets) {
    if (verified.has(a.sha256)) continue;
    const entry = byName.get(`${KZS_ASSETS_DIR}${a.sha256}`);
    if (!entry) throw new KzsError('missing-asset', `The asset "${a.name}" listed in the manifest is missing.`);
    const data = readZipEntry(bytes, entry, budget);
    if (data.byteLength !== a.size || sha256Hex(data) !== a.sha256) {
      throw new KzsError('hash-mismatch', `The asset "${a.name}" does not match its sha-256 in the manifest.`);
    }
    verified.add(a.sha256);
    if (options.keepAssets !== false) assets.set(a.sha256, data);
  }
  return { manifest, scene, assets, parsedContent };
}
