import { WebIO } from '@gltf-transform/core';
import { sha256Hex } from '../../libs/mesh-format/index.js';
import { findCompanion, referencedFileName } from './companion-files.js';

/** A translated refusal of dropped files. */
export class ImportRefusal extends Error {
  constructor(readonly key: string, readonly values: Record<string, string>) {
    super(key);
    this.name = 'ImportRefusal';
  }
}

/** A file as bytes with its name (File in the browser, plain data in tests). */
export interface NamedBytes {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** Lower-case extension with the dot. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** The file name without its extension, at most 50 characters (spec 001 §5). */
export function baseNameOf(name: string): string {
  const file = name.split(/[\\/]/).pop() ?? name;
  const dot = file.lastIndexOf('.');
  return (dot > 0 ? file.slice(0, dot) : file).slice(0, 50);
}

/** Model files that can start an import. */
export const MODEL_EXTENSIONS = ['.gltf', '.glb', '.obj', '.stl'];

/** The external files (buffers, images) a .gltf JSON names; data URIs need none. */
export function gltfReferences(json: GltfJson): string[] {
  return [...(json.buffers ?? []), ...(json.images ?? [])].flatMap((item) => (item.uri && !item.uri.startsWith('data:') ? [item.uri] : []));
}

/** The parts of a .gltf JSON this module reads. */
export interface GltfJson {
  readonly buffers?: { uri?: string }[];
  readonly images?: { uri?: string }[];
}

/**
 * Check a .gltf file's external files: each must be among the companions, and its .bin must carry the .gltf's
 * own name (model.gltf → model.bin). Data URIs need nothing.
 */
export function checkGltfCompanions(gltfName: string, json: GltfJson, companions: readonly NamedBytes[]): void {
  const expected = `${baseNameOf(gltfName)}.bin`;
  for (const uri of gltfReferences(json)) {
    const name = referencedFileName(uri);
    if (extensionOf(name) === '.bin' && name !== expected) throw new ImportRefusal('modelImport.binName', { bin: expected });
    if (!findCompanion(uri, companions)) {
      throw new ImportRefusal(extensionOf(name) === '.bin' ? 'modelImport.missingBin' : 'modelImport.missingTexture', { name: gltfName, bin: name, file: name });
    }
  }
}

/** Parse a .gltf file's JSON, refusing what is not JSON. */
export function readGltfJson(main: NamedBytes): GltfJson {
  try {
    return JSON.parse(new TextDecoder().decode(main.bytes)) as GltfJson;
  } catch (error) {
    throw new ImportRefusal('modelImport.invalid', { name: main.name, message: (error as Error).message });
  }
}

/** Pack a .gltf and its companion files (buffers, textures) into one GLB. */
export async function gltfToGlb(main: NamedBytes, companions: readonly NamedBytes[]): Promise<Uint8Array> {
  const json = readGltfJson(main);
  checkGltfCompanions(main.name, json, companions);
  const resources: Record<string, Uint8Array<ArrayBuffer>> = {};
  for (const uri of gltfReferences(json)) {
    const file = findCompanion(uri, companions);
    if (file) resources[uri] = new Uint8Array(file.bytes);
  }
  const io = new WebIO();
  const document = await io.readJSON({ json: json as never, resources });
  return io.writeBinary(document);
}

/** Check that bytes look like the model format their extension names. */
export function checkModelBytes(file: NamedBytes): void {
  const ext = extensionOf(file.name);
  const fail = (message: string) => {
    throw new ImportRefusal('modelImport.invalid', { name: file.name, message });
  };
  if (file.bytes.length === 0) fail('empty file');
  if (ext === '.glb') {
    const magic = String.fromCharCode(...file.bytes.subarray(0, 4));
    if (magic !== 'glTF') fail('no glTF binary header');
  }
}

/** The stored asset of one model import: content-hash name and bytes (GLB for glTF). */
export async function modelAsset(main: NamedBytes, companions: readonly NamedBytes[]): Promise<{ name: string; bytes: Uint8Array }> {
  const ext = extensionOf(main.name);
  if (!MODEL_EXTENSIONS.includes(ext)) throw new ImportRefusal('modelImport.unsupported', { name: main.name });
  const bytes = ext === '.gltf' ? await gltfToGlb(main, companions) : main.bytes;
  const stored = { name: ext === '.gltf' ? main.name.replace(/\.gltf$/i, '.glb') : main.name, bytes };
  checkModelBytes(stored);
  return { name: `${await sha256Hex(bytes)}${ext === '.gltf' ? '.glb' : ext}`, bytes };
}
