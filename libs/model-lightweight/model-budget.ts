import { LightweightError } from './lightweight-error.js';

/** Limits checked on a glTF's JSON before any of its data is decoded (a small file may declare gigabytes). */
export interface ModelBudget {
  /** Largest total of bytes the accessors, buffers and meshopt streams may declare. */
  readonly maxDeclaredBytes: number;
  /** Most accessors, meshes, nodes, images and materials together. */
  readonly maxObjects: number;
}

/** 1 GiB declared, 100,000 objects. */
export const DEFAULT_MODEL_BUDGET: ModelBudget = { maxDeclaredBytes: 1024 * 1024 * 1024, maxObjects: 100_000 };

const COMPONENT_BYTES: Readonly<Record<number, number>> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
const TYPE_SIZE: Readonly<Record<string, number>> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT2: 4, MAT3: 9, MAT4: 16 };

/**
 * Refuses a glTF whose JSON declares more than the budget: the sum of accessor sizes (count × element bytes, which
 * decoding a sparse or meshopt-compressed accessor would allocate), buffers, and meshopt streams' decoded lengths.
 * Reads the JSON only; decodes nothing.
 */
export function checkModelBudget(json: unknown, budget: ModelBudget = DEFAULT_MODEL_BUDGET): void {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new LightweightError('The glTF JSON is not an object.');
  const gltf = json as Record<string, unknown>;
  const list = (key: string): Record<string, unknown>[] => {
    const value = gltf[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw new LightweightError(`The glTF field '${key}' is not a list.`);
    return value.map((v) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}));
  };
  const objects = ['accessors', 'bufferViews', 'buffers', 'meshes', 'nodes', 'images', 'materials', 'textures', 'animations']
    .reduce((sum, key) => sum + list(key).length, 0);
  if (objects > budget.maxObjects) throw new LightweightError(`The model declares ${objects} objects (at most ${budget.maxObjects}).`);
  let declared = 0;
  for (const accessor of list('accessors')) {
    const count = Number(accessor.count ?? 0);
    const size = (COMPONENT_BYTES[Number(accessor.componentType)] ?? 4) * (TYPE_SIZE[String(accessor.type)] ?? 16);
    if (!Number.isSafeInteger(count) || count < 0) throw new LightweightError('An accessor has a count that is not a whole number.');
    declared += count * size;
  }
  for (const buffer of list('buffers')) declared += Math.max(0, Number(buffer.byteLength) || 0);
  for (const view of list('bufferViews')) {
    const meshopt = (view.extensions as Record<string, Record<string, unknown>> | undefined)?.EXT_meshopt_compression;
    if (meshopt) declared += Math.max(0, Number(meshopt.count) || 0) * Math.max(0, Number(meshopt.byteStride) || 0);
  }
  if (!(declared <= budget.maxDeclaredBytes)) {
    const mb = (n: number) => `${Math.ceil(n / 1024 / 1024)} MB`;
    throw new LightweightError(`The model declares ${mb(declared)} of data once decoded (at most ${mb(budget.maxDeclaredBytes)}).`);
  }
}

/** The JSON chunk of a GLB, parsed (no other chunk is read). */
export function glbJson(glb: Uint8Array): unknown {
  const view = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
  if (glb.byteLength < 20 || view.getUint32(0, true) !== 0x46546c67) throw new LightweightError('The file is not a GLB (no glTF header).');
  const length = view.getUint32(12, true);
  if (view.getUint32(16, true) !== 0x4e4f534a || 20 + length > glb.byteLength) throw new LightweightError('The GLB has no readable JSON chunk.');
  return parseJson(glb.subarray(20, 20 + length));
}

/** Parses JSON bytes, or refuses them clearly. */
export function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new LightweightError('The glTF JSON cannot be read.');
  }
}
