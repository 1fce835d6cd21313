/** A model file from disk with the files a .gltf names beside it (never outside its folder). */
import { readFile } from 'node:fs/promises';
import { basename, dirname, resolve, sep } from 'node:path';
import { gltfReferences, readGltfJson } from '../../../../plugins/model-import/model-files.js';
import { referencedFileName } from '../../../../plugins/model-import/companion-files.js';
import { CliError } from '../cli-error.js';
import { readInput } from '../files.js';
import { MAX_MODEL_BYTES, modelKind } from '../models.js';
import type { ModelFiles } from './import-model.js';

export async function readModelFiles(path: string): Promise<ModelFiles> {
  const kind = modelKind(path);
  const main = { name: basename(path), bytes: await readInput(path, 'model', MAX_MODEL_BYTES) };
  if (kind === 'glb') return { main, companions: [] };
  let json;
  try {
    json = readGltfJson(main);
  } catch {
    throw new CliError(`${path} is not valid glTF JSON.`);
  }
  const folder = resolve(dirname(path));
  const companions = [];
  for (const uri of new Set(gltfReferences(json))) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(uri);
    } catch {
      throw new CliError(`${path} names a file with a malformed URI: ${uri.slice(0, 200)}`);
    }
    const file = resolve(folder, decoded);
    if (!file.startsWith(folder + sep)) throw new CliError(`${path} names a file outside its folder: ${uri.slice(0, 200)}`);
    try {
      companions.push({ name: referencedFileName(uri), bytes: new Uint8Array(await readFile(file)) });
    } catch {
      throw new CliError(`${path} names ${decoded}, which cannot be read.`);
    }
  }
  return { main, companions };
}
