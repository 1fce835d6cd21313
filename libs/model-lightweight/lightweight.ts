import { type Document, Logger, WebIO } from '@gltf-transform/core';
import { ALL_EXTENSIONS } from '@gltf-transform/extensions';
import { dedup, draco, flatten, join, meshopt, prune, simplify, weld } from '@gltf-transform/functions';
import draco3d from 'draco3dgltf';
import type { Transform } from '@gltf-transform/core';
import { MeshoptDecoder, MeshoptEncoder, MeshoptSimplifier } from 'meshoptimizer';
import { LightweightError } from './lightweight-error.js';
import { readModel, type ModelInput } from './model-input.js';
import type { ModelBudget } from './model-budget.js';

export { LightweightError } from './lightweight-error.js';

/** How much lighter. */
export interface LightweightOptions {
  /** Share of the vertices to keep, 0 < ratio ≤ 1 (1 only compresses). */
  readonly ratio: number;
  /** Largest simplification error, as a share of each mesh's radius (default 0.01: 1 %). */
  readonly error?: number;
  /** Compress geometry (default true): with EXT_meshopt_compression, or with KHR_draco_mesh_compression as `compression` says. */
  readonly compress?: boolean;
  /** How geometry is compressed when `compress` (default 'meshopt'). */
  readonly compression?: LightweightCompression;
  /** Join the primitives that share a material into one (fewer draw calls; node transforms are baked in). */
  readonly mergeByMaterials?: boolean;
  /** Told after each step: the share done (0–1) and the step's name. */
  readonly onProgress?: (done: number, step: string) => void;
}

/** The geometry compressions a lightweighted model can have. */
export type LightweightCompression = 'meshopt' | 'draco';

/** Draco's encoder and decoder (WebAssembly), made once per thread. */
let dracoModules: Promise<[unknown, unknown]> | undefined;

/** Triangles (and vertices) before and after. */
export interface LightweightStats {
  readonly trianglesBefore: number;
  readonly trianglesAfter: number;
  readonly verticesBefore: number;
  readonly verticesAfter: number;
}

/** Triangle and vertex counts of every triangle primitive of a document. */
export function countGeometry(document: Document): { triangles: number; vertices: number } {
  let triangles = 0;
  let vertices = 0;
  for (const mesh of document.getRoot().listMeshes()) {
    for (const primitive of mesh.listPrimitives()) {
      const count = primitive.getAttribute('POSITION')?.getCount() ?? 0;
      vertices += count;
      if (primitive.getMode() !== 4) continue; // TRIANGLES
      triangles += Math.floor((primitive.getIndices()?.getCount() ?? count) / 3);
    }
  }
  return { triangles, vertices };
}

/** An io that reads and writes every extension gltf-transform knows, meshopt and Draco included. */
export async function lightweightIo(): Promise<WebIO> {
  dracoModules ??= Promise.all([draco3d.createEncoderModule(), draco3d.createDecoderModule()]);
  const [[encoder, decoder]] = await Promise.all([dracoModules, MeshoptDecoder.ready, MeshoptEncoder.ready]);
  return new WebIO().registerExtensions(ALL_EXTENSIONS).registerDependencies({
    'meshopt.decoder': MeshoptDecoder, 'meshopt.encoder': MeshoptEncoder, 'draco3d.encoder': encoder, 'draco3d.decoder': decoder,
  });
}

/** Simplifies and compresses a document in place. */
export async function lightweightDocument(document: Document, options: LightweightOptions): Promise<LightweightStats> {
  const { ratio, error = 0.01, compress = true, compression = 'meshopt', mergeByMaterials = false, onProgress = () => undefined } = options;
  if (!(ratio > 0 && ratio <= 1)) throw new LightweightError(`The ratio must be above 0 and at most 1 (got ${ratio}).`);
  if (!(error >= 0 && error <= 1)) throw new LightweightError(`The error must be between 0 and 1 (got ${error}).`);
  await Promise.all([MeshoptSimplifier.ready, MeshoptEncoder.ready]);
  document.setLogger(new Logger(Logger.Verbosity.WARN)); // no per-step chatter in a job's or a command's output
  const before = countGeometry(document);
  const steps: [string, Transform][] = [['dedup', dedup()], ['weld', weld()]];
  if (mergeByMaterials) steps.push(['flatten', flatten()], ['join', join()]);
  if (ratio < 1) steps.push(['simplify', simplify({ simplifier: MeshoptSimplifier, ratio, error })]);
  steps.push(['prune', prune()]);
  // meshopt() quantizes attributes and reorders for the encoder before compressing.
  // draco() marks the meshes for KHR_draco_mesh_compression; the io's encoder compresses them when the GLB is written.
  if (compress && compression === 'draco') steps.push(['draco', draco({ method: 'edgebreaker' })]);
  else if (compress) steps.push(['meshopt', meshopt({ encoder: MeshoptEncoder, level: 'medium' })]);
  for (const [index, [name, step]] of steps.entries()) {
    await document.transform(step);
    onProgress((index + 1) / steps.length, name);
  }
  const after = countGeometry(document);
  return { trianglesBefore: before.triangles, trianglesAfter: after.triangles, verticesBefore: before.vertices, verticesAfter: after.vertices };
}

/** A GLB made lighter: its bytes and the counts. */
export async function lightweightGlb(glb: Uint8Array, options: LightweightOptions): Promise<{ glb: Uint8Array; stats: LightweightStats }> {
  const io = await lightweightIo();
  let document: Document;
  try {
    document = await io.readBinary(glb);
  } catch (error) {
    throw new LightweightError(`The model cannot be read as GLB: ${(error as Error).message}`);
  }
  const stats = await lightweightDocument(document, options);
  return { glb: await io.writeBinary(document), stats };
}

/** A model of any read format (GLB, glTF with its files, OBJ, STL) made lighter, as GLB. */
export async function lightweightModel(input: ModelInput, options: LightweightOptions, budget?: ModelBudget): Promise<{ glb: Uint8Array; stats: LightweightStats }> {
  const io = await lightweightIo();
  const document = await readModel(io, input, budget);
  const stats = await lightweightDocument(document, options);
  return { glb: await io.writeBinary(document), stats };
}
