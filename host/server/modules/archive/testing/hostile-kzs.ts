/** Builders of hostile and broken `.kzs` archives, for tests only. */
import { crc32, deflateRawSync, constants } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { writeKzs } from '../kzs-writer.js';
import { KZS_FORMAT, KZS_VERSION, type KzsScene } from '../kzs-format.js';

/** One prepared zip entry: raw deflate (method 8) or stored (method 0) data. */
interface RawEntry {
  readonly name: string;
  readonly method: 0 | 8;
  readonly data: Uint8Array;
  readonly crc: number;
  readonly size: number;
}

/** Assembles a zip from prepared entries; `declaredSize` overrides the sizes written in the headers. */
function assembleZip(entries: readonly RawEntry[], declaredSize?: (name: string) => number | undefined): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const size = declaredSize?.(e.name) ?? e.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.data.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc >>> 0, 16);
    central.writeUInt32LE(e.data.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(e.data));
    centrals.push(central, name);
    offset += 30 + name.byteLength + e.data.byteLength;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.byteLength, 12);
  eocd.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, cd, eocd]));
}

function deflated(name: string, bytes: Uint8Array): RawEntry {
  return { name, method: 8, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.byteLength };
}

function validParts(scene: KzsScene, assets: readonly { sha256: string; size: number; name: string }[] = []): RawEntry[] {
  const manifest = { format: KZS_FORMAT, version: KZS_VERSION, sceneName: scene.name, createdAt: new Date(0).toISOString(), assets };
  return [deflated('manifest.json', strToU8(JSON.stringify(manifest))), deflated('scene.json', strToU8(JSON.stringify(scene)))];
}

/** A minimal valid scene for hostile archives. */
export function hostileScene(name = 'Hostile'): KzsScene {
  return { name, content: JSON.stringify({ format: 'scene-document', version: 1, nodes: {} }) };
}

/** A valid archive plus an extra entry whose name escapes the root ('../', absolute or backslash). */
export function zipSlipKzs(evilName = '../../evil.txt', scene = hostileScene()): Uint8Array {
  return assembleZip([...validParts(scene), deflated(evilName, strToU8('pwned'))]);
}

/**
 * A zip bomb: an entry of `megabytes` MB of zeros built from repeated 1 MB deflate blocks (cheap to make).
 * With `lie` the headers declare 1 KB, so only the inflate-time check can catch it.
 */
export function zipBombKzs(megabytes: number, lie: boolean, scene = hostileScene()): Uint8Array {
  const mb = new Uint8Array(1024 * 1024);
  const block = deflateRawSync(mb, { finishFlush: constants.Z_SYNC_FLUSH });
  const tail = deflateRawSync(new Uint8Array(0));
  const data = Buffer.concat([...Array.from({ length: megabytes }, () => block), tail]);
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = crc32(mb, crc);
  const sha = 'b'.repeat(64);
  const size = megabytes * 1024 * 1024;
  const bomb: RawEntry = { name: `assets/${sha}`, method: 8, data: new Uint8Array(data), crc, size };
  const parts = validParts(scene, [{ sha256: sha, size: lie ? 1024 : size, name: 'bomb.bin' }]);
  return assembleZip([...parts, bomb], (name) => (lie && name === bomb.name ? 1024 : undefined));
}

/** A valid archive cut short by `cut` bytes. */
export function truncatedKzs(cut = 40, scene = hostileScene()): Uint8Array {
  const whole = writeKzs(scene);
  return whole.subarray(0, whole.byteLength - cut);
}

/** A valid archive with one compressed byte flipped inside the scene entry. */
export function corruptedKzs(scene = hostileScene()): Uint8Array {
  const parts = validParts(scene);
  const flipped = parts[1].data.slice();
  flipped[Math.floor(flipped.byteLength / 2)] ^= 0xff;
  return assembleZip([parts[0], { ...parts[1], data: flipped }]);
}

/** A zip without manifest.json. */
export function noManifestKzs(): Uint8Array {
  return zipSync({ 'scene.json': strToU8(JSON.stringify(hostileScene())) });
}

/** An archive whose manifest lists an asset whose bytes do not match its sha-256. */
export function hashMismatchKzs(scene = hostileScene()): Uint8Array {
  const fake = 'a'.repeat(64);
  const manifest = { format: KZS_FORMAT, version: KZS_VERSION, sceneName: scene.name, createdAt: new Date(0).toISOString(), assets: [{ sha256: fake, size: 3, name: 'x.png' }] };
  return zipSync({ 'manifest.json': strToU8(JSON.stringify(manifest)), 'scene.json': strToU8(JSON.stringify(scene)), [`assets/${fake}`]: strToU8('abc') });
}

/**
 * A small archive holding a huge but honest scene.json: `megabytes` MB of text in the scene's `data`, built from
 * repeated 1 MB deflate blocks (about 1 KB each), so 250 MB of JSON fits in about 250 KB.
 */
export function hugeSceneKzs(megabytes: number, name = 'Huge'): Uint8Array {
  const head = strToU8(`{"name":${JSON.stringify(name)},"content":"{}","data":"`);
  const mb = new Uint8Array(1024 * 1024).fill(0x61);
  const tail = strToU8('"}');
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const block = deflateRawSync(mb, flush);
  const data = Buffer.concat([deflateRawSync(head, flush), ...Array.from({ length: megabytes }, () => block), deflateRawSync(tail)]);
  let crc = crc32(head);
  for (let i = 0; i < megabytes; i++) crc = crc32(mb, crc);
  crc = crc32(tail, crc);
  const sceneEntry: RawEntry = { name: 'scene.json', method: 8, data: new Uint8Array(data), crc, size: head.byteLength + megabytes * mb.byteLength + tail.byteLength };
  const manifest = { format: KZS_FORMAT, version: KZS_VERSION, sceneName: name, createdAt: new Date(0).toISOString(), assets: [] };
  return assembleZip([deflated('manifest.json', strToU8(JSON.stringify(manifest))), sceneEntry]);
}

/** A valid archive whose scene.json carries the given fields as they are (wrongly typed ones included). */
export function sceneFieldsKzs(fields: Record<string, unknown>): Uint8Array {
  const scene = { ...hostileScene(), ...fields } as unknown as KzsScene;
  return assembleZip(validParts(scene));
}
