/** Reading glTF / GLB models from disk for the commands, with one clear message when a file is not a model. */
import { NodeIO, type Document } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { extname } from 'node:path';
import { CliError } from './cli-error.js';
import { readInput } from './files.js';

/** Largest model a command reads. */
export const MAX_MODEL_BYTES = 256 * 1024 * 1024;

/** The model kinds the commands read. */
export function modelKind(path: string): 'glb' | 'gltf' {
  const extension = extname(path).toLowerCase();
  if (extension === '.glb') return 'glb';
  if (extension === '.gltf') return 'gltf';
  throw new CliError(`${path} is not a glTF model: the file name must end in .glb or .gltf.`);
}

/** An io for every extension gltf-transform knows, meshopt included. */
export async function modelIo(): Promise<NodeIO> {
  await Promise.all([MeshoptDecoder.ready, MeshoptEncoder.ready]);
  return new NodeIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({ 'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder });
}

/** Reads a .glb or .gltf (with the files it names, beside it) as a gltf-transform document. */
export async function readModel(path: string): Promise<Document> {
  const kind = modelKind(path);
  const io = await modelIo();
  const bytes = await readInput(path, 'model', MAX_MODEL_BYTES);
  try {
    return kind === 'glb' ? await io.readBinary(bytes) : await io.read(path);
  } catch (error) {
    throw new CliError(`${path} cannot be read as ${kind === 'glb' ? 'GLB' : 'glTF'}: ${(error as Error).message}`);
  }
}
